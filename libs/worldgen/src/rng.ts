/** Seeded hashing and a small deterministic random generator (no clock, no Math.random). */

/** Mixes a 32-bit integer into a well-spread 32-bit unsigned hash (lowbias32). */
export function hash32(n: number): number {
  let x = n | 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Hashes a list of integers into one 32-bit unsigned value (order matters). */
export function mix(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) h = hash32(h ^ hash32(p | 0)) + 0x632be5ab;
  return hash32(h);
}

/** FNV-1a hash of a string key, as used by the WFC entropy tie-break. */
export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small tags that keep the seeds of different uses apart. */
export const SALT = {
  plan: 101,
  prio: 103,
  wfc: 107,
  face: 109,
  corner: 113,
  noise: 127,
  cube: 131,
  well: 137,
  town: 139,
  pair: 149,
} as const;

/** Mulberry32 generator; the state lives in the instance, seeded explicitly. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  /** Next float in [0, 1). */
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** Integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Index drawn with probability proportional to weights (the marble bag). */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }
  /** Fisher-Yates shuffle in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}
