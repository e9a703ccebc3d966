/**
 * The state graph behind the difficulty metrics: a layered breadth-first exploration within the horizon (optionally
 * pruned by the solver's heuristic) and distances to a win over it.
 */
import { compileBoard, landOn, packState } from './board';
import { ORIENTATIONS } from './die';
import { StateIndex } from './key-index';
import { relaxationsOf } from './relaxations';
import { initialState } from './rules';
import { DIRS, type PigmentLevel } from './types';

const ORIENTS = ORIENTATIONS.dice.length;
const DENSE_MAX = 1 << 24;
const ALPHA = [2, 0, 1, 3]; // DIRS indices in alphabetical order: E, N, S, W
/**
 * `succ` value of a legal tip to a state the pruned exploration left out (it cannot win within the horizon): PRUNED
 * for the first such state, PRUNED - 1 for the second and so on, so each left-out state keeps an identity.
 */
export const PRUNED = -2;
const FAR = 0x3fffffff;
/** How often (in states) the metrics poll their caller's `shouldStop`. */
export const POLL_EVERY = 4_096;

/** The explored graph: states in layer order with first-arrival depth, shortest-path counts and successors. */
export interface Explored {
  size: number;
  aborted: boolean;
  /** True when the caller's `shouldStop` ended the exploration (then `aborted` is true too). */
  stopped?: boolean;
  depth: Uint16Array;
  won: Uint8Array;
  counts: Float64Array;
  /** `succ[i * 4 + k]`: state after tip DIRS[k]; -1 when no floor (or `i` is won or was not expanded); ≤ PRUNED. */
  succ: Int32Array;
}

/**
 * Every state reachable within `horizon` tips (won states are not expanded), layer by layer. With `prune`, a state
 * whose depth plus the solver's lower bound on the tips left exceeds the horizon is left out (its tip is PRUNED):
 * it can never win within the horizon, and no state that can is reached only through it, so depths, path counts
 * and distances to a win stay exact for every state that can still win within the horizon.
 */
export function explore(
  level: PigmentLevel,
  horizon: number,
  maxStates: number,
  prune: boolean,
  shouldStop?: () => boolean,
): Explored {
  const board = compileBoard(level);
  const { nb, cells } = board;
  const { next } = ORIENTATIONS;
  const relax = prune ? relaxationsOf(level, board) : null;
  const start = packState(level, board, initialState(level));
  const space = cells * ORIENTS * board.codes;
  // key → index, or PRUNED when pruned (-1: not seen yet)
  const index = new StateIndex(space, DENSE_MAX);
  let cap = 1024;
  let pos = new Int32Array(cap);
  let orient = new Uint8Array(cap);
  let code = new Float64Array(cap);
  const g: Explored = {
    size: 0,
    aborted: false,
    depth: new Uint16Array(cap),
    won: new Uint8Array(cap),
    counts: new Float64Array(cap),
    succ: new Int32Array(cap * 4).fill(-1),
  };
  const grow = () => {
    cap *= 2;
    const copy = <T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(a: T, b: T) => (b.set(a), b);
    pos = copy(pos, new Int32Array(cap));
    orient = copy(orient, new Uint8Array(cap));
    code = copy(code, new Float64Array(cap));
    g.depth = copy(g.depth, new Uint16Array(cap));
    g.won = copy(g.won, new Uint8Array(cap));
    g.counts = copy(g.counts, new Float64Array(cap));
    g.succ = copy(g.succ, new Int32Array(cap * 4).fill(-1));
  };
  const add = (key: number, p: number, o: number, c: number, d: number, n: number): number => {
    if (g.size === cap) grow();
    const i = g.size++;
    index.set(key, i);
    [pos[i], orient[i], code[i], g.depth[i], g.counts[i]] = [p, o, c, d, n];
    g.won[i] = c === board.target ? 1 : 0;
    return i;
  };
  let pruned = 0;
  const cannotWin = (d: number, p: number, o: number, c: number) =>
    relax !== null && d + relax.bound(board, p, o, c) > horizon;
  if (cannotWin(0, start.pos, start.orient, start.code)) return g;
  add((start.code * cells + start.pos) * ORIENTS + start.orient, start.pos, start.orient, start.code, 0, 1);
  for (let lo = 0, d = 0; d < horizon && lo < g.size; d++) {
    const hi = g.size;
    for (let i = lo; i < hi; i++) {
      if (g.won[i]) continue;
      for (let k = 0; k < 4; k++) {
        const to = nb[pos[i] * 4 + k];
        if (to < 0) continue;
        const no = next[orient[i] * 4 + k];
        const nc = landOn(board, to, no, code[i]);
        const key = (nc * cells + to) * ORIENTS + no;
        let j = index.get(key);
        if (j === -1) {
          if (cannotWin(d + 1, to, no, nc)) {
            j = PRUNED - pruned++;
            index.set(key, j);
          } else {
            if (g.size >= maxStates) return { ...g, aborted: true };
            j = add(key, to, no, nc, d + 1, g.counts[i]);
            if (shouldStop && g.size % POLL_EVERY === 0 && shouldStop()) return { ...g, aborted: true, stopped: true };
          }
        } else if (j >= hi) g.counts[j] += g.counts[i];
        g.succ[i * 4 + k] = j;
      }
    }
    lo = hi;
  }
  return g;
}

/** Fewest tips from each state to a win inside the explored graph (a large number when none). */
export function distancesToWin(g: Explored): Int32Array {
  const n = g.size;
  const start = new Int32Array(n + 1);
  for (let e = 0; e < n * 4; e++) if (g.succ[e] >= 0) start[g.succ[e] + 1]++;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const fill = start.slice(0, n);
  const pred = new Int32Array(start[n]);
  for (let e = 0; e < n * 4; e++) if (g.succ[e] >= 0) pred[fill[g.succ[e]]++] = e >> 2;
  const dist = new Int32Array(n).fill(FAR);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++) if (g.won[i]) [dist[i], queue[tail++]] = [0, i];
  for (let head = 0; head < tail; head++) {
    const j = queue[head];
    for (let p = start[j]; p < start[j + 1]; p++) {
      const i = pred[p];
      if (dist[i] > dist[j] + 1) [dist[i], queue[tail++]] = [dist[j] + 1, i];
    }
  }
  return dist;
}

/** The alphabetically first shortest line: from the start, always take the first letter that stays optimal. */
export function firstOptimalLine(g: Explored, dist: Int32Array, shortest: number): string {
  let line = '';
  let i = 0;
  while (!g.won[i]) {
    for (const k of ALPHA) {
      const j = g.succ[i * 4 + k];
      if (j >= 0 && g.depth[j] === line.length + 1 && g.depth[j] + dist[j] === shortest) {
        line += DIRS[k];
        i = j;
        break;
      }
    }
  }
  return line;
}
