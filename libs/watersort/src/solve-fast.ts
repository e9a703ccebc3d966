import type { Board, Move, SolveOptions, SolveResult } from './types';
import { applyStep, candidateSteps, canonicalKey, encodeBoard, isSolvedTubes, lowerBound, runLength, type Step, type Tubes } from './solver-core';

/** Default node budget of the fast solver (expanded states). */
export const FAST_MAX_NODES = 50_000;

interface Frame {
  readonly tubes: Tubes;
  readonly steps: readonly Step[];
  next: number;
}

/** Greedy order: pours that lower the bound first, then pours onto colour, then into an empty tube. */
function ordered(tubes: Tubes, capacity: number): Step[] {
  const steps = candidateSteps(tubes, capacity);
  const score = (s: Step): number => {
    const src = tubes[s.from];
    const dst = tubes[s.to];
    let v = 0;
    if (dst.length === 0) v += 4;
    if (s.amount < runLength(src)) v += 2; // a partial pour splits a run
    if (dst.length + s.amount === capacity && runLength(dst) === dst.length) v -= 3; // completes a tube
    if (s.amount === src.length) v -= 1; // empties the source
    return v;
  };
  const scored = steps.map((s) => ({ s, v: score(s) }));
  scored.sort((a, b) => a.v - b.v || a.s.from - b.s.from || a.s.to - b.s.to);
  return scored.map((x) => x.s);
}

/**
 * Depth-first search over canonical states with greedy move order and a node budget. Fast, not
 * optimal. `exhaustive-unsolvable` is returned only when every reachable state was visited.
 */
export function solveFast(board: Board, options: SolveOptions = {}): SolveResult {
  const maxNodes = options.maxNodes ?? FAST_MAX_NODES;
  const capacity = board.capacity;
  const start = encodeBoard(board);
  if (isSolvedTubes(start, capacity)) return { status: 'solved', moves: [], nodes: 0 };
  const visited = new Set<string>([canonicalKey(start)]);
  const stack: Frame[] = [{ tubes: start, steps: ordered(start, capacity), next: 0 }];
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
    const tubes = applyStep(frame.tubes, step);
    const key = canonicalKey(tubes);
    if (visited.has(key)) continue;
    visited.add(key);
    path.push([step.from, step.to]);
    if (lowerBound(tubes) === 0 && isSolvedTubes(tubes, capacity)) return { status: 'solved', moves: path, nodes };
    if (nodes >= maxNodes) return { status: 'aborted', moves: [], nodes };
    nodes++;
    stack.push({ tubes, steps: ordered(tubes, capacity), next: 0 });
  }
  return { status: 'exhaustive-unsolvable', moves: [], nodes };
}
