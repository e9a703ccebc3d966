/** Shared fixtures and helpers for the Pigment specs. */
import type { PigmentLevel, PigmentSolveReport } from '@levelbench/pigment';
import { newLevel } from '../util/level-file';

/** Level 2 of SPEC §1, "Return": a new 5 × 5 level whose mark at (1,0) is green, within 5 tips. */
export const RETURN_LEVEL: PigmentLevel = {
  ...newLevel('return', 'Return'),
  marks: [{ at: [1, 0], color: 'green' }],
  limit: 5,
  replays: [],
};

/** The solver's report on {@link RETURN_LEVEL} (5 moves, two optimal lines, within its limit), with `over` on top. */
export function returnSolveReport(over: Partial<PigmentSolveReport> = {}): PigmentSolveReport {
  return {
    id: 'return',
    solvable: true,
    shortest: 5,
    optimalCount: 2,
    solution: 'ESENW',
    exhaustive: true,
    aborted: false,
    states: 12,
    ms: 1,
    limit: 5,
    limitVerdict: 'ok',
    optimalLines: ['ESENW', 'ESWNE'],
    ...over,
  };
}

/** The element, or a failed test naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`missing ${what}`);
  return value;
}
