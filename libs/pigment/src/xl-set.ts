/**
 * The "xl" benchmark set (issue #25): seeded 10×10 to 12×12 boards with 6–7 marks, at least one a secondary colour,
 * holes and stains, whose shortest line has 30–65 tips, plus unsolvable variants. Shared by `solver-xl.bench.ts` and
 * the golden test (`xl-set.spec.ts`). Not exported from the package: it exists to measure and pin the solver.
 */
import { generatePigmentBoard, type GenerateOptions } from './generate';
import type { PigmentLevel } from './types';

/** Generator options per seed: sizes 10, 11, 12 in turn; marks, walk, holes and stains vary with the seed. */
export function xlSetOptions(seed: number): GenerateOptions {
  const size = 10 + (seed % 3);
  return {
    width: size,
    height: size,
    marks: 6 + (seed % 2),
    walk: 70 + (seed % 37),
    holes: 6 + (seed % 9),
    stains: 4 + (seed % 7),
    pick: 'spread',
  };
}

/** The seeded board of the set for `seed`. */
export function xlBoard(seed: number): PigmentLevel {
  const level = generatePigmentBoard(seed, xlSetOptions(seed)).level;
  return { ...level, id: `xl-${seed}` };
}
