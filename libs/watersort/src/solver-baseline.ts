/**
 * Textbook baselines for the benchmark (not exported from the lib): a plain breadth-first search
 * and a plain depth-first search over canonical states with the shared pruning, but without the
 * A* bound, the greedy move order or forced pours. Same results class by class, so the bench can
 * show what the real solvers' techniques buy on the same boards in the same run.
 */
import { applyStep, candidateSteps, canonicalKey, encodeBoard, type Tubes } from './solver-core';
import type { Board, SolveStatus } from './types';

/** Outcome of a baseline search: status and, when solved, the number of pours. */
export interface BaselineResult {
  readonly status: SolveStatus;
  readonly pours: number | null;
}

/** Breadth-first search: the shortest solution, or exhaustion. */
export function baselineBfs(board: Board, maxNodes = 2_000_000): BaselineResult {
  const { table, tubes: start } = encodeBoard(board);
  if (table.isSolved(start)) return { status: 'solved', pours: 0 };
  const seen = new Set([canonicalKey(start)]);
  let frontier: Tubes[] = [start];
  for (let depth = 1; frontier.length; depth++) {
    const next: Tubes[] = [];
    for (const tubes of frontier) {
      for (const step of candidateSteps(tubes, table)) {
        const t = applyStep(tubes, step, table);
        const key = canonicalKey(t);
        if (seen.has(key)) continue;
        if (table.isSolved(t)) return { status: 'solved', pours: depth };
        if (seen.size >= maxNodes) return { status: 'aborted', pours: null };
        seen.add(key);
        next.push(t);
      }
    }
    frontier = next;
  }
  return { status: 'exhaustive-unsolvable', pours: null };
}

/** Depth-first search in plain (from, to) order: any solution, or exhaustion. */
export function baselineDfs(board: Board, maxNodes = 2_000_000): BaselineResult {
  const { table, tubes: start } = encodeBoard(board);
  if (table.isSolved(start)) return { status: 'solved', pours: 0 };
  const seen = new Set([canonicalKey(start)]);
  const stack: { tubes: Tubes; depth: number }[] = [{ tubes: start, depth: 0 }];
  while (stack.length) {
    const { tubes, depth } = stack.pop() as { tubes: Tubes; depth: number };
    const steps = candidateSteps(tubes, table);
    for (let i = steps.length - 1; i >= 0; i--) {
      const t = applyStep(tubes, steps[i], table);
      const key = canonicalKey(t);
      if (seen.has(key)) continue;
      if (table.isSolved(t)) return { status: 'solved', pours: depth + 1 };
      if (seen.size >= maxNodes) return { status: 'aborted', pours: null };
      seen.add(key);
      stack.push({ tubes: t, depth: depth + 1 });
    }
  }
  return { status: 'exhaustive-unsolvable', pours: null };
}
