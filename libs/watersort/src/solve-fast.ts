import { assertValidBoard } from './rules';
import type { Board, Move, SolveOptions, SolveResult } from './types';
import {
  applyStep,
  candidateSteps,
  canonicalKey,
  encodeBoard,
  forcedStep,
  type Step,
  type TubeTable,
  type Tubes,
} from './solver-core';

/** Default node budget of the fast solver (expanded states). */
export const FAST_MAX_NODES = 50_000;

interface Frame {
  readonly tubes: Tubes;
  readonly steps: readonly Step[];
  next: number;
}

let scores = new Int32Array(64); // scratch of ordered(); the solver is synchronous, so never shared

/**
 * The moves of a position, most promising first: the forced pour alone when there is one, else
 * the candidate pours in greedy order — pours that complete or merge first, pours into an empty
 * tube and partial pours last; equal scores keep their (from, to) order.
 */
function ordered(tubes: Tubes, table: TubeTable): Step[] {
  const forced = forcedStep(tubes, table);
  if (forced) return [forced];
  const steps = candidateSteps(tubes, table, true);
  const n = steps.length;
  if (n < 2) return steps;
  if (scores.length < n) scores = new Int32Array(2 * n);
  const { len, run, capacity } = table;
  for (let i = 0; i < n; i++) {
    const s = steps[i];
    const src = tubes[s.from];
    const dst = tubes[s.to];
    let v = 0;
    if (len[dst] === 0) v += 4;
    if (s.amount < run[src]) v += 2; // a partial pour splits a run
    if (len[dst] + s.amount === capacity && run[dst] === len[dst]) v -= 3; // completes a tube
    if (s.amount === len[src]) v -= 1; // empties the source
    let j = i - 1; // stable insertion sort: the lists are short
    while (j >= 0 && scores[j] > v) {
      scores[j + 1] = scores[j];
      steps[j + 1] = steps[j];
      j--;
    }
    scores[j + 1] = v;
    steps[j + 1] = s;
  }
  return steps;
}

/**
 * Depth-first search over canonical states with greedy move order and a node budget. Fast, not
 * optimal. `exhaustive-unsolvable` is returned only when every reachable state was visited.
 */
export function solveFast(board: Board, options: SolveOptions = {}): SolveResult {
  const maxNodes = options.maxNodes ?? FAST_MAX_NODES;
  assertValidBoard(board, 'solveFast');
  const { table, tubes: start } = encodeBoard(board);
  if (table.isSolved(start)) return { status: 'solved', moves: [], nodes: 0 };
  const visited = new Set<string>([canonicalKey(start)]);
  const stack: Frame[] = [{ tubes: start, steps: ordered(start, table), next: 0 }];
  const path: Move[] = [];
  let nodes = 1;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.steps.length) {
      stack.pop();
      path.pop();
      continue;
    }
    const step = frame.steps[frame.next++];
    const tubes = applyStep(frame.tubes, step, table);
    const key = canonicalKey(tubes);
    if (visited.has(key)) continue;
    visited.add(key);
    path.push([step.from, step.to]);
    if (table.isSolved(tubes)) return { status: 'solved', moves: path, nodes };
    if (nodes >= maxNodes) return { status: 'aborted', moves: [], nodes };
    nodes++;
    stack.push({ tubes, steps: ordered(tubes, table), next: 0 });
  }
  return { status: 'exhaustive-unsolvable', moves: [], nodes };
}
