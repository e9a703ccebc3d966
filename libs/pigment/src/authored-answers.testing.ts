/** The authored levels' known answers and the answer comparisons, shared by the solver specs. */
import type { PigmentSearchResult } from './solve-types';
import { authoredLevels, bruteForceWins } from './spec-helpers';
import type { PigmentLevel } from './types';

/** Each authored level's id, shortest line and optimal count, as brute force counts them. */
export const AUTHORED_ANSWERS: [string, number, number][] = [
  ['first-face', 1, 1],
  ['return', 5, 2],
  ['what-you-leave', 5, 1],
  ['the-other-pair', 6, 2],
  ['white', 6, 1],
];

/** Expects `r` to solve `level` exhaustively in `shortest` tips by `count` lines: exactly the brute-force wins, first one as the solution. */
export function expectBruteForceAnswer(
  level: PigmentLevel,
  r: PigmentSearchResult,
  shortest: number,
  count: number,
): void {
  expect([r.solvable, r.shortest, r.optimalCount, r.exhaustive, r.aborted]).toEqual([
    true,
    shortest,
    count,
    true,
    false,
  ]);
  expect(r.optimalLines).toEqual(bruteForceWins(level, shortest));
  expect(r.solution).toBe(r.optimalLines[0]);
}

/**
 * One test per authored level (title formatted with its id, shortest and count): `solve` leaves it at the brute-force
 * answer (`expectBruteForceAnswer`), then `more` checks what else this solver promises.
 */
export function itGivesAuthoredAnswers(
  title: string,
  solve: (level: PigmentLevel) => PigmentSearchResult,
  more: (level: PigmentLevel, r: PigmentSearchResult, shortest: number) => void,
): void {
  const levels = authoredLevels();
  it.each(AUTHORED_ANSWERS)(title, (id, shortest, count) => {
    const level = levels.find((l) => l.id === id) as PigmentLevel;
    const r = solve(level);
    expectBruteForceAnswer(level, r, shortest, count);
    more(level, r, shortest);
  });
}

/** Expects `r` to give the reference solver's answer: solvable, shortest line, optimal count, exhaustive. */
export function expectSameAnswer(r: PigmentSearchResult, ref: PigmentSearchResult): void {
  expect([r.solvable, r.shortest, r.optimalCount, r.exhaustive]).toEqual([
    ref.solvable,
    ref.shortest,
    ref.optimalCount,
    ref.exhaustive,
  ]);
}
