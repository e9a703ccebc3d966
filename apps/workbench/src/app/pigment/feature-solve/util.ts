import { SolveState } from '../data-access/solve.store';
import type { SolveProgress } from '../data-access/solve-worker-protocol';

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

const count = (n: number) => n.toLocaleString('en');

/** A running search's progress as one line: states so far, the bound reached, elapsed time. */
export function progressLine(p: SolveProgress | undefined): string {
  if (!p) return 'Starting…';
  return `${count(p.states)} states · no line shorter than ${p.bound} moves · ${(p.ms / 1000).toFixed(1)} s`;
}

/**
 * The "Optimal lines" figure: the exact count, "≥ n" when only n lines were listed, and a dash when there is
 * no shortest line to count (unsolvable, or the search stopped first) — never "≥ 0".
 */
export function optimalCountText(r: {
  shortest: number | null;
  optimalCount: number | null;
  optimalLines: readonly string[];
}): string {
  if (r.shortest === null) return '–';
  return r.optimalCount !== null ? String(r.optimalCount) : `≥ ${r.optimalLines.length}`;
}

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
    case 'cancelled':
      return {
        headline: s.progress
          ? `Cancelled after ${count(s.progress.states)} states: no line is shorter than ${s.progress.bound} moves.`
          : 'Cancelled.',
        verdict: null,
        shortest: null,
        canSetLimit: false,
      };
    case 'error':
      return { headline: `The solver failed: ${s.problem.message}`, verdict: null, shortest: null, canSetLimit: false };
    case 'done': {
      const r = s.result;
      const shortest = r.shortest;
      const headline =
        shortest === null
          ? r.exhaustive
            ? `Unsolvable: ${r.reason ?? 'no line wins (search was exhaustive)'}.`
            : r.aborted
              ? `No answer within the state budget of ${count(r.states)} states${s.progress ? `: no line is shorter than ${s.progress.bound} moves` : ''}; raise it to decide.`
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

/**
 * Why saving the level now deserves a warning (null: save at once): the solver's answer says no line wins, or its
 * search stopped at the budget or was cancelled, so `pigment verify` would fail the file. A solve still running (the
 * designer saves right after an edit) or no answer yet does not ask: the level list shows the verdict once it is known.
 */
export function saveDoubt(s: SolveState): string | null {
  switch (s.kind) {
    case 'done':
      if (s.result.solvable) return null;
      return s.result.exhaustive
        ? `This level is unsolvable: ${s.result.reason ?? 'no line wins'}.`
        : 'This level is unproven: the search stopped at its state budget, so pigment verify will fail it.';
    case 'cancelled':
      return 'This level is unproven: its solve was cancelled.';
    default:
      return null;
  }
}
