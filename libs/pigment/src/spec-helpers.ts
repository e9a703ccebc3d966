/** Helpers shared by the specs: the authored levels parsed, and a brute-force line counter. */
import fc from 'fast-check';
import { AUTHORED_LEVEL_FILES } from './authored-levels';
import { generatePigmentBoard } from './generate';
import { parsePigmentLevel } from './level';
import { applyTip, initialState } from './rules';
import { solvePigment } from './solver';
import { DIRS, type PigmentLevel } from './types';

/** The five authored levels, parsed through the real loader. */
export function authoredLevels(): PigmentLevel[] {
  return AUTHORED_LEVEL_FILES.map(([file, json]) => {
    const p = parsePigmentLevel(JSON.stringify(json), file);
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    return p.value;
  });
}

/** Every sequence of exactly `n` accepted tips that ends won (the limit ignored), by enumerating all 4^n lines. */
export function bruteForceWins(level: PigmentLevel, n: number): string[] {
  const wins: string[] = [];
  const go = (state: ReturnType<typeof initialState>, line: string) => {
    if (line.length === n) {
      if (state.phase === 'won') wins.push(line);
      return;
    }
    for (const d of DIRS) {
      const r = applyTip(state, d);
      if (r.accepted) go(r.state, line + d);
    }
  };
  go(initialState({ ...level, limit: Number.MAX_SAFE_INTEGER }), '');
  return wins.sort();
}

/** Options for small random boards (up to 4×4, 1–3 marks). */
export const smallBoard = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  width: fc.integer({ min: 2, max: 4 }),
  height: fc.integer({ min: 1, max: 4 }),
  marks: fc.integer({ min: 1, max: 3 }),
  walk: fc.integer({ min: 1, max: 9 }),
  holes: fc.integer({ min: 0, max: 2 }),
  stains: fc.integer({ min: 0, max: 2 }),
});
/** A generated board, or null when the seed's walk could not leave its start. */
export const generate = ({
  seed,
  ...opts
}: {
  seed: number;
  width: number;
  height: number;
  marks: number;
  walk: number;
  holes: number;
  stains: number;
}) => {
  try {
    return generatePigmentBoard(seed, opts).level;
  } catch {
    return null; // the walk could not leave a walled-in start
  }
};

/** A small generated board (up to 5×4, 1–4 marks) whose limit is its shortest line plus a slack of -2 to `maxSlack` (at least 1). */
export const boardNearShortest = (maxSlack: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: 100_000 }),
      fc.integer({ min: 2, max: 5 }),
      fc.integer({ min: 2, max: 4 }),
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 10 }),
      fc.integer({ min: -2, max: maxSlack }),
    )
    .map(([seed, width, height, marks, walk, slack]): PigmentLevel => {
      const { level } = generatePigmentBoard(seed, { width, height, marks, walk, holes: 1, stains: 2 });
      const shortest = solvePigment(level).shortest ?? level.limit;
      return { ...level, limit: Math.max(1, shortest + slack) };
    });
