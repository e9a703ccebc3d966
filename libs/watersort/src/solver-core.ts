/**
 * Shared machinery of both solvers. Every distinct tube content gets a small integer id with its
 * facts precomputed (length, top colour, top run, segments, bottom colour), so a position is an
 * array of ids and a pour is two table look-ups. The canonical key sorts the ids, so tube order
 * does not matter. Works for any capacity, tube count and number of colours.
 */
import type { Board } from './types';

/** A position inside the solvers: one tube id per tube, in board order. */
export type Tubes = readonly number[];

/** A candidate pour with the amount it moves. */
export interface Step {
  readonly from: number;
  readonly to: number;
  readonly amount: number;
}

/** Interned tube contents of one search (one char per unit, bottom→top) and their facts. */
export class TubeTable {
  readonly len: number[] = [];
  readonly top: number[] = [];
  readonly run: number[] = [];
  readonly segs: number[] = [];
  readonly bottom: number[] = [];
  private readonly content: string[] = [];
  private readonly ids = new Map<string, number>();
  // pop/push caches as flat arrays (−1 = not yet known): id·(capacity+1)+k, and per tube id by colour·(capacity+1)+k
  private readonly popped: number[] = [];
  private readonly pushed: number[][] = [];
  private readonly mark: Int32Array;
  private stamp = 0;

  constructor(
    readonly capacity: number,
    readonly colors: number,
  ) {
    this.mark = new Int32Array(colors);
  }

  /** Id of a tube content, interning it on first sight. */
  id(content: string): number {
    let id = this.ids.get(content);
    if (id !== undefined) return id;
    id = this.content.length;
    const n = content.length;
    let run = n ? 1 : 0;
    while (run < n && content.charCodeAt(n - 1 - run) === content.charCodeAt(n - 1)) run++;
    let segs = n ? 1 : 0;
    for (let i = 1; i < n; i++) if (content.charCodeAt(i) !== content.charCodeAt(i - 1)) segs++;
    this.ids.set(content, id);
    this.content.push(content);
    this.len.push(n);
    this.top.push(n ? content.charCodeAt(n - 1) : -1);
    this.run.push(run);
    this.segs.push(segs);
    this.bottom.push(n ? content.charCodeAt(0) : -1);
    return id;
  }

  /** Tube `id` with its top `k` units removed. */
  pop(id: number, k: number): number {
    const key = id * (this.capacity + 1) + k;
    let r = this.popped[key];
    if (r === undefined) {
      const c = this.content[id];
      r = this.id(c.slice(0, c.length - k));
      this.popped[key] = r;
    }
    return r;
  }

  /** Tube `id` with `k` units of `color` added on top. */
  push(id: number, color: number, k: number): number {
    const row = this.pushed[id] ?? (this.pushed[id] = []);
    const key = color * (this.capacity + 1) + k;
    let r = row[key];
    if (r === undefined) {
      r = this.id(this.content[id] + String.fromCharCode(color).repeat(k));
      row[key] = r;
    }
    return r;
  }

  /** Lower bound on the pours left: segments − distinct colours found at a tube bottom (see README). */
  lowerBound(tubes: Tubes): number {
    const stamp = ++this.stamp;
    let segments = 0;
    let bottoms = 0;
    for (let i = 0; i < tubes.length; i++) {
      const id = tubes[i];
      segments += this.segs[id];
      const b = this.bottom[id];
      if (b >= 0 && this.mark[b] !== stamp) {
        this.mark[b] = stamp;
        bottoms++;
      }
    }
    return segments - bottoms;
  }

  /** True when every tube is empty or full of one colour. */
  isSolved(tubes: Tubes): boolean {
    for (let i = 0; i < tubes.length; i++) {
      const id = tubes[i];
      if (this.len[id] !== 0 && this.run[id] !== this.capacity) return false;
    }
    return true;
  }
}

/** Encodes a board: colour names become indices (first appearance order), tubes become ids. */
export function encodeBoard(board: Board): { table: TubeTable; tubes: number[] } {
  const colors = new Map<string, number>();
  for (const t of board.tubes) for (const name of t) if (!colors.has(name)) colors.set(name, colors.size);
  const table = new TubeTable(board.capacity, Math.max(1, colors.size));
  const tubes = board.tubes.map((t) => {
    let content = '';
    for (const name of t) content += String.fromCharCode(colors.get(name) as number);
    return table.id(content);
  });
  return { table, tubes };
}

const sorted: number[] = []; // scratch of canonicalKey; the solvers are synchronous, so never shared
const codes: number[] = [];

/** Canonical key: the sorted tube ids as a string (ids ≥ 32768 take two prefix-free chars). */
export function canonicalKey(tubes: Tubes): string {
  const n = tubes.length;
  for (let i = 0; i < n; i++) {
    const t = tubes[i];
    let j = i - 1;
    while (j >= 0 && sorted[j] > t) {
      sorted[j + 1] = sorted[j];
      j--;
    }
    sorted[j + 1] = t;
  }
  codes.length = 0;
  for (let i = 0; i < n; i++) {
    const id = sorted[i];
    if (id < 0x8000) codes.push(id);
    else codes.push(0x8000 | (id >>> 15), id & 0x7fff);
  }
  return String.fromCharCode.apply(null, codes);
}

// scratch of groupByTop(); the solvers are synchronous, so never shared
let heads = new Int32Array(16);
let nextSame = new Int32Array(64);
let lastEmpty = -1;

/**
 * Links the tubes of a position by top colour (`heads[colour]` → first tube, `nextSame[tube]` →
 * next, ascending, −1 ends) and returns the first empty tube (−1 if none): only tubes with the same
 * top can pour into each other, so the move generators below walk these lists, not all pairs.
 */
function groupByTop(tubes: Tubes, table: TubeTable): number {
  const { len, top } = table;
  const n = tubes.length;
  if (heads.length < table.colors) heads = new Int32Array(2 * table.colors);
  if (nextSame.length < n) nextSame = new Int32Array(2 * n);
  heads.fill(-1, 0, table.colors);
  let empty = -1;
  for (let i = n - 1; i >= 0; i--) {
    const id = tubes[i];
    if (len[id] === 0) empty = i;
    else {
      nextSame[i] = heads[top[id]];
      heads[top[id]] = i;
    }
  }
  lastEmpty = empty;
  return empty;
}

/**
 * Legal pours minus those that only reproduce a state reachable another way (so pruning keeps
 * both exhaustiveness and optimality): a uniform tube into an empty tube (same multiset of tubes),
 * a second empty target for the same source, and the mirrored merge of two uniform tubes.
 * Ordered by (from, to). `grouped`: `forcedStep` just grouped this same position, reuse that.
 */
export function candidateSteps(tubes: Tubes, table: TubeTable, grouped = false): Step[] {
  const { len, top, run, capacity } = table;
  const empty = grouped ? lastEmpty : groupByTop(tubes, table);
  const steps: Step[] = [];
  const n = tubes.length;
  for (let i = 0; i < n; i++) {
    const src = tubes[i];
    const srcLen = len[src];
    if (srcLen === 0) continue;
    const r = run[src];
    const uniform = r === srcLen;
    // the same-top tubes ascending, with the first empty tube at its place (non-uniform sources only)
    let e = uniform ? -1 : empty;
    for (let j = heads[top[src]]; ; j = nextSame[j]) {
      if (e >= 0 && (j < 0 || e < j)) {
        steps.push({ from: i, to: e, amount: r < capacity ? r : capacity });
        e = -1;
      }
      if (j < 0) break;
      if (j === i) continue;
      const dst = tubes[j];
      const room = capacity - len[dst];
      if (room <= 0) continue;
      // both uniform and the whole source fits: i→j and j→i give the same multiset of tubes
      if (uniform && j < i && run[dst] === len[dst] && srcLen <= room) continue;
      steps.push({ from: i, to: j, amount: r < room ? r : room });
    }
  }
  return steps;
}

/**
 * A pour that never loses solvability, so a search that only needs *an* answer (or a proof that
 * none exists) may take it as the position's only move: merging two single-colour tubes of one
 * colour (they always fit: a colour has exactly `capacity` units), or completing a single-colour
 * tube with the top run of another tube that holds that colour's last units. Either way every unit
 * of that colour ends in one tube that no later pour needs to touch. Not used by the optimal solver.
 */
export function forcedStep(tubes: Tubes, table: TubeTable): Step | null {
  const { len, top, run, capacity } = table;
  groupByTop(tubes, table);
  for (let i = 0; i < tubes.length; i++) {
    const a = tubes[i];
    const la = len[a];
    if (la === 0 || la === capacity || run[a] !== la) continue; // i: single colour, not full
    for (let j = heads[top[a]]; j >= 0; j = nextSame[j]) {
      if (j === i) continue;
      const b = tubes[j];
      if (run[b] === len[b]) return j > i ? { from: i, to: j, amount: la } : { from: j, to: i, amount: len[b] };
      if (la + run[b] === capacity) return { from: j, to: i, amount: run[b] };
    }
  }
  return null;
}

/** Applies a step, returning a new position. */
export function applyStep(tubes: Tubes, s: Step, table: TubeTable): number[] {
  const next = tubes.slice();
  const src = tubes[s.from];
  next[s.from] = table.pop(src, s.amount);
  next[s.to] = table.push(tubes[s.to], table.top[src], s.amount);
  return next;
}
