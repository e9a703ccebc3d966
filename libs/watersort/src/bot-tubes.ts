/**
 * The play-testing bots' board: tubes in flat typed arrays, poured and un-poured in place, with the segment
 * count and a hash of the position up to tube order kept current, so a bot's step allocates nothing.
 */
import type { Board } from './types';

/** Hash of one tube's content (length and colours, bottom→top) under `seed`; 32 bits. */
function tubeHash(cells: Uint8Array, at: number, len: number, seed: number): number {
  let h = seed ^ Math.imul(len + 1, 0x9e3779b1);
  for (let i = 0; i < len; i++) h = Math.imul(h ^ cells[at + i], 0x85ebca6b) ^ (h >>> 13);
  h ^= h >>> 16;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const SEED_LO = 0x2545f491;
const SEED_HI = 0x6c8e9cf5;

/**
 * A Water Sort position the bots mutate. `key` identifies it up to tube order: the sum (not a xor, so two equal
 * tubes do not cancel) of two independent 32-bit hashes per tube, packed into 53 bits. Two positions share a key
 * by accident with a chance of about 2^-53 per pair; the bots only use it to remember where they have been.
 */
export class BotTubes {
  readonly capacity: number;
  readonly count: number;
  /** Distinct colours on the board: the position is won exactly when `segments` equals it. */
  readonly colors: number;
  private readonly cells: Uint8Array;
  private readonly len: Uint8Array;
  /** Each tube's two hashes, kept current so a pour rehashes only its two tubes. */
  private readonly tubeLo: Uint32Array;
  private readonly tubeHi: Uint32Array;
  private readonly start: {
    cells: Uint8Array;
    len: Uint8Array;
    tubeLo: Uint32Array;
    tubeHi: Uint32Array;
    lo: number;
    hi: number;
    segments: number;
  };
  private lo = 0;
  private hi = 0;
  /** Single-colour runs over all tubes. */
  segments = 0;

  constructor(board: Board) {
    this.capacity = board.capacity;
    this.count = board.tubes.length;
    const ids = new Map<string, number>();
    this.cells = new Uint8Array(this.count * this.capacity);
    this.len = new Uint8Array(this.count);
    this.tubeLo = new Uint32Array(this.count);
    this.tubeHi = new Uint32Array(this.count);
    board.tubes.forEach((tube, t) => {
      this.len[t] = tube.length;
      tube.forEach((c, i) => {
        if (!ids.has(c)) ids.set(c, ids.size + 1);
        this.cells[t * this.capacity + i] = ids.get(c) ?? 0;
        if (i === 0 || c !== tube[i - 1]) this.segments++;
      });
      this.rehash(t);
      this.lo = (this.lo + this.tubeLo[t]) >>> 0;
      this.hi = (this.hi + this.tubeHi[t]) >>> 0;
    });
    this.colors = ids.size;
    const { lo, hi, segments } = this;
    const copy = { cells: this.cells.slice(), len: this.len.slice() };
    this.start = { ...copy, tubeLo: this.tubeLo.slice(), tubeHi: this.tubeHi.slice(), lo, hi, segments };
  }

  /** The position up to tube order, as a 53-bit integer. */
  get key(): number {
    return (this.hi & 0x1fffff) * 4294967296 + this.lo;
  }

  /** True when every tube is empty or full of one colour (each colour has `capacity` units, so: one run per colour). */
  get won(): boolean {
    return this.segments === this.colors;
  }

  /** Back to the board the bots were given. */
  reset(): void {
    this.cells.set(this.start.cells);
    this.len.set(this.start.len);
    this.tubeLo.set(this.start.tubeLo);
    this.tubeHi.set(this.start.tubeHi);
    this.lo = this.start.lo;
    this.hi = this.start.hi;
    this.segments = this.start.segments;
  }

  /** The rules' `canPour`: source not empty, room in the target, target empty or showing the source's top colour. */
  canPour(from: number, to: number): boolean {
    const ls = this.len[from];
    const ld = this.len[to];
    if (from === to || ls === 0 || ld >= this.capacity) return false;
    return ld === 0 || this.top(to) === this.top(from);
  }

  /** Pours `from` into `to` (legal: see `canPour`) and returns the units moved, for `unpour`. */
  pour(from: number, to: number): number {
    const cap = this.capacity;
    const ls = this.len[from];
    const ld = this.len[to];
    const colour = this.top(from);
    let run = 1;
    while (run < ls && this.cells[from * cap + ls - 1 - run] === colour) run++;
    const amount = Math.min(run, cap - ld);
    // a pour ends one run when it empties the source's top run, and starts one in an empty target
    this.segments += (ld === 0 ? 1 : 0) - (amount === run ? 1 : 0);
    this.move(from, to, amount);
    return amount;
  }

  /** Takes back a pour of `amount` units from `from` into `to`. */
  unpour(from: number, to: number, amount: number): void {
    const cap = this.capacity;
    const ld = this.len[to];
    const colour = this.top(to);
    const ls = this.len[from];
    this.segments += (ls === 0 || this.cells[from * cap + ls - 1] !== colour ? 1 : 0) - (ld === amount ? 1 : 0);
    this.move(to, from, amount);
  }

  private top(t: number): number {
    return this.cells[t * this.capacity + this.len[t] - 1];
  }

  private rehash(t: number): void {
    this.tubeLo[t] = tubeHash(this.cells, t * this.capacity, this.len[t], SEED_LO);
    this.tubeHi[t] = tubeHash(this.cells, t * this.capacity, this.len[t], SEED_HI);
  }

  private move(from: number, to: number, amount: number): void {
    const cap = this.capacity;
    this.lo = (this.lo - this.tubeLo[from] - this.tubeLo[to]) >>> 0;
    this.hi = (this.hi - this.tubeHi[from] - this.tubeHi[to]) >>> 0;
    const ls = this.len[from];
    const ld = this.len[to];
    for (let i = 0; i < amount; i++) this.cells[to * cap + ld + i] = this.cells[from * cap + ls - amount + i];
    this.len[from] = ls - amount;
    this.len[to] = ld + amount;
    this.rehash(from);
    this.rehash(to);
    this.lo = (this.lo + this.tubeLo[from] + this.tubeLo[to]) >>> 0;
    this.hi = (this.hi + this.tubeHi[from] + this.tubeHi[to]) >>> 0;
  }
}
