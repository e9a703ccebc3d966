/**
 * The reference solver: exhaustive breadth-first search over position × orientation × stains of marked cells,
 * counting shortest lines. `solvePigment` (best-first, solver.ts) must agree with it; the bench uses it as the baseline.
 */
import { codesBefore, compileBoard, landOn, packState, type CompiledBoard } from '../board';
import { ORIENTATIONS } from '../die';
import { initialState } from '../rules';
import { StateStore } from '../state-store';
import type { SolveOptions, PigmentSearchResult } from '../solve-types';

/** The reference search's own budget (it needs far more states than `solvePigment`). */
export const BFS_MAX_STATES = 5_000_000;
import { DIRS, type PigmentLevel } from '../types';

const ORIENTS = ORIENTATIONS.dice.length;
const DENSE_MAX = 1 << 25;

/** Solves a level (or a state of it) by breadth-first search; the move limit applies only with `withinLimit` (so a too-small limit still gets its true shortest). */
export function solvePigmentBfs(level: PigmentLevel, opts: SolveOptions = {}): PigmentSearchResult {
  const board = compileBoard(level);
  const from = opts.from ?? initialState(level);
  const start = packState(level, board, from);
  const search = new Search(board, opts.maxStates ?? BFS_MAX_STATES);
  const maxMoves = Math.min(
    opts.maxMoves ?? Number.POSITIVE_INFINITY,
    opts.withinLimit ? Math.max(0, level.limit - from.spent) : Number.POSITIVE_INFINITY,
  );
  search.add((start.code * board.cells + start.pos) * ORIENTS + start.orient, start.pos, start.orient, start.code, 1);
  const layers = [0];
  let goals: number[] = start.code === board.target ? [0] : [];
  let exhaustive = true;
  while (goals.length === 0 && !search.aborted) {
    const lo = layers[layers.length - 1];
    const hi = search.size;
    if (lo === hi) break;
    if (layers.length - 1 >= maxMoves) {
      exhaustive = false;
      break;
    }
    layers.push(hi);
    goals = search.expand(lo, hi);
  }
  const depth = layers.length - 1;
  const base = { states: search.size, aborted: search.aborted, exhaustive: exhaustive && !search.aborted };
  if (goals.length === 0)
    return { ...base, solvable: false, shortest: null, optimalCount: null, solution: null, optimalLines: [] };
  const count = search.aborted ? null : goals.reduce((sum, g) => sum + search.counts[g], 0);
  layers.push(search.size);
  const lines = search.lines(goals, layers, depth, Math.max(1, opts.linesCap ?? 20)).sort();
  return {
    ...base,
    exhaustive: !search.aborted,
    solvable: true,
    shortest: depth,
    optimalCount: count,
    solution: lines[0],
    optimalLines: lines.slice(0, opts.linesCap ?? 20),
  };
}

/** BFS storage: parallel typed arrays of discovered states and a key → index map (dense array when small). */
class Search extends StateStore {
  aborted = false;

  constructor(
    private readonly board: CompiledBoard,
    private readonly maxStates: number,
  ) {
    super(board, DENSE_MAX);
  }

  add(key: number, pos: number, orient: number, code: number, count: number): number {
    if (this.size >= this.maxStates) {
      this.aborted = true;
      return -1;
    }
    return this.store(key, pos, orient, code, count);
  }

  /** Expands states [lo, hi) into the next layer, adding path counts; returns the indices of winning states found. */
  expand(lo: number, hi: number): number[] {
    const { nb, target, cells } = this.board;
    const { next } = ORIENTATIONS;
    const goals: number[] = [];
    for (let i = lo; i < hi; i++) {
      const pos = this.pos[i];
      const o = this.orient[i];
      const code = this.code[i];
      const c = this.counts[i];
      for (let k = 0; k < 4; k++) {
        const to = nb[pos * 4 + k];
        if (to < 0) continue;
        const no = next[o * 4 + k];
        const ncode = landOn(this.board, to, no, code);
        const key = (ncode * cells + to) * ORIENTS + no;
        const j = this.indexOf(key);
        if (j < 0) {
          const added = this.add(key, to, no, ncode, c);
          if (added < 0) return goals;
          if (ncode === target) goals.push(added);
        } else if (j >= hi) {
          this.counts[j] += c;
        }
      }
    }
    return goals;
  }

  /** Lists up to `cap` shortest lines by walking predecessors backwards from the goals, layer by layer. */
  lines(goals: readonly number[], layers: readonly number[], depth: number, cap: number): string[] {
    const { nb, cells } = this.board;
    const { prev } = ORIENTATIONS;
    const out: string[] = [];
    const path: string[] = [];
    const opposite = [1, 0, 3, 2];
    const visit = (i: number, d: number): void => {
      if (d === 0) {
        out.push(path.slice().reverse().join(''));
        return;
      }
      const pos = this.pos[i];
      const o = this.orient[i];
      const before = codesBefore(this.board, pos, o, this.code[i]);
      for (let k = 0; k < 4 && out.length < cap; k++) {
        const from = nb[pos * 4 + opposite[k]];
        if (from < 0) continue;
        const po = prev[o * 4 + k];
        for (const pc of before) {
          const j = this.indexOf((pc * cells + from) * ORIENTS + po);
          if (j < layers[d - 1] || j >= layers[d] || out.length >= cap) continue;
          path.push(DIRS[k]);
          visit(j, d - 1);
          path.pop();
        }
      }
    };
    for (const g of goals) if (out.length < cap) visit(g, depth);
    return out;
  }
}
