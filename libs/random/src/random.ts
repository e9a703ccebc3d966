/** Seeded randomness for every rules lib: pure-rand's xoroshiro128+, seeded explicitly, never from the clock. */
import prand from 'pure-rand';

/** A pure-rand generator; the helpers below advance it in place (pure-rand's unsafe API) for hot loops. */
export type Rng = prand.RandomGenerator;

/** A fresh xoroshiro128+ generator for a 32-bit seed. */
export function createRng(seed: number): Rng {
  return prand.xoroshiro128plus(seed | 0);
}

/** Integer in [lo, hi] inclusive, advancing `rng`. */
export function nextInt(rng: Rng, lo: number, hi: number): number {
  return prand.unsafeUniformIntDistribution(lo, hi, rng);
}

/** Float in [0, 1) with 32 bits of precision, advancing `rng`. */
export function nextFloat(rng: Rng): number {
  return (rng.unsafeNext() >>> 0) / 4294967296;
}

/** Fisher–Yates shuffle in place, advancing `rng` (which the caller owns). */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = prand.unsafeUniformIntDistribution(0, i, rng);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

/** Index drawn with probability proportional to `weights` (non-negative, not all zero), advancing `rng`. */
export function weightedIndex(rng: Rng, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let r = nextFloat(rng) * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i];
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/**
 * An object view of one generator, for code that threads a random source through many stages
 * (the world builder). Same sequence as the free functions on the same seed.
 */
export class Random {
  private readonly rng: Rng;
  constructor(seed: number) {
    this.rng = createRng(seed);
  }
  /** Next float in [0, 1). */
  next(): number {
    return nextFloat(this.rng);
  }
  /** Integer in [0, n). */
  int(n: number): number {
    return n <= 1 ? 0 : nextInt(this.rng, 0, n - 1);
  }
  /** Integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return hi <= lo ? lo : nextInt(this.rng, lo, hi);
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return nextFloat(this.rng) < p;
  }
  /** Index drawn with probability proportional to `weights`. */
  weighted(weights: readonly number[]): number {
    return weightedIndex(this.rng, weights);
  }
  /** Fisher–Yates shuffle in place. */
  shuffle<T>(items: T[]): T[] {
    return shuffleInPlace(items, this.rng);
  }
}
