import type { Board, DifficultyProfile, WatersortSolveReport } from '@levelbench/watersort';

/** What the editor's worker works out for a board: the optimal solve, then (when solved) the difficulty profile. */
export interface BoardAnalysis {
  /** The optimal solver's row: `pours` is the proven minimum when `status` is `solved`. */
  readonly solve: WatersortSolveReport;
  /** The difficulty profile; null when the board is not proven solvable. */
  readonly difficulty: DifficultyProfile | null;
  readonly mixedness: number;
  /** Legal pours from the start. */
  readonly firstPours: number;
  /** Wall time of the whole analysis, in ms. */
  readonly ms: number;
}

/** The step a running analysis is in. */
export type AnalysisPhase = 'solve' | 'difficulty';

/** What the worker posts: each phase as it starts, then one result (or an error). */
export type BoardAnalysisEvent =
  | { readonly type: 'phase'; readonly phase: AnalysisPhase; readonly ms: number }
  | { readonly type: 'result'; readonly result: BoardAnalysis }
  | { readonly type: 'error'; readonly message: string };

/** One request: the board as the editor holds it (the rules must accept it). */
export interface BoardAnalysisRequest {
  readonly board: Board;
}
