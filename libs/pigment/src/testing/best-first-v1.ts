/**
 * Reference copy: the best-first search of issue #12 (before #25), kept unchanged as a reference.
 *
 * The best-first (A*) search behind `solvePigment`: states are position × orientation × stains of the marked cells,
 * stored in parallel typed arrays with an integer key → index map; open states wait in buckets by (f, g), f = g + h.
 * h is the max of the relaxations' exact distances, which is consistent, so (f, g) order expands every predecessor
 * of a state on a shortest path before the state itself: path counts add up exactly, as in a layered BFS.
 */
import type { CompiledBoard } from '../board';
import { COLOR_COUNT, MIX, ORIENTATIONS } from '../die';
import { KeyIndex } from '../key-index';
import { INF, type RelaxationsV1 } from './relaxations-v1';
import { DIRS } from '../types';

const ORIENTS = 24;
const DENSE_MAX = 1 << 25;
const OPPOSITE = [1, 0, 3, 2];
/** Direction indices (DIRS is N S E W) in alphabetical order of their letters. */
const ALPHABETICAL = [2, 0, 1, 3];

/** A growable list of state indices. */
class IntList {
  data = new Int32Array(64);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
}

/** Search limits and hooks (already resolved from `SolveOptions`). */
export interface SearchLimits {
  readonly maxStates: number;
  readonly maxMoves: number;
  readonly progressEvery: number;
  readonly onProgress?: (p: { states: number; bound: number }) => void;
  readonly shouldStop?: () => boolean;
  /** Index states in the hash map even when a flat array over the key space would fit (many small searches). */
  readonly compact?: boolean;
}

/** Storage and loop of one best-first search. */
export class BestFirstV1 {
  size = 0;
  aborted = false;
  cancelled = false;
  /** True when some state was left out only because it could not win within `maxMoves`. */
  cut = false;
  bound = 0;
  pos = new Int32Array(1024);
  orient = new Uint8Array(1024);
  code = new Float64Array(1024);
  counts = new Float64Array(1024);
  g = new Uint16Array(1024);
  h = new Uint16Array(1024);
  closed = new Uint8Array(1024);
  private readonly dense: Int32Array | null;
  private readonly index = new KeyIndex();
  /** `buckets[f][g]`: open states (stale entries are skipped when popped). */
  private readonly buckets: IntList[][] = [];
  private open = 0;
  private nextReport: number;

  constructor(
    private readonly board: CompiledBoard,
    private readonly relax: RelaxationsV1,
    private readonly limits: SearchLimits,
  ) {
    const space = board.cells * ORIENTS * board.codes;
    this.dense = space <= DENSE_MAX && !limits.compact ? new Int32Array(space) : null;
    this.nextReport = limits.progressEvery;
  }

  indexOf(key: number): number {
    return this.dense ? this.dense[key] - 1 : this.index.get(key);
  }

  /** Admissible, consistent lower bound on the tips left to a win (INF: no win from here). */
  heuristic(pos: number, orient: number, code: number): number {
    return this.relax.bound(this.board, pos, orient, code);
  }

  /** Stores the start state; returns false when it cannot win at all (h = INF) or is cut by `maxMoves`. */
  start(pos: number, orient: number, code: number): boolean {
    const h = this.heuristic(pos, orient, code);
    if (h === INF) return false;
    if (h > this.limits.maxMoves) {
      this.cut = true;
      return false;
    }
    this.add((code * this.board.cells + pos) * ORIENTS + orient, pos, orient, code, 0, h, 1);
    return true;
  }

  private add(key: number, pos: number, orient: number, code: number, g: number, h: number, count: number): number {
    if (this.size === this.pos.length) this.grow();
    const i = this.size++;
    if (this.dense) this.dense[key] = i + 1;
    else this.index.set(key, i);
    this.pos[i] = pos;
    this.orient[i] = orient;
    this.code[i] = code;
    this.counts[i] = count;
    this.g[i] = g;
    this.h[i] = h;
    this.push(i, g + h, g);
    return i;
  }

  private push(i: number, f: number, g: number): void {
    while (this.buckets.length <= f) this.buckets.push([]);
    const row = this.buckets[f];
    while (row.length <= g) row.push(new IntList());
    row[g].push(i);
    this.open++;
  }

  private grow(): void {
    const n = this.pos.length * 2;
    const copy = <T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(a: T, b: T) => (b.set(a), b);
    this.pos = copy(this.pos, new Int32Array(n));
    this.orient = copy(this.orient, new Uint8Array(n));
    this.code = copy(this.code, new Float64Array(n));
    this.counts = copy(this.counts, new Float64Array(n));
    this.g = copy(this.g, new Uint16Array(n));
    this.h = copy(this.h, new Uint16Array(n));
    this.closed = copy(this.closed, new Uint8Array(n));
  }

  /**
   * Runs until the first bucket of winning states (h = 0, so f = g) is reached; returns their indices
   * (empty when the open list ran dry or a limit stopped the search).
   */
  run(): number[] {
    for (let f = 0; f < this.buckets.length && this.open > 0; f++) {
      this.bound = f;
      const row = this.buckets[f];
      for (let g = 0; g < row.length; g++) {
        const list = row[g];
        if (g === f) {
          // h = 0 here: every live entry is a win, and every shorter line has been expanded
          const goals: number[] = [];
          for (let n = 0; n < list.length; n++) {
            const i = list.data[n];
            this.open--;
            if (this.closed[i] || this.g[i] !== g) continue;
            this.closed[i] = 1;
            goals.push(i);
          }
          if (goals.length > 0) return goals;
          continue;
        }
        for (let n = 0; n < list.length; n++) {
          const i = list.data[n];
          this.open--;
          if (this.closed[i] || this.g[i] !== g) continue;
          this.closed[i] = 1;
          if (!this.expand(i)) return [];
        }
        list.length = 0;
      }
    }
    return [];
  }

  /** Generates the successors of state i; false when a limit stopped the search. */
  private expand(i: number): boolean {
    const { nb, markOf, pow, cells } = this.board;
    const { next, down } = ORIENTATIONS;
    const pos = this.pos[i];
    const o = this.orient[i];
    const code = this.code[i];
    const c = this.counts[i];
    const g = this.g[i] + 1;
    for (let k = 0; k < 4; k++) {
      const to = nb[pos * 4 + k];
      if (to < 0) continue;
      const no = next[o * 4 + k];
      let ncode = code;
      const m = markOf[to];
      if (m >= 0) {
        const p = pow[m];
        const s = Math.floor(code / p) % COLOR_COUNT;
        ncode = code + (MIX[s * COLOR_COUNT + down[no]] - s) * p;
      }
      const key = (ncode * cells + to) * ORIENTS + no;
      const j = this.indexOf(key);
      if (j >= 0) {
        if (this.g[j] === g) this.counts[j] += c;
        else if (this.g[j] > g) {
          // a shorter way to a state still open (consistency: closed states never improve)
          this.g[j] = g;
          this.counts[j] = c;
          this.push(j, g + this.h[j], g);
        }
        continue;
      }
      const h = this.heuristic(to, no, ncode);
      if (h === INF) continue;
      if (g + h > this.limits.maxMoves) {
        this.cut = true;
        continue;
      }
      if (this.size >= this.limits.maxStates) {
        this.aborted = true;
        return false;
      }
      this.add(key, to, no, ncode, g, h, c);
      if (this.size >= this.nextReport && !this.report()) return false;
    }
    return true;
  }

  /** Reports progress and polls for cancellation; false when the caller asked to stop. */
  report(): boolean {
    this.nextReport = this.size + this.limits.progressEvery;
    this.limits.onProgress?.({ states: this.size, bound: this.bound });
    if (this.limits.shouldStop?.()) {
      this.aborted = true;
      this.cancelled = true;
      return false;
    }
    return true;
  }

  /** Every state on a shortest line: walking back from the goals through expanded states one tip shorter. */
  markOnLine(goals: readonly number[]): Uint8Array {
    const { nb, markOf, pow, cells } = this.board;
    const { prev, down } = ORIENTATIONS;
    const onLine = new Uint8Array(this.size);
    const stack = goals.slice();
    for (const goal of goals) onLine[goal] = 1;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const d = this.g[i];
      if (d === 0) continue;
      const pos = this.pos[i];
      const o = this.orient[i];
      const code = this.code[i];
      const m = markOf[pos];
      const digit = m < 0 ? 0 : Math.floor(code / pow[m]) % COLOR_COUNT;
      for (let k = 0; k < 4; k++) {
        const from = nb[pos * 4 + OPPOSITE[k]];
        if (from < 0) continue;
        const po = prev[o * 4 + k];
        // the stain before the landing: any stain the landing face turns into this one
        for (let s = m < 0 ? -1 : 0; s < (m < 0 ? 0 : COLOR_COUNT); s++) {
          if (m >= 0 && MIX[s * COLOR_COUNT + down[o]] !== digit) continue;
          const pc = m < 0 ? code : code + (s - digit) * pow[m];
          const j = this.indexOf((pc * cells + from) * ORIENTS + po);
          if (j < 0 || onLine[j] || !this.closed[j] || this.g[j] !== d - 1) continue;
          onLine[j] = 1;
          stack.push(j);
        }
      }
    }
    return onLine;
  }

  /** The key of the state after tip k from state i (the caller checked that the tip lands on floor). */
  keyAfter(i: number, k: number): number {
    const { nb, markOf, pow, cells } = this.board;
    const { next, down } = ORIENTATIONS;
    const to = nb[this.pos[i] * 4 + k];
    const no = next[this.orient[i] * 4 + k];
    const code = this.code[i];
    const m = markOf[to];
    const s = m < 0 ? 0 : Math.floor(code / pow[m]) % COLOR_COUNT;
    const ncode = m < 0 ? code : code + (MIX[s * COLOR_COUNT + down[no]] - s) * pow[m];
    return (ncode * cells + to) * ORIENTS + no;
  }

  /**
   * Up to `cap` shortest lines in alphabetical order: first marks every state on a shortest line, then walks forward
   * from the start through marked states, trying E, N, S, W in that order.
   */
  lines(goals: readonly number[], cap: number): string[] {
    const { nb } = this.board;
    const onLine = this.markOnLine(goals);
    const out: string[] = [];
    const path: string[] = [];
    const walk = (i: number): void => {
      if (onLine[i] && this.h[i] === 0) {
        out.push(path.join(''));
        return;
      }
      for (const k of ALPHABETICAL) {
        if (out.length >= cap) return;
        if (nb[this.pos[i] * 4 + k] < 0) continue;
        const j = this.indexOf(this.keyAfter(i, k));
        if (j < 0 || !onLine[j] || this.g[j] !== this.g[i] + 1) continue;
        path.push(DIRS[k]);
        walk(j);
        path.pop();
      }
    };
    walk(0);
    return out;
  }
}
