import { campaignReach } from './campaign';
import { isStatsKey, type KeyStats, type PlayerStats } from './player-stats';

/** One won level or daily in the overview. */
export interface StatsRow {
  readonly key: string;
  readonly label: string;
  readonly wins: number;
  readonly bestMoves: number;
  readonly bestMs: number;
  readonly hintsOnBest: number;
}

/** The Water Sort stats of this browser at a glance: levels and dailies won, campaign reach, every win. */
export interface StatsOverview {
  readonly levelsWon: number;
  readonly levelTotal: number;
  readonly campaignReach: number;
  readonly dailiesWon: number;
  readonly wins: number;
  readonly hintFreeBest: number;
  /** Levels by number, then dailies newest first. */
  readonly rows: readonly StatsRow[];
}

/** Summarises the recorded stats (keys that are not level:N or daily:D are ignored). */
export function statsOverview(stats: PlayerStats, levelTotal: number): StatsOverview {
  const levels: [number, KeyStats][] = [];
  const dailies: [string, KeyStats][] = [];
  for (const [key, s] of Object.entries(stats)) {
    if (!isStatsKey(key) || s.wins <= 0) continue;
    if (key.startsWith('level:')) levels.push([Number(key.slice(6)), s]);
    else dailies.push([key.slice(6), s]);
  }
  levels.sort((a, b) => a[0] - b[0]);
  dailies.sort((a, b) => (a[0] < b[0] ? 1 : -1));
  const row = (key: string, label: string, s: KeyStats): StatsRow => ({
    key,
    label,
    wins: s.wins,
    bestMoves: s.bestMoves,
    bestMs: s.bestMs,
    hintsOnBest: s.hintsOnBest,
  });
  const rows = [
    ...levels.map(([n, s]) => row(`level:${n}`, `Level ${n}`, s)),
    ...dailies.map(([d, s]) => row(`daily:${d}`, `Daily ${d}`, s)),
  ];
  return {
    levelsWon: levels.filter(([n]) => n >= 1 && n <= levelTotal).length,
    levelTotal,
    campaignReach: Math.min(campaignReach(stats), levelTotal),
    dailiesWon: dailies.length,
    wins: rows.reduce((a, r) => a + r.wins, 0),
    hintFreeBest: rows.filter((r) => r.hintsOnBest === 0).length,
    rows,
  };
}
