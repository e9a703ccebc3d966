/** Stage 11: every move a hero could make, plus stairs, bridges and ladders the builder could still place. */
import {
  besideNode,
  CELLS,
  clearStep,
  forEachMove,
  heightOf,
  isWater,
  linkIndex,
  nodeOk,
  type MoveKind,
} from '../moves';
import type { Candidate, Ctx } from './context';

/** The move graph in compressed adjacency form; edge e goes from[e] → to[e], needs candidate cand[e] (-1 none). */
export interface MoveGraph {
  readonly from: Int32Array;
  readonly to: Int32Array;
  readonly cost: Float64Array;
  readonly cand: Int32Array;
  /** Edges leaving node n: fwdList[fwdStart[n] .. fwdStart[n+1]). */
  readonly fwdStart: Int32Array;
  readonly fwdList: Int32Array;
  /** Edges entering node n. */
  readonly revStart: Int32Array;
  readonly revList: Int32Array;
}

const COST: Record<MoveKind, number> = {
  walk: 1,
  bridge: 1,
  stairs: 1,
  jump: 2,
  drop: 2,
  swim: 3,
  climb: 3,
  ladder: 2,
};
const NODES = 2 * CELLS;
const NO_CELLS: readonly number[] = [];

function addCandidates(ctx: Ctx, add: (c: Candidate, cost: number) => void): void {
  for (let n = 0; n < NODES; n++) {
    if (!nodeOk(ctx.geo, n)) continue;
    const h = heightOf(ctx.geo, n);
    for (let d = 0; d < 4; d++) {
      for (let l = 0; l < 2; l++) {
        const m = besideNode(n, d, l);
        if (m < 0 || !nodeOk(ctx.geo, m) || isWater(ctx.geo, m)) continue;
        const dh = heightOf(ctx.geo, m) - h;
        if (dh >= 2 && dh <= 6 && clearStep(ctx.geo, n, m))
          add({ kind: m >= CELLS || n >= CELLS ? 'ladder' : 'stairs', a: n, b: m, cells: NO_CELLS, h: 0 }, 2 + dh);
      }
      // bridge: a straight run of 1..6 water cells to land at about the same height, from open ground to open ground
      if (n >= CELLS || isWater(ctx.geo, n) || ctx.slab[n] >= 0) continue;
      let cells: number[] | null = null;
      let p = n;
      for (let k = 1; k <= 6; k++) {
        p = besideNode(p, d, 0);
        if (p < 0) break;
        if (ctx.water[p]) {
          if (ctx.slab[p] >= 0 || ctx.ground[p] >= h) break;
          (cells ??= []).push(p);
          continue;
        }
        if (cells !== null && Math.abs(ctx.ground[p] - h) <= 1 && nodeOk(ctx.geo, p) && ctx.slab[p] < 0) {
          add({ kind: 'bridge', a: n, b: p, cells, h: Math.max(h, ctx.ground[p]) }, 2 + cells.length);
        }
        break;
      }
    }
    // ladder straight up from the ground to the slab above
    if (n < CELLS && ctx.slab[n] >= 0 && !ctx.bridge[n] && ctx.slab[n] - h >= 2) {
      add({ kind: 'ladder', a: n, b: n + CELLS, cells: NO_CELLS, h: 0 }, 4);
    }
  }
}

function index(count: number, key: Int32Array, m: number): [Int32Array, Int32Array] {
  const start = new Int32Array(count + 1);
  for (let e = 0; e < m; e++) start[key[e] + 1]++;
  for (let n = 0; n < count; n++) start[n + 1] += start[n];
  const fill = start.slice(0, count);
  const list = new Int32Array(m);
  for (let e = 0; e < m; e++) list[fill[key[e]]++] = e;
  return [start, list];
}

/** Builds the move graph: natural moves of the hero plus candidate structures (usable both ways once placed). */
export function buildMoveGraph(ctx: Ctx): MoveGraph {
  const adj = linkIndex(ctx.geo);
  const candCost: number[] = [];
  ctx.candidates = [];
  addCandidates(ctx, (c, price) => {
    ctx.candidates.push(c);
    candCost.push(price);
  });
  const max = NODES * 8 + ctx.links.length * 2 + ctx.candidates.length * 2;
  const from = new Int32Array(max),
    to = new Int32Array(max),
    cand = new Int32Array(max);
  const cost = new Float64Array(max);
  let m = 0;
  for (let n = 0; n < NODES; n++) {
    if (!nodeOk(ctx.geo, n)) continue;
    forEachMove(
      ctx.geo,
      n,
      (t, kind) => {
        from[m] = n;
        to[m] = t;
        cost[m] = COST[kind];
        cand[m++] = -1;
      },
      adj,
    );
  }
  ctx.candidates.forEach((c, k) => {
    from[m] = c.a;
    to[m] = c.b;
    cost[m] = candCost[k];
    cand[m++] = k;
    from[m] = c.b;
    to[m] = c.a;
    cost[m] = candCost[k];
    cand[m++] = k;
  });
  const F = from.subarray(0, m),
    T = to.subarray(0, m);
  const [fwdStart, fwdList] = index(NODES, F, m);
  const [revStart, revList] = index(NODES, T, m);
  return { from: F, to: T, cost: cost.subarray(0, m), cand: cand.subarray(0, m), fwdStart, fwdList, revStart, revList };
}

/** Cheapest paths to (reverse) or from `source`; via[n] is the edge taken out of n (reverse) or into n (forward), -1 none. */
export function dijkstra(g: MoveGraph, source: number, reverse: boolean): { dist: Float64Array; via: Int32Array } {
  const dist = new Float64Array(NODES).fill(Infinity);
  const via = new Int32Array(NODES).fill(-1);
  dist[source] = 0;
  // costs are whole numbers, so one heap entry is dist * 1024 + node; every edge pushes at most once
  const heap = new Float64Array(g.from.length + 1);
  heap[0] = source;
  let size = 1;
  const start = reverse ? g.revStart : g.fwdStart;
  const list = reverse ? g.revList : g.fwdList;
  const other = reverse ? g.from : g.to;
  while (size > 0) {
    const top = heap[0];
    size = popMin(heap, size);
    const v = top % 1024;
    if ((top - v) / 1024 > dist[v]) continue;
    for (let k = start[v]; k < start[v + 1]; k++) {
      const e = list[k];
      const u = other[e];
      const nd = dist[v] + g.cost[e];
      if (nd < dist[u]) {
        dist[u] = nd;
        via[u] = e;
        size = pushHeap(heap, size, nd * 1024 + u);
      }
    }
  }
  return { dist, via };
}

/** Breadth-first reach over edges whose candidate is allowed (or that need none). */
export function reach(g: MoveGraph, starts: readonly number[], reverse: boolean, allowed: Uint8Array): Uint8Array {
  const seen = new Uint8Array(NODES);
  const queue = new Int32Array(NODES);
  let head = 0,
    tail = 0;
  for (const s of starts)
    if (!seen[s]) {
      seen[s] = 1;
      queue[tail++] = s;
    }
  const start = reverse ? g.revStart : g.fwdStart;
  const list = reverse ? g.revList : g.fwdList;
  const other = reverse ? g.from : g.to;
  while (head < tail) {
    const v = queue[head++];
    for (let k = start[v]; k < start[v + 1]; k++) {
      const e = list[k];
      const u = other[e];
      if (seen[u] || (g.cand[e] >= 0 && !allowed[g.cand[e]])) continue;
      seen[u] = 1;
      queue[tail++] = u;
    }
  }
  return seen;
}

/** Adds v to the binary min-heap h[0 .. size); returns the new size. */
function pushHeap(h: Float64Array, size: number, v: number): number {
  let i = size;
  h[i] = v;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (h[p] <= h[i]) break;
    const t = h[p];
    h[p] = h[i];
    h[i] = t;
    i = p;
  }
  return size + 1;
}
/** Removes the minimum h[0] (read it first) from the heap h[0 .. size); returns the new size. */
function popMin(h: Float64Array, size: number): number {
  const n = size - 1;
  if (n > 0) {
    h[0] = h[n];
    let i = 0;
    for (;;) {
      const l = 2 * i + 1,
        r = l + 1;
      let m = i;
      if (l < n && h[l] < h[m]) m = l;
      if (r < n && h[r] < h[m]) m = r;
      if (m === i) break;
      const t = h[m];
      h[m] = h[i];
      h[i] = t;
      i = m;
    }
  }
  return n;
}
