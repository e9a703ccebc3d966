/**
 * The reachable state graph of a board, for the difficulty profile: states up to tube order (a
 * state is its tubes' ids sorted), explored breadth first from the board up to a state budget.
 * Each expanded state keeps its legal pours grouped by the state they lead to, with how many
 * (source, destination) pours lead there (a pour that changes nothing leads to the state itself),
 * so a uniform choice among the pours of the tubes as laid out can be replayed on the graph: a
 * permutation of the tubes maps pours one to one.
 */
import { assertValidBoard } from './rules';
import type { Board } from './types';

/** Default state budget of the exploration (every curve level and daily stays far below it). */
export const DIFFICULTY_MAX_STATES = 400_000;

/** Interned tube contents: an id per distinct tube, with what a pour needs to know of it. */
class TubeTable {
  readonly len: number[] = [];
  readonly top: number[] = [];
  readonly run: number[] = [];
  readonly segs: number[] = [];
  readonly bottom: number[] = [];
  /** 1 when the tube is empty or full of one colour. */
  readonly done: number[] = [];
  private readonly units: number[][] = [];
  private readonly ids = new Map<number | string, number>();
  // id·(capacity+1) + k → the tube without its top k units / with k more of its top colour; −1 unknown
  private readonly popped: number[] = [];
  private readonly pushed: number[] = [];
  private readonly filled: number[] = []; // colour·(capacity+1) + k → an empty tube given k units

  constructor(
    readonly capacity: number,
    private readonly base: number, // numeric keys in this base when exact, else 0 (string keys)
  ) {}

  intern(u: readonly number[]): number {
    let key: number | string;
    if (this.base) {
      key = 0;
      for (let i = u.length - 1; i >= 0; i--) key = key * this.base + u[i] + 1;
    } else key = String.fromCharCode(...u);
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.len.length;
    this.ids.set(key, id);
    const n = u.length;
    const top = n ? u[n - 1] : -1;
    let run = n ? 1 : 0;
    while (run < n && u[n - 1 - run] === top) run++;
    let segs = n ? 1 : 0;
    for (let i = 1; i < n; i++) if (u[i] !== u[i - 1]) segs++;
    this.units.push(u.slice());
    this.len.push(n);
    this.top.push(top);
    this.run.push(run);
    this.segs.push(segs);
    this.bottom.push(n ? u[0] : -1);
    this.done.push(n === 0 || run === this.capacity ? 1 : 0);
    return id;
  }

  /** Tube `id` without its top `k` units. */
  pop(id: number, k: number): number {
    const at = id * (this.capacity + 1) + k;
    let r = this.popped[at];
    if (r === undefined) {
      r = this.intern(this.units[id].slice(0, this.len[id] - k));
      this.popped[at] = r;
    }
    return r;
  }

  /** Tube `id` with `k` more units of `color` on top. */
  push(id: number, color: number, k: number): number {
    const empty = this.len[id] === 0;
    const cache = empty ? this.filled : this.pushed;
    const at = (empty ? color : id) * (this.capacity + 1) + k;
    let r = cache[at];
    if (r === undefined) {
      const u = this.units[id].slice();
      for (let i = 0; i < k; i++) u.push(color);
      r = this.intern(u);
      cache[at] = r;
    }
    return r;
  }
}

/** The explored graph. States are numbered in breadth-first order; state 0 is the board. */
export interface StateGraph {
  /** States met. */
  readonly count: number;
  /** States 0 … expanded−1 have their pours listed; the rest were met but not expanded. */
  readonly expanded: number;
  /** True when every state met was expanded: the graph is the whole reachable space. */
  readonly exhaustive: boolean;
  /** Pours from the board to each state (exact: breadth-first order). */
  readonly depth: Int32Array;
  /** 1 when every tube of the state is empty or full of one colour. */
  readonly won: Uint8Array;
  /** Pours needed at least: segments − colours found at a tube bottom (consistent, 0 when won). */
  readonly bound: Int32Array;
  /** Edges of expanded state s: edgeTo/edgeMult[edgeStart[s] … edgeStart[s+1]), distinct targets. */
  readonly edgeStart: Int32Array;
  readonly edgeTo: Int32Array;
  /** How many legal (source, destination) pours lead to that target. */
  readonly edgeMult: Int32Array;
  /** Legal pours of each expanded state (the sum of its edges' multiplicities). */
  readonly legal: Int32Array;
}

function grown<T extends Int32Array | Uint8Array>(a: T, length: number): T {
  if (a.length >= length) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(length, 2 * a.length));
  b.set(a);
  return b;
}

/** Writes the sorted row `rows[row …]` with places i and j replaced by lo ≤ hi into `out`. */
function sortedChild(
  rows: Int32Array,
  row: number,
  n: number,
  i: number,
  j: number,
  lo: number,
  hi: number,
  out: Int32Array,
): void {
  let o = 0;
  let k = 0; // 0: lo pending, 1: hi pending, 2: both placed
  for (let q = 0; q < n; q++) {
    if (q === i || q === j) continue;
    const v = rows[row + q];
    if (k === 0 && lo <= v) {
      out[o++] = lo;
      k = 1;
    }
    if (k === 1 && hi <= v) {
      out[o++] = hi;
      k = 2;
    }
    out[o++] = v;
  }
  if (k === 0) out[o++] = lo;
  if (k <= 1) out[o++] = hi;
}

/** Explores the states reachable from `board`, up to `maxStates` met. Throws a RangeError on an invalid board. */
export function exploreStates(board: Board, maxStates = DIFFICULTY_MAX_STATES): StateGraph {
  assertValidBoard(board, 'difficultyProfile');
  const names = new Map<string, number>();
  for (const t of board.tubes) for (const c of t) if (!names.has(c)) names.set(c, names.size);
  const cap = board.capacity;
  const colors = Math.max(1, names.size);
  const tubes = new TubeTable(cap, (colors + 1) ** cap <= 2 ** 53 ? colors + 1 : 0);
  const n = board.tubes.length;
  const start = board.tubes.map((t) => tubes.intern(t.map((c) => names.get(c) as number))).sort((a, b) => a - b);

  let rows = new Int32Array(64 * n);
  let depth = new Int32Array(64);
  let slots = new Int32Array(256); // open addressing: state + 1, 0 = free
  let mask = 255;
  let count = 0;
  const hashOf = (r: Int32Array, at: number): number => {
    let h = 0x811c9dc5;
    for (let i = 0; i < n; i++) h = Math.imul(h ^ r[at + i], 0x01000193);
    return (h ^ (h >>> 15)) >>> 0;
  };
  const same = (r: Int32Array, at: number, s: number): boolean => {
    for (let i = 0; i < n; i++) if (rows[s * n + i] !== r[at + i]) return false;
    return true;
  };
  /** The state whose sorted row is child[0 … n), adding it at `d` when new. */
  const find = (child: Int32Array, d: number): number => {
    let slot = hashOf(child, 0) & mask;
    for (let t = slots[slot]; t !== 0; t = slots[slot]) {
      if (same(child, 0, t - 1)) return t - 1;
      slot = (slot + 1) & mask;
    }
    const s = count++;
    rows = grown(rows, count * n);
    depth = grown(depth, count);
    rows.set(child, s * n);
    depth[s] = d;
    slots[slot] = s + 1;
    if (4 * count > mask + 1) {
      mask = 2 * (mask + 1) - 1;
      slots = new Int32Array(mask + 1);
      for (let q = 0; q < count; q++) {
        let k = hashOf(rows, q * n) & mask;
        while (slots[k] !== 0) k = (k + 1) & mask;
        slots[k] = q + 1;
      }
    }
    return s;
  };

  const child = new Int32Array(n);
  child.set(start);
  find(child, 0);
  let edgeStart = new Int32Array(64);
  let edgeTo = new Int32Array(256);
  let edgeMult = new Int32Array(256);
  let legal = new Int32Array(64);
  let edges = 0;
  const targets: number[] = [];
  const mults: number[] = [];
  const { len, top, run } = tubes;
  const maxChildren = n * (n - 1);
  let s = 0;
  for (; s < count; s++) {
    if (count + maxChildren > maxStates) break;
    const row = s * n;
    targets.length = 0;
    mults.length = 0;
    let pours = 0;
    for (let i = 0; i < n; i++) {
      const src = rows[row + i];
      if (len[src] === 0) continue;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const dst = rows[row + j];
        const room = cap - len[dst];
        if (room === 0 || (len[dst] !== 0 && top[dst] !== top[src])) continue;
        pours++;
        const k = run[src] < room ? run[src] : room;
        const a = tubes.pop(src, k);
        const b = tubes.push(dst, top[src], k);
        let target = s;
        if (!((a === src && b === dst) || (a === dst && b === src))) {
          sortedChild(rows, row, n, i, j, a < b ? a : b, a < b ? b : a, child);
          target = find(child, depth[s] + 1);
        }
        const at = targets.indexOf(target);
        if (at < 0) {
          targets.push(target);
          mults.push(1);
        } else mults[at]++;
      }
    }
    edgeStart = grown(edgeStart, s + 2);
    legal = grown(legal, s + 1);
    edgeTo = grown(edgeTo, edges + targets.length);
    edgeMult = grown(edgeMult, edges + targets.length);
    edgeStart[s] = edges;
    for (let q = 0; q < targets.length; q++, edges++) {
      edgeTo[edges] = targets[q];
      edgeMult[edges] = mults[q];
    }
    edgeStart[s + 1] = edges;
    legal[s] = pours;
  }
  const won = new Uint8Array(count);
  const bound = new Int32Array(count);
  const seen = new Int32Array(colors);
  for (let q = 0; q < count; q++) {
    let done = 1;
    let segs = 0;
    let kinds = 0;
    for (let i = 0; i < n; i++) {
      const id = rows[q * n + i];
      done &= tubes.done[id];
      segs += tubes.segs[id];
      const c = tubes.bottom[id];
      if (c >= 0 && seen[c] !== q + 1) {
        seen[c] = q + 1;
        kinds++;
      }
    }
    won[q] = done;
    bound[q] = segs - kinds;
  }
  return {
    count,
    expanded: s,
    exhaustive: s === count,
    depth: depth.subarray(0, count),
    won,
    bound,
    edgeStart: edgeStart.subarray(0, s + 1),
    edgeTo: edgeTo.subarray(0, edges),
    edgeMult: edgeMult.subarray(0, edges),
    legal: legal.subarray(0, s),
  };
}
