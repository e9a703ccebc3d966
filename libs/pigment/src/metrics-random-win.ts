/**
 * `randomWin`: the chance that a player who tips uniformly at random among the legal tips wins within the limit.
 * One layered walk over (state, tips spent) carries the probability mass forward; a state that can no longer win in
 * the tips left drops its mass (it would only add zeros), so only the states that can still win are ever stored.
 * Three sources of "can still win" share the walk: the metrics' explored graph with exact distances to a win, the
 * solver's states on shortest lines (when the limit is the shortest line, only they can still win), and, past both,
 * the solver's lower bound h on the fly (exact too, but it may keep states that later turn out dead).
 */
import type { BestFirst } from './best-first';
import { compileBoard, landOn, packState, type CompiledBoard } from './board';
import { ORIENTATIONS } from './die';
import type { Explored } from './metrics-graph';
import { INF, relaxationsOf } from './relaxations';
import { initialState } from './rules';
import type { PigmentLevel } from './types';

const ORIENTS = ORIENTATIONS.dice.length;
/** Masses are rescaled by 2^RESCALE once a layer's largest falls below 2^-RESCALE, so nothing underflows. */
const RESCALE = 512;
const LOG10_2 = Math.log10(2);

/** The chance that a uniformly random player wins within `budget` tips (see the README). */
export interface RandomWin {
  /** Tips the player may spend: the level's limit. */
  readonly budget: number;
  /** The chance (exact when `bound` is `exact`, else an upper bound); below ~1e-308 it reads 0: use `log10`. */
  readonly probability: number;
  /** log10 of the chance, 4 decimals (null: no line wins within the budget); never underflows. */
  readonly log10: number | null;
  /** True when `probability` is exact. */
  readonly exhaustive: boolean;
  /** `exact`, or `upper` when a budget stopped the walk: the chance is at most `probability`. */
  readonly bound: 'exact' | 'upper';
}

/**
 * Where the walk may go: `tips` writes the states after each legal tip from `node` (tips spent: `t`) into `out`,
 * -1 for a state that cannot win in the tips left, and returns how many tips are legal (the player's choices).
 */
export interface WalkGraph {
  readonly start: number | null;
  tips(node: number, t: number, out: Float64Array): number;
  won(node: number): boolean;
}

/** A sum of masses at different scales: value = m × 2^e. */
class ScaledSum {
  m = 0;
  e = 0;
  add(x: number, e: number): void {
    if (x === 0) return;
    if (this.m === 0) [this.m, this.e] = [x, e];
    else if (e > this.e) [this.m, this.e] = [this.m * 2 ** (this.e - e) + x, e];
    else this.m += x * 2 ** (e - this.e);
  }
}

/** The answer for a sum of mass; `exact` false: an upper bound. */
function answer(budget: number, sum: ScaledSum, exact: boolean): RandomWin {
  const log10 = sum.m > 0 ? Math.round((Math.log10(sum.m) + sum.e * LOG10_2) * 1e4) / 1e4 : null;
  return {
    budget,
    probability: Math.min(1, sum.m * 2 ** sum.e),
    log10: log10 === null ? null : Math.min(0, log10),
    exhaustive: exact,
    bound: exact ? 'exact' : 'upper',
  };
}

/** The chance of no win at all (proven by the caller). */
export const NO_RANDOM_WIN = (budget: number): RandomWin => answer(budget, new ScaledSum(), true);

/**
 * Walks the mass layer by layer (`budget` tips). Past `maxEntries` stored (state, tips) entries, or when
 * `shouldStop` (polled once a layer) says so, the answer is an upper bound: the wins so far plus the mass still in
 * play.
 */
export function randomWalkWins(
  graph: WalkGraph,
  budget: number,
  maxEntries: number,
  shouldStop?: () => boolean,
): RandomWin {
  const wins = new ScaledSum();
  if (graph.start === null) return answer(budget, wins, true);
  if (graph.won(graph.start)) return answer(budget, Object.assign(wins, { m: 1 }), true);
  let layer = new Map<number, number>([[graph.start, 1]]);
  let e = 0; // true mass = stored mass × 2^e
  let entries = 1;
  const out = new Float64Array(4);
  for (let t = 0; t < budget && layer.size > 0; t++) {
    const next = new Map<number, number>();
    for (const [node, m] of layer) {
      const choices = graph.tips(node, t, out);
      if (choices === 0) continue; // no tip leads to floor: lost
      const share = m / choices;
      for (let k = 0; k < choices; k++) {
        const j = out[k];
        if (j < 0) continue;
        if (graph.won(j)) wins.add(share, e);
        else next.set(j, (next.get(j) ?? 0) + share);
      }
    }
    entries += next.size;
    if (entries > maxEntries || shouldStop?.()) {
      for (const m of next.values()) wins.add(m, e);
      return answer(budget, wins, false);
    }
    let max = 0;
    for (const m of next.values()) max = Math.max(max, m);
    if (max > 0 && max < 2 ** -RESCALE) {
      for (const [j, m] of next) next.set(j, m * 2 ** RESCALE);
      e -= RESCALE;
    }
    layer = next;
  }
  return answer(budget, wins, true);
}

/** The metrics' explored graph (pruned or not, complete) with its distances to a win: exact pruning. */
export function graphWalk(g: Explored, dist: Int32Array, horizon: number): WalkGraph {
  return {
    start: g.size > 0 ? 0 : null,
    won: (i) => g.won[i] === 1,
    tips(i, t, out) {
      let n = 0;
      for (let k = 0; k < 4; k++) {
        const j = g.succ[i * 4 + k];
        if (j === -1) continue; // no floor there
        out[n++] = j >= 0 && t + 1 + dist[j] <= horizon ? j : -1;
      }
      return n;
    },
  };
}

/**
 * The solver's search when the horizon is its shortest line: only states on a shortest line, reached in exactly
 * their depth, can still win, and the search has marked them all (`onLine`).
 */
export function onLineWalk(search: BestFirst, onLine: Uint8Array, board: CompiledBoard): WalkGraph {
  const { nb } = board;
  return {
    start: onLine[0] ? 0 : null,
    won: (i) => onLine[i] === 1 && search.h[i] === 0,
    tips(i, t, out) {
      let n = 0;
      for (let k = 0; k < 4; k++) {
        if (nb[search.pos[i] * 4 + k] < 0) continue;
        const j = search.indexOf(search.keyAfter(i, k));
        out[n++] = j >= 0 && onLine[j] && search.g[j] === t + 1 ? j : -1;
      }
      return n;
    },
  };
}

/** Any level and horizon: states as keys, generated on the fly and kept while depth + h ≤ horizon. */
export function boundWalk(level: PigmentLevel, horizon: number, board: CompiledBoard = compileBoard(level)): WalkGraph {
  const relax = relaxationsOf(level, board);
  const { nb, cells } = board;
  const { next } = ORIENTATIONS;
  const s = packState(level, board, initialState(level));
  const decode = (key: number) => {
    const o = key % ORIENTS;
    const pc = (key - o) / ORIENTS;
    const pos = pc % cells;
    return { o, pos, code: (pc - pos) / cells };
  };
  const h0 = relax.bound(board, s.pos, s.orient, s.code);
  return {
    start: h0 === INF || h0 > horizon ? null : (s.code * cells + s.pos) * ORIENTS + s.orient,
    won: (key) => decode(key).code === board.target,
    tips(key, t, out) {
      const { o, pos, code } = decode(key);
      let n = 0;
      for (let k = 0; k < 4; k++) {
        const to = nb[pos * 4 + k];
        if (to < 0) continue;
        const no = next[o * 4 + k];
        const nc = landOn(board, to, no, code);
        const h = relax.bound(board, to, no, nc);
        out[n++] = h !== INF && t + 1 + h <= horizon ? (nc * cells + to) * ORIENTS + no : -1;
      }
      return n;
    },
  };
}
