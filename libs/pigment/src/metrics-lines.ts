/**
 * The line fields of the metrics from the solver's own search, for limits far above the shortest line (where even
 * the pruned exploration holds too many states that could still win): the best-first search within the horizon
 * gives the shortest line, its count and every state on a shortest line with its exact depth; a tip from such a
 * state is a trap unless a win is left within the limit after it, which a bounded best-first search from the state
 * it leads to decides exactly.
 */
import { BestFirst } from './best-first';
import { compileBoard, packState } from './board';
import { ORIENTATIONS } from './die';
import { landOn } from './board';
import { POLL_EVERY } from './metrics-graph';
import { INF, relaxationsOf } from './relaxations';
import { initialState } from './rules';
import type { PigmentLevel } from './types';
import { onLineWalk, randomWalkWins, type RandomWin } from './metrics-random-win';

const ORIENTS = 24;
const FAR = 0x3fffffff;
/** Tips a witness may take to get back onto a shortest line before a search is run instead. */
const WITNESS_REACH = 2;

/** Shortest line within the horizon and the share of trapping tips; null fields: no win within the horizon. */
export interface LineCounts {
  readonly shortest: number;
  readonly optimalCount: number;
  readonly line: string;
  /** Legal tips from the states on shortest lines (won states excluded), and how many of them are traps. */
  readonly tips: number;
  readonly trapped: number;
  readonly onLine: number;
  /** Distinct (state, depth) pairs those tips lead to, and how many of them can no longer win within the limit. */
  readonly targets: number;
  readonly deadTargets: number;
}

/** The search's counts, with the live states and the random player's chance when the horizon is the shortest line. */
export interface SearchCounts extends LineCounts {
  readonly liveStates: number | null;
  readonly randomWin: RandomWin | null;
}

/**
 * Line counts by search, or `'none'` when no line wins within the horizon (proven), or null when `maxStates` (summed
 * over every search) ran out first.
 */
export function lineCountsBySearch(
  level: PigmentLevel,
  horizon: number,
  maxStates: number,
  shouldStop?: () => boolean,
): SearchCounts | 'none' | null {
  const board = compileBoard(level);
  const relax = relaxationsOf(level, board);
  const { nb, cells } = board;
  const { next } = ORIENTATIONS;
  const start = packState(level, board, initialState(level));
  const limits = (budget: number, maxMoves: number) => ({
    maxStates: budget,
    maxMoves,
    progressEvery: shouldStop ? POLL_EVERY : Infinity,
    shouldStop,
    compact: true,
  });
  const search = new BestFirst(board, relax, limits(maxStates, horizon));
  const goals = search.start(start.pos, start.orient, start.code) ? search.run() : [];
  if (search.aborted) return null;
  if (goals.length === 0) return 'none';
  let spent = search.size;
  const onLine = search.markOnLine(goals);
  const shortest = search.g[goals[0]];
  /** Fewest tips to a win through up to `reach` tips onto a state on a shortest line (a large number when none). */
  const viaLine = (pos: number, o: number, code: number, reach: number): number => {
    let best = FAR;
    for (let k = 0; k < 4; k++) {
      const to = nb[pos * 4 + k];
      if (to < 0) continue;
      const no = next[o * 4 + k];
      const nc = landOn(board, to, no, code);
      const j = search.indexOf((nc * cells + to) * ORIENTS + no);
      if (j >= 0 && onLine[j]) best = Math.min(best, 1 + shortest - search.g[j]);
      else if (reach > 1) best = Math.min(best, 1 + viaLine(to, no, nc, reach - 1));
    }
    return best;
  };
  let states = 0;
  let tips = 0;
  let trapped = 0;
  // (state after the tip, its depth) pairs
  const targets = new Set<number>();
  const deadTargets = new Set<number>();
  for (let i = 0; i < search.size; i++) {
    if (!onLine[i] || search.h[i] === 0) continue;
    states++;
    const d = search.g[i];
    for (let k = 0; k < 4; k++) {
      if (nb[search.pos[i] * 4 + k] < 0) continue;
      tips++;
      const key = search.keyAfter(i, k);
      const pair = key * (horizon + 2) + d + 1;
      targets.add(pair);
      const trap = () => {
        trapped++;
        deadTargets.add(pair);
      };
      const j = search.indexOf(key);
      if (j >= 0 && onLine[j] && search.g[j] === d + 1) continue; // the tip stays on a shortest line
      // at limit = shortest a win after the tip would put its state on a shortest line at d + 1 (every such state is
      // marked: the search expanded all of f = shortest before its goals), so every other tip is a trap
      if (shortest === horizon) {
        trap();
        continue;
      }
      // is a win left within the limit after this tip? (tips left: horizon - d - 1)
      const o = key % ORIENTS;
      const pos = ((key - o) / ORIENTS) % cells;
      const code = (key - o - pos * ORIENTS) / ORIENTS / cells;
      const left = horizon - d - 1;
      const h = relax.bound(board, pos, o, code);
      if (h === INF || h > left) {
        trap();
        continue;
      }
      if (h === 0) continue; // the tip wins
      // a witness without a search: one or two tips from there back onto a shortest line (often the tip straight
      // back), then along it
      if (viaLine(pos, o, code, WITNESS_REACH) <= left) continue;
      const from = new BestFirst(board, relax, limits(maxStates - spent, left));
      const wins = from.start(pos, o, code) && from.run().length > 0;
      spent += from.size;
      if (from.aborted) return null;
      if (!wins) trap();
    }
  }
  const optimalCount = goals.reduce((sum, g) => sum + search.counts[g], 0);
  const line = search.lines(goals, 1)[0];
  const counts = { shortest, optimalCount, line, tips, trapped, onLine: states };
  const pairs = { targets: targets.size, deadTargets: deadTargets.size };
  if (shortest < horizon) return { ...counts, ...pairs, liveStates: null, randomWin: null };
  // at limit = shortest only the states on shortest lines can still win: they are the live states, and the random
  // player's walk needs no other
  const liveStates = onLine.reduce((n, x) => n + x, 0);
  const randomWin = randomWalkWins(onLineWalk(search, onLine, board), horizon, Infinity, shouldStop);
  return { ...counts, ...pairs, liveStates, randomWin };
}
