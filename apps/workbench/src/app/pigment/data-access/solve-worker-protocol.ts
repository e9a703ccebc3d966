import type { PigmentLevel, PigmentSearchResult } from '@levelbench/pigment';
import type { PigmentSolveReport } from '@levelbench/pigment';

/**
 * A solve request: the level as the editor holds it, the state budget (the level's own `maxStates`, else the
 * solver's default: the one `pigment verify` uses), and, when only the limit changed since the last answer, that
 * answer (`known`): the worker re-checks the limit and the replays against it without searching again.
 */
export interface SolveRequest {
  readonly level: PigmentLevel;
  readonly maxStates: number;
  readonly known?: PigmentSearchResult;
}

/** How far a running solve has got: states stored, the lower bound on the shortest line, elapsed milliseconds. */
export interface SolveProgress {
  readonly states: number;
  readonly bound: number;
  readonly ms: number;
}

/** What the solve worker posts: progress while it searches, then one result (or an error). */
export type SolveEvent =
  | ({ readonly type: 'progress' } & SolveProgress)
  | { readonly type: 'result'; readonly result: PigmentSolveReport }
  | { readonly type: 'error'; readonly message: string };

/** What a solve emits to the page: progress while it searches, then its result (errors become Observable errors). */
export type SolveStep = Exclude<SolveEvent, { type: 'error' }>;
