import {
  colorName,
  unwinnableCheck,
  newGame,
  restart,
  tip,
  undo,
  winnableFrom,
  type Die,
  type Dir,
  type PigmentGame,
  type PigmentLevel,
} from '@levelbench/pigment';
import { ColorName } from './level-file';
import { PlayOverlay } from './board-view';

/** A play-test: the rules' game with its history, the accepted tips as letters, and where winning stopped being possible. */
export interface PlaySession {
  readonly game: PigmentGame;
  readonly moves: string;
  /** 1-based tip after which no win within the limit exists (0: not winnable from the start), or null. */
  readonly unwinnableAt: number | null;
  /** Set instead when the check's state budget stopped it: the tip (same numbering) whose verdict is unknown. */
  readonly undecidedAt: number | null;
}

/**
 * State budget for the "no longer winnable" check (the editor's solver, run on the UI thread, so kept bounded).
 * When it runs out the session says it cannot tell, never "winnable".
 */
export const UNWINNABLE_MAX_STATES = 300_000;

function withVerdict(game: PigmentGame, moves: string): PlaySession {
  const check = unwinnableCheck(game.state.level, moves, { maxStates: UNWINNABLE_MAX_STATES });
  return { game, moves, unwinnableAt: check.at, undecidedAt: check.undecidedAt };
}

/** Starts a play-test on a level. */
export function startSession(level: PigmentLevel): PlaySession {
  return withVerdict(newGame(level), '');
}

/** One tip; returns the same session when the rules refuse it (no move spent). */
export function tipSession(s: PlaySession, dir: Dir): PlaySession {
  const game = tip(s.game, dir);
  if (game === s.game) return s;
  const moves = s.moves + dir;
  // once a line is lost for good it stays lost; otherwise only the newest state needs a search —
  // the same per-prefix test firstUnwinnableTip makes, without re-solving the earlier prefixes
  if (s.unwinnableAt !== null) return { game, moves, unwinnableAt: s.unwinnableAt, undecidedAt: null };
  const w = winnableFrom(game.state, { maxStates: UNWINNABLE_MAX_STATES });
  return {
    game,
    moves,
    unwinnableAt: w === false ? moves.length : null,
    undecidedAt: w === null ? moves.length : null,
  };
}

/** Undoes the last tip (also after a loss or a win). */
export function undoSession(s: PlaySession): PlaySession {
  if (!s.moves) return s;
  const moves = s.moves.slice(0, -1);
  const unwinnableAt = s.unwinnableAt !== null && s.unwinnableAt <= moves.length ? s.unwinnableAt : null;
  const undecidedAt = s.undecidedAt !== null && s.undecidedAt <= moves.length ? s.undecidedAt : null;
  return { game: undo(s.game), moves, unwinnableAt, undecidedAt };
}

/** Rebuilds the start state and clears the history. */
export function restartSession(s: PlaySession): PlaySession {
  return withVerdict(restart(s.game), '');
}

/** Plays a whole line from the start (refused letters are skipped). */
export function playMoves(level: PigmentLevel, line: string): PlaySession {
  let s = startSession(level);
  for (const c of line) s = tipSession(s, c as Dir);
  return s;
}

/** What the board draws for a session. */
export function sessionOverlay(s: PlaySession): PlayOverlay {
  return { pos: s.game.state.pos, stains: s.game.state.stains.map((c) => colorName(c) as ColorName) };
}

/** The die's faces by name. */
export function dieFaces(die: Die): Record<'D' | 'U' | 'N' | 'S' | 'E' | 'W', ColorName> {
  return {
    D: colorName(die.D),
    U: colorName(die.U),
    N: colorName(die.N),
    S: colorName(die.S),
    E: colorName(die.E),
    W: colorName(die.W),
  };
}

/** The banner text for a finished or doomed session, or null while all is open. */
export function sessionBanner(s: PlaySession): { kind: 'won' | 'lost' | 'doomed' | 'undecided'; text: string } | null {
  const { phase, spent, level } = s.game.state;
  if (phase === 'won') return { kind: 'won', text: `Won in ${spent} of ${level.limit} moves.` };
  if (phase === 'lost') {
    const why = spent >= level.limit ? 'The move limit is used up' : 'No legal tip is left';
    return { kind: 'lost', text: `Lost. ${why} and a mark is wrong. Undo or restart.` };
  }
  if (s.unwinnableAt !== null) {
    const when = s.unwinnableAt === 0 ? 'from the start' : `after tip ${s.unwinnableAt}`;
    return { kind: 'doomed', text: `No longer winnable ${when}: no line wins within the limit. Undo or restart.` };
  }
  if (s.undecidedAt !== null) {
    const when = s.undecidedAt === 0 ? 'from the start' : `after tip ${s.undecidedAt}`;
    const budget = UNWINNABLE_MAX_STATES.toLocaleString('en');
    return {
      kind: 'undecided',
      text: `Cannot tell whether a win is still possible ${when}: the check stopped at its budget of ${budget} states.`,
    };
  }
  return null;
}
