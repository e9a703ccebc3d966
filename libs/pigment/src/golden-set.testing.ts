/** The golden tests shared by the large-set and xl-set specs: each board solved and compared with its golden row. */
import type { LargeBoard } from './large-set';
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

/**
 * The golden tests of a benchmark set: it holds the boards the table names, in order (and passes `also.check`, what
 * `also.what` says of the set), and each board keeps its row's shortest line, optimal count and first line.
 */
export function describeGoldenSet(
  title: string,
  set: () => readonly LargeBoard[],
  golden: readonly GoldenRow[],
  also?: { readonly what: string; readonly check: (boards: readonly LargeBoard[]) => void },
): void {
  describe(title, () => {
    const boards = set();

    it(`holds the boards the golden table names, in order${also ? `: ${also.what}` : ''}`, () => {
      expect(boards.map((b) => b.level.id)).toEqual(golden.map(([id]) => id));
      also?.check(boards);
    });

    it.each(golden.map((g, i) => [g[0], i] as const))(
      '%s keeps its shortest line, optimal count and first line',
      (_, i) => expectGoldenAnswer(boards[i].level, golden[i]),
    );
  });
}
