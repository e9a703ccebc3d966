/** What one level or daily keeps: wins, fewest moves and fastest time (tracked independently), hints as plain facts. */
export interface KeyStats {
  readonly wins: number;
  /** Fewest moves of any win. */
  readonly bestMoves: number;
  /** Fastest win in ms (first pour to the win); not necessarily the fewest-moves run. */
  readonly bestMs: number;
  /** Hints used on the run that set (or first reached) bestMoves. */
  readonly hintsOnBest: number;
  /** Moves, time and hints of the latest win. */
  readonly lastMoves: number;
  readonly lastMs: number;
  readonly lastHints: number;
  /** Clock time (ms since epoch) of the first and the latest win. */
  readonly solvedAt: number;
  readonly lastAt: number;
}

/** All recorded stats by key (`level:12`, `daily:2026-11-30`). */
export type PlayerStats = Readonly<Record<string, KeyStats>>;

/** One finished play-through to record. */
export interface Win {
  readonly key: string;
  readonly moves: number;
  readonly ms: number;
  readonly hints: number;
}

/** Version of the stored JSON shape. */
export const STATS_VERSION = 1;

const KEY = /^(level:[1-9]\d{0,5}|daily:\d{4}-\d{2}-\d{2})$/;

/** The stats key of a level number. */
export function levelKey(level: number): string {
  return `level:${level}`;
}

/** The stats key of a daily (`YYYY-MM-DD`). */
export function dailyKey(date: string): string {
  return `daily:${date}`;
}

/** True for `level:N` (N ≥ 1) and `daily:YYYY-MM-DD` keys. */
export function isStatsKey(key: string): boolean {
  return KEY.test(key);
}

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const time = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Records a win at clock time `now`; an invalid key or number leaves the stats as they were. */
export function recordWin(stats: PlayerStats, win: Win, now: number): PlayerStats {
  const { key, moves, hints } = win;
  if (!isStatsKey(key) || !count(moves) || !count(hints) || !time(win.ms) || !time(now)) return stats;
  const ms = Math.round(win.ms);
  const old = Object.hasOwn(stats, key) ? stats[key] : undefined;
  const next: KeyStats = old
    ? {
        wins: old.wins + 1,
        bestMoves: Math.min(old.bestMoves, moves),
        bestMs: Math.min(old.bestMs, ms),
        hintsOnBest: moves < old.bestMoves ? hints : old.hintsOnBest,
        lastMoves: moves,
        lastMs: ms,
        lastHints: hints,
        solvedAt: old.solvedAt,
        lastAt: now,
      }
    : {
        wins: 1,
        bestMoves: moves,
        bestMs: ms,
        hintsOnBest: hints,
        lastMoves: moves,
        lastMs: ms,
        lastHints: hints,
        solvedAt: now,
        lastAt: now,
      };
  return { ...stats, [key]: next };
}

/** The stats of one key, or null if it was never won. */
export function statsFor(stats: PlayerStats, key: string): KeyStats | null {
  return Object.hasOwn(stats, key) ? stats[key] : null;
}

/** Solved dailies by date (`YYYY-MM-DD`). */
export function solvedDailies(stats: PlayerStats): ReadonlyMap<string, KeyStats> {
  const out = new Map<string, KeyStats>();
  for (const [key, s] of Object.entries(stats)) if (key.startsWith('daily:')) out.set(key.slice(6), s);
  return out;
}

function parseEntry(v: unknown): KeyStats | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const { wins, bestMoves, bestMs, hintsOnBest, solvedAt } = o;
  if (!count(wins) || wins < 1 || !count(bestMoves) || !time(bestMs) || !time(solvedAt)) return null;
  const hb = count(hintsOnBest) ? hintsOnBest : 0;
  return {
    wins,
    bestMoves,
    bestMs: Math.round(bestMs),
    hintsOnBest: hb,
    lastMoves: count(o['lastMoves']) ? o['lastMoves'] : bestMoves,
    lastMs: time(o['lastMs']) ? Math.round(o['lastMs']) : Math.round(bestMs),
    lastHints: count(o['lastHints']) ? o['lastHints'] : hb,
    solvedAt,
    lastAt: time(o['lastAt']) && o['lastAt'] >= solvedAt ? o['lastAt'] : solvedAt,
  };
}

/** Reads stored JSON; garbage, another version or a bad entry is dropped (never throws). */
export function parseStats(text: string | null | undefined): PlayerStats {
  if (!text) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const { version, keys } = raw as { version?: unknown; keys?: unknown };
  if (version !== STATS_VERSION || typeof keys !== 'object' || keys === null || Array.isArray(keys)) return {};
  const out: Record<string, KeyStats> = {};
  for (const [key, v] of Object.entries(keys)) {
    const entry = isStatsKey(key) ? parseEntry(v) : null;
    if (entry) out[key] = entry;
  }
  return out;
}

/** The JSON stored for the stats. */
export function serializeStats(stats: PlayerStats): string {
  return JSON.stringify({ version: STATS_VERSION, keys: stats });
}

/** "m:ss" of a duration in ms (rounded to the second). */
export function formatClock(ms: number): string {
  const total = Math.round(Math.max(0, ms) / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** "1:05" / "12.3 s": the time from the first pour to the win. */
export function formatElapsed(ms: number): string {
  if (ms < 60_000) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  return formatClock(ms);
}

/** "best: 22 moves, 0:41" — fewest moves and fastest time (possibly from different runs). */
export function bestText(s: KeyStats): string {
  return `best: ${s.bestMoves} ${s.bestMoves === 1 ? 'move' : 'moves'}, ${formatClock(s.bestMs)}`;
}

/**
 * How a win compares with the proven minimum (the optimal solver's pours for the board):
 * "the fewest possible (7 moves)" or "fewest possible: 7 moves — 3 more".
 */
export function parText(moves: number, fewest: number): string {
  const n = (k: number) => `${k} ${k === 1 ? 'move' : 'moves'}`;
  return moves <= fewest
    ? `the fewest possible (${n(fewest)})`
    : `fewest possible: ${n(fewest)} — ${moves - fewest} more`;
}

/** Accessible name of a calendar day: "Daily 2026-11-30", plus ", solved in 22 moves" once solved. */
export function dailyLabel(date: string, s: KeyStats | null | undefined): string {
  return s ? `Daily ${date}, solved in ${s.bestMoves} ${s.bestMoves === 1 ? 'move' : 'moves'}` : `Daily ${date}`;
}
