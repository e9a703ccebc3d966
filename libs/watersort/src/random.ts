import prand from 'pure-rand';

/** Seeded generator used by the generator; created from a 32-bit seed, never from the clock. */
export type Rng = prand.RandomGenerator;

/** 32-bit FNV-1a hash of a string with a murmur3 finaliser, for deriving seeds from ids. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A fresh xoroshiro128+ generator for the seed. */
export function createRng(seed: number): Rng {
  return prand.xoroshiro128plus(seed);
}

/** Fisher–Yates shuffle in place, advancing `rng` (which the caller owns). */
export function shuffleInPlace<T>(items: T[], rng: Rng): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = prand.unsafeUniformIntDistribution(0, i, rng);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}
