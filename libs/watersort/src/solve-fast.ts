import type { Board, Move, SolveOptions, WatersortSearchResult } from './types';
import { moveBuffer, SearchSpace, type MoveList } from './solver-core';

/** Default node budget of the fast solver (expanded states). */
export const FAST_MAX_NODES = 50_000;

let scores = new Int32Array(64); // scratch of order(); the solver is synchronous, so never shared

/**
 * Appends the moves of position `s`, most promising first: the forced pour alone when there is
 * one, else the candidate pours in greedy order — pours that complete or merge first, pours into
 * an empty tube and partial pours last; equal scores keep their (from, to) order.
 */
function order(space: SearchSpace, s: number, list: MoveList): void {
  space.expand(s);
  if (space.forced(list)) return;
  const start = list.length;
  space.candidates(list);
  const end = list.length;
  if (end - start < 2) return;
  if (scores.length < end - start) scores = new Int32Array(2 * (end - start));
  const { len, run, capacity } = space;
  const { from, to, amount } = list;
  const row = s * space.n;
  const rows = space.rows;
  for (let i = start; i < end; i++) {
    const f = from[i];
    const t = to[i];
    const a = amount[i];
    const src = rows[row + f];
    const dst = rows[row + t];
    let v = 0;
    if (len[dst] === 0) v += 4;
    if (a < run[src]) v += 2; // a partial pour splits a run
    if (len[dst] + a === capacity && run[dst] === len[dst]) v -= 3; // completes a tube
    if (a === len[src]) v -= 1; // empties the source
    let j = i - 1; // stable insertion sort: the lists are short
    while (j >= start && scores[j - start] > v) {
      scores[j + 1 - start] = scores[j - start];
      from[j + 1] = from[j];
      to[j + 1] = to[j];
      amount[j + 1] = amount[j];
      j--;
    }
    scores[j + 1 - start] = v;
    from[j + 1] = f;
    to[j + 1] = t;
    amount[j + 1] = a;
  }
}

/**
 * Depth-first search over positions up to tube order, with greedy move order and a node budget.
 * Fast, not optimal. `exhaustive-unsolvable` is returned only when every reachable state was visited.
 */
export function solveFast(board: Board, options: SolveOptions = {}): WatersortSearchResult {
  return depthFirst(new SearchSpace(board, 'solveFast'), options.maxNodes ?? FAST_MAX_NODES);
}

/** The fast solver's search from position 0 of a fresh (or restarted) space. */
export function depthFirst(space: SearchSpace, maxNodes: number): WatersortSearchResult {
  if (space.isSolved(0)) return { status: 'solved', moves: [], nodes: 0 };
  const list = moveBuffer();
  // the stack: position, next move and end of its moves in `list` (a frame's moves start where the previous ends)
  const at: number[] = [0];
  const next: number[] = [0];
  const end: number[] = [];
  order(space, 0, list);
  end.push(list.length);
  // the pours from the start to the top frame's position
  const pathFrom: number[] = [];
  const pathTo: number[] = [];
  const path = (): Move[] => pathFrom.map((f, i) => [f, pathTo[i]]);
  let nodes = 1;
  while (at.length > 0) {
    const d = at.length - 1;
    const m = next[d];
    if (m >= end[d]) {
      at.pop();
      next.pop();
      end.pop();
      pathFrom.pop();
      pathTo.pop();
      list.length = d > 0 ? end[d - 1] : 0; // drop this frame's moves
      continue;
    }
    next[d] = m + 1;
    const from = list.from[m];
    const to = list.to[m];
    if (space.probe(at[d], from, to, list.amount[m]) >= 0) continue;
    const child = space.add();
    pathFrom.push(from);
    pathTo.push(to);
    if (space.isSolved(child)) return { status: 'solved', moves: path(), nodes };
    if (nodes >= maxNodes) return { status: 'aborted', moves: [], nodes };
    nodes++;
    at.push(child);
    next.push(list.length);
    order(space, child, list);
    end.push(list.length);
  }
  return { status: 'exhaustive-unsolvable', moves: [], nodes };
}
