import { applyPour, isWon, undoPour } from './rules';
import type { Board, Move, Pour } from './types';

/**
 * A game in progress, as the player sees it: the board, every pour made (so undo is unlimited and the move count
 * is `pours.length`), the lifted tube, hints asked and when play started and was won. Pure: the clock is the
 * caller's (`now` arguments), these fields only store it. Every field changes only through the functions below.
 */
export interface PlayState {
  readonly start: Board;
  readonly board: Board;
  readonly pours: readonly Pour[];
  readonly won: boolean;
  /** The lifted tube, or null. */
  readonly selected: number | null;
  readonly hintsUsed: number;
  /** Clock time of the first pour and of the win (null before them). */
  readonly startedAt: number | null;
  readonly wonAt: number | null;
}

/** A new game on a board. */
export function startPlay(board: Board): PlayState {
  return {
    start: board,
    board,
    pours: [],
    won: isWon(board),
    selected: null,
    hintsUsed: 0,
    startedAt: null,
    wonAt: null,
  };
}

/** Pours `from → to` at clock time `now`: a legal pour adds one move; an illegal one returns the same state (no move, no penalty). */
export function playPour(state: PlayState, from: number, to: number, now = 0): PlayState {
  if (state.won) return state;
  const r = applyPour(state.board, from, to);
  if (!r) return state;
  const won = isWon(r.board);
  return {
    ...state,
    board: r.board,
    pours: [...state.pours, r.pour],
    won,
    selected: null,
    startedAt: state.startedAt ?? now,
    wonAt: won ? now : null,
  };
}

/**
 * A tap on tube i at clock time `now`: with nothing lifted it lifts a non-empty tube; tapping the lifted tube puts
 * it down; tapping another tube pours if the pour is legal, else nothing happens (the tube stays lifted). Nothing
 * happens after the win.
 */
export function tapTube(state: PlayState, i: number, now = 0): PlayState {
  if (state.won || !Number.isInteger(i) || i < 0 || i >= state.board.tubes.length) return state;
  if (state.selected === null) return state.board.tubes[i].length ? { ...state, selected: i } : state;
  if (state.selected === i) return { ...state, selected: null };
  return playPour(state, state.selected, i, now);
}

/** Pours a move (a hint's, say) at clock time `now`; the same as `playPour`. */
export function playMove(state: PlayState, [from, to]: Move, now = 0): PlayState {
  return playPour(state, from, to, now);
}

/** Puts a lifted tube down again. */
export function putDown(state: PlayState): PlayState {
  return state.selected === null ? state : { ...state, selected: null };
}

/** Takes the last pour back, and the move count with it (a lifted tube goes down); nothing to undo returns the same state. */
export function undoLast(state: PlayState): PlayState {
  const last = state.pours[state.pours.length - 1];
  if (!last) return putDown(state);
  const board = undoPour(state.board, last);
  const won = isWon(board);
  return { ...state, board, pours: state.pours.slice(0, -1), won, selected: null, wonAt: won ? state.wonAt : null };
}

/** Back to the start position; the hints used stay counted for this play-through. */
export function restartPlay(state: PlayState): PlayState {
  return { ...startPlay(state.start), hintsUsed: state.hintsUsed };
}

/** Counts a hint asked for. */
export function noteHint(state: PlayState): PlayState {
  return { ...state, hintsUsed: state.hintsUsed + 1 };
}

/** Pours so far (one pour = one move, whatever it carried). */
export function moveCount(state: PlayState): number {
  return state.pours.length;
}
