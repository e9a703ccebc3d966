/** Pigment's worker tasks: thin adapters from a structured-cloned payload to one rules-lib call. */
import {
  analysePigment,
  runAttempts,
  type AttemptResult,
  type SuggestOptions,
  type PigmentAnalysis,
  type PigmentLevel,
  type SolveOptions as PigmentSolveOptions,
} from '@levelbench/pigment';
import { gameTasks } from './game-tasks';

/** `pigment.analyse` payload. */
export interface PigmentPayload {
  readonly level: PigmentLevel;
  readonly options?: PigmentSolveOptions;
}

/** `pigment.analyse`: analysePigment (limit verdict, replays, optimal lines). */
export function pigmentAnalyse(p: PigmentPayload): PigmentAnalysis {
  return analysePigment(p.level, p.options);
}

/** `pigment.suggest` ({options, from, to}): suggester attempts [from, to), collected in order by the caller. */
export function pigmentSuggest(p: { options: SuggestOptions; from: number; to: number }): AttemptResult[] {
  return runAttempts(p.options, p.from, p.to);
}

/** Pigment's tags. */
export const pigmentTasks = gameTasks('pigment', {
  'pigment.analyse': pigmentAnalyse,
  'pigment.suggest': pigmentSuggest,
});
