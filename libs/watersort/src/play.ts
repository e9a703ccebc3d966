import { applyPour, isWon, undoPour } from './rules';
import type { Board, Pour } from './types';

/** A game in progress: the current board and every pour made, so undo is unlimited and the move count is `pours.length`. */
export interface PlayState {
  readonly start: Board;
  readonly board: Board;
  readonly pours: readonly Pour[];
  readonly won: boolean;
}

/** A new game on a board. */
export function startPlay(board: Board): PlayState {
  return { start: board, board, pours: [], won: isWon(board) };
}

/** Taps `from` then `to`: a legal pour adds one move; an illegal tap returns the same state (no move, no penalty). */
export function playPour(state: PlayState, from: number, to: number): PlayState {
  if (state.won) return state;
  const r = applyPour(state.board, from, to);
  if (!r) return state;
  return { start: state.start, board: r.board, pours: [...state.pours, r.pour], won: isWon(r.board) };
}

/** Takes the last pour back, and the move count with it; nothing to undo returns the same state. */
export function undoLast(state: PlayState): PlayState {
  const last = state.pours[state.pours.length - 1];
  if (!last) return state;
  const board = undoPour(state.board, last);
  return { start: state.start, board, pours: state.pours.slice(0, -1), won: isWon(board) };
}
