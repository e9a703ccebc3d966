/** Open-addressing hash map and set for integer state keys (< 2^53), sized to what is stored, not to the key space. */

const EMPTY = -1;

/** The slot of `key` in `keys`: where it is, or the empty slot where it would go. */
function probe(keys: Float64Array, mask: number, key: number): number {
  const lo = key >>> 0;
  const hi = (key / 4294967296) >>> 0;
  // murmur3's 32-bit finaliser: every key bit reaches the low bits the mask keeps
  let h = lo ^ Math.imul(hi, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  let i = h & mask;
  while (keys[i] !== EMPTY && keys[i] !== key) i = (i + 1) & mask;
  return i;
}

/** Slots for `capacity` keys: a power of two, at least 16, at most half full. */
function tableSize(capacity: number): number {
  let size = 16;
  while (size < capacity * 2) size *= 2;
  return size;
}

/** The open-addressing table of keys that `KeyIndex` and `KeySet` share: at most half full, EMPTY in free slots. */
abstract class KeyTable {
  protected keys: Float64Array;
  protected mask: number;
  protected count = 0;

  constructor(capacity = 1 << 12) {
    const size = tableSize(capacity);
    this.keys = new Float64Array(size).fill(EMPTY);
    this.mask = size - 1;
  }

  /** Number of keys stored. */
  get size(): number {
    return this.count;
  }
}

/** Integer key → non-negative index map without boxing; `get` returns -1 when absent. */
export class KeyIndex extends KeyTable {
  private values = new Int32Array(this.keys.length);

  private slot(key: number): number {
    return probe(this.keys, this.mask, key);
  }

  /** The index stored for `key`, or -1. */
  get(key: number): number {
    const i = this.slot(key);
    return this.keys[i] === EMPTY ? -1 : this.values[i];
  }

  /** Stores `key → value` (keys are never removed). */
  set(key: number, value: number): void {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const i = this.slot(key);
    if (this.keys[i] === EMPTY) this.count++;
    this.keys[i] = key;
    this.values[i] = value;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Float64Array(keys.length * 2).fill(EMPTY);
    this.values = new Int32Array(keys.length * 2);
    this.mask = this.keys.length - 1;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === EMPTY) continue;
      const j = this.slot(keys[i]);
      this.keys[j] = keys[i];
      this.values[j] = values[i];
    }
  }
}

/** A set of integer keys (< 2^53) in one open-addressing table: 16 bytes a key at most, one probe sequence per add. */
export class KeySet extends KeyTable {
  /** Adds `key`; false when it was already there. */
  add(key: number): boolean {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const i = probe(this.keys, this.mask, key);
    if (this.keys[i] === key) return false;
    this.keys[i] = key;
    this.count++;
    return true;
  }

  private grow(): void {
    const old = this.keys;
    this.keys = new Float64Array(old.length * 2).fill(EMPTY);
    this.mask = this.keys.length - 1;
    for (let i = 0; i < old.length; i++) if (old[i] !== EMPTY) this.keys[probe(this.keys, this.mask, old[i])] = old[i];
  }
}

/**
 * State key → index for the searches: a dense `Int32Array` of index + 1 when the key space (`space` keys) is at most
 * `denseMax` (zero-filled memory is mapped lazily, so only touched pages cost), else a `KeyIndex`. `get` returns -1
 * for an absent key; any value stored comes back as stored (the metrics graph stores its PRUNED markers, -2 and below).
 */
export class StateIndex {
  private readonly dense: Int32Array | null;
  private readonly sparse: KeyIndex | null;

  constructor(space: number, denseMax: number) {
    this.dense = space <= denseMax ? new Int32Array(space) : null;
    this.sparse = this.dense ? null : new KeyIndex();
  }

  get(key: number): number {
    return this.dense ? this.dense[key] - 1 : (this.sparse as KeyIndex).get(key);
  }

  set(key: number, index: number): void {
    if (this.dense) this.dense[key] = index + 1;
    else (this.sparse as KeyIndex).set(key, index);
  }
}
