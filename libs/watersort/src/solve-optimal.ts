import type { Board, Move, SolveOptions, WatersortSearchResult } from './types';
import { depthFirst } from './solve-fast';
import { moveBuffer, SearchSpace } from './solver-core';

/** Default node budget of the optimal solver (expanded states, the first pass's included). */
export const OPTIMAL_MAX_NODES = 1_000_000;
/** Node budget of the optimal solver's first pass, the fast solver's search. */
export const FIRST_PASS_NODES = 1_000;

/** Optimal solver result: `optimal` is the proven minimum number of pours when solved. */
export interface OptimalResult extends WatersortSearchResult {
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
  /** Priority of the entry the last `pop` returned. */
  popped = 0;
  pop(): number {
    const ids = this.ids;
    const prio = this.prio;
    const top = ids[0];
    this.popped = prio[0];
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
 * Optimal pours in two passes. First the fast solver's search with a small budget: its forced
 * pours shrink the space and it needs no priority queue, so it proves an unsolvable board
 * (`exhaustive-unsolvable`) sooner than A* could, and on a solvable board it yields an upper bound
 * — itself the answer when it meets the lower bound. Then A* over positions up to tube order with
 * the admissible, consistent bound `SearchSpace.childBound` (≥ mixedness), never keeping a child
 * whose f exceeds the upper bound. Only pours that reproduce an already reachable multiset of tubes
 * are pruned, so the first solution A* finds is a proven minimum; without a first-pass answer,
 * exhausting the space proves the board unsolvable. `nodes` counts both passes, within `maxNodes`.
 */
export function solveOptimal(board: Board, options: SolveOptions = {}): OptimalResult {
  return optimalSearch(board, options.maxNodes ?? OPTIMAL_MAX_NODES, FIRST_PASS_NODES);
}

/** `solveOptimal` with the first pass's budget given (0: A* alone); for tests and benchmarks. */
export function optimalSearch(board: Board, maxNodes: number, firstPassNodes: number): OptimalResult {
  const space = new SearchSpace(board, 'solveOptimal');
  const first = depthFirst(space, Math.min(firstPassNodes, maxNodes));
  if (first.status === 'exhaustive-unsolvable') return { ...first, optimal: null };
  space.restart(true); // A* keeps the tubes the first pass met
  return astar(space, maxNodes, first);
}

/** The A* pass, after the first pass spent `first.nodes` of the budget (see `solveOptimal`). */
function astar(space: SearchSpace, budget: number, first: WatersortSearchResult): OptimalResult {
  const known = first.status === 'solved';
  const upper = known ? first.moves.length : Infinity;
  const maxNodes = budget - first.nodes;
  const done = (moves: readonly Move[], nodes: number): OptimalResult => ({
    status: 'solved',
    moves,
    nodes: first.nodes + nodes,
    optimal: moves.length,
  });
  // by position: pours from the start, lower bound, and the pour that reached it
  const gs: number[] = [0];
  const hs: number[] = [space.bound(0)];
  if (upper === hs[0]) return done(first.moves, 0); // the first pass met the lower bound
  const parents: number[] = [-1];
  const froms: number[] = [-1];
  const tos: number[] = [-1];
  const open = new Heap();
  const list = moveBuffer();
  open.push(0, hs[0] * DEPTH);
  let nodes = 0;
  while (open.size > 0) {
    const s = open.pop();
    const g = gs[s];
    if (open.popped > (g + hs[s]) * DEPTH - g) continue; // stale: the position was reached shorter since
    if (nodes >= maxNodes) return { status: 'aborted', moves: [], nodes: first.nodes + nodes, optimal: null };
    nodes++;
    space.expand(s);
    list.length = 0;
    space.candidates(list);
    for (let m = 0; m < list.length; m++) {
      const from = list.from[m];
      const to = list.to[m];
      let child = space.probe(s, from, to, list.amount[m]);
      if (child >= 0) {
        if (gs[child] <= g + 1) continue;
        space.replace(child); // reached shorter: keep this path's tube order, so its pours replay
        gs[child] = g + 1;
        parents[child] = s;
        froms[child] = from;
        tos[child] = to;
      } else {
        child = space.add();
        gs.push(g + 1);
        hs.push(space.childBound());
        parents.push(s);
        froms.push(from);
        tos.push(to);
      }
      const h = hs[child];
      // with a consistent bound, a goal generated from an f-minimal node is itself f-minimal
      if (h === 0 && space.isSolved(child)) {
        const moves: Move[] = [];
        for (let k = child; parents[k] >= 0; k = parents[k]) moves.push([froms[k], tos[k]]);
        moves.reverse();
        return done(moves, nodes);
      }
      // a child past the upper bound is never expanded before the answer: keep it out of the heap
      if (g + 1 + h <= upper) open.push(child, (g + 1 + h) * DEPTH - (g + 1));
    }
  }
  // every position with f ≤ upper was expanded: the first pass's answer is the minimum
  if (known) return done(first.moves, nodes);
  return { status: 'exhaustive-unsolvable', moves: [], nodes: first.nodes + nodes, optimal: null };
}
