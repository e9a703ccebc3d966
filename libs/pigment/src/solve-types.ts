/** The solver contract shared by `solvePigment` (best-first) and `solvePigmentBfs` (the reference). */
import type { PigmentState } from './types';

/** Search options: move horizon, state budget, how many optimal lines to list, and an optional start state. */
export interface SolveOptions {
  /** Search only lines of at most this many tips (e.g. `limit - spent` to honour the move limit). */
  readonly maxMoves?: number;
  /** Stop (with `aborted: true`) once this many distinct states have been discovered. */
  readonly maxStates?: number;
  /** Cap on `optimalLines` (default 20; the solution is always found). */
  readonly linesCap?: number;
  /** Solve from this state instead of the level's start. */
  readonly from?: PigmentState;
  /** Honour the move limit: states with `spent == limit` are lost (terminal), so only wins within the limit count. */
  readonly withinLimit?: boolean;
  /** Called every `progressEvery` stored states (and once at the end) with how far the search has got. */
  readonly onProgress?: (progress: SolveProgress) => void;
  /** Polled every `progressEvery` stored states; returning true stops the search (`aborted`, `cancelled`). */
  readonly shouldStop?: () => boolean;
  /** How often (in stored states) progress is reported and `shouldStop` polled; default 65,536. */
  readonly progressEvery?: number;
}

/** How far a running search has got; the caller measures elapsed time (the lib has no clock). */
export interface SolveProgress {
  /** Distinct states stored so far. */
  readonly states: number;
  /** Current lower bound on the shortest line (the f-bound of the best-first search, or the BFS depth). */
  readonly bound: number;
}

/** Solver answer; `exhaustive` means nothing was cut short, so `solvable: false` is a proof. */
export interface PigmentSearchResult {
  readonly solvable: boolean;
  /** Proven minimum number of tips, or null when none was found. */
  readonly shortest: number | null;
  /** Exact number of distinct shortest tip sequences (null if the budget stopped the count). */
  readonly optimalCount: number | null;
  /** One shortest line as letters (the first of `optimalLines`). */
  readonly solution: string | null;
  /** Shortest lines, sorted, at most `linesCap`. */
  readonly optimalLines: readonly string[];
  readonly exhaustive: boolean;
  readonly aborted: boolean;
  /** Distinct states discovered. */
  readonly states: number;
  /**
   * Why there is no line, or why there is no answer, as a sentence: "the mark at 3,4 cannot be reached",
   * "the mark at 2,2 can never show green", "exhaustive: all 1,234 states explored, none wins",
   * "the search stopped at its budget of N states". Absent when the level is solved.
   */
  readonly reason?: string;
  /** True when `shouldStop` ended the search (then `aborted` is true too). */
  readonly cancelled?: boolean;
}

/**
 * Default state budget of `solvePigment` (and of the editor, `pigment verify` and the server, unless a level sets its
 * own `maxStates`): the large set (8×8 and 10×10, 5–7 marks) and the xl set (10×10–12×12, 6–7 marks) need at most
 * ~6,000 since issue #25; a stored state costs ~110 bytes with its share of the key map, so the whole budget stays
 * under 1 GiB.
 */
export const DEFAULT_MAX_STATES = 8_000_000;
