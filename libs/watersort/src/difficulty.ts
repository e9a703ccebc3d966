/**
 * The difficulty profile of a board (issue 36): trap risk, recovery cost and the exact chance that
 * a player pouring at random wins, all computed on the reachable state graph up to tube order.
 * With a state budget the graph may be cut short: then `exhaustive` is false and only what the
 * explored graph proves is counted (see README, "Difficulty profile").
 */
import { DIFFICULTY_MAX_STATES, exploreStates, type StateGraph } from './difficulty-state';
import { solveOptimal } from './solve-optimal';
import type { Board } from './types';

/** The chance that a player choosing uniformly among the legal pours wins within `budget` pours. */
export interface RandomWin {
  readonly budget: number;
  readonly probability: number;
}

/** Difficulty numbers of one board; see the lib README for each field's definition. */
export interface DifficultyProfile {
  /** False when the state budget cut the exploration: counts are then what was proven, lower bounds. */
  readonly exhaustive: boolean;
  readonly reachableStates: number;
  readonly deadStates: number;
  /** Fewest pours to a win (null: unsolvable, or not proven within the budget). */
  readonly optimalPours: number | null;
  readonly statesOnOptimalLines: number;
  readonly alternatives: number;
  readonly optimalAlternatives: number;
  readonly recoverable: number;
  readonly deadEnds: number;
  /** Alternatives neither proven solvable with a known distance nor proven dead (0 when exhaustive). */
  readonly undecided: number;
  readonly penaltyMean: number;
  readonly penaltyMax: number;
  readonly deadEndDensity: number;
  readonly wrongMoveDensity: number;
  readonly randomWin: RandomWin;
}

/** Budgets of the profile: states met at most (default DIFFICULTY_MAX_STATES). */
export interface DifficultyOptions {
  readonly maxStates?: number;
}

const INF = 0x3fffffff;

/** Reverse adjacency (distinct edges, self-loops dropped) over the expanded states. */
function reverseEdges(g: StateGraph): { start: Int32Array; from: Int32Array } {
  const start = new Int32Array(g.count + 1);
  for (let s = 0; s < g.expanded; s++)
    for (let e = g.edgeStart[s]; e < g.edgeStart[s + 1]; e++) if (g.edgeTo[e] !== s) start[g.edgeTo[e] + 1]++;
  for (let t = 0; t < g.count; t++) start[t + 1] += start[t];
  const fill = start.slice(0, g.count);
  const from = new Int32Array(start[g.count]);
  for (let s = 0; s < g.expanded; s++)
    for (let e = g.edgeStart[s]; e < g.edgeStart[s + 1]; e++) if (g.edgeTo[e] !== s) from[fill[g.edgeTo[e]]++] = s;
  return { start, from };
}

/**
 * Shortest distance from each state to a set of sources through the reverse edges, each source
 * starting at its own value (Dial's buckets: values are small integers). INF when unreached.
 */
function distances(g: StateGraph, rev: { start: Int32Array; from: Int32Array }, init: Int32Array): Int32Array {
  const dist = init.slice();
  const buckets: number[][] = [];
  for (let s = 0; s < g.count; s++) if (dist[s] < INF) (buckets[dist[s]] ??= []).push(s);
  for (let v = 0; v < buckets.length; v++) {
    const bucket = buckets[v];
    if (!bucket) continue;
    for (let k = 0; k < bucket.length; k++) {
      const t = bucket[k];
      if (dist[t] !== v) continue;
      for (let e = rev.start[t]; e < rev.start[t + 1]; e++) {
        const s = rev.from[e];
        if (dist[s] > v + 1) {
          dist[s] = v + 1;
          (buckets[v + 1] ??= []).push(s);
        }
      }
    }
  }
  return dist;
}

/**
 * What the graph proves of each state's distance to a win: `d` (a distance reached in the graph),
 * `exact` (1 when no path through an unexplored state can be shorter) and `dead` (1 when proven
 * that no win is reachable: every state reachable from it was expanded and none is won).
 */
function decide(g: StateGraph, rev: { start: Int32Array; from: Int32Array }) {
  const init = new Int32Array(g.count).fill(INF);
  for (let s = 0; s < g.count; s++) if (g.won[s]) init[s] = 0;
  const d = distances(g, rev, init);
  const exact = new Uint8Array(g.count);
  const dead = new Uint8Array(g.count);
  if (g.exhaustive) {
    for (let s = 0; s < g.count; s++)
      if (d[s] < INF) exact[s] = 1;
      else dead[s] = 1;
    return { d, exact, dead };
  }
  // a path leaving the graph through frontier state u costs at least dist(s, u) + bound(u)
  const out = new Int32Array(g.count).fill(INF);
  for (let u = g.expanded; u < g.count; u++) if (!g.won[u]) out[u] = g.bound[u];
  const e = distances(g, rev, out);
  for (let s = 0; s < g.count; s++) {
    if (d[s] < INF && d[s] <= e[s]) exact[s] = 1;
    if (d[s] === INF && e[s] === INF) dead[s] = 1;
  }
  return { d, exact, dead };
}

/**
 * The exact chance of a win within `budget` pours from the board, choosing uniformly among the
 * legal pours; a won state ends the game, a state without a pour loses. Only states that can still
 * win in time carry probability (d ≤ steps left); an unexpanded state counts as a loss (a lower bound).
 */
function randomWinProbability(g: StateGraph, d: Int32Array, budget: number): number {
  if (g.won[0]) return 1;
  const live: number[] = [];
  for (let s = 0; s < g.expanded; s++) if (!g.won[s] && d[s] <= budget && g.depth[s] + d[s] <= budget) live.push(s);
  let prev = new Float64Array(g.count);
  let next = new Float64Array(g.count);
  for (let s = 0; s < g.count; s++) if (g.won[s]) prev[s] = next[s] = 1;
  for (let k = 1; k <= budget; k++) {
    for (const s of live) {
      if (d[s] > k || g.depth[s] + k > budget) continue;
      let sum = 0;
      for (let e = g.edgeStart[s]; e < g.edgeStart[s + 1]; e++) sum += g.edgeMult[e] * prev[g.edgeTo[e]];
      next[s] = sum / g.legal[s];
    }
    [prev, next] = [next, prev];
  }
  return prev[0];
}

/** The difficulty profile of a board (pure, deterministic; throws a RangeError on an invalid board). */
export function difficultyProfile(board: Board, options: DifficultyOptions = {}): DifficultyProfile {
  const g = exploreStates(board, options.maxStates ?? DIFFICULTY_MAX_STATES);
  const rev = reverseEdges(g);
  const { d, exact, dead } = decide(g, rev);
  let deadStates = 0;
  for (let s = 0; s < g.count; s++) deadStates += dead[s];
  const best = exact[0] ? d[0] : null;
  let onLines = 0;
  let alternatives = 0;
  let optimalAlternatives = 0;
  let recoverable = 0;
  let deadEnds = 0;
  let undecided = 0;
  let penaltySum = 0;
  let penaltyMax = 0;
  if (best !== null) {
    for (let s = 0; s < g.count; s++) {
      if (!exact[s] || g.depth[s] + d[s] !== best) continue;
      onLines++;
      if (g.won[s] || s >= g.expanded) continue;
      let optimal = 0;
      for (let e = g.edgeStart[s]; e < g.edgeStart[s + 1]; e++) {
        const c = g.edgeTo[e];
        if (c === s) continue;
        alternatives++;
        if (dead[c]) deadEnds++;
        else if (!exact[c]) undecided++;
        else if (d[c] === d[s] - 1) optimal++;
        else {
          const penalty = 1 + d[c] - d[s];
          recoverable++;
          penaltySum += penalty;
          if (penalty > penaltyMax) penaltyMax = penalty;
        }
      }
      alternatives--; // the optimal pour itself
      optimalAlternatives += optimal - 1;
    }
  }
  const optimalPours = best ?? (g.exhaustive ? null : solveOptimal(board).optimal);
  const budget = 2 * (optimalPours ?? 0);
  return {
    exhaustive: g.exhaustive,
    reachableStates: g.count,
    deadStates,
    optimalPours,
    statesOnOptimalLines: onLines,
    alternatives,
    optimalAlternatives,
    recoverable,
    deadEnds,
    undecided,
    penaltyMean: recoverable ? penaltySum / recoverable : 0,
    penaltyMax,
    deadEndDensity: alternatives ? deadEnds / alternatives : 0,
    wrongMoveDensity: alternatives ? (recoverable + deadEnds) / alternatives : 0,
    randomWin: { budget, probability: optimalPours === null ? 0 : randomWinProbability(g, d, budget) },
  };
}
