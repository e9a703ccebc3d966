/**
 * Cheap unsolvability proofs run before any search, each with a sentence saying why: a mark walled off by holes,
 * a mark that no face the die can land there could ever turn its colour, or a mark that cannot be finished even
 * on its own (then the level cannot be either: any winning line finishes that mark at some point).
 */
import type { CompiledBoard } from './board';
import { COLOR_COUNT, colorOf, MIX, ORIENTATIONS } from './die';
import { INF, type Relaxations } from './relaxations';
import type { PigmentLevel } from './types';

const ORIENTS = 24;

/** A start as the solver packs it. */
export interface PackedStart {
  readonly pos: number;
  readonly orient: number;
  readonly code: number;
}

/** The first proof that no line wins from `start`, or null when none of the cheap proofs applies. */
export function unsolvableReason(
  level: PigmentLevel,
  board: CompiledBoard,
  relax: () => Pick<Relaxations, 'single'>,
  start: PackedStart,
): string | null {
  const { nb } = board;
  const nodes = board.cells * ORIENTS;
  const { next, down } = ORIENTATIONS;
  // forward reachability over position × orientation: which faces can land on each cell
  const seen = new Uint8Array(nodes);
  const landed = new Uint16Array(board.cells);
  const queue = new Int32Array(nodes);
  let tail = 0;
  queue[tail++] = start.pos * ORIENTS + start.orient;
  seen[queue[0]] = 1;
  for (let head = 0; head < tail; head++) {
    const pos = Math.floor(queue[head] / ORIENTS);
    const o = queue[head] - pos * ORIENTS;
    for (let k = 0; k < 4; k++) {
      const to = nb[pos * 4 + k];
      if (to < 0) continue;
      const no = next[o * 4 + k];
      landed[to] |= 1 << down[no];
      const node = to * ORIENTS + no;
      if (!seen[node]) {
        seen[node] = 1;
        queue[tail++] = node;
      }
    }
  }
  const stains = level.marks.map((_, i) => Math.floor(start.code / board.pow[i]) % COLOR_COUNT);
  for (let i = 0; i < level.marks.length; i++) {
    const mark = level.marks[i];
    const target = colorOf(mark.color);
    if (stains[i] === target) continue;
    const cell = mark.at[1] * level.width + mark.at[0];
    if (landed[cell] === 0) return `the mark at ${mark.at[0]},${mark.at[1]} cannot be reached`;
    if (!closure(stains[i], landed[cell]).has(target))
      return `the mark at ${mark.at[0]},${mark.at[1]} can never show ${mark.color}`;
  }
  // the relaxations cost more than the proofs above, so they are built only when those found nothing
  const { single } = relax();
  for (let i = 0; i < level.marks.length; i++) {
    const at = level.marks[i].at;
    if (single[i][stains[i] * nodes + start.pos * ORIENTS + start.orient] === INF)
      return `the mark at ${at[0]},${at[1]} can never show ${level.marks[i].color}, even on its own`;
  }
  return null;
}

/** Every stain a cell can reach from `stain` when any of the `faces` (a bitmask) may land on it, any number of times. */
function closure(stain: number, faces: number): Set<number> {
  const out = new Set([stain]);
  const todo = [stain];
  while (todo.length > 0) {
    const s = todo.pop() as number;
    for (let f = 0; f < COLOR_COUNT; f++) {
      if (!(faces & (1 << f))) continue;
      const t = MIX[s * COLOR_COUNT + f];
      if (!out.has(t)) {
        out.add(t);
        todo.push(t);
      }
    }
  }
  return out;
}
