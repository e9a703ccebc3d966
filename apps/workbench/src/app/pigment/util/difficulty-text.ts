/** The difficulty number with the random player's chance beside it, as the level list and the pack chart show it. */
import { formatChance, type PigmentMetrics } from '@levelbench/pigment/lite';

/** "difficulty 41.3 · random win 1 in 10^19"; dashes for what is not known yet. */
export function difficultyText(m: Pick<PigmentMetrics, 'difficulty' | 'randomWin'> | null | undefined): string {
  return `difficulty ${m?.difficulty ?? '–'} · random win ${formatChance(m?.randomWin)}`;
}
