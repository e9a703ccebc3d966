import { assertValidBoard } from './rules';
import type { Board, Move, SolveOptions, SolveResult } from './types';
import { applyStep, candidateSteps, canonicalKey, encodeBoard, type Tubes } from './solver-core';

/** Default node budget of the optimal solver (expanded states). */
export const OPTIMAL_MAX_NODES = 1_000_000;

/** Optimal solver result: `optimal` is the proven minimum number of pours when solved. */
export interface OptimalResult extends SolveResult {
  readonly optimal: number | null;
}

/** Binary min-heap of node ids ordered by a numeric priority. */
class Heap {
  private readonly ids: number[] = [];
  private readonly prio: number[] = [];
  get size(): number {
    return this.ids.length;
  }
  push(id: number, p: number): void {
    const ids = this.ids;
    const prio = this.prio;
    let i = ids.length;
    ids.push(id);
    prio.push(p);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (prio[parent] <= p) break;
      ids[i] = ids[parent];
      prio[i] = prio[parent];
      i = parent;
    }
    ids[i] = id;
    prio[i] = p;
  }
  pop(): number {
    const ids = this.ids;
    const prio = this.prio;
    const top = ids[0];
    const lastId = ids.pop() as number;
    const lastP = prio.pop() as number;
    const n = ids.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && prio[c + 1] < prio[c]) c++;
        if (prio[c] >= lastP) break;
        ids[i] = ids[c];
        prio[i] = prio[c];
        i = c;
      }
      ids[i] = lastId;
      prio[i] = lastP;
    }
    return top;
  }
}

const DEPTH = 4096; // priority = f·DEPTH − g: lowest f first, deepest first among equal f

/**
 * A* over canonical states with the admissible, consistent bound `TubeTable.lowerBound` (≥ mixedness).
 * Only pours that reproduce an already reachable multiset of tubes are pruned, so the first
 * solution found is a proven minimum. Unsolvable boards are proven by exhausting the state space.
 */
export function solveOptimal(board: Board, options: SolveOptions = {}): OptimalResult {
  const maxNodes = options.maxNodes ?? OPTIMAL_MAX_NODES;
  assertValidBoard(board, 'solveOptimal');
  const { table, tubes: start } = encodeBoard(board);
  if (table.isSolved(start)) return { status: 'solved', moves: [], nodes: 0, optimal: 0 };
  const startKey = canonicalKey(start);
  const states: Tubes[] = [start];
  const keys: string[] = [startKey];
  const gs: number[] = [0];
  const parents: number[] = [-1];
  const froms: number[] = [-1];
  const tos: number[] = [-1];
  const best = new Map<string, number>([[startKey, 0]]);
  const open = new Heap();
  open.push(0, table.lowerBound(start) * DEPTH);
  let nodes = 0;
  while (open.size > 0) {
    const id = open.pop();
    const g = gs[id];
    const tubes = states[id];
    if ((best.get(keys[id]) as number) < g) continue; // stale entry
    if (nodes >= maxNodes) return { status: 'aborted', moves: [], nodes, optimal: null };
    nodes++;
    for (const step of candidateSteps(tubes, table)) {
      const next = applyStep(tubes, step, table);
      const key = canonicalKey(next);
      const known = best.get(key);
      if (known !== undefined && known <= g + 1) continue;
      best.set(key, g + 1);
      const child = states.length;
      states.push(next);
      keys.push(key);
      gs.push(g + 1);
      parents.push(id);
      froms.push(step.from);
      tos.push(step.to);
      const h = table.lowerBound(next);
      // with a consistent bound, a goal generated from an f-minimal node is itself f-minimal
      if (h === 0 && table.isSolved(next)) {
        const moves: Move[] = [];
        for (let k = child; parents[k] >= 0; k = parents[k]) moves.push([froms[k], tos[k]]);
        moves.reverse();
        return { status: 'solved', moves, nodes, optimal: moves.length };
      }
      open.push(child, (g + 1 + h) * DEPTH - (g + 1));
    }
  }
  return { status: 'exhaustive-unsolvable', moves: [], nodes, optimal: null };
}
