import { SolveState } from '../data-access/solve.store';

/** Plain-word summary lines of a solve state, for the panel and for tests. */
export interface SolveSummary {
  readonly headline: string;
  readonly verdict: string | null;
  readonly shortest: number | null;
  readonly canSetLimit: boolean;
}

const VERDICT: Record<string, string> = {
  ok: 'Limit equals the shortest solution.',
  slack: 'Limit is above the shortest solution (slack).',
  impossible: 'No win within the limit (impossible).',
  unknown: 'The search budget ran out before an answer (unknown).',
};

/** What the solve panel says about a state; `limit` is the level's current limit. */
export function solveSummary(s: SolveState, limit: number): SolveSummary {
  switch (s.kind) {
    case 'idle':
      return {
        headline: 'Nothing to solve until the level is valid.',
        verdict: null,
        shortest: null,
        canSetLimit: false,
      };
    case 'running':
      return { headline: 'Solving…', verdict: null, shortest: null, canSetLimit: false };
    case 'error':
      return { headline: `The solver failed: ${s.problem.message}`, verdict: null, shortest: null, canSetLimit: false };
    case 'done': {
      const r = s.result;
      const shortest = r.shortest;
      const headline =
        shortest === null
          ? r.exhaustive
            ? 'Unsolvable: no line wins (search was exhaustive).'
            : 'No solution found within the search budget.'
          : `Shortest solution: ${shortest} ${shortest === 1 ? 'move' : 'moves'}.`;
      return {
        headline,
        verdict: VERDICT[r.limitVerdict] ?? r.limitVerdict,
        shortest,
        canSetLimit: shortest !== null && shortest > 0 && shortest !== limit,
      };
    }
  }
}
