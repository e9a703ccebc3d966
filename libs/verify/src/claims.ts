/**
 * Cheap re-checks of what a cache or an earlier report claims as a pass, before it is believed: a claimed
 * Pigment line must replay to a win in the claimed number of tips.
 */
import { type PigmentLevel, playLine } from '@levelbench/pigment';

/** True when `shortest` is a tip count and every claimed line (at least one) wins `level` in exactly that many tips. */
export function pigmentLinesHold(level: PigmentLevel, shortest: unknown, lines: unknown): boolean {
  if (typeof shortest !== 'number' || !Array.isArray(lines) || lines.length === 0) return false;
  return lines.every((line) => {
    if (typeof line !== 'string' || line.length !== shortest) return false;
    const { state, refused } = playLine(level, line);
    return refused.length === 0 && state.phase === 'won';
  });
}
