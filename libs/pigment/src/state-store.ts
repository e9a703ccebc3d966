/**
 * The discovered states of a Pigment search (best-first in best-first.ts, breadth-first in bfs-solver.ts): parallel
 * typed arrays of position, orientation, stains code and path count, and a state key → index map.
 */
import type { CompiledBoard } from './board';
import { ORIENTATIONS } from './die';
import { StateIndex } from './key-index';

const ORIENTS = ORIENTATIONS.dice.length;

/** `a`'s values at the start of a new array of its kind with `n` entries. */
export function grownTo<T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(a: T, n: number): T {
  const b = new (a.constructor as new (length: number) => T)(n);
  b.set(a);
  return b;
}

/** States by index (0, 1, … in the order they were found); a search adds its own per-state arrays by `grow`. */
export class StateStore {
  size = 0;
  pos = new Int32Array(1024);
  orient = new Uint8Array(1024);
  code = new Float64Array(1024);
  counts = new Float64Array(1024);
  private readonly index: StateIndex;

  /** Keys index a dense array while the key space (`board`'s cells × orientations × codes) is at most `denseMax`. */
  constructor(board: CompiledBoard, denseMax: number) {
    this.index = new StateIndex(board.cells * ORIENTS * board.codes, denseMax);
  }

  indexOf(key: number): number {
    return this.index.get(key);
  }

  /** Stores a new state under `key`; returns its index. */
  protected store(key: number, pos: number, orient: number, code: number, count: number): number {
    if (this.size === this.pos.length) this.grow(this.pos.length * 2);
    const i = this.size++;
    this.index.set(key, i);
    this.pos[i] = pos;
    this.orient[i] = orient;
    this.code[i] = code;
    this.counts[i] = count;
    return i;
  }

  /** Makes room for `n` states (a search that keeps more arrays grows them too). */
  protected grow(n: number): void {
    this.pos = grownTo(this.pos, n);
    this.orient = grownTo(this.orient, n);
    this.code = grownTo(this.code, n);
    this.counts = grownTo(this.counts, n);
  }
}
