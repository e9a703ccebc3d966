/** Water Sort's worker tasks: thin adapters from a structured-cloned payload to one rules-lib call. */
import {
  type Board,
  type Curve,
  type CurveLevel,
  type DailyLevel,
  type DifficultyOptions,
  type DifficultyProfile,
  type Hint,
  type SolveOptions,
  type WatersortSearchResult,
  difficultyProfile,
  generateDaily,
  curveLevel,
  hint,
  solveFast,
  solveOptimal,
} from '@levelbench/watersort';
import { gameTasks } from './game-tasks';

/** `watersort.level` ({curve, n}): curveLevel (the pinned board when the curve pins n). */
export function watersortLevel(p: { curve: Curve; n: number }): CurveLevel {
  return curveLevel(p.curve, p.n);
}

/** `watersort.daily` ({date}): generateDaily. */
export function watersortDaily(p: { date: string }): DailyLevel {
  return generateDaily(p.date);
}

/** `watersort.solve` ({board, optimal?, options}): solveOptimal when `optimal`, else solveFast. */
export function watersortSolve(p: { board: Board; optimal?: boolean; options?: SolveOptions }): WatersortSearchResult {
  return p.optimal ? solveOptimal(p.board, p.options) : solveFast(p.board, p.options);
}

/** `watersort.hint` ({board, options}): hint. */
export function watersortHint(p: { board: Board; options?: SolveOptions }): Hint {
  return hint(p.board, p.options);
}

/** `watersort.difficulty` ({board, options}): difficultyProfile. */
export function watersortDifficulty(p: { board: Board; options?: DifficultyOptions }): DifficultyProfile {
  return difficultyProfile(p.board, p.options);
}

/** Water Sort's tags. */
export const watersortTasks = gameTasks('watersort', {
  'watersort.level': watersortLevel,
  'watersort.daily': watersortDaily,
  'watersort.solve': watersortSolve,
  'watersort.hint': watersortHint,
  'watersort.difficulty': watersortDifficulty,
});
