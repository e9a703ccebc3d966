/**
 * The play-testing bots' worker tasks (tags `bots.*`): one board or level per task, every bot's runs in it.
 * A Water Sort board is named by its place (a curve level, a daily) and generated in the worker, or given whole.
 */
import { type PigmentBotsOptions, type PigmentBotsReport, type PigmentLevel, pigmentBots } from '@levelbench/pigment';
import {
  type Board,
  type Curve,
  type WatersortBotsOptions,
  type WatersortBotsReport,
  generateDaily,
  levelBoard,
  watersortBots,
} from '@levelbench/watersort';
import { gameTasks } from './game-tasks';

/** Which Water Sort board the bots play: a curve level, a daily, or a board as files hold it. */
export type WatersortBotsBoard =
  | { readonly kind: 'level'; readonly curve: Curve; readonly n: number }
  | { readonly kind: 'daily'; readonly date: string }
  | { readonly kind: 'board'; readonly board: Board };

/** The run options the tasks pass on (the rest is the lib's default). */
type RunOptions = Pick<WatersortBotsOptions & PigmentBotsOptions, 'runs' | 'seed' | 'budget'>;

/** The board of a source (curve level, pinned or generated, and daily as `watersort level` / `daily` serve them). */
export function watersortBotsBoard(source: WatersortBotsBoard): Board {
  if (source.kind === 'board') return source.board;
  return source.kind === 'level' ? levelBoard(source.curve, source.n) : generateDaily(source.date).board;
}

/** `bots.watersort` ({source, runs?, seed?, budget?}): every bot on the source's board. */
export function botsWatersort(p: { source: WatersortBotsBoard } & RunOptions): WatersortBotsReport {
  return watersortBots(watersortBotsBoard(p.source), { runs: p.runs, seed: p.seed, budget: p.budget });
}

/** `bots.pigment` ({level, runs?, seed?, budget?, maxStates?}): every bot on the level. */
export function botsPigment(p: { level: PigmentLevel; maxStates?: number } & RunOptions): PigmentBotsReport {
  return pigmentBots(p.level, {
    runs: p.runs,
    seed: p.seed,
    budget: p.budget,
    maxStates: p.maxStates ?? p.level.maxStates,
  });
}

/** The bots' tags. */
export const botsTasks = gameTasks('bots', {
  'bots.watersort': botsWatersort,
  'bots.pigment': botsPigment,
});
