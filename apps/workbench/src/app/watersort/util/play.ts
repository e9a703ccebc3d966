import { applyPour, isWon, undoPour, type Board, type Move, type Pour } from '@levelbench/watersort';

/** A play-test in progress; every field changes only through the functions below. */
export interface PlayState {
  readonly start: Board;
  readonly board: Board;
  readonly history: readonly Pour[];
  /** The lifted tube, or null. */
  readonly selected: number | null;
  readonly hintsUsed: number;
  readonly won: boolean;
  /** Clock time (ms) of the first pour and of the win; the clock is the caller's, these only store it. */
  readonly startedAt: number | null;
  readonly wonAt: number | null;
}

/** A fresh play-test of a board. */
export function newPlay(board: Board): PlayState {
  return {
    start: board,
    board,
    history: [],
    selected: null,
    hintsUsed: 0,
    won: isWon(board),
    startedAt: null,
    wonAt: null,
  };
}

/**
 * A tap on tube i at clock time `now`: with nothing lifted it lifts a non-empty tube; tapping the
 * lifted tube puts it down; tapping another tube pours if the pour is legal. An illegal pour is
 * simply no move (the lifted tube stays lifted). Nothing happens after the win.
 */
export function tap(s: PlayState, i: number, now: number): PlayState {
  if (s.won || i < 0 || i >= s.board.tubes.length) return s;
  if (s.selected === null) return s.board.tubes[i].length ? { ...s, selected: i } : s;
  if (s.selected === i) return { ...s, selected: null };
  return pour(s, [s.selected, i], now);
}

/** Puts a lifted tube down again (Esc). */
export function putDown(s: PlayState): PlayState {
  return s.selected === null ? s : { ...s, selected: null };
}

/** Pours `from → to` directly (used when following a hint); an illegal pour returns the state unchanged. */
export function pour(s: PlayState, [from, to]: Move, now: number): PlayState {
  if (s.won) return s;
  const r = applyPour(s.board, from, to);
  if (!r) return s;
  const won = isWon(r.board);
  return {
    ...s,
    board: r.board,
    history: [...s.history, r.pour],
    selected: null,
    won,
    startedAt: s.startedAt ?? now,
    wonAt: won ? now : null,
  };
}

/** Takes the last pour back (the move count goes down with it); unlimited. */
export function undo(s: PlayState): PlayState {
  const last = s.history[s.history.length - 1];
  if (!last) return { ...s, selected: null };
  return {
    ...s,
    board: undoPour(s.board, last),
    history: s.history.slice(0, -1),
    selected: null,
    won: false,
    wonAt: null,
  };
}

/** Back to the start position; hints used stay counted for this play-through. */
export function restart(s: PlayState): PlayState {
  return { ...newPlay(s.start), hintsUsed: s.hintsUsed };
}

/** Counts a hint request. */
export function noteHint(s: PlayState): PlayState {
  return { ...s, hintsUsed: s.hintsUsed + 1 };
}

/** Pours so far (one pour = one move whatever it carried). */
export function moveCount(s: PlayState): number {
  return s.history.length;
}

/** "1:05" / "12.3 s" — elapsed time from first pour to the win. */
export function formatElapsed(ms: number): string {
  if (ms < 60_000) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  const total = Math.round(ms / 1000);
  const m = Math.floor(total / 60);
  const sec = total % 60;
  return `${m}:${String(sec).padStart(2, '0')}`;
}
