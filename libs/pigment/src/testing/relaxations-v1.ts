/**
 * Reference copy: the heuristic of issue #12 (before #25: single marks and a one-landing cover), kept unchanged as a reference.
 *
 * Exact distances in relaxed versions of a level, used as the best-first solver's admissible, consistent
 * heuristic. Nodes of the position × orientation graph are `pos * 24 + orientation`.
 *  - `single[m]`: fewest tips until mark m alone holds its colour, over (mark m's stain, node); other marks ignored.
 *  - `cover`: fewest tips until every unsatisfied mark (a bitmask) has been landed on with a face that could
 *    leave its colour there, stains otherwise ignored (a travelling-salesman bound over the marks).
 * A table entry of `INF` proves the relaxed goal, and so the real one, unreachable.
 */
import type { CompiledBoard } from '../board';
import { COLOR_COUNT, colorOf, MIX, ORIENTATIONS } from '../die';
import type { PigmentLevel } from '../types';

export const INF = 0xffff;
const ORIENTS = 24;
const OPPOSITE = [1, 0, 3, 2];
/** Cover table entries at most (2^marks × nodes); above it the cover bound uses fewer marks. */
const COVER_MAX_ENTRIES = 1 << 22;

/** Heuristic tables for one level (independent of the start state, so cached per level object). */
export class RelaxationsV1 {
  readonly nodes: number;
  /** `single[m][stain * nodes + node]`. */
  readonly single: readonly Uint16Array[];
  /** `cover[mask * nodes + node]` over the first `coverMarks` marks; a mask's row is filled on first use. */
  readonly cover: Uint16Array;
  readonly coverMarks: number;
  /** `ready[mask]`: 1 once the mask's cover row is computed. */
  readonly ready: Uint8Array;
  /** `succ[node * 4 + dir]` / `pred[node * 4 + dir]`: the node after / before a tip in dir, or -1. */
  private readonly succ: Int32Array;
  private readonly pred: Int32Array;
  /** `covers[node]`: bit of the cover mark that landing in this node covers (its cell, a face that can finish it). */
  private readonly covers: Int32Array;
  // scratch for the cover BFS
  private readonly h: Uint16Array;
  private readonly seedOrder: Int32Array;
  private readonly queue: Int32Array;
  private readonly done: Uint8Array;

  constructor(level: PigmentLevel, board: CompiledBoard) {
    const nodes = (this.nodes = board.cells * ORIENTS);
    const { nb, markOf } = board;
    const { next, prev, down } = ORIENTATIONS;
    this.succ = new Int32Array(nodes * 4).fill(-1);
    this.pred = new Int32Array(nodes * 4).fill(-1);
    for (let pos = 0; pos < board.cells; pos++)
      for (let o = 0; o < ORIENTS; o++)
        for (let k = 0; k < 4; k++) {
          const to = nb[pos * 4 + k];
          if (to >= 0) this.succ[(pos * ORIENTS + o) * 4 + k] = to * ORIENTS + next[o * 4 + k];
          const from = nb[pos * 4 + OPPOSITE[k]];
          if (from >= 0) this.pred[(pos * ORIENTS + o) * 4 + k] = from * ORIENTS + prev[o * 4 + k];
        }
    const targets = level.marks.map((m) => colorOf(m.color));
    const lastFaces = targets.map((t) => {
      let faces = 0;
      for (let x = 0; x < COLOR_COUNT; x++)
        for (let f = 0; f < COLOR_COUNT; f++) if (x !== t && MIX[x * COLOR_COUNT + f] === t) faces |= 1 << f;
      return faces;
    });
    let k = level.marks.length;
    while (k > 0 && nodes * 2 ** k > COVER_MAX_ENTRIES) k--;
    this.coverMarks = k;
    this.covers = new Int32Array(nodes);
    for (let pos = 0; pos < board.cells; pos++) {
      const m = markOf[pos];
      if (m < 0 || m >= k) continue;
      for (let o = 0; o < ORIENTS; o++) if (lastFaces[m] & (1 << down[o])) this.covers[pos * ORIENTS + o] = 1 << m;
    }
    this.single = targets.map((t, m) => this.singleMark(board, m, t));
    this.cover = new Uint16Array(nodes << k);
    this.ready = new Uint8Array(1 << k);
    this.ready[0] = 1;
    this.h = new Uint16Array(nodes);
    this.seedOrder = new Int32Array(nodes);
    this.queue = new Int32Array(nodes);
    this.done = new Uint8Array(nodes);
  }

  /**
   * h(state): the max of both relaxations' exact distances — admissible and consistent (INF: no win from here).
   * The best-first solver orders its search by it; the metrics prune states that cannot win within the limit.
   */
  bound(board: CompiledBoard, pos: number, orient: number, code: number): number {
    const { single, cover, coverMarks, nodes, ready } = this;
    const { pow, target } = board;
    const node = pos * ORIENTS + orient;
    let h = 0;
    let mask = 0;
    for (let m = 0; m < single.length; m++) {
      const s = Math.floor(code / pow[m]) % COLOR_COUNT;
      const t = Math.floor(target / pow[m]) % COLOR_COUNT;
      if (s === t) continue;
      if (m < coverMarks) mask |= 1 << m;
      const d = single[m][s * nodes + node];
      if (d > h) h = d;
    }
    if (!ready[mask]) this.ensureCover(mask);
    const c = cover[mask * nodes + node];
    return c > h ? c : h;
  }

  /** Backward BFS from every node with mark `m` holding `target`: distances over (stain of m, node). */
  private singleMark(board: CompiledBoard, m: number, target: number): Uint16Array {
    const { nodes, pred } = this;
    const { down } = ORIENTATIONS;
    const dist = new Uint16Array(COLOR_COUNT * nodes).fill(INF);
    const queue = new Int32Array(COLOR_COUNT * nodes);
    let tail = 0;
    for (let pos = 0; pos < board.cells; pos++) {
      if (board.floor[pos] !== 1) continue;
      for (let o = 0; o < ORIENTS; o++) {
        dist[target * nodes + pos * ORIENTS + o] = 0;
        queue[tail++] = target * nodes + pos * ORIENTS + o;
      }
    }
    for (let head = 0; head < tail; head++) {
      const id = queue[head];
      const s = Math.floor(id / nodes);
      const node = id - s * nodes;
      const d = dist[id] + 1;
      const face = board.markOf[Math.floor(node / ORIENTS)] === m ? down[node % ORIENTS] : -1;
      for (let k = 0; k < 4; k++) {
        const pnode = pred[node * 4 + k];
        if (pnode < 0) continue;
        if (face < 0) {
          if (dist[s * nodes + pnode] === INF) {
            dist[s * nodes + pnode] = d;
            queue[tail++] = s * nodes + pnode;
          }
          continue;
        }
        // on the mark: the stain before the landing is any stain the landing face turns into s
        for (let ps = 0; ps < COLOR_COUNT; ps++) {
          const pid = ps * nodes + pnode;
          if (MIX[ps * COLOR_COUNT + face] !== s || dist[pid] !== INF) continue;
          dist[pid] = d;
          queue[tail++] = pid;
        }
      }
    }
    return dist;
  }

  /**
   * Fills the cover row of `mask` (and, first, of the smaller masks it needs): a shortest-path problem with unit
   * edges whose sources are the landings that cover one of its marks, seeded from the smaller mask's row and solved
   * by a BFS that merges the seeds, sorted by value, into its queue.
   */
  ensureCover(mask: number): void {
    const { nodes, succ, pred, covers, cover, h, seedOrder, queue, done } = this;
    for (let m = 0; m < this.coverMarks; m++)
      if (mask & (1 << m) && !this.ready[mask ^ (1 << m)]) this.ensureCover(mask ^ (1 << m));
    let maxSeed = 0;
    h.fill(INF);
    for (let node = 0; node < nodes; node++) {
      let best = INF;
      for (let k = 0; k < 4; k++) {
        const y = succ[node * 4 + k];
        if (y < 0) continue;
        const bit = covers[y] & mask;
        if (bit === 0) continue;
        const v = cover[(mask ^ bit) * nodes + y];
        if (v < best - 1) best = v + 1;
      }
      h[node] = best;
      if (best !== INF && best > maxSeed) maxSeed = best;
    }
    const counts = new Int32Array(maxSeed + 2);
    for (let node = 0; node < nodes; node++) if (h[node] !== INF) counts[h[node] + 1]++;
    for (let v = 1; v < counts.length; v++) counts[v] += counts[v - 1];
    for (let node = 0; node < nodes; node++) if (h[node] !== INF) seedOrder[counts[h[node]]++] = node;
    const seeds = counts[maxSeed];
    done.fill(0);
    let si = 0;
    let head = 0;
    let tail = 0;
    while (si < seeds || head < tail) {
      const node = si < seeds && (head >= tail || h[seedOrder[si]] <= h[queue[head]]) ? seedOrder[si++] : queue[head++];
      if (done[node]) continue;
      done[node] = 1;
      // a landing that covers a mark of this mask was seeded from the smaller mask, which is never worse
      if (covers[node] & mask) continue;
      const d = h[node] + 1;
      for (let k = 0; k < 4; k++) {
        const p = pred[node * 4 + k];
        if (p < 0 || h[p] <= d) continue;
        h[p] = d;
        queue[tail++] = p;
      }
    }
    cover.set(h, mask * nodes);
    this.ready[mask] = 1;
  }
}

const cache = new WeakMap<PigmentLevel, RelaxationsV1>();

/** The tables for a level (computed once per level object; `winnableFrom` solves one level many times). */
export function relaxationsV1Of(level: PigmentLevel, board: CompiledBoard): RelaxationsV1 {
  let r = cache.get(level);
  if (!r) {
    r = new RelaxationsV1(level, board);
    cache.set(level, r);
  }
  return r;
}
