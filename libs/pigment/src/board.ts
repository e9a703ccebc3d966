/** A level compiled to flat tables for the solver: neighbours, mark slots and packed stain codes. */
import { COLOR_COUNT, colorOf, orientationOf } from './die';
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
