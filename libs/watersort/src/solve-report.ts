/** One solve as the CLI's `watersort solve --json` line and `POST /api/watersort/solve` answer it: one row, built here. */
import type { Move, WatersortSearchResult, SolveStatus } from './types';

/** The row of one Water Sort solve. `pours` is the line's length when solved, else null. */
export interface WatersortSolveReport {
  readonly status: SolveStatus;
  readonly moves: readonly Move[];
  readonly pours: number | null;
  /** True when the optimal solver ran: `pours` is then the proven minimum. */
  readonly optimal: boolean;
  readonly nodes: number;
  /** Wall time of the solve, in ms (rounded to µs). */
  readonly ms: number;
}

/** The row of a solve that took `ms` milliseconds with the optimal solver or not. */
export function watersortSolveReport(r: WatersortSearchResult, optimal: boolean, ms: number): WatersortSolveReport {
  return {
    status: r.status,
    moves: r.moves,
    pours: r.status === 'solved' ? r.moves.length : null,
    optimal,
    nodes: r.nodes,
    ms: Math.round(ms * 1000) / 1000,
  };
}
