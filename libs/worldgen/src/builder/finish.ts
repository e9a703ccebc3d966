/** Finishing stages: smoothing, bridge styles and pillars, fences, the inspection. */
import { SIZE } from '../geometry';
import { inspectReach } from '../inspector';
import { besideNode, CELLS, clearStep, heightOf, isWater, linkIndex, nodeOk } from '../moves';
import {
  dropAcross,
  geometryProblems,
  reachFrom,
  reachingExit,
  routeSidesOf,
  type GeometryInput,
} from '../geometry-rules';
import { sinksOf } from './water';
import { cell, failWith, landingsOf, type Ctx } from './context';

const LAST = SIZE - 1;

/** A smoothing step only moves a cell this far from the mean of its four neighbours or further. */
const ROUGH = 1.5;

/**
 * Stage 15: smooth the ground. Every free cell that stands ROUGH or more above or below the mean of its four
 * neighbours moves halfway towards it (one pass over a copy, so the order of cells does not matter).
 * Cells a route, stair, ladder or bridge end, slab, bank, pad or the treasure depends on are kept, so the
 * planned routes stay valid; the inspection afterwards checks the whole cube again.
 */
export function smoothStage(ctx: Ctx): Ctx {
  const keep = new Uint8Array(CELLS);
  for (const r of ctx.routes) for (const n of r) keep[n % CELLS] = 1;
  for (const l of ctx.links) keep[l.a % CELLS] = keep[l.b % CELLS] = 1;
  const before = Int16Array.from(ctx.ground);
  for (let y = 1; y < LAST; y++) {
    for (let x = 1; x < LAST; x++) {
      const i = cell(x, y);
      if (keep[i] || ctx.fixed[i] || ctx.water[i] || ctx.slab[i] >= 0 || ctx.blocked[i]) continue;
      let near = false,
        sum = 0;
      for (let d = 0; d < 4; d++) {
        const j = besideNode(i, d, 0);
        if (ctx.water[j] || ctx.slab[j] >= 0) near = true;
        sum += before[j];
      }
      if (near) continue;
      const mean = sum / 4;
      const h = before[i];
      if (Math.abs(h - mean) < ROUGH) continue;
      ctx.ground[i] = Math.round((h + mean) / 2);
      if (ctx.ground[i] !== h) ctx.smoothed++;
    }
  }
  return ctx;
}

/** Stage 16: bridge styles by length; long stone bridges stand on pillars in the water (swimmers go round). */
export function bridgeStylesStage(ctx: Ctx): Ctx {
  for (const b of ctx.bridges) {
    b.style = b.cells.length <= 2 ? 'plank' : b.cells.length <= 4 ? 'rope' : 'stone';
    if (b.style !== 'stone') continue;
    for (let k = 1; k < b.cells.length - 1; k += 2) {
      b.pillars.push(b.cells[k]);
      ctx.blocked[b.cells[k]] = 1;
    }
  }
  return ctx;
}

/**
 * Stage 17: fences. Every side of a place a hero can get to (from the exit, a portal, the chest or the landing of
 * a fall from above) with a drop
 * of FENCE_DROP or more onto land, or into a trap, gets a fence, except the sides a planned route crosses
 * (the planned ways down). A fence on side d of a node stops drops off it across d and jumps or climbs onto it
 * across d (moves.ts stepKind); drops into water are left open.
 */
export function fencesStage(ctx: Ctx): Ctx {
  if (ctx.exit < 0) return ctx;
  const g = ctx.geo;
  const routeSides = routeSidesOf(ctx.routes);
  const starts = [ctx.exit, ctx.treasure, ...ctx.portals.map((p) => p.node), ...landingsOf(ctx)];
  const fenceDrops = (reach: Uint8Array, into: (m: number) => boolean): boolean => {
    let added = false;
    for (let n = 0; n < 2 * CELLS; n++) {
      if (!reach[n]) continue;
      for (let d = 0; d < 4; d++) {
        const bit = 1 << d;
        if (routeSides[n] & bit || ctx.fence[n] & bit) continue;
        if (dropAcross(g, n, d, into) >= 0) {
          ctx.fence[n] |= bit;
          added = true;
        }
      }
    }
    return added;
  };
  fenceDrops(reachFrom(g, starts), (m) => !isWater(g, m));
  // then the traps: fence the drops into water nobody gets out of, else open a way out of the place
  for (let round = 0; round < 12; round++) {
    const adj = linkIndex(g);
    const reach = reachFrom(g, starts, adj);
    const good = reachingExit(g, ctx.exit, adj);
    let trapped = false;
    for (let n = 0; n < 2 * CELLS && !trapped; n++) trapped = reach[n] === 1 && good[n] === 0;
    if (!trapped) return ctx;
    if (fenceDrops(reach, (m) => good[m] === 0)) continue;
    if (!openWayOut(ctx, reach, good)) return ctx;
  }
  return ctx;
}

/**
 * A fence also stops jumps onto its node, so fencing can shut a hero in (a hollow left by a jump up, a ledge
 * left by a drop). One fenced step out of a place that can be reached but no longer leads to the exit, to a
 * place that does, is opened again and recorded in `ctx.ways` (a planned way down; the fence rule exempts it as
 * it exempts the routes' steps). False when there is none (the inspection then fails the trap).
 */
function openWayOut(ctx: Ctx, reach: Uint8Array, good: Uint8Array): boolean {
  const g = ctx.geo;
  for (let n = 0; n < 2 * CELLS; n++) {
    if (!reach[n] || good[n] || isWater(g, n)) continue;
    for (let d = 0; d < 4; d++) {
      for (let l = 0; l < 2; l++) {
        const m = besideNode(n, d, l);
        if (m < 0 || !good[m] || !nodeOk(g, m) || !clearStep(g, n, m)) continue;
        const dh = heightOf(g, m) - heightOf(g, n);
        const back = (d + 2) % 4;
        if (dh <= -2 && ctx.fence[n] & (1 << d)) ctx.fence[n] &= ~(1 << d);
        else if (dh === 2 && !isWater(g, m) && ctx.fence[m] & (1 << back)) ctx.fence[m] &= ~(1 << back);
        else continue;
        ctx.ways.push([n, m]);
        return true;
      }
    }
  }
  return false;
}

/** The geometry rules' view of the context (the same rules `inspectCubeFile` runs on a cube's JSON). */
export function geometryInputOf(ctx: Ctx): GeometryInput {
  return {
    geo: ctx.geo,
    floors: ctx.floors,
    portals: ctx.portals.map((p) => ({ id: p.id, node: p.node, floor: p.floor, standH: p.standH })),
    exit: ctx.exit,
    treasure: ctx.treasure,
    routes: ctx.routes,
    ways: ctx.ways,
    waterfalls: ctx.waterfalls.map((w) => w.cell),
    sinks: [...ctx.waterfalls.filter((w) => w.intoBelow).map((w) => w.cell), ...sinksOf(ctx)],
    wet: ctx.spec.builder !== 'town' && (ctx.spec.piece.endsWith('-pond') || ctx.spec.kind === 'lake'),
  };
}

/** Stage 18: the inspection — a failed cube is thrown away and built again. */
export function inspectStage(ctx: Ctx): Ctx | null {
  const { verdict, roam } = inspectReach({
    geo: ctx.geo,
    portals: ctx.portals.map((p) => ({ id: p.id, node: p.node })),
    exit: ctx.exit,
    treasure: ctx.treasure,
    arrival: ctx.portals.find((p) => p.arrival)?.node ?? -1,
    visits: ctx.portals.filter((p) => !p.arrival && !p.exit).map((p) => ({ id: p.id, node: p.node })),
    routes: ctx.routes,
    landings: landingsOf(ctx),
  });
  ctx.verdict = verdict;
  if (!verdict.passed) return failWith(ctx, verdict.reason ?? 'inspection failed');
  const problems = geometryProblems({ ...geometryInputOf(ctx), reach: roam });
  return problems.length === 0 ? ctx : failWith(ctx, `${problems[0].rule}: ${problems[0].message}`);
}
