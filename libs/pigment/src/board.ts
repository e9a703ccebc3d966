/** A level compiled to flat tables for the solver: neighbours, mark slots and packed stain codes. */
import { COLOR_COUNT, MIX, ORIENTATIONS, colorOf, orientationOf } from './die';
import { cellIndex, isFloor } from './rules';
import { DIR_STEP, DIRS, type PigmentLevel, type PigmentState } from './types';

/** Flat tables for one level; stains of marked cells pack into one base-9 integer (`code`). */
export interface CompiledBoard {
  readonly cells: number;
  /** `nb[cell * 4 + dirIndex]`: destination cell of a tip, or -1 when it is not floor. */
  readonly nb: Int32Array;
  /** `floor[cell]`: 1 for floor, 0 for holes. */
  readonly floor: Uint8Array;
  /** `markOf[cell]`: the mark's slot, or -1 for unmarked cells. */
  readonly markOf: Int8Array;
  /** `pow[slot]`: 9^slot, the place value of a mark's stain digit. */
  readonly pow: readonly number[];
  /** The code in which every mark holds its target. */
  readonly target: number;
  /** Number of distinct codes (9^marks). */
  readonly codes: number;
}

/** Compiles a level's board. */
export function compileBoard(level: PigmentLevel): CompiledBoard {
  const cells = level.width * level.height;
  const nb = new Int32Array(cells * 4).fill(-1);
  const floor = new Uint8Array(cells);
  for (let y = 0; y < level.height; y++) {
    for (let x = 0; x < level.width; x++) {
      if (!isFloor(level, x, y)) continue;
      floor[y * level.width + x] = 1;
      DIRS.forEach((d, k) => {
        const [tx, ty] = [x + DIR_STEP[d][0], y + DIR_STEP[d][1]];
        if (isFloor(level, tx, ty)) nb[(y * level.width + x) * 4 + k] = ty * level.width + tx;
      });
    }
  }
  const markOf = new Int8Array(cells).fill(-1);
  const pow: number[] = [];
  let target = 0;
  level.marks.forEach((m, i) => {
    pow.push(COLOR_COUNT ** i);
    markOf[cellIndex(level, m.at)] = i;
    target += colorOf(m.color) * pow[i];
  });
  return { cells, nb, floor, markOf, pow, target, codes: COLOR_COUNT ** level.marks.length };
}

/** Packs a state's marked stains into a code. */
export function codeOf(level: PigmentLevel, board: CompiledBoard, state: PigmentState): number {
  return level.marks.reduce((code, m, i) => code + state.stains[cellIndex(level, m.at)] * board.pow[i], 0);
}

/** Position, orientation and code of a state. */
export function packState(level: PigmentLevel, board: CompiledBoard, state: PigmentState) {
  const orient = orientationOf(state.die);
  if (orient < 0) throw new Error('the die is not in an orientation reachable from the start');
  return { pos: cellIndex(level, state.pos), orient, code: codeOf(level, board, state) };
}

/**
 * The move rule on packed states: the code after the die lands on `to` in orientation `no` (a mark's stain mixes
 * with the face now down; other cells are not part of the code). Every search steps with this.
 */
export function landOn(board: CompiledBoard, to: number, no: number, code: number): number {
  const m = board.markOf[to];
  if (m < 0) return code;
  const s = Math.floor(code / board.pow[m]) % COLOR_COUNT;
  return code + (MIX[s * COLOR_COUNT + ORIENTATIONS.down[no]] - s) * board.pow[m];
}

/**
 * The move rule backwards: every code before a landing on `to` in orientation `o` that `landOn` turns into `code`
 * (`code` itself off the marks; on a mark, one code for each stain the face down mixes into the mark's stain).
 */
export function codesBefore(board: CompiledBoard, to: number, o: number, code: number): number[] {
  const m = board.markOf[to];
  if (m < 0) return [code];
  const p = board.pow[m];
  const digit = Math.floor(code / p) % COLOR_COUNT;
  const face = ORIENTATIONS.down[o];
  const out: number[] = [];
  for (let s = 0; s < COLOR_COUNT; s++) if (MIX[s * COLOR_COUNT + face] === digit) out.push(code + (s - digit) * p);
  return out;
}
