import { OPEN_DAYS, openDays } from '@levelbench/watersort';
import { dailyKey, levelKey, type PlayerStats } from './player-stats';

/** Where a level stands in the campaign: won, open to play, or locked until the one before it is won. */
export type LevelState = 'won' | 'open' | 'locked';

const won = (stats: PlayerStats, key: string) => Object.hasOwn(stats, key) && stats[key].wins > 0;

/**
 * How far the campaign has come: the number of levels won in order from level 1. A level won out of
 * order (in the free play-test) is kept in the stats but does not move the campaign.
 */
export function campaignReach(stats: PlayerStats): number {
  let n = 0;
  while (won(stats, levelKey(n + 1))) n++;
  return n;
}

/** Levels unlock only in order: every level up to the reach is won, the one after it open, the rest locked. */
export function levelState(stats: PlayerStats, n: number, reach = campaignReach(stats)): LevelState {
  if (n <= reach) return 'won';
  return n === reach + 1 ? 'open' : 'locked';
}

/** Every level of the campaign with its state, level 1 first. */
export function campaignLevels(stats: PlayerStats, total: number): { level: number; state: LevelState }[] {
  const reach = campaignReach(stats);
  return Array.from({ length: total }, (_, i) => ({ level: i + 1, state: levelState(stats, i + 1, reach) }));
}

/** The open dailies (the last 30 days up to `today`, newest first) and whether each was solved. */
export function campaignDailies(stats: PlayerStats, today: string): { date: string; solved: boolean }[] {
  return openDays(today, OPEN_DAYS)
    .reverse()
    .map((date) => ({ date, solved: won(stats, dailyKey(date)) }));
}

/** True when the daily of `date` is one of the 30 open days ending `today`. */
export function isDailyOpen(date: string, today: string): boolean {
  return openDays(today, OPEN_DAYS).includes(date);
}

/** Why a campaign target cannot be played yet, or null when it can. */
export function lockedReason(stats: PlayerStats, target: { level: number } | { date: string }, today: string) {
  if ('date' in target)
    return isDailyOpen(target.date, today)
      ? null
      : `The daily of ${target.date} is not open: dailies stay open for the last ${OPEN_DAYS} days.`;
  const reach = campaignReach(stats);
  return levelState(stats, target.level, reach) === 'locked'
    ? `Level ${target.level} is locked: win level ${reach + 1} first.`
    : null;
}
