/** Difficulty metrics of a level: every state reachable within its limit, distances to a win, traps and dead ends. */
import { compileBoard, packState } from './board';
import { COLOR_COUNT, colorOf, MIX, ORIENTATIONS } from './die';
import { cellIndex, initialState } from './rules';
import { DIRS, type PigmentLevel } from './types';

/** What a designer reads about a level's difficulty (definitions in the lib's README). */
export interface PigmentMetrics {
  /** Tips the metrics looked ahead: the level's limit. */
  readonly horizon: number;
  /** Fewest tips to a win within the horizon (null: none). */
  readonly shortest: number | null;
  /** Distinct shortest tip sequences. */
  readonly optimalCount: number | null;
  /** Distinct states (cell × die orientation × stains of the marked cells) reachable within the horizon. */
  readonly states: number;
  /** Mean legal tips per state on an optimal line (the won states excluded; null when the start is won). */
  readonly branching: number | null;
  /** Share of the tips from states on optimal lines after which no win within the limit is left. */
  readonly traps: number | null;
  /** Share of the reachable states from which no win within the limit is left, arriving as early as possible. */
  readonly deadEnds: number | null;
  /** Marks the line lands on more than once, or that start stained with another colour (a stain to fix). */
  readonly interactingMarks: number;
  /** One shortest line (alphabetically first), the one `interactingMarks` is measured on. */
  readonly line: string | null;
  /** `shortest × (1 + traps) + 2 × interactingMarks`, two decimals: the number the pack chart plots. */
  readonly difficulty: number | null;
  /** False when `maxStates` stopped the exploration (then only `states` and `horizon` are meaningful). */
  readonly exhaustive: boolean;
}

/**
 * Options: a state budget (default {@link DEFAULT_METRICS_MAX_STATES}) and the horizon (default: the level's
 * limit). Metrics enumerate every state within the limit, which outgrows the solver's own search by orders of
 * magnitude on large boards (a 10×10 board with 6 marks has millions within its limit while the solver proves
 * it in ~50k): the default keeps a metrics pass to a fraction of a second and says `exhaustive: false` beyond.
 */
export interface MetricsOptions {
  readonly maxStates?: number;
  readonly horizon?: number;
}

export const DEFAULT_METRICS_MAX_STATES = 250_000;
const ORIENTS = ORIENTATIONS.dice.length;
const DENSE_MAX = 1 << 24;
const ALPHA = [2, 0, 1, 3]; // DIRS indices in alphabetical order: E, N, S, W
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;

/** Explores every state reachable within the horizon, then measures it (pure, deterministic). */
export function pigmentMetrics(level: PigmentLevel, opts: MetricsOptions = {}): PigmentMetrics {
  const horizon = Math.max(0, opts.horizon ?? level.limit);
  const g = explore(level, horizon, opts.maxStates ?? DEFAULT_METRICS_MAX_STATES);
  const empty = { horizon, states: g.size, interactingMarks: 0, line: null, difficulty: null };
  if (g.aborted)
    return {
      ...empty,
      shortest: null,
      optimalCount: null,
      branching: null,
      traps: null,
      deadEnds: null,
      exhaustive: false,
    };
  const dist = distancesToWin(g);
  let shortest = -1;
  let count = 0;
  let dead = 0;
  for (let i = 0; i < g.size; i++) {
    if (g.won[i] && (shortest < 0 || g.depth[i] < shortest)) [shortest, count] = [g.depth[i], 0];
    if (g.won[i] && g.depth[i] === shortest) count += g.counts[i];
    if (dist[i] > horizon - g.depth[i]) dead++;
  }
  const deadEnds = g.size ? round(dead / g.size) : 0;
  if (shortest < 0)
    return { ...empty, shortest: null, optimalCount: null, branching: null, traps: null, deadEnds, exhaustive: true };
  let onLine = 0;
  let tips = 0;
  let trapped = 0;
  for (let i = 0; i < g.size; i++) {
    if (g.won[i] || g.depth[i] + dist[i] !== shortest) continue;
    onLine++;
    for (let k = 0; k < 4; k++) {
      const j = g.succ[i * 4 + k];
      if (j < 0) continue;
      tips++;
      if (dist[j] > horizon - g.depth[i] - 1) trapped++;
    }
  }
  const line = firstOptimalLine(g, dist, shortest);
  const traps = tips ? round(trapped / tips) : null;
  const interactingMarks = countInteractingMarks(level, line);
  return {
    horizon,
    shortest,
    optimalCount: count,
    states: g.size,
    branching: onLine ? round(tips / onLine) : null,
    traps,
    deadEnds,
    interactingMarks,
    line,
    difficulty: round(shortest * (1 + (traps ?? 0)) + 2 * interactingMarks, 2),
    exhaustive: true,
  };
}

/** Marks that `line` lands on more than once, or whose start stain is neither empty nor the target. */
export function countInteractingMarks(level: PigmentLevel, line: string): number {
  const visits = new Map<number, number>();
  let [x, y] = level.start;
  for (const d of line) {
    x += d === 'E' ? 1 : d === 'W' ? -1 : 0;
    y += d === 'S' ? 1 : d === 'N' ? -1 : 0;
    const at = y * level.width + x;
    visits.set(at, (visits.get(at) ?? 0) + 1);
  }
  const stains = initialState(level).stains;
  return level.marks.filter((m) => {
    const at = cellIndex(level, m.at);
    return (visits.get(at) ?? 0) > 1 || (stains[at] !== 0 && stains[at] !== colorOf(m.color));
  }).length;
}

/** The explored graph: states in layer order with first-arrival depth, shortest-path counts and successors. */
interface Explored {
  size: number;
  aborted: boolean;
  depth: Uint16Array;
  won: Uint8Array;
  counts: Float64Array;
  /** `succ[i * 4 + k]`: state after tip DIRS[k], or -1 (no floor, or `i` is won or at the horizon). */
  succ: Int32Array;
}

function explore(level: PigmentLevel, horizon: number, maxStates: number): Explored {
  const board = compileBoard(level);
  const { nb, markOf, pow, target, cells } = board;
  const { next, down } = ORIENTATIONS;
  const start = packState(level, board, initialState(level));
  const space = cells * ORIENTS * board.codes;
  const dense = space <= DENSE_MAX ? new Int32Array(space) : null;
  const sparse = dense ? null : new Map<number, number>();
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
    if (dense) dense[key] = i + 1;
    else sparse?.set(key, i);
    [pos[i], orient[i], code[i], g.depth[i], g.counts[i]] = [p, o, c, d, n];
    g.won[i] = c === target ? 1 : 0;
    return i;
  };
  add((start.code * cells + start.pos) * ORIENTS + start.orient, start.pos, start.orient, start.code, 0, 1);
  for (let lo = 0, d = 0; d < horizon && lo < g.size; d++) {
    const hi = g.size;
    for (let i = lo; i < hi; i++) {
      if (g.won[i]) continue;
      for (let k = 0; k < 4; k++) {
        const to = nb[pos[i] * 4 + k];
        if (to < 0) continue;
        const no = next[orient[i] * 4 + k];
        let nc = code[i];
        const m = markOf[to];
        if (m >= 0) {
          const s = Math.floor(nc / pow[m]) % COLOR_COUNT;
          nc += (MIX[s * COLOR_COUNT + down[no]] - s) * pow[m];
        }
        const key = (nc * cells + to) * ORIENTS + no;
        let j = dense ? dense[key] - 1 : (sparse?.get(key) ?? -1);
        if (j < 0) {
          if (g.size >= maxStates) return { ...g, aborted: true };
          j = add(key, to, no, nc, d + 1, g.counts[i]);
        } else if (j >= hi) g.counts[j] += g.counts[i];
        g.succ[i * 4 + k] = j;
      }
    }
    lo = hi;
  }
  return g;
}

/** Fewest tips from each state to a win inside the explored graph (a large number when none). */
function distancesToWin(g: Explored): Int32Array {
  const n = g.size;
  const start = new Int32Array(n + 1);
  for (let e = 0; e < n * 4; e++) if (g.succ[e] >= 0) start[g.succ[e] + 1]++;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const fill = start.slice(0, n);
  const pred = new Int32Array(start[n]);
  for (let e = 0; e < n * 4; e++) if (g.succ[e] >= 0) pred[fill[g.succ[e]]++] = e >> 2;
  const dist = new Int32Array(n).fill(0x3fffffff);
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
function firstOptimalLine(g: Explored, dist: Int32Array, shortest: number): string {
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
