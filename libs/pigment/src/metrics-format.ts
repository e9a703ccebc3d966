/** The random player's chance in words for people: "1 in 12", "1 in 10^19" (the CLI and the workbench show it). */
import type { RandomWin } from './metrics-random-win';

/** Past 1 in 10,000 the chance is written as a power of ten. */
const POWER_FROM = 4;

/**
 * `randomWin` as people read it: "1 in 2.5", "1 in 340", "1 in 10^19"; "never" when no line wins within the limit,
 * "certain" when every way of tipping wins, "at most …" for an upper bound, "–" when unknown.
 */
export function formatChance(r: RandomWin | null | undefined): string {
  if (!r) return '–';
  if (r.log10 === null) return r.exhaustive ? 'never' : '–';
  if (r.probability >= 1) return r.exhaustive ? 'certain' : '–';
  const prefix = r.exhaustive ? '' : 'at most ';
  const odds = -r.log10; // 1 in 10^odds, read from log10 so that tiny chances never turn into 0
  if (odds >= POWER_FROM) return `${prefix}1 in 10^${Math.round(odds)}`;
  const n = 1 / r.probability; // at least 1 in 10^4 here: the number itself is exact enough
  const shown = n < 10 ? String(Math.round(n * 10) / 10) : Math.round(n).toLocaleString('en-US');
  return `${prefix}1 in ${shown}`;
}
