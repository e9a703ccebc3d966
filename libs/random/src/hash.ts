/** Hashes that derive seeds from ids and coordinates: pure, 32-bit, the same on every platform. */

/** The xor-shift-multiply finaliser both hashes end with: shifts of 16, `shift` and 16 around two multiplies. */
function finalise(x: number, m1: number, shift: number, m2: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, m1);
  x ^= x >>> shift;
  x = Math.imul(x, m2);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Mixes a 32-bit integer into a well-spread 32-bit unsigned hash (lowbias32). */
export function hash32(n: number): number {
  return finalise(n | 0, 0x7feb352d, 15, 0x846ca68b);
}

/** Hashes a list of integers into one 32-bit unsigned value (order matters). */
export function hashInts(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) h = hash32(h ^ hash32(p | 0)) + 0x632be5ab;
  return hash32(h);
}

/** Plain 32-bit FNV-1a of a string's UTF-16 code units (the WFC entropy tie-break uses it as is). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** FNV-1a of a string with a murmur3 finaliser: a well-spread seed from an id such as `watersort:level:7`. */
export function hashText(text: string): number {
  return finalise(fnv1a(text), 0x85ebca6b, 13, 0xc2b2ae35);
}
