import { assertValidBoard, isWon } from './rules';
import { solveFast } from './solve-fast';
import { solveOptimal } from './solve-optimal';
import type { Board, Move, SolveOptions, SolveStatus } from './types';

/** Node budget of each hint search (optimal first, then fast); larger than the generator's. */
export const HINT_MAX_NODES = 200_000;

/** A hint: the first pour of a verified solution, or a plain statement of why there is none. */
export interface Hint {
  readonly status: SolveStatus;
  readonly pour?: Move;
  readonly nodes: number;
  readonly message: string;
}

/**
 * Hint from any legal position. `solved` carries the first pour of a solution that replays to a
 * win; `exhaustive-unsolvable` says the position is stuck (proven); `aborted` only says that no way
 * forward was found, since an aborted search proves nothing. The optimal solver goes first, so
 * each followed hint lowers the remaining minimum by one and hints never lead in circles; the
 * fast solver is the fallback when the optimal search runs out of budget.
 */
export function hint(board: Board, options: SolveOptions = {}): Hint {
  assertValidBoard(board, 'hint');
  if (isWon(board)) return { status: 'solved', nodes: 0, message: 'The board is already sorted.' };
  const maxNodes = options.maxNodes ?? HINT_MAX_NODES;
  const optimal = solveOptimal(board, { maxNodes });
  const r = optimal.status === 'aborted' ? solveFast(board, { maxNodes }) : optimal;
  if (r.status === 'solved') {
    const [from, to] = r.moves[0];
    return {
      status: 'solved',
      pour: [from, to],
      nodes: r.nodes,
      message: `Pour tube ${from + 1} into tube ${to + 1}.`,
    };
  }
  if (r.status === 'exhaustive-unsolvable') {
    return {
      status: r.status,
      nodes: r.nodes,
      message: 'This position is stuck: every reachable position was searched and none is sorted. Undo or restart.',
    };
  }
  return {
    status: r.status,
    nodes: r.nodes,
    message: 'No way forward was found from here. Undo a few pours or restart.',
  };
}
