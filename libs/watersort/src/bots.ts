/**
 * Play-testing bots: a seeded population of simulated players on one board, deterministic for a seed.
 * Each run has a budget of moves (default 3 × the optimal pours) in which every pour, undo and restart counts one.
 *
 * A run remembers every position (up to tube order) it has met since its last restart, and never pours into one
 * of them again. A position is **stuck** when no legal pour leads to a position not met since the last restart:
 * no legal pour at all, only pours that change nothing (a whole tube into an empty one), or only pours back to
 * where the run has been (a repeated state, no progress).
 */
import { BOT_BUDGET_FACTOR, BOT_NAMES, DEFAULT_BOT_RUNS, type BotName } from '@levelbench/random';
import { assertBotRuns, drawLowest, nextInt, playBots, type Rng } from '@levelbench/random';
import type { BotsOptions, BotsReport } from '@levelbench/random';
import { BotTubes } from './bot-tubes';
import { assertValidBoard } from './rules';
import { solveOptimal } from './solve-optimal';
import type { Board } from './types';

export { BOT_BUDGET_FACTOR, BOT_NAMES, DEFAULT_BOT_RUNS, type BotFigures, type BotName } from '@levelbench/random';

/** The population's result on one board; `optimal` is the proven fewest pours (null: unsolvable or out of budget). */
export type WatersortBotsReport = BotsReport;

/** Options of `watersortBots`: without `optimal`, `solveOptimal` runs. */
export type WatersortBotsOptions = BotsOptions;

type Scored = { from: number; to: number; value: number; tie: number };

/** The legal pours from the position to a position not met since the last restart (the candidates). */
function candidates(tubes: BotTubes, seen: ReadonlySet<number>): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 0; from < tubes.count; from++)
    for (let to = 0; to < tubes.count; to++) {
      if (!tubes.canPour(from, to)) continue;
      const amount = tubes.pour(from, to);
      if (!seen.has(tubes.key)) out.push([from, to]);
      tubes.unpour(from, to, amount);
    }
  return out;
}

/**
 * Lookahead's value of the position just reached: the fewest segments within one more pour (itself included);
 * Infinity when it is stuck and not won. The position counts as met while its pours are judged.
 */
function lookaheadValue(tubes: BotTubes, seen: Set<number>): number {
  if (tubes.won) return tubes.segments;
  const here = tubes.key;
  seen.add(here);
  let best = Infinity;
  for (const [from, to] of candidates(tubes, seen)) {
    const amount = tubes.pour(from, to);
    best = Math.min(best, tubes.segments);
    tubes.unpour(from, to, amount);
  }
  seen.delete(here);
  return best === Infinity ? Infinity : Math.min(best, tubes.segments);
}

/** The bot's pour among the candidates: the lowest value, ties drawn uniformly. */
function choose(bot: BotName, tubes: BotTubes, seen: Set<number>, moves: [number, number][], rng: Rng) {
  if (bot === 'random') return moves[nextInt(rng, 0, moves.length - 1)];
  const scored: Scored[] = moves.map(([from, to]) => {
    const amount = tubes.pour(from, to);
    const tie = tubes.segments;
    const value = bot === 'greedy' ? tie : lookaheadValue(tubes, seen);
    tubes.unpour(from, to, amount);
    return { from, to, value, tie };
  });
  const pick = drawLowest(scored, rng);
  return [pick.from, pick.to] as const;
}

/** One run of `bot` on `tubes` (reset first) with `budget` moves, its choices drawn from `rng`. */
export function playBotRun(bot: BotName, tubes: BotTubes, budget: number, rng: Rng) {
  tubes.reset();
  const seen = new Set<number>([tubes.key]);
  const line: [number, number, number][] = [];
  let moves = 0;
  while (!tubes.won && moves < budget) {
    moves++;
    const next = candidates(tubes, seen);
    if (next.length > 0) {
      const [from, to] = choose(bot, tubes, seen, next, rng);
      line.push([from, to, tubes.pour(from, to)]);
      seen.add(tubes.key);
    } else if (bot !== 'random' && line.length > 0) {
      const [from, to, amount] = line.pop() as [number, number, number];
      tubes.unpour(from, to, amount);
    } else {
      tubes.reset();
      seen.clear();
      seen.add(tubes.key);
      line.length = 0;
    }
  }
  return { solved: tubes.won, moves };
}

/** The budget of a run: the caller's, else 3 × the optimal pours, else 0. */
export function botBudget(optimal: number | null, budget?: number): number {
  return budget ?? (optimal === null ? 0 : BOT_BUDGET_FACTOR * optimal);
}

/**
 * Plays every bot `runs` times on the board. Run r of bot b draws from its own generator seeded with
 * `hashInts(seed, b, r)`, so a result depends only on the board, the seed, the runs and the budget.
 */
export function watersortBots(board: Board, opts: WatersortBotsOptions = {}): WatersortBotsReport {
  const runs = opts.runs ?? DEFAULT_BOT_RUNS;
  const seed = opts.seed ?? 1;
  assertBotRuns(runs, 'watersortBots');
  // the bots' win test (one run per colour) holds only when every colour has exactly `capacity` units
  assertValidBoard(board, 'watersortBots');
  let optimal = opts.optimal;
  if (optimal === undefined) {
    const r = solveOptimal(board);
    optimal = r.status === 'solved' ? r.moves.length : null;
  }
  const budget = botBudget(optimal, opts.budget);
  const tubes = new BotTubes(board);
  const bots = playBots(opts.bots ?? BOT_NAMES, runs, seed, (bot, rng) => playBotRun(bot, tubes, budget, rng));
  return { optimal, budget, runs, seed, bots };
}
