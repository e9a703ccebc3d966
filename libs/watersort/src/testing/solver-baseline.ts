/**
 * Textbook baselines for the benchmark (not exported from the lib): a plain breadth-first search
 * and a plain depth-first search over positions up to tube order with the shared pruning, but without the
 * A* bound, the greedy move order or forced pours. Same results class by class, so the bench can
 * show what the real solvers' techniques buy on the same boards in the same run.
 */
import { moveBuffer, SearchSpace } from '../solver-core';
import type { Board, SolveStatus } from '../types';

/** Outcome of a baseline search: status and, when solved, the number of pours. */
export interface BaselineResult {
  readonly status: SolveStatus;
  readonly pours: number | null;
}

/** Breadth-first search: the shortest solution, or exhaustion. */
export function baselineBfs(board: Board, maxNodes = 2_000_000): BaselineResult {
  const space = new SearchSpace(board, 'baseline');
  if (space.isSolved(0)) return { status: 'solved', pours: 0 };
  const list = moveBuffer();
  let frontier: number[] = [0];
  for (let depth = 1; frontier.length; depth++) {
    const next: number[] = [];
    for (const s of frontier) {
      space.expand(s);
      list.length = 0;
      space.candidates(list);
      for (let m = 0; m < list.length; m++) {
        if (space.probe(s, list.from[m], list.to[m], list.amount[m]) >= 0) continue;
        const t = space.add();
        if (space.isSolved(t)) return { status: 'solved', pours: depth };
        if (t >= maxNodes) return { status: 'aborted', pours: null };
        next.push(t);
      }
    }
    frontier = next;
  }
  return { status: 'exhaustive-unsolvable', pours: null };
}

/** Depth-first search in plain (from, to) order: any solution, or exhaustion. */
export function baselineDfs(board: Board, maxNodes = 2_000_000): BaselineResult {
  const space = new SearchSpace(board, 'baseline');
  if (space.isSolved(0)) return { status: 'solved', pours: 0 };
  const list = moveBuffer();
  const stack: number[] = [0];
  const depths: number[] = [0];
  while (stack.length) {
    const s = stack.pop() as number;
    const depth = depths.pop() as number;
    space.expand(s);
    list.length = 0;
    space.candidates(list);
    for (let m = list.length - 1; m >= 0; m--) {
      if (space.probe(s, list.from[m], list.to[m], list.amount[m]) >= 0) continue;
      const t = space.add();
      if (space.isSolved(t)) return { status: 'solved', pours: depth + 1 };
      if (t >= maxNodes) return { status: 'aborted', pours: null };
      stack.push(t);
      depths.push(depth + 1);
    }
  }
  return { status: 'exhaustive-unsolvable', pours: null };
}
