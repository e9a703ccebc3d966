/** World-space value noise with octaves: the same everywhere, so cube edges continue smoothly. */
import { hash32 } from '@levelbench/random';

function lattice(seed: number, ix: number, iy: number): number {
  return hash32(hash32(seed ^ Math.imul(ix, 0x27d4eb2d)) ^ Math.imul(iy, 0x165667b1)) / 4294967296;
}
function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Smooth value noise in [0, 1) at a world position measured in lattice units. */
export function valueNoise(seed: number, x: number, y: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = smooth(x - ix);
  const fy = smooth(y - iy);
  const a = lattice(seed, ix, iy);
  const b = lattice(seed, ix + 1, iy);
  const c = lattice(seed, ix, iy + 1);
  const d = lattice(seed, ix + 1, iy + 1);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Octave noise in [-1, 1): each octave twice as wiggly and half as strong. */
export function fbm(seed: number, wx: number, wy: number, wavelength = 24, octaves = 3): number {
  let amp = 1;
  let freq = 1 / wavelength;
  let sum = 0;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    sum += amp * (valueNoise(seed + o * 1013, wx * freq, wy * freq) * 2 - 1);
    norm += amp;
    amp /= 2;
    freq *= 2;
  }
  return sum / norm;
}
