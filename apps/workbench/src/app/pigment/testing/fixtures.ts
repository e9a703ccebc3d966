/** Shared fixtures and helpers for the Pigment specs. */
import type { PigmentLevel } from '@levelbench/pigment';

/** Level 2 of SPEC §1, "Return": green on (1,0) within 5 tips. */
export const RETURN_LEVEL: PigmentLevel = {
  id: 'return',
  name: 'Return',
  width: 5,
  height: 5,
  holes: [],
  start: [0, 0],
  stains: [],
  marks: [{ at: [1, 0], color: 'green' }],
  limit: 5,
  replays: [],
};

/** The element, or a failed test naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`missing ${what}`);
  return value;
}
