/**
 * Play-testing bots: a seeded population of simulated players on one level, deterministic for a seed.
 * Each run has a budget of moves (default 3 × the shortest line) in which every tip, undo and restart counts one.
 *
 * A position is **stuck** when the game is lost (the limit is spent, or no tip leads to floor) or no win within
 * the limit is left by the solver's cheap bound (tips spent + h > limit, h the relaxations' admissible distance:
 * a proof, computed in constant time, that catches many dead ends at once and the rest at the limit), or every
 * tip leads to a position the run has already met since its last restart (only after undos: tips spent are part
 * of a position, so a line never repeats one).
 */
import { BOT_BUDGET_FACTOR, BOT_NAMES, DEFAULT_BOT_RUNS, type BotName } from '@levelbench/random';
import { assertBotRuns, drawLowest, nextInt, playBots, type Rng } from '@levelbench/random';
import type { BotFigures, BotsOptions, BotsReport } from '@levelbench/random';
import { compileBoard, landOn, packState, type CompiledBoard } from './board';
import { COLOR_COUNT, ORIENTATIONS, colorOf } from './die';
import { INF, landingsTo, relaxationsOf, type Relaxations } from './relaxations';
import { initialState } from './rules';
import { solvePigment } from './solver';
import type { PigmentLevel } from './types';

/** The shared bots under Pigment's names, in report order: `greedy` and `lookahead` undo one tip when stuck. */
export const PIGMENT_BOT_NAMES = BOT_NAMES;
export type PigmentBotName = BotName;

/** Runs per bot when the caller does not say; a run's budget in multiples of the shortest line. */
export const PIGMENT_BOT_RUNS = DEFAULT_BOT_RUNS;
export const PIGMENT_BOT_BUDGET_FACTOR = BOT_BUDGET_FACTOR;

/** How one bot did: solved runs, their share, and the mean moves (tips + undos + restarts) of the solved ones. */
export type PigmentBotFigures = BotFigures;

/** The population's result on one level; `optimal` is the shortest winning line (limit ignored). */
export type PigmentBotsReport = BotsReport;

/** Options of `pigmentBots`: without `optimal`, `solvePigment` runs with `maxStates`. */
export interface PigmentBotsOptions extends BotsOptions {
  readonly maxStates?: number;
}

/** A packed position: cell, die orientation, stains of the marks, tips spent. */
interface Pos {
  readonly pos: number;
  readonly orient: number;
  readonly code: number;
  readonly spent: number;
}

/** A mark's stain that no landing turns into its colour weighs this many landings. */
const UNREACHABLE = 16;

/** One level compiled for the bots: moves, the stuck test and the greedy score. */
export class PigmentBotBoard {
  readonly start: Pos;
  private readonly board: CompiledBoard;
  private readonly relax: Relaxations;
  private readonly need: readonly number[][];
  private readonly marks: readonly { x: number; y: number; target: number; pow: number }[];

  constructor(private readonly level: PigmentLevel) {
    this.board = compileBoard(level);
    this.relax = relaxationsOf(level, this.board);
    const s = packState(level, this.board, initialState(level));
    this.start = { ...s, spent: 0 };
    this.marks = level.marks.map((m, i) => ({
      x: m.at[0],
      y: m.at[1],
      target: colorOf(m.color),
      pow: this.board.pow[i],
    }));
    this.need = this.marks.map((m) => landingsTo(m.target).map((n) => (n === INF ? UNREACHABLE : n)));
  }

  /** An integer naming the position (tips spent included). */
  key(p: Pos): number {
    return ((p.code * this.board.cells + p.pos) * 24 + p.orient) * (this.level.limit + 1) + p.spent;
  }

  won(p: Pos): boolean {
    return p.code === this.board.target;
  }

  /** Lost, or no win within the limit left by the bound (see the file's comment). */
  stuck(p: Pos): boolean {
    if (this.won(p)) return false;
    if (p.spent >= this.level.limit || this.tips(p).length === 0) return true;
    return p.spent + this.relax.bound(this.board, p.pos, p.orient, p.code) > this.level.limit;
  }

  /** The positions one tip away (N, S, E, W order), off the board and holes left out. */
  tips(p: Pos): Pos[] {
    const out: Pos[] = [];
    for (let k = 0; k < 4; k++) {
      const to = this.board.nb[p.pos * 4 + k];
      if (to < 0) continue;
      const orient = ORIENTATIONS.next[p.orient * 4 + k];
      out.push({ pos: to, orient, code: landOn(this.board, to, orient, p.code), spent: p.spent + 1 });
    }
    return out;
  }

  /**
   * The greedy score, lower is better: the landings the marks still need to show their colours (`landingsTo`,
   * summed), then the steps from the die to the nearest mark that does not show its colour yet.
   */
  score(p: Pos): number {
    const w = this.level.width;
    const [x, y] = [p.pos % w, Math.floor(p.pos / w)];
    let colour = 0;
    let nearest = 0;
    for (let m = 0; m < this.marks.length; m++) {
      const mark = this.marks[m];
      const stain = Math.floor(p.code / mark.pow) % COLOR_COUNT;
      if (stain === mark.target) continue;
      colour += this.need[m][stain];
      const d = Math.abs(mark.x - x) + Math.abs(mark.y - y);
      if (nearest === 0 || d < nearest) nearest = d;
    }
    return colour * 1024 + nearest;
  }
}

/** Lookahead's value of a position: the best score within one more tip, itself included; Infinity when stuck. */
function lookaheadValue(b: PigmentBotBoard, p: Pos, seen: ReadonlySet<number>): number {
  if (b.won(p)) return 0;
  if (b.stuck(p)) return Infinity;
  let best = b.score(p);
  for (const q of b.tips(p)) if (!seen.has(b.key(q)) && (b.won(q) || !b.stuck(q))) best = Math.min(best, b.score(q));
  return best;
}

function choose(bot: PigmentBotName, b: PigmentBotBoard, next: Pos[], seen: ReadonlySet<number>, rng: Rng): Pos {
  if (bot === 'random') return next[nextInt(rng, 0, next.length - 1)];
  const scored = next.map((p) => ({
    p,
    value: bot === 'greedy' ? b.score(p) : lookaheadValue(b, p, seen),
    tie: b.score(p),
  }));
  return drawLowest(scored, rng).p;
}

/** One run of `bot` from the level's start with `budget` moves, its choices drawn from `rng`. */
export function playPigmentBotRun(bot: PigmentBotName, b: PigmentBotBoard, budget: number, rng: Rng) {
  let here = b.start;
  const seen = new Set<number>([b.key(here)]);
  const line: Pos[] = [];
  let moves = 0;
  while (!b.won(here) && moves < budget) {
    moves++;
    const next = b.stuck(here) ? [] : b.tips(here).filter((p) => !seen.has(b.key(p)));
    if (next.length > 0) {
      line.push(here);
      here = choose(bot, b, next, seen, rng);
      seen.add(b.key(here));
    } else if (bot !== 'random' && line.length > 0) {
      here = line.pop() as Pos;
    } else {
      here = b.start;
      seen.clear();
      seen.add(b.key(here));
      line.length = 0;
    }
  }
  return { solved: b.won(here), moves };
}

/**
 * Plays every bot `runs` times on the level. Run r of bot b draws from its own generator seeded with
 * `hashInts(seed, b, r)`, so a result depends only on the level, the seed, the runs and the budget.
 */
export function pigmentBots(level: PigmentLevel, opts: PigmentBotsOptions = {}): PigmentBotsReport {
  const runs = opts.runs ?? PIGMENT_BOT_RUNS;
  const seed = opts.seed ?? 1;
  assertBotRuns(runs, 'pigmentBots');
  let optimal = opts.optimal;
  if (optimal === undefined) optimal = solvePigment(level, { maxStates: opts.maxStates, linesCap: 0 }).shortest;
  const budget = opts.budget ?? (optimal === null ? 0 : PIGMENT_BOT_BUDGET_FACTOR * optimal);
  const board = new PigmentBotBoard(level);
  const bots = playBots(opts.bots ?? PIGMENT_BOT_NAMES, runs, seed, (bot, rng) =>
    playPigmentBotRun(bot, board, budget, rng),
  );
  return { optimal, budget, runs, seed, bots };
}
