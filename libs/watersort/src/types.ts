/** A board as files, the CLI and the UI exchange it: colour names per tube, bottom→top; empty tube `[]`. */
export interface Board {
  readonly capacity: number;
  readonly tubes: readonly (readonly string[])[];
}

/** A pour as `[from, to]`, 0-based tube indices. */
export type Move = readonly [number, number];

/** A pour that happened: which tubes, and how many units moved (needed to undo a partial pour). */
export interface Pour {
  readonly from: number;
  readonly to: number;
  readonly amount: number;
}

/** How a search ended: a verified solution, a proof that none exists, or the node budget ran out. */
export type SolveStatus = 'solved' | 'exhaustive-unsolvable' | 'aborted';

/** A solver's answer; `moves` is empty unless `status` is `solved`. */
export interface WatersortSearchResult {
  readonly status: SolveStatus;
  readonly moves: readonly Move[];
  readonly nodes: number;
}

/** Options shared by both solvers: `maxNodes` bounds the number of expanded states. */
export interface SolveOptions {
  readonly maxNodes?: number;
}
