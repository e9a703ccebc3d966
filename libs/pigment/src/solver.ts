/**
 * `solvePigment`: the exact solver. Cheap proofs first (proofs.ts), then a best-first search (best-first.ts) whose
 * heuristic is exact distances in relaxed levels (relaxations.ts). It answers the same contract as the reference
 * breadth-first search (`solvePigmentBfs`): proven shortest, exact optimal count, sorted optimal lines.
 */
import { BestFirst } from './best-first';
import { compileBoard, packState } from './board';
import { unsolvableReason } from './proofs';
import { relaxationsOf } from './relaxations';
import { initialState } from './rules';
import { DEFAULT_MAX_STATES, type SolveOptions, type PigmentSearchResult } from './solve-types';
import type { PigmentLevel } from './types';

export { DEFAULT_MAX_STATES, type SolveOptions, type SolveProgress, type PigmentSearchResult } from './solve-types';

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Solves a level (or a state of it, `opts.from`) exactly. The move limit applies only with `withinLimit`, so a
 * too-small limit still gets its true shortest line. `solvable: false` only with a proof (`reason` says which);
 * `aborted: true` when `maxStates` or `shouldStop` ended the search before an answer. The budget is `opts.maxStates`,
 * else the level's own `maxStates`, else `DEFAULT_MAX_STATES`: every entry point gives the same verdict.
 */
export function solvePigment(level: PigmentLevel, opts: SolveOptions = {}): PigmentSearchResult {
  const board = compileBoard(level);
  const from = opts.from ?? initialState(level);
  const start = packState(level, board, from);
  const maxMoves = Math.min(
    opts.maxMoves ?? Number.POSITIVE_INFINITY,
    opts.withinLimit ? Math.max(0, level.limit - from.spent) : Number.POSITIVE_INFINITY,
  );
  const none = { solvable: false, shortest: null, optimalCount: null, solution: null, optimalLines: [] };
  const relaxations = () => relaxationsOf(level, board);
  const proof = start.code === board.target ? null : unsolvableReason(level, board, relaxations, start);
  if (proof !== null) return { ...none, exhaustive: true, aborted: false, states: 0, reason: proof };
  const search = new BestFirst(board, relaxations(), {
    maxStates: Math.max(1, opts.maxStates ?? level.maxStates ?? DEFAULT_MAX_STATES),
    maxMoves,
    progressEvery: Math.max(1, opts.progressEvery ?? 1 << 16),
    onProgress: opts.onProgress,
    shouldStop: opts.shouldStop,
  });
  const goals = search.start(start.pos, start.orient, start.code) ? search.run() : [];
  opts.onProgress?.({ states: search.size, bound: search.bound });
  const base = { states: search.size, aborted: search.aborted };
  if (goals.length === 0) {
    const exhaustive = !search.aborted && !search.cut;
    const reason = search.cancelled
      ? `cancelled after ${fmt(search.size)} states`
      : search.aborted
        ? `the search stopped at its budget of ${fmt(search.size)} states (no line shorter than ${search.bound})`
        : search.cut
          ? `no line of at most ${maxMoves} tips wins`
          : `exhaustive: all ${fmt(search.size)} states explored, none wins`;
    return { ...none, ...base, exhaustive, reason, ...(search.cancelled ? { cancelled: true } : {}) };
  }
  const depth = search.g[goals[0]];
  const count = goals.reduce((sum, g) => sum + search.counts[g], 0);
  const cap = opts.linesCap ?? 20;
  const lines = search.lines(goals, Math.max(1, cap));
  return {
    ...base,
    exhaustive: true,
    solvable: true,
    shortest: depth,
    optimalCount: count,
    solution: lines[0],
    optimalLines: lines.slice(0, cap),
  };
}
