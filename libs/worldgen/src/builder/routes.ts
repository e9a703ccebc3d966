/** Stages 12–14: cheapest routes from every portal to the exit, escape routes out of pits, placing structures. */
import { CELLS, CLEARANCE } from '../moves';
import { failWith, landingsOf, type Ctx, type Portal } from './context';
import { buildMoveGraph, dijkstra, reach, type MoveGraph } from './graph';

const graphs = new WeakMap<Ctx, MoveGraph>();

/** The move graph of this attempt (built by stage 11). */
export function graphOf(ctx: Ctx): MoveGraph {
  let g = graphs.get(ctx);
  if (!g) {
    g = buildMoveGraph(ctx);
    graphs.set(ctx, g);
  }
  return g;
}

/** Stage 11: lists every move and candidate structure. */
export function moveGraphStage(ctx: Ctx): Ctx | null {
  graphs.delete(ctx);
  const g = graphOf(ctx);
  return g.from.length > 0 || ctx.exit < 0 ? ctx : failWith(ctx, 'no moves at all');
}

function takeEdge(ctx: Ctx, g: MoveGraph, e: number, path: number[]): void {
  const k = g.cand[e];
  if (k < 0) return;
  ctx.chosen.add(k);
  const c = ctx.candidates[k];
  if (c.kind === 'bridge') {
    const cells = g.from[e] === c.a ? c.cells : [...c.cells].reverse();
    for (const i of cells) path.push(i + CELLS);
  }
}

/** Stage 12: routes planned from every portal (and the treasure) TO the exit, so one-way drops point the right way. */
export function routesStage(ctx: Ctx): Ctx | null {
  if (ctx.exit < 0) return ctx;
  const g = graphOf(ctx);
  const back = dijkstra(g, ctx.exit, true);
  const from = ctx.portals.filter((p) => p.node !== ctx.exit).map((p) => ({ id: p.id, node: p.node }));
  if (ctx.treasure >= 0) from.push({ id: 'treasure', node: ctx.treasure });
  for (const s of from) {
    if (back.dist[s.node] === Infinity) return failWith(ctx, `no route from ${s.id} to the exit`);
    const path = [s.node];
    for (let n = s.node; n !== ctx.exit; ) {
      const e = back.via[n];
      takeEdge(ctx, g, e, path);
      n = g.to[e];
      path.push(n);
    }
    ctx.routes.push(path);
    ctx.routeCosts.push(back.dist[s.node]);
  }
  if (ctx.treasure >= 0 && !forwardRoute(ctx, g, ctx.exit, ctx.treasure))
    return failWith(ctx, 'no route from the exit to the treasure');
  // side-room doors must be reachable from where the hero comes in
  const arrival = ctx.portals.find((p) => p.arrival);
  for (const p of arrival ? ctx.portals.filter((q) => !q.arrival && !q.exit) : []) {
    if (!forwardRoute(ctx, g, (arrival as Portal).node, p.node))
      return failWith(ctx, `no route from ${(arrival as Portal).id} to ${p.id}`);
  }
  return ctx;
}

/** Plans the cheapest route from `from` to `to` (forward search) and records it; false when there is none. */
function forwardRoute(ctx: Ctx, g: MoveGraph, from: number, to: number): boolean {
  const out = dijkstra(g, from, false);
  if (out.dist[to] === Infinity) return false;
  const rev: number[] = [to];
  for (let n = to; n !== from; ) {
    const e = out.via[n];
    const step: number[] = [];
    takeEdge(ctx, g, e, step);
    rev.push(...step.reverse());
    n = g.from[e];
    rev.push(n);
  }
  ctx.routes.push(rev.reverse());
  ctx.routeCosts.push(out.dist[to]);
  return true;
}

function allowedMask(ctx: Ctx): Uint8Array {
  const m = new Uint8Array(ctx.candidates.length);
  for (const k of ctx.chosen) m[k] = 1;
  return m;
}

/** Nodes a hero can fall into from the portals or the landing of a fall from above but never leave towards the exit. */
export function trapsOf(ctx: Ctx, g: MoveGraph): number[] {
  const allowed = allowedMask(ctx);
  const reached = reach(g, [ctx.exit, ...ctx.portals.map((p) => p.node), ...landingsOf(ctx)], false, allowed);
  const good = reach(g, [ctx.exit], true, allowed);
  const traps: number[] = [];
  for (let n = 0; n < reached.length; n++) if (reached[n] && !good[n]) traps.push(n);
  return traps;
}

/** Stage 13: escape routes — stairs or ladders out of places a hero can fall into. */
export function escapeStage(ctx: Ctx): Ctx {
  if (ctx.exit < 0) return ctx;
  const g = graphOf(ctx);
  let traps = trapsOf(ctx, g);
  if (traps.length === 0) return ctx;
  const back = dijkstra(g, ctx.exit, true);
  const hopeless = new Set<number>();
  for (let round = 0; round < 8 && traps.length > 0; round++) {
    const t = traps[ctx.rng.int(traps.length)];
    if (back.dist[t] === Infinity) hopeless.add(t);
    for (let n = t; back.dist[t] !== Infinity && n !== ctx.exit; ) {
      const e = back.via[n];
      if (g.cand[e] >= 0) ctx.chosen.add(g.cand[e]);
      n = g.to[e];
    }
    traps = trapsOf(ctx, g).filter((x) => !hopeless.has(x));
  }
  ctx.traps = trapsOf(ctx, g).length;
  return ctx;
}

/** Stage 14: places the chosen stairs, ladders and bridges. */
export function placeStage(ctx: Ctx): Ctx {
  for (const k of [...ctx.chosen].sort((a, b) => a - b)) {
    const c = ctx.candidates[k];
    if (c.kind !== 'bridge') {
      ctx.links.push({ a: c.a, b: c.b, kind: c.kind });
      continue;
    }
    if (c.cells.some((i) => ctx.slab[i] >= 0)) continue;
    for (const i of c.cells) {
      ctx.slab[i] = c.h;
      ctx.bridge[i] = 1;
      // in a cave the rock over a bridge is cut back to leave head room on the deck
      if (ctx.ceiling[i] >= 0) ctx.ceiling[i] = Math.max(ctx.ceiling[i], c.h + CLEARANCE);
    }
    ctx.bridges.push({ cells: c.cells.slice(), h: c.h, style: 'plank', pillars: [] });
  }
  return ctx;
}
