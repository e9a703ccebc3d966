/** The golden check shared by the large-set and xl-set specs: one board solved and compared with its golden row. */
import { playLine } from './rules';
import { solvePigment } from './solver';
import type { PigmentLevel } from './types';

/** A golden row: id, shortest, optimal count, and the alphabetically first optimal line (or the unsolvable reason). */
export type GoldenRow = readonly [string, number | null, number | null, string];

/** Solves `level` and expects the shortest line, optimal count and first line (or reason) of its golden `row`. */
export function expectGoldenAnswer(level: PigmentLevel, row: GoldenRow): void {
  const [, shortest, count, first] = row;
  const r = solvePigment(level, { linesCap: 1 });
  expect([r.shortest, r.optimalCount, r.exhaustive, r.aborted]).toEqual([shortest, count, true, false]);
  if (shortest === null) {
    expect(r.reason).toBe(first);
    return;
  }
  expect(r.solution).toBe(first);
  expect(playLine({ ...level, limit: shortest }, first).state.phase).toBe('won');
}
