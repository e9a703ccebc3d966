/**
 * Exact distances in relaxed versions of a level, used as the best-first solver's admissible, consistent
 * heuristic. Nodes of the position × orientation graph are `pos * 24 + orientation`.
 *  - `single[m]`: fewest tips until mark m alone holds its colour, over (mark m's stain, node); other marks ignored.
 *  - `cover`: fewest tips until every mark has had the landings it still needs (issue #25). A mark's counter is the
 *    fewest landings that turn its stain into its target (`need[m][stain]`: 0 when it holds, 1 for a primary on
 *    empty, 2 for a secondary colour on empty, 3 when it must be cleared with white first; capped at the level's
 *    start value), and landing face f on mark m lowers the counter c to `drop[m][c][f]` = the fewest landings left
 *    after f from any stain needing at least c (never more than c: in the relaxation a landing may also do
 *    nothing). Stains are otherwise ignored. The counters only fall, so the rows (one per counter vector, mixed
 *    radix) are filled lazily from the rows with smaller counters: a travelling-salesman bound over the marks in
 *    which a secondary colour must be visited twice with the right faces, and a wrong stain three times.
 * A table entry of `INF` proves the relaxed goal, and so the real one, unreachable.
 */
import type { CompiledBoard } from './board';
import { COLOR_COUNT, colorOf, MIX, ORIENTATIONS } from './die';
import type { PigmentLevel } from './types';

export const INF = 0xffff;
const ORIENTS = 24;
const OPPOSITE = [1, 0, 3, 2];
/** Cover table entries at most (counter vectors × nodes); above it the largest counter caps are lowered. */
const COVER_MAX_ENTRIES = 1 << 23;
/** Die faces (empty is the null face: it leaves a stain as it is). */
const FACES = [0, 1, 2, 3, 4, 5];

/** Heuristic tables for one level (independent of the start state, so cached per level object). */
export class Relaxations {
  readonly nodes: number;
  /** `single[m][stain * nodes + node]`. */
  readonly single: readonly Uint16Array[];
  /** `cover[vector * nodes + node]`: the counters as a mixed-radix vector; a vector's row is filled on first use. */
  readonly cover: Uint16Array;
  /** `need[m][stain]`: landings mark m needs from that stain, capped at `cap[m]` (INF stains capped too). */
  readonly need: readonly Uint8Array[];
  /** `cap[m]`: the largest counter of mark m; `radix[m]`: its place value in a vector. */
  readonly cap: readonly number[];
  readonly radix: readonly number[];
  /** `ready[vector]`: 1 once the vector's cover row is computed. */
  readonly ready: Uint8Array;
  /** `succ[node * 4 + dir]` / `pred[node * 4 + dir]`: the node after / before a tip in dir, or -1. */
  private readonly succ: Int32Array;
  private readonly pred: Int32Array;
  /** `markAt[node]`: the mark on the node's cell or -1; `face[node]`: the face down. */
  private readonly markAt: Int8Array;
  private readonly face: Uint8Array;
  /** `drop[m][c * COLOR_COUNT + f]`: the counter after face f lands on mark m with counter c. */
  private readonly drop: readonly Uint8Array[];
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
    const stainAt = new Map(level.stains.map((st) => [st.at[1] * level.width + st.at[0], colorOf(st.color)]));
    const full = targets.map((t) => landingsTo(t));
    const cap = full.map((need, m) => {
      const start = need[stainAt.get(level.marks[m].at[1] * level.width + level.marks[m].at[0]) ?? 0];
      return Math.max(1, Math.min(3, start === INF ? 3 : start));
    });
    // lower the largest caps until the table fits (a lower cap is still a lower bound)
    const rows = () => cap.reduce((p, c) => p * (c + 1), 1);
    while (rows() * nodes > COVER_MAX_ENTRIES) {
      const m = cap.indexOf(Math.max(...cap));
      cap[m]--;
    }
    this.cap = cap;
    const radix: number[] = [];
    cap.reduce((p, c, m) => ((radix[m] = p), p * (c + 1)), 1);
    this.radix = radix;
    this.need = full.map((need, m) => Uint8Array.from(need, (n) => Math.min(n, cap[m])));
    this.drop = full.map((need, m) => {
      const t = new Uint8Array((cap[m] + 1) * COLOR_COUNT);
      for (let c = 0; c <= cap[m]; c++)
        for (let f = 0; f < COLOR_COUNT; f++) {
          let best = c;
          for (let st = 0; st < COLOR_COUNT; st++) {
            if (need[st] === INF || Math.min(need[st], cap[m]) < c) continue;
            const after = need[MIX[st * COLOR_COUNT + f]];
            if (after < best) best = after;
          }
          t[c * COLOR_COUNT + f] = best;
        }
      return t;
    });
    this.markAt = new Int8Array(nodes);
    this.face = new Uint8Array(nodes);
    for (let node = 0; node < nodes; node++) {
      this.markAt[node] = markOf[Math.floor(node / ORIENTS)];
      this.face[node] = down[node % ORIENTS];
    }
    this.single = targets.map((t, m) => this.singleMark(board, m, t));
    const vectors = rows();
    this.cover = new Uint16Array(nodes * vectors);
    this.ready = new Uint8Array(vectors);
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
    const { single, cover, nodes, ready, need, radix } = this;
    const { pow } = board;
    const node = pos * ORIENTS + orient;
    let h = 0;
    let vector = 0;
    for (let m = 0; m < single.length; m++) {
      const s = Math.floor(code / pow[m]) % COLOR_COUNT;
      const c = need[m][s];
      if (c === 0) continue;
      vector += c * radix[m];
      const d = single[m][s * nodes + node];
      if (d > h) h = d;
    }
    if (!ready[vector]) this.ensureCover(vector);
    const c = cover[vector * nodes + node];
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

  /** The vector after face `f` lands on mark m (same vector when the landing lowers nothing). */
  private after(vector: number, m: number, f: number): number {
    const r = this.radix[m];
    const c = Math.floor(vector / r) % (this.cap[m] + 1);
    return c === 0 ? vector : vector - (c - this.drop[m][c * COLOR_COUNT + f]) * r;
  }

  /**
   * Fills the cover row of `vector` (and, first, of the smaller vectors it needs): a shortest-path problem with unit
   * edges whose sources are the landings that lower a counter, seeded from the smaller vector's row and solved by a
   * BFS that merges the seeds, sorted by value, into its queue.
   */
  ensureCover(vector: number): void {
    const { nodes, succ, pred, cover, h, seedOrder, queue, done, markAt, face } = this;
    for (let m = 0; m < this.cap.length; m++)
      for (const f of FACES) {
        const v = this.after(vector, m, f);
        if (v !== vector && !this.ready[v]) this.ensureCover(v);
      }
    // lowers[node]: landing in this node lowers a counter of this vector
    const lowers = this.done;
    for (let node = 0; node < nodes; node++) {
      const m = markAt[node];
      lowers[node] = m >= 0 && this.after(vector, m, face[node]) !== vector ? 1 : 0;
    }
    let maxSeed = 0;
    h.fill(INF);
    for (let node = 0; node < nodes; node++) {
      let best = INF;
      for (let k = 0; k < 4; k++) {
        const y = succ[node * 4 + k];
        if (y < 0 || !lowers[y]) continue;
        const v = cover[this.after(vector, markAt[y], face[y]) * nodes + y];
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
    // done[node] = 2: settled; 1: a landing that lowers a counter (seeded from the smaller row, never worse)
    let si = 0;
    let head = 0;
    let tail = 0;
    while (si < seeds || head < tail) {
      const node = si < seeds && (head >= tail || h[seedOrder[si]] <= h[queue[head]]) ? seedOrder[si++] : queue[head++];
      if (done[node] === 2) continue;
      const lowering = done[node] === 1;
      done[node] = 2;
      if (lowering) continue;
      const d = h[node] + 1;
      for (let k = 0; k < 4; k++) {
        const p = pred[node * 4 + k];
        if (p < 0 || h[p] <= d) continue;
        h[p] = d;
        queue[tail++] = p;
      }
    }
    cover.set(h, vector * nodes);
    this.ready[vector] = 1;
  }
}

/**
 * `need[stain]`: the fewest landings that turn `stain` into `target` (any die face may land; INF when none does):
 * a backward BFS over the nine stains.
 */
function landingsTo(target: number): number[] {
  const need = new Array<number>(COLOR_COUNT).fill(INF);
  need[target] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let st = 0; st < COLOR_COUNT; st++)
      for (const f of FACES) {
        const n = need[MIX[st * COLOR_COUNT + f]];
        if (n !== INF && n + 1 < need[st]) {
          need[st] = n + 1;
          changed = true;
        }
      }
  }
  return need;
}

const cache = new WeakMap<PigmentLevel, Relaxations>();

/** The tables for a level (computed once per level object; `winnableFrom` solves one level many times). */
export function relaxationsOf(level: PigmentLevel, board: CompiledBoard): Relaxations {
  let r = cache.get(level);
  if (!r) {
    r = new Relaxations(level, board);
    cache.set(level, r);
  }
  return r;
}
