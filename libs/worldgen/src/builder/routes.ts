/** Stages 12–14: cheapest routes from every portal to the exit, escape routes out of pits, placing structures. */
import { CELLS } from '../moves';
import { failWith, type Ctx } from './context';
import { buildMoveGraph, dijkstra, type Edge, type MoveGraph } from './graph';

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
  return g.fwd.some((es) => es.length > 0) || ctx.exit < 0 ? ctx : failWith(ctx, 'no moves at all');
}

function expand(ctx: Ctx, e: Edge, path: number[]): void {
  const c = e.cand >= 0 ? ctx.candidates[e.cand] : null;
  if (c && c.kind === 'bridge') {
    const cells = e.from === c.a ? c.cells : [...c.cells].reverse();
    for (const i of cells) path.push(i + CELLS);
  }
}

/** Stage 12: routes planned from every portal (and the treasure) TO the exit, so one-way drops point the right way. */
export function routesStage(ctx: Ctx): Ctx | null {
  if (ctx.exit < 0) return ctx;
  const g = graphOf(ctx);
  const back = dijkstra(g, ctx.exit, true, () => true);
  const from = ctx.portals.filter((p) => p.node !== ctx.exit).map((p) => ({ id: p.id, node: p.node }));
  if (ctx.treasure >= 0) from.push({ id: 'treasure', node: ctx.treasure });
  for (const s of from) {
    if (back.dist[s.node] === Infinity) return failWith(ctx, `no route from ${s.id} to the exit`);
    const path = [s.node];
    for (let n = s.node; n !== ctx.exit; ) {
      const e = back.via[n] as Edge;
      if (e.cand >= 0) ctx.chosen.add(e.cand);
      expand(ctx, e, path);
      n = e.to;
      path.push(n);
    }
    ctx.routes.push(path);
  }
  if (ctx.treasure >= 0) {
    const out = dijkstra(g, ctx.exit, false, () => true);
    if (out.dist[ctx.treasure] === Infinity) return failWith(ctx, 'no route from the exit to the treasure');
    const path = [ctx.treasure];
    for (let n = ctx.treasure; n !== ctx.exit; ) {
      const e = out.via[n] as Edge;
      if (e.cand >= 0) ctx.chosen.add(e.cand);
      n = e.from;
      path.unshift(n);
    }
    ctx.routes.push(path);
  }
  return ctx;
}

function search(g: MoveGraph, starts: number[], reverse: boolean, ok: (e: Edge) => boolean): Uint8Array {
  const seen = new Uint8Array(2 * CELLS);
  const queue = starts.slice();
  for (const s of starts) seen[s] = 1;
  for (let q = 0; q < queue.length; q++) {
    for (const e of reverse ? g.rev[queue[q]] : g.fwd[queue[q]]) {
      const u = reverse ? e.from : e.to;
      if (!seen[u] && ok(e)) {
        seen[u] = 1;
        queue.push(u);
      }
    }
  }
  return seen;
}

/** Nodes a hero can fall into from the portals but never leave towards the exit. */
export function trapsOf(ctx: Ctx, g: MoveGraph): number[] {
  const ok = (e: Edge) => e.cand < 0 || ctx.chosen.has(e.cand);
  const starts = [ctx.exit, ...ctx.portals.map((p) => p.node)];
  const reach = search(g, starts, false, ok);
  const good = search(g, [ctx.exit], true, ok);
  const traps: number[] = [];
  for (let n = 0; n < reach.length; n++) if (reach[n] && !good[n]) traps.push(n);
  return traps;
}

/** Stage 13: escape routes — stairs or ladders out of places a hero can fall into. */
export function escapeStage(ctx: Ctx): Ctx {
  if (ctx.exit < 0) return ctx;
  const g = graphOf(ctx);
  const back = dijkstra(g, ctx.exit, true, () => true);
  const hopeless = new Set<number>();
  for (let round = 0; round < 8; round++) {
    const traps = trapsOf(ctx, g).filter((t) => !hopeless.has(t));
    if (traps.length === 0) break;
    const t = traps[ctx.rng.int(traps.length)];
    if (back.dist[t] === Infinity) {
      hopeless.add(t);
      continue;
    }
    for (let n = t; n !== ctx.exit; ) {
      const e = back.via[n] as Edge;
      if (e.cand >= 0) ctx.chosen.add(e.cand);
      n = e.to;
    }
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
    }
    ctx.bridges.push({ cells: c.cells.slice(), h: c.h, style: 'plank', pillars: [] });
  }
  return ctx;
}
