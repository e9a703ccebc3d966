/**
 * The seeded skeleton the games' play-testing bots share: a population of runs, each drawing from its own
 * generator, the bots' tie-break among scored candidates, and the figures a bot's runs add up to.
 */
import { hashInts } from './hash';
import { createRng, nextInt, type Rng } from './random';

/** Moves a run spent, and whether it ended won. */
export interface BotRun {
  readonly solved: boolean;
  readonly moves: number;
}

/** How one bot did: solved runs, their share, and the mean moves (moves + undos + restarts) of the solved ones. */
export interface BotFigures<Name extends string = string> {
  readonly bot: Name;
  readonly runs: number;
  readonly solved: number;
  readonly solveRate: number;
  /** Null when no run won. */
  readonly meanMoves: number | null;
}

/** Throws a RangeError naming `who` unless `runs` is a whole number ≥ 0. */
export function assertBotRuns(runs: number, who: string): void {
  if (!Number.isInteger(runs) || runs < 0) throw new RangeError(`${who}: runs must be a whole number ≥ 0, got ${runs}`);
}

/** Solved runs, their share and mean moves. */
export function botFigures<Name extends string>(bot: Name, runs: readonly BotRun[]): BotFigures<Name> {
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
 * Plays each of `bots` `runs` times. Run r of the bot at index b of `names` draws from its own generator seeded
 * with `hashInts(seed, b, r)`, so a result depends only on what `play` does, the seed and the runs.
 */
export function playBots<Name extends string>(
  names: readonly Name[],
  bots: readonly Name[],
  runs: number,
  seed: number,
  play: (bot: Name, rng: Rng) => BotRun,
): BotFigures<Name>[] {
  return bots.map((bot) => {
    const b = names.indexOf(bot);
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
