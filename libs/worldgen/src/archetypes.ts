/** Archetypes: one big weighted shape per cube, faded out towards the edges so faces still match. */
import { SIZE } from './geometry';
import type { Random } from '@levelbench/random';
import { ARCHETYPES, themeAt, type Archetype, type Weights } from './weights';

/** A shape: height change per cell and cells that want water. */
export interface Shape {
  readonly delta: Float32Array;
  readonly wet: Uint8Array;
}

/** Weighted draw of an archetype for a depth (theme scaled). */
export function drawArchetype(w: Weights, depth: number, rng: Random): Archetype {
  const theme = themeAt(w, depth);
  return ARCHETYPES[rng.weighted(ARCHETYPES.map((a) => w.archetypes[a] * (theme?.archetypes?.[a] ?? 1)))];
}

/** 0 on the edge ring, rising to 1 four cells in. */
export function edgeFade(x: number, y: number): number {
  const d = Math.min(x, y, SIZE - 1 - x, SIZE - 1 - y);
  return Math.max(0, Math.min(1, (d - 1) / 3));
}

/** Builds the (unfaded) shape of an archetype with this attempt's dice. */
export function shapeOf(a: Archetype, rng: Random): Shape {
  const delta = new Float32Array(SIZE * SIZE);
  const wet = new Uint8Array(SIZE * SIZE);
  const cx = rng.range(5, 10);
  const cy = rng.range(5, 10);
  const angle = rng.next() * Math.PI;
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const each = (f: (x: number, y: number, i: number) => void) => {
    for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) f(x, y, y * SIZE + x);
  };
  const lineDist = (x: number, y: number) => Math.abs((x - cx) * uy - (y - cy) * ux);
  const r = (x: number, y: number) => Math.hypot(x - cx, y - cy);
  switch (a) {
    case 'crack':
      each((x, y, i) => (delta[i] = lineDist(x, y) < 1.2 ? -4 : 0));
      break;
    case 'ridge':
      each((x, y, i) => (delta[i] = Math.max(0, 3 - lineDist(x, y))));
      break;
    case 'needle':
      each((x, y, i) => (delta[i] = Math.max(0, 7 - 3 * r(x, y))));
      break;
    case 'mesa': {
      const [w, h] = [rng.range(3, 5), rng.range(3, 5)];
      each((x, y, i) => (delta[i] = Math.abs(x - cx) <= w / 2 && Math.abs(y - cy) <= h / 2 ? 3 : 0));
      break;
    }
    case 'crater-lake':
      each((x, y, i) => {
        const d = r(x, y);
        delta[i] = d < 2.2 ? -2 : d < 4.2 ? 2 : 0;
        if (d < 2.2) wet[i] = 1;
      });
      break;
    case 'islands': {
      const isles = [0, 1, 2].map(() => [rng.range(3, 12), rng.range(3, 12)]);
      each((x, y, i) => {
        const near = Math.min(...isles.map(([ix, iy]) => Math.hypot(x - ix, y - iy)));
        delta[i] = near < 1.6 ? 1 : -2;
        if (near >= 1.6 && edgeFade(x, y) >= 1) wet[i] = 1;
      });
      break;
    }
    case 'terraces':
    case 'none':
      break;
  }
  return { delta, wet };
}
