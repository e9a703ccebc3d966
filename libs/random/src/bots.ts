/**
 * The seeded skeleton the games' play-testing bots share: the bots and their defaults, a population of runs each
 * drawing from its own generator, the bots' tie-break among scored candidates, and what a bot's runs add up to.
 */
import { hashInts } from './hash';
import { createRng, nextInt, type Rng } from './random';

/** The bots, in report order: `random` restarts when stuck; `greedy` and `lookahead` undo one move when stuck. */
export const BOT_NAMES = ['random', 'greedy', 'lookahead'] as const;

/** One bot. */
export type BotName = (typeof BOT_NAMES)[number];

/** Runs per bot when the caller does not say. */
export const DEFAULT_BOT_RUNS = 100;
/** The default budget of a run, in multiples of the optimal solution's length. */
export const BOT_BUDGET_FACTOR = 3;

/** Moves a run spent, and whether it ended won. */
export interface BotRun {
  readonly solved: boolean;
  readonly moves: number;
}

/** How one bot did: solved runs, their share, and the mean moves (moves + undos + restarts) of the solved ones. */
export interface BotFigures {
  readonly bot: BotName;
  readonly runs: number;
  readonly solved: number;
  readonly solveRate: number;
  /** Null when no run won. */
  readonly meanMoves: number | null;
}

/** A population's result on one level or board. */
export interface BotsReport {
  /** The game's optimal solution length, or null when its solver found none. */
  readonly optimal: number | null;
  /** Moves per run. */
  readonly budget: number;
  readonly runs: number;
  readonly seed: number;
  readonly bots: readonly BotFigures[];
}

/** Options of a game's bots. */
export interface BotsOptions {
  readonly runs?: number;
  readonly seed?: number;
  /** Moves per run; default 3 × `optimal` (0 when there is none: only a level won at the start is solved). */
  readonly budget?: number;
  /** The optimal solution length when the caller knows it (else the game's solver runs). */
  readonly optimal?: number | null;
  readonly bots?: readonly BotName[];
}

/** Throws a RangeError naming `who` unless `runs` is a whole number ≥ 0. */
export function assertBotRuns(runs: number, who: string): void {
  if (!Number.isInteger(runs) || runs < 0) throw new RangeError(`${who}: runs must be a whole number ≥ 0, got ${runs}`);
}

/** Solved runs, their share and mean moves. */
export function botFigures(bot: BotName, runs: readonly BotRun[]): BotFigures {
  const solved = runs.filter((r) => r.solved);
  return {
    bot,
    runs: runs.length,
    solved: solved.length,
    solveRate: runs.length ? solved.length / runs.length : 0,
    meanMoves: solved.length ? solved.reduce((s, r) => s + r.moves, 0) / solved.length : null,
  };
}

/**
 * Plays each of `bots` `runs` times. Run r of the bot at index b of BOT_NAMES draws from its own generator seeded
 * with `hashInts(seed, b, r)`, so a result depends only on what `play` does, the seed and the runs.
 */
export function playBots(
  bots: readonly BotName[],
  runs: number,
  seed: number,
  play: (bot: BotName, rng: Rng) => BotRun,
): BotFigures[] {
  return bots.map((bot) => {
    const b = BOT_NAMES.indexOf(bot);
    return botFigures(
      bot,
      Array.from({ length: runs }, (_, r) => play(bot, createRng(hashInts(seed, b, r)))),
    );
  });
}

/** The candidate with the lowest `value`, then the lowest `tie`; candidates equal on both drawn uniformly. */
export function drawLowest<T extends { readonly value: number; readonly tie: number }>(
  scored: readonly T[],
  rng: Rng,
): T {
  let best = scored[0];
  for (const s of scored) if (s.value < best.value || (s.value === best.value && s.tie < best.tie)) best = s;
  const ties = scored.filter((s) => s.value === best.value && s.tie === best.tie);
  return ties[nextInt(rng, 0, ties.length - 1)];
}
