/** Shared fixtures and helpers for the Pigment specs. */
import type { PigmentLevel } from '@levelbench/pigment';
import { newLevel } from '../util/level-file';

/** Level 2 of SPEC §1, "Return": a new 5 × 5 level whose mark at (1,0) is green, within 5 tips. */
export const RETURN_LEVEL: PigmentLevel = {
  ...newLevel('return', 'Return'),
  marks: [{ at: [1, 0], color: 'green' }],
  limit: 5,
  replays: [],
};

/** The element, or a failed test naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`missing ${what}`);
  return value;
}
