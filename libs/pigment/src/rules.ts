/** Pure game rules: start state, tips, phase classification, undo/restart history. */
import { colorOf, mix, roll, START_DIE } from './die';
import { DIR_STEP, DIRS, type Cell, type Dir, type Phase, type PigmentLevel, type PigmentState } from './types';

/** Row-major cell index. */
export function cellIndex(level: PigmentLevel, [x, y]: Cell): number {
  return y * level.width + x;
}

/** True when `[x, y]` is on the board and not a hole. */
export function isFloor(level: PigmentLevel, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= level.width || y >= level.height) return false;
  return !level.holes.some(([hx, hy]) => hx === x && hy === y);
}

/** True when the string is one of N, S, E, W. */
export function isDir(action: string): action is Dir {
  return action === 'N' || action === 'S' || action === 'E' || action === 'W';
}

/** Directions whose destination is floor, ignoring the phase. */
export function floorTips(level: PigmentLevel, [x, y]: Cell): Dir[] {
  return DIRS.filter((d) => isFloor(level, x + DIR_STEP[d][0], y + DIR_STEP[d][1]));
}

/** True when every mark's stain equals its target. */
export function marksSatisfied(level: PigmentLevel, stains: readonly number[]): boolean {
  return level.marks.every((m) => stains[cellIndex(level, m.at)] === colorOf(m.color));
}

function classify(level: PigmentLevel, pos: Cell, stains: readonly number[], spent: number): Phase {
  if (marksSatisfied(level, stains)) return 'won';
  if (spent >= level.limit || floorTips(level, pos).length === 0) return 'lost';
  return 'play';
}

/** The level's start state (classified, so a level whose marks already hold starts won). */
export function initialState(level: PigmentLevel): PigmentState {
  const stains = new Array<number>(level.width * level.height).fill(0);
  for (const s of level.stains) stains[cellIndex(level, s.at)] = colorOf(s.color);
  const pos: Cell = [level.start[0], level.start[1]];
  return { level, pos, die: START_DIE, stains, spent: 0, phase: classify(level, pos, stains, 0) };
}

/** Applies one tip; a refused tip returns the same state object and spends nothing. */
export function applyTip(state: PigmentState, action: string): { state: PigmentState; accepted: boolean } {
  if (state.phase !== 'play' || !isDir(action)) return { state, accepted: false };
  const { level } = state;
  const to: Cell = [state.pos[0] + DIR_STEP[action][0], state.pos[1] + DIR_STEP[action][1]];
  if (!isFloor(level, to[0], to[1])) return { state, accepted: false };
  const die = roll(state.die, action);
  const stains = state.stains.slice();
  const at = cellIndex(level, to);
  stains[at] = mix(stains[at], die.D);
  const spent = state.spent + 1;
  return { state: { level, pos: to, die, stains, spent, phase: classify(level, to, stains, spent) }, accepted: true };
}

/** Tips the current phase allows (none once won or lost). */
export function legalTips(state: PigmentState): Dir[] {
  return state.phase === 'play' ? floorTips(state.level, state.pos) : [];
}

/** Plays a line of letters from `from` (default: the start); refused letters are counted, not spent. */
export function playLine(level: PigmentLevel, moves: string, from: PigmentState = initialState(level)) {
  let state = from;
  const refused: number[] = [];
  for (let i = 0; i < moves.length; i++) {
    const r = applyTip(state, moves[i]);
    if (!r.accepted) refused.push(i + 1);
    state = r.state;
  }
  return { state, refused };
}

/** A game with history: undo pops exactly the state before the last accepted tip. */
export interface PigmentGame {
  readonly state: PigmentState;
  readonly history: readonly PigmentState[];
}

/** Starts a game on a level. */
export function newGame(level: PigmentLevel): PigmentGame {
  return { state: initialState(level), history: [] };
}

/** Tips in a game; refused tips leave the game unchanged (no history entry). */
export function tip(game: PigmentGame, action: string): PigmentGame {
  const r = applyTip(game.state, action);
  return r.accepted ? { state: r.state, history: [...game.history, game.state] } : game;
}

/** Undoes the last accepted tip (works after a loss or a win); no-op at the start. */
export function undo(game: PigmentGame): PigmentGame {
  if (game.history.length === 0) return game;
  return { state: game.history[game.history.length - 1], history: game.history.slice(0, -1) };
}

/** Rebuilds the level's start state and clears the history. */
export function restart(game: PigmentGame): PigmentGame {
  return newGame(game.state.level);
}
