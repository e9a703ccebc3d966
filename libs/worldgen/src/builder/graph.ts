/** Stage 11: every move a hero could make, plus stairs, bridges and ladders the builder could still place. */
import { DIRS, SIZE, STEP } from '../geometry';
import { CELLS, forEachMove, heightOf, isWater, linkIndex, nodeOk, type MoveKind } from '../moves';
import { cell, type Candidate, type Ctx } from './context';

/** One edge of the move graph; `cand` is the candidate structure it needs, or -1. */
export interface Edge {
  readonly from: number;
  readonly to: number;
  readonly cost: number;
  readonly cand: number;
}
/** The move graph with forward and reverse adjacency. */
export interface MoveGraph {
  readonly fwd: Edge[][];
  readonly rev: Edge[][];
}

const COST: Record<MoveKind, number> = { walk: 1, bridge: 1, stairs: 1, jump: 2, drop: 2, swim: 3, climb: 3, ladder: 2 };

function addCandidates(ctx: Ctx, add: (c: Candidate, cost: number) => void): void {
  for (let n = 0; n < 2 * CELLS; n++) {
    if (!nodeOk(ctx, n)) continue;
    const i = n % CELLS;
    const x = i % SIZE, y = (i - x) / SIZE;
    const h = heightOf(ctx, n);
    for (const d of DIRS) {
      const [sx, sy] = STEP[d];
      const nx = x + sx, ny = y + sy;
      if (nx < 0 || ny < 0 || nx >= SIZE || ny >= SIZE) continue;
      const j = cell(nx, ny);
      for (const m of [j, j + CELLS]) {
        if (!nodeOk(ctx, m) || isWater(ctx, m)) continue;
        const dh = heightOf(ctx, m) - h;
        if (dh >= 2 && dh <= 6) add({ kind: m >= CELLS || n >= CELLS ? 'ladder' : 'stairs', a: n, b: m, cells: [], h: 0 }, 2 + dh);
      }
      // bridge: a straight run of 1..6 water cells to land at about the same height
      if (n >= CELLS || isWater(ctx, n)) continue;
      const cells: number[] = [];
      for (let k = 1; k <= 6; k++) {
        const px = x + k * sx, py = y + k * sy;
        if (px < 0 || py < 0 || px >= SIZE || py >= SIZE) break;
        const p = cell(px, py);
        if (ctx.water[p]) {
          if (ctx.slab[p] >= 0 || ctx.ground[p] >= h) break;
          cells.push(p);
          continue;
        }
        if (cells.length > 0 && Math.abs(ctx.ground[p] - h) <= 1 && nodeOk(ctx, p)) {
          add({ kind: 'bridge', a: n, b: p, cells: cells.slice(), h: Math.max(h, ctx.ground[p]) }, 2 + cells.length);
        }
        break;
      }
    }
    // ladder straight up from the ground to the slab above
    if (n < CELLS && ctx.slab[i] >= 0 && !ctx.bridge[i] && ctx.slab[i] - h >= 2) {
      add({ kind: 'ladder', a: n, b: i + CELLS, cells: [], h: 0 }, 4);
    }
  }
}

/** Builds the move graph: natural moves of the hero plus candidate structures (usable both ways once placed). */
export function buildMoveGraph(ctx: Ctx): MoveGraph {
  const fwd: Edge[][] = Array.from({ length: 2 * CELLS }, () => []);
  const rev: Edge[][] = Array.from({ length: 2 * CELLS }, () => []);
  const push = (e: Edge) => {
    fwd[e.from].push(e);
    rev[e.to].push(e);
  };
  const adj = linkIndex(ctx);
  for (let n = 0; n < 2 * CELLS; n++) {
    if (!nodeOk(ctx, n)) continue;
    forEachMove(ctx, n, (to, kind) => push({ from: n, to, cost: COST[kind], cand: -1 }), adj);
  }
  ctx.candidates = [];
  addCandidates(ctx, (c, cost) => {
    const k = ctx.candidates.length;
    ctx.candidates.push(c);
    push({ from: c.a, to: c.b, cost, cand: k });
    push({ from: c.b, to: c.a, cost, cand: k });
  });
  return { fwd, rev };
}

/** Cheapest paths to (reverse = true) or from `source`; `next[n]` is the edge taken from n (or into n). */
export function dijkstra(g: MoveGraph, source: number, reverse: boolean, allowCand: (k: number) => boolean): { dist: Float64Array; via: (Edge | null)[] } {
  const dist = new Float64Array(2 * CELLS).fill(Infinity);
  const via: (Edge | null)[] = new Array(2 * CELLS).fill(null);
  dist[source] = 0;
  const heap: [number, number][] = [[0, source]];
  while (heap.length) {
    const [d, v] = popMin(heap);
    if (d > dist[v]) continue;
    for (const e of reverse ? g.rev[v] : g.fwd[v]) {
      if (e.cand >= 0 && !allowCand(e.cand)) continue;
      const u = reverse ? e.from : e.to;
      const nd = d + e.cost;
      if (nd < dist[u]) {
        dist[u] = nd;
        via[u] = e;
        pushHeap(heap, [nd, u]);
      }
    }
  }
  return { dist, via };
}

function pushHeap(h: [number, number][], item: [number, number]): void {
  h.push(item);
  let i = h.length - 1;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (h[p][0] <= h[i][0]) break;
    [h[p], h[i]] = [h[i], h[p]];
    i = p;
  }
}
function popMin(h: [number, number][]): [number, number] {
  const top = h[0];
  const last = h.pop() as [number, number];
  if (h.length) {
    h[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < h.length && h[l][0] < h[m][0]) m = l;
      if (r < h.length && h[r][0] < h[m][0]) m = r;
      if (m === i) break;
      [h[m], h[i]] = [h[i], h[m]];
      i = m;
    }
  }
  return top;
}
