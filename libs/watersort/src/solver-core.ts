/**
 * Shared machinery of the solvers: a `SearchSpace` holds one search's positions and the facts of
 * every tube content it met. Every distinct tube content gets a small integer id with its facts
 * precomputed (length, top colour, top run, segments, bottom colour) and its pours cached, so a
 * pour is two array look-ups. Positions are rows of tube ids in flat typed arrays; a position's
 * identity is its multiset of tubes (tube order does not matter), hashed as the sum of two random
 * 32-bit values per tube id. A child's hash is the parent's with two terms swapped, so a revisited
 * position is recognised before anything is built, and a hash match is confirmed by comparing the
 * two multisets: no key strings, no false merges. Works for any capacity, tube count and colours.
 */
import { hash32 } from '@levelbench/random';
import { assertValidBoard } from './rules';
import type { Board } from './types';

/** Growable parallel lists of pours (from, to, amount): the solvers' move buffers. */
export class MoveList {
  from: Int32Array = new Int32Array(64);
  to: Int32Array = new Int32Array(64);
  amount: Int32Array = new Int32Array(64);
  length = 0;

  push(from: number, to: number, amount: number): void {
    const i = this.length;
    if (i === this.from.length) {
      this.from = enlarge(this.from, 2 * i, i);
      this.to = enlarge(this.to, 2 * i, i);
      this.amount = enlarge(this.amount, 2 * i, i);
    }
    this.from[i] = from;
    this.to[i] = to;
    this.amount[i] = amount;
    this.length = i + 1;
  }
}

/** `a` grown to at least `length` ints, keeping its first `keep`. */
function enlarge(a: Int32Array, length: number, keep: number): Int32Array {
  if (a.length >= length) return a;
  const b = new Int32Array(Math.max(length, 2 * a.length));
  b.set(a.subarray(0, keep));
  return b;
}

const MAX_EXACT = 2 ** 53;
const START_STATES = 128; // a power of two
const START_TUBES = 64; // small, so ordinary searches exercise the growth path too
const KEEP_INTS = 1 << 20; // a buffer larger than this (4 MiB) is not kept for the next search

/**
 * Typed buffers of the searches, reused from one search to the next (allocating typed arrays is
 * dear next to a search of a few hundred positions). The solvers are synchronous, so one space
 * uses them at a time; a space is dead once its solver returns.
 */
const arena = {
  rows: new Int32Array(0) as Int32Array,
  h1: new Int32Array(0) as Int32Array,
  h2: new Int32Array(0) as Int32Array,
  open: new Int32Array(0) as Int32Array,
  slots: new Int32Array(0) as Int32Array,
  heads: new Int32Array(0) as Int32Array,
  bottoms: new Int32Array(0) as Int32Array,
  nextSame: new Int32Array(0) as Int32Array,
  moves: new MoveList(),
  // facts by tube id: len, top, run, segs, bottom, unfinished, single, z1, z2, tally; units; popped, pushed; filled
  facts: [] as Int32Array[],
  units: new Int32Array(0) as Int32Array,
  popped: new Int32Array(0) as Int32Array,
  pushed: new Int32Array(0) as Int32Array,
  filled: new Int32Array(0) as Int32Array,
  // tube ids by numeric key for small key ranges, valid where `keyGen[key] === gen` (no clearing between searches)
  keyId: new Int32Array(0) as Int32Array,
  keyGen: new Int32Array(0) as Int32Array,
  gen: 0,
};
const DIRECT_KEYS = 1 << 20; // numeric key ranges up to this size are looked up by index, not in a Map

/** `a` if it holds `length` ints and is not oversized, else a fresh array of `length`. */
function reuse(a: Int32Array, length: number): Int32Array {
  return a.length >= length && a.length <= Math.max(length, KEEP_INTS) ? a : new Int32Array(length);
}

/** The shared move buffer, emptied: the solvers' list of pours (one search at a time). */
export function moveBuffer(): MoveList {
  arena.moves.length = 0;
  return arena.moves;
}

/** One search: interned tubes, the positions met (rows of tube ids) and a hash set over them. */
export class SearchSpace {
  /** Tubes per position. */
  readonly n: number;
  readonly capacity: number;
  readonly colors: number;
  // facts by tube id (arena buffers, replaced when they grow)
  len!: Int32Array;
  top!: Int32Array;
  run!: Int32Array;
  segs!: Int32Array;
  bottom!: Int32Array;
  /** 1 when the tube is neither empty nor complete. */
  private unfinished!: Int32Array;
  /** 1 when the tube holds one colour and is not full. */
  private single!: Int32Array;
  private z1!: Int32Array;
  private z2!: Int32Array;
  private tally!: Int32Array; // all 0 between uses: multiset comparison
  private units: Int32Array; // id·capacity + i, bottom→top
  private popped: Int32Array; // id·(capacity+1) + k → id without its top k units; −1 unknown
  private pushed: Int32Array; // id·(capacity+1) + k → id with k more units of its top colour
  private filled: Int32Array; // colour·(capacity+1) + k → empty tube given k units of colour
  private tubeCount = 0;
  private tubeLimit: number;
  private readonly ids = new Map<number | string, number>();
  private readonly base: number; // numeric intern keys in base colours+1 when exact, else 0 (string keys)
  private readonly direct: boolean; // numeric keys index arena.keyId
  private readonly scratch: number[] = [];

  // positions: row s is rows[s·n … s·n+n)
  /** Number of positions stored. */
  count = 0;
  rows: Int32Array;
  private h1: Int32Array;
  private h2: Int32Array;
  private open: Int32Array; // unfinished tubes per position: 0 = solved
  private slots: Int32Array; // open addressing, position + 1, 0 = free
  private mask: number;
  private limit: number; // positions that fit before the next growth

  // the last expanded position (`expand`): its tubes grouped by top colour, segments, bottom colours
  private readonly heads: Int32Array;
  private readonly nextSame: Int32Array;
  private readonly bottoms: Int32Array;
  private firstEmpty = -1;
  private firstSingle = 0; // first tube of one colour, not full (forced pours start there)
  private segSum = 0;
  private bottomKinds = 0;
  private expanded = -1;

  // the last probed child (`probe`)
  private parent = 0;
  private pFrom = 0;
  private pTo = 0;
  private pSrc = 0;
  private pDst = 0;
  private pA = 0;
  private pB = 0;
  private pH1 = 0;
  private pH2 = 0;
  private pSlot = 0;

  /**
   * Encodes a board (colour names become indices by first appearance) as position 0. Checks the
   * solvers' precondition on the way (every colour exactly `capacity` units, no tube over
   * capacity) and throws `assertValidBoard`'s RangeError, naming `who`, when it does not hold.
   */
  constructor(
    board: Board,
    who: string,
    /** Whether `expand` also counts what `childBound` needs (the optimal solver). */
    private bounds = false,
  ) {
    const colors = new Map<string, number>();
    const units: number[] = []; // per colour
    const codes: number[] = []; // per unit, tube after tube
    let valid = Number.isInteger(board.capacity) && board.capacity >= 1;
    for (const t of board.tubes) {
      if (t.length > board.capacity) valid = false;
      for (const name of t) {
        let c = colors.get(name);
        if (c === undefined) {
          c = colors.size;
          colors.set(name, c);
          units.push(1);
        } else units[c]++;
        codes.push(c);
      }
    }
    for (const k of units) if (k !== board.capacity) valid = false;
    if (!valid) assertValidBoard(board, who);
    this.capacity = board.capacity;
    this.colors = Math.max(1, colors.size);
    this.n = board.tubes.length;
    const keys = (this.colors + 1) ** this.capacity;
    this.base = keys <= MAX_EXACT ? this.colors + 1 : 0;
    this.direct = keys <= DIRECT_KEYS;
    if (this.direct) {
      if (arena.keyId.length < keys) {
        arena.keyId = new Int32Array(keys);
        arena.keyGen = new Int32Array(keys);
        arena.gen = 0;
      }
      if (++arena.gen === 0x7fffffff) {
        arena.keyGen.fill(0);
        arena.gen = 1;
      }
    }
    const stride = this.capacity + 1;
    this.filled = arena.filled = reuse(arena.filled, this.colors * stride);
    for (let k = 0; k < this.colors * stride; k++) this.filled[k] = -1;
    const tubes = START_TUBES;
    if (arena.facts.length === 0) for (let f = 0; f < 10; f++) arena.facts.push(new Int32Array(0));
    for (let f = 0; f < 10; f++) arena.facts[f] = reuse(arena.facts[f], tubes);
    this.takeFacts();
    // tally needs no clearing: sameTubes leaves it all 0
    this.units = arena.units = reuse(arena.units, tubes * this.capacity);
    this.popped = arena.popped = reuse(arena.popped, tubes * stride);
    this.pushed = arena.pushed = reuse(arena.pushed, tubes * stride);
    this.tubeLimit = tubes;
    const states = START_STATES;
    this.heads = arena.heads = reuse(arena.heads, this.colors);
    this.bottoms = arena.bottoms = reuse(arena.bottoms, this.colors);
    this.nextSame = arena.nextSame = reuse(arena.nextSame, this.n);
    this.rows = arena.rows = reuse(arena.rows, states * this.n);
    this.h1 = arena.h1 = reuse(arena.h1, states);
    this.h2 = arena.h2 = reuse(arena.h2, states);
    this.open = arena.open = reuse(arena.open, states);
    this.slots = arena.slots = reuse(arena.slots, 4 * states);
    this.slots.fill(0, 0, 4 * states);
    this.mask = 4 * states - 1;
    this.limit = states;
    let h1 = 0;
    let h2 = 0;
    let open = 0;
    const scratch = this.scratch;
    for (let i = 0, at = 0; i < this.n; i++) {
      const length = board.tubes[i].length;
      for (let k = 0; k < length; k++) scratch[k] = codes[at++];
      const id = this.intern(length);
      this.rows[i] = id;
      h1 = (h1 + this.z1[id]) | 0;
      h2 = (h2 + this.z2[id]) | 0;
      open += this.unfinished[id];
    }
    this.h1[0] = h1;
    this.h2[0] = h2;
    this.open[0] = open;
    this.slots[this.slotOf(h1)] = 1;
    this.count = 1;
  }

  /**
   * Forgets every position but the start, keeping the tubes met so far (their facts and cached
   * pours): a second search of the same board starts warm. `bounds` as in the constructor.
   * Position 0 itself is never rewritten (no pour leads back to it shorter), so only the hash set
   * needs rebuilding.
   */
  restart(bounds: boolean): void {
    this.bounds = bounds;
    this.slots.fill(0, 0, this.mask + 1);
    this.slots[this.slotOf(this.h1[0])] = 1;
    this.count = 1;
    this.expanded = -1;
  }

  private takeFacts(): void {
    const f = arena.facts;
    this.len = f[0];
    this.top = f[1];
    this.run = f[2];
    this.segs = f[3];
    this.bottom = f[4];
    this.unfinished = f[5];
    this.single = f[6];
    this.z1 = f[7];
    this.z2 = f[8];
    this.tally = f[9];
  }

  /** True when every tube of position `s` is empty or full of one colour. */
  isSolved(s: number): boolean {
    return this.open[s] === 0;
  }

  /** Id of the tube whose units are `scratch[0 … length)`, interning it on first sight. */
  private intern(length: number): number {
    const u = this.scratch;
    let key: number | string;
    if (this.base) {
      key = 0;
      for (let i = length - 1; i >= 0; i--) key = key * this.base + u[i] + 1;
    } else {
      key = String.fromCharCode.apply(null, u.slice(0, length));
    }
    let id: number | undefined;
    if (this.direct) {
      const k = key as number;
      if (arena.keyGen[k] === arena.gen) return arena.keyId[k];
      id = this.tubeCount;
      arena.keyGen[k] = arena.gen;
      arena.keyId[k] = id;
    } else {
      id = this.ids.get(key);
      if (id !== undefined) return id;
      id = this.tubeCount;
      this.ids.set(key, id);
    }
    const top = length ? u[length - 1] : -1;
    let run = length ? 1 : 0;
    while (run < length && u[length - 1 - run] === top) run++;
    let segs = length ? 1 : 0;
    for (let i = 1; i < length; i++) if (u[i] !== u[i - 1]) segs++;
    if (id === this.tubeLimit) this.growTubes();
    this.tubeCount = id + 1;
    this.len[id] = length;
    this.top[id] = top;
    this.run[id] = run;
    this.segs[id] = segs;
    this.bottom[id] = length ? u[0] : -1;
    this.unfinished[id] = length !== 0 && run !== this.capacity ? 1 : 0;
    this.single[id] = length !== 0 && run === length && length !== this.capacity ? 1 : 0;
    this.z1[id] = hash32(2 * id + 1);
    this.z2[id] = hash32(2 * id + 2);
    const cap = this.capacity;
    for (let i = 0; i < length; i++) this.units[id * cap + i] = u[i];
    for (let k = id * (cap + 1), end = k + cap + 1; k < end; k++) {
      this.popped[k] = -1;
      this.pushed[k] = -1;
    }
    return id;
  }

  private growTubes(): void {
    const limit = 2 * this.tubeLimit;
    const count = this.tubeCount;
    const cap = this.capacity;
    for (let f = 0; f < 10; f++) arena.facts[f] = enlarge(arena.facts[f], limit, count);
    this.takeFacts();
    this.tally.fill(0, count, limit);
    this.units = arena.units = enlarge(this.units, limit * cap, count * cap);
    this.popped = arena.popped = enlarge(this.popped, limit * (cap + 1), count * (cap + 1));
    this.pushed = arena.pushed = enlarge(this.pushed, limit * (cap + 1), count * (cap + 1));
    this.tubeLimit = limit;
  }

  /** Copies tube `id`'s bottom `length` units into `scratch`. */
  private load(id: number, length: number): void {
    const base = id * this.capacity;
    for (let i = 0; i < length; i++) this.scratch[i] = this.units[base + i];
  }

  /** Tube `id` with its top `k` units removed. */
  private pop(id: number, k: number): number {
    const at = id * (this.capacity + 1) + k;
    let r = this.popped[at];
    if (r < 0) {
      const length = this.len[id] - k;
      this.load(id, length);
      r = this.intern(length);
      this.popped[at] = r;
    }
    return r;
  }

  /** Tube `id` with `k` units of `color` added on top (`color` is its top colour unless it is empty). */
  private push(id: number, color: number, k: number): number {
    const empty = this.len[id] === 0;
    const at = (empty ? color : id) * (this.capacity + 1) + k;
    let r = (empty ? this.filled : this.pushed)[at];
    if (r < 0) {
      const length = this.len[id];
      this.load(id, length);
      for (let i = 0; i < k; i++) this.scratch[length + i] = color;
      r = this.intern(length + k);
      (empty ? this.filled : this.pushed)[at] = r; // read again: interning may have grown the tables
    }
    return r;
  }

  private slotOf(h1: number): number {
    let slot = h1 & this.mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
    return slot;
  }

  /**
   * Looks up the child of position `s` by the pour (from, to, amount) without building it:
   * returns the stored position with the same tubes, or −1 (then `add` stores the child).
   */
  probe(s: number, from: number, to: number, amount: number): number {
    const n = this.n;
    const rows = this.rows;
    const src = rows[s * n + from];
    const dst = rows[s * n + to];
    const a = this.pop(src, amount);
    const b = this.push(dst, this.top[src], amount);
    const z1 = this.z1;
    const z2 = this.z2;
    const h1 = (this.h1[s] - z1[src] - z1[dst] + z1[a] + z1[b]) | 0;
    const h2 = (this.h2[s] - z2[src] - z2[dst] + z2[a] + z2[b]) | 0;
    this.parent = s;
    this.pFrom = from;
    this.pTo = to;
    this.pSrc = src;
    this.pDst = dst;
    this.pA = a;
    this.pB = b;
    this.pH1 = h1;
    this.pH2 = h2;
    const slots = this.slots;
    const mask = this.mask;
    let slot = h1 & mask;
    for (let t = slots[slot]; t !== 0; t = slots[slot]) {
      if (this.h1[t - 1] === h1 && this.h2[t - 1] === h2 && this.sameTubes(t - 1)) return t - 1;
      slot = (slot + 1) & mask;
    }
    this.pSlot = slot;
    return -1;
  }

  /** True when stored position `t` holds the same multiset of tubes as the probed child. */
  private sameTubes(t: number): boolean {
    const n = this.n;
    const rows = this.rows;
    const p = this.parent * n;
    const q = t * n;
    const from = this.pFrom;
    const to = this.pTo;
    // usually the same tubes in the same places (two orders of the same pours): compare in place first
    let i = 0;
    while (i < n && rows[q + i] === (i === from ? this.pA : i === to ? this.pB : rows[p + i])) i++;
    if (i === n) return true;
    const tally = this.tally;
    for (i = 0; i < n; i++) tally[i === from ? this.pA : i === to ? this.pB : rows[p + i]]++;
    let same = true;
    for (i = 0; i < n; i++) if (--tally[rows[q + i]] < 0) same = false;
    for (i = 0; i < n; i++) {
      tally[rows[p + i]] = 0;
      tally[rows[q + i]] = 0;
    }
    tally[this.pA] = 0;
    tally[this.pB] = 0;
    return same;
  }

  /** Stores the child found missing by the last `probe` and returns its position. */
  add(): number {
    if (this.count === this.limit) this.grow();
    const s = this.count++;
    this.slots[this.pSlot] = s + 1;
    this.h1[s] = this.pH1;
    this.h2[s] = this.pH2;
    this.writeRow(s);
    return s;
  }

  /** Overwrites position `t` (found by the last `probe`) with the probed child's tube order. */
  replace(t: number): void {
    this.writeRow(t);
  }

  private writeRow(s: number): void {
    const n = this.n;
    const rows = this.rows;
    const p = this.parent * n;
    for (let i = 0; i < n; i++) rows[s * n + i] = rows[p + i];
    rows[s * n + this.pFrom] = this.pA;
    rows[s * n + this.pTo] = this.pB;
    const u = this.unfinished;
    this.open[s] = this.open[this.parent] - u[this.pSrc] - u[this.pDst] + u[this.pA] + u[this.pB];
  }

  private grow(): void {
    const limit = 2 * this.limit;
    const count = this.count;
    this.rows = arena.rows = enlarge(this.rows, limit * this.n, count * this.n);
    this.h1 = arena.h1 = enlarge(this.h1, limit, count);
    this.h2 = arena.h2 = enlarge(this.h2, limit, count);
    this.open = arena.open = enlarge(this.open, limit, count);
    this.slots = arena.slots = reuse(this.slots, 4 * limit);
    this.slots.fill(0, 0, 4 * limit);
    this.mask = 4 * limit - 1;
    this.limit = limit;
    for (let s = 0; s < count; s++) this.slots[this.slotOf(this.h1[s])] = s + 1;
    // a pending probe's free slot moved with the rehash
    this.pSlot = this.slotOf(this.pH1);
  }

  /**
   * Prepares position `s` for `candidates`, `forced` and `childBound`: links its tubes by top
   * colour (`heads[colour]` → first tube, `nextSame[tube]` → next, ascending, −1 ends; only tubes
   * with the same top can pour into each other), and counts segments and bottom colours.
   */
  expand(s: number): void {
    const { len, top, segs, bottom, heads, nextSame, bottoms } = this;
    const n = this.n;
    const rows = this.rows;
    const single = this.single;
    for (let c = 0; c < this.colors; c++) heads[c] = -1; // a loop beats fill() at this size
    let empty = -1;
    let first = n;
    if (this.bounds) for (let c = 0; c < this.colors; c++) bottoms[c] = 0;
    let segSum = 0;
    let kinds = 0;
    for (let i = n - 1; i >= 0; i--) {
      const id = rows[s * n + i];
      if (len[id] === 0) empty = i;
      else {
        const t = top[id];
        nextSame[i] = heads[t];
        heads[t] = i;
        if (single[id]) first = i;
        if (this.bounds) {
          segSum += segs[id];
          if (bottoms[bottom[id]]++ === 0) kinds++;
        }
      }
    }
    this.segSum = segSum;
    this.bottomKinds = kinds;
    this.firstEmpty = empty;
    this.firstSingle = first;
    this.expanded = s;
  }

  /**
   * Appends the expanded position's legal pours minus those that only reproduce a position
   * reachable another way (so pruning keeps both exhaustiveness and optimality): a uniform tube
   * into an empty tube (same multiset of tubes), a second empty target for the same source, and
   * the mirrored merge of two uniform tubes. Ordered by (from, to).
   */
  candidates(out: MoveList): void {
    const { len, top, run, capacity, heads, nextSame } = this;
    const n = this.n;
    const row = this.expanded * n;
    const rows = this.rows;
    const empty = this.firstEmpty;
    for (let i = 0; i < n; i++) {
      const src = rows[row + i];
      const srcLen = len[src];
      if (srcLen === 0) continue;
      const r = run[src];
      const uniform = r === srcLen;
      const head = heads[top[src]];
      if (head === i && nextSame[i] < 0) {
        // no other tube shows this colour: at most the pour into an empty tube
        if (!uniform && empty >= 0) out.push(i, empty, r);
        continue;
      }
      // the same-top tubes ascending, with the first empty tube at its place (non-uniform sources only)
      let e = uniform ? -1 : empty;
      for (let j = head; ; j = nextSame[j]) {
        if (e >= 0 && (j < 0 || e < j)) {
          out.push(i, e, r);
          e = -1;
        }
        if (j < 0) break;
        if (j === i) continue;
        const dst = rows[row + j];
        const room = capacity - len[dst];
        if (room <= 0) continue;
        // both uniform and the whole source fits: i→j and j→i give the same multiset of tubes
        if (uniform && j < i && run[dst] === len[dst] && srcLen <= room) continue;
        out.push(i, j, r < room ? r : room);
      }
    }
  }

  /**
   * Appends a pour of the expanded position that never loses solvability, if there is one, and
   * says whether it did, so a search that only needs *an* answer (or a proof that none exists) may
   * take it as the position's only move: merging two single-colour tubes of one colour (they always
   * fit: a colour has exactly `capacity` units), or completing a single-colour tube with the top run
   * of another tube that holds that colour's last units. Either way every unit of that colour ends
   * in one tube that no later pour needs to touch. Not used by the optimal solver.
   */
  forced(out: MoveList): boolean {
    const { len, top, run, capacity, heads, nextSame, single } = this;
    const n = this.n;
    const row = this.expanded * n;
    const rows = this.rows;
    for (let i = this.firstSingle; i < n; i++) {
      const a = rows[row + i];
      if (!single[a]) continue; // i: single colour, not full
      const la = len[a];
      for (let j = heads[top[a]]; j >= 0; j = nextSame[j]) {
        if (j === i) continue;
        const b = rows[row + j];
        if (run[b] === len[b]) {
          if (j > i) out.push(i, j, la);
          else out.push(j, i, len[b]);
          return true;
        }
        if (la + run[b] === capacity) {
          out.push(j, i, run[b]);
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Lower bound on the pours the probed child still needs: segments − distinct colours found at a
   * tube bottom (see README). The child must come from the expanded position.
   */
  childBound(): number {
    const { len, segs, bottom, bottoms } = this;
    const src = this.pSrc;
    const dst = this.pDst;
    const segSum = this.segSum - segs[src] - segs[dst] + segs[this.pA] + segs[this.pB];
    let kinds = this.bottomKinds;
    const emptied = len[this.pA] === 0;
    const was = bottom[src];
    if (emptied && bottoms[was] === 1) kinds--;
    if (len[dst] === 0) {
      const c = this.top[src];
      if (bottoms[c] - (emptied && was === c ? 1 : 0) === 0) kinds++;
    }
    return segSum - kinds;
  }

  /** The lower bound of position `s` (`childBound` for the start). */
  bound(s: number): number {
    this.expand(s);
    return this.segSum - this.bottomKinds;
  }
}
