/**
 * The "large" benchmark set (issue #12): seeded 8×8 and 10×10 boards with 5–7 marks, holes and stains, plus three
 * unsolvable variants. Shared by `solver-large.bench.ts` and the golden test (`large-set.spec.ts`).
 * Not exported from the package: it exists to measure and pin the solver.
 */
import { generatePigmentBoard, type GenerateOptions } from './generate';
import type { Cell, PigmentLevel } from './types';

/** Generator options per seed: odd seeds 10×10, even 8×8; marks, walk, holes and stains vary with the seed. */
export function largeSetOptions(seed: number): GenerateOptions {
  const size = seed % 2 === 1 ? 10 : 8;
  return {
    width: size,
    height: size,
    marks: 5 + (seed % 3),
    walk: 40 + (seed % 31),
    holes: 3 + (seed % 6),
    stains: 2 + (seed % 5),
  };
}

/**
 * Every seed in 1…49 whose board has a shortest line of 16–30 tips (scanned once with `solvePigment`; the seeds
 * in between have shorter lines). Nothing was left out for being slow.
 */
export const LARGE_SET_SEEDS: readonly number[] = [
  2, 4, 5, 7, 8, 9, 11, 16, 19, 20, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 37, 38, 39, 40, 41, 42, 44,
  45, 47, 49,
];

/** One board of the set; `solvable: false` for the unsolvable variants (with the reason the solver must give). */
export interface LargeBoard {
  readonly level: PigmentLevel;
  readonly unsolvable?: string;
}

const key = ([x, y]: Cell) => `${x},${y}`;

/** Holes on every floor neighbour of the first mark whose neighbours hold no start, mark or stain: it is walled off. */
export function walledOff(level: PigmentLevel): PigmentLevel {
  const busy = new Set([key(level.start), ...level.marks.map((m) => key(m.at)), ...level.stains.map((s) => key(s.at))]);
  const holes = new Set(level.holes.map(key));
  for (const mark of level.marks) {
    const [x, y] = mark.at;
    const around: Cell[] = [
      [x, y - 1],
      [x, y + 1],
      [x + 1, y],
      [x - 1, y],
    ];
    const inside = around.filter(([ax, ay]) => ax >= 0 && ay >= 0 && ax < level.width && ay < level.height);
    if (inside.some((c) => busy.has(key(c)))) continue;
    const added = inside.filter((c) => !holes.has(key(c)));
    return { ...level, id: `walled-${level.id}`, holes: [...level.holes, ...added] };
  }
  throw new Error(`${level.id}: no mark can be walled off`);
}

/** The set: the seeded boards, then a walled-off mark, a white mark (never left behind) and a board cut in two. */
export function largeSet(): LargeBoard[] {
  const boards = LARGE_SET_SEEDS.map((seed) => generatePigmentBoard(seed, largeSetOptions(seed)).level);
  const bySeed = (seed: number) => boards[LARGE_SET_SEEDS.indexOf(seed)];
  const walled = walledOff(bySeed(2));
  const white = {
    ...bySeed(5),
    id: 'white-gen-5',
    marks: bySeed(5).marks.map((m, i) => (i === 0 ? { ...m, color: 'white' as const } : m)),
  };
  const cut = cutInTwo(bySeed(9));
  return [
    ...boards.map((level) => ({ level })),
    { level: walled, unsolvable: 'cannot be reached' },
    { level: white, unsolvable: 'can never show white' },
    { level: cut, unsolvable: 'cannot be reached' },
  ];
}

/** A full row of holes between the start and some mark (the first row that holds no start, mark or stain). */
export function cutInTwo(level: PigmentLevel): PigmentLevel {
  const [, sy] = level.start;
  for (let y = 0; y < level.height; y++) {
    const free = (c: Cell) => c[1] !== y;
    if (!free(level.start) || !level.marks.every((m) => free(m.at)) || !level.stains.every((s) => free(s.at))) continue;
    if (!level.marks.some((m) => m.at[1] < y !== sy < y)) continue;
    const taken = new Set(level.holes.map(key));
    const row = Array.from({ length: level.width }, (_, x): Cell => [x, y]).filter((c) => !taken.has(key(c)));
    return { ...level, id: `cut-${level.id}`, holes: [...level.holes, ...row] };
  }
  throw new Error(`${level.id}: no row can cut the board`);
}
