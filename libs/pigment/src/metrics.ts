/** Difficulty metrics of a level within its limit: optimal lines, traps and branching, states and dead ends. */
import { colorOf } from './die';
import { countWithin, distancesToWin, explore, firstOptimalLine, PRUNED, type Explored } from './metrics-graph';
import { lineCountsBySearch, type LineCounts } from './metrics-lines';
import { cellIndex, initialState } from './rules';
import type { PigmentLevel } from './types';

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
  /**
   * True when every field is exact. Otherwise `states` is a lower bound and `deadEnds` null (unless no state can
   * win: then 1); past both search budgets the line fields are null too. A field that is not null is exact.
   */
  readonly exhaustive: boolean;
}

/**
 * Options: the horizon (default: the level's limit) and three state budgets. The line fields come from an
 * exploration pruned by the solver's lower bound (only states that could still win within the horizon: a few
 * thousand on a large board whose limit is its shortest line), or, when a limit far above the shortest line makes
 * that too large, from the solver's search plus one bounded search per tip off a shortest line. `states` and
 * `deadEnds` need a count of every state within the horizon: compact, but tens of millions on large boards.
 */
export interface MetricsOptions {
  /** Budget of the pruned exploration (default {@link DEFAULT_METRICS_MAX_STATES}). */
  readonly maxStates?: number;
  /** Budget of the searches that replace it, summed (default {@link DEFAULT_METRICS_MAX_SEARCH_STATES}). */
  readonly maxSearchStates?: number;
  /** Budget of the count of every state within the horizon (default {@link DEFAULT_METRICS_MAX_COUNT}). */
  readonly maxCount?: number;
  readonly horizon?: number;
  /**
   * The caller has proven that no line wins within the horizon (an exhaustive unsolvable solve): the line fields are
   * null and every state is a dead end without any search; only `states` is counted, within
   * {@link DEFAULT_METRICS_NO_WIN_MAX_COUNT} (so the metrics cost next to nothing).
   */
  readonly noWin?: boolean;
  /**
   * Polled every 4,096 states of every step (the lib has no clock: callers give it a deadline, e.g. 0.5 s); true
   * stops the metrics as a budget would (`exhaustive: false`, the fields known so far).
   */
  readonly shouldStop?: () => boolean;
}

export const DEFAULT_METRICS_MAX_STATES = 250_000;
/** With the large set's generated limits (16–52 tips above the shortest line) two boards need more than 250,000. */
export const DEFAULT_METRICS_MAX_SEARCH_STATES = 1_000_000;
/** ~20 bytes a counted state: 4 M stay under ~100 MiB and about a second. */
export const DEFAULT_METRICS_MAX_COUNT = 4_000_000;
/** The count's budget when the caller proved that no line wins (`noWin`). */
export const DEFAULT_METRICS_NO_WIN_MAX_COUNT = 20_000;
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * Measures a level within its limit (pure, deterministic). The line fields come from the pruned exploration, or,
 * when it outgrows `maxStates` (a limit far above the shortest line), from the solver's search and one bounded
 * search per tip off a shortest line; `states` and `deadEnds` from the count. `exhaustive` says every field is exact.
 */
export function pigmentMetrics(level: PigmentLevel, opts: MetricsOptions = {}): PigmentMetrics {
  const horizon = Math.max(0, opts.horizon ?? level.limit);
  const maxStates = opts.maxStates ?? DEFAULT_METRICS_MAX_STATES;
  const maxCount = opts.maxCount ?? DEFAULT_METRICS_MAX_COUNT;
  const stop = opts.shouldStop;
  if (opts.noWin) {
    const budget = Math.min(maxCount, DEFAULT_METRICS_NO_WIN_MAX_COUNT);
    const counted = countWithin(level, horizon, budget, stop);
    return answer(horizon, { fields: null, alive: 0 }, counted ?? budget, counted !== null);
  }
  const g = explore(level, horizon, maxStates, true, stop);
  const lines = !g.aborted
    ? linesOfGraph(level, horizon, g)
    : g.stopped
      ? null
      : linesBySearch(level, horizon, opts.maxSearchStates ?? DEFAULT_METRICS_MAX_SEARCH_STATES, stop);
  // the count (the costly part) runs only when it completes the metrics: when the lines tell how many states can
  // still win; otherwise the pruned exploration's states are the lower bound (they all lie within the limit)
  if (lines?.alive == null || stop?.()) return answer(horizon, lines, g.size, false);
  const counted = countWithin(level, horizon, maxCount, stop);
  return answer(horizon, lines, counted ?? maxCount, counted !== null);
}

/**
 * The metrics by enumerating every state within the horizon into one graph (no pruning, `maxStates` bounds the
 * graph): the previous method, kept as the reference the specs and the benchmark compare `pigmentMetrics` with.
 */
export function pigmentMetricsByEnumeration(level: PigmentLevel, opts: MetricsOptions = {}): PigmentMetrics {
  const horizon = Math.max(0, opts.horizon ?? level.limit);
  const g = explore(level, horizon, opts.maxStates ?? DEFAULT_METRICS_MAX_STATES, false);
  return answer(horizon, g.aborted ? null : linesOfGraph(level, horizon, g), g.size, !g.aborted);
}

type LineFields = Pick<
  PigmentMetrics,
  'shortest' | 'optimalCount' | 'branching' | 'traps' | 'interactingMarks' | 'line' | 'difficulty'
>;

/** What the lines tell: their fields (null: no win within the horizon) and how many states can still win (if known). */
interface Lines {
  readonly fields: LineFields | null;
  readonly alive: number | null;
}

/** Every answer in one key order (JSON output is compared byte for byte); `lines` null: unknown. */
function answer(horizon: number, lines: Lines | null, states: number, counted: boolean): PigmentMetrics {
  const f = lines?.fields;
  const alive = lines?.alive ?? null;
  // when no state can win, every state is a dead end, counted or not
  const deadEnds = alive === 0 ? 1 : counted && alive !== null ? round((states - alive) / states) : null;
  return {
    horizon,
    shortest: f?.shortest ?? null,
    optimalCount: f?.optimalCount ?? null,
    states,
    branching: f?.branching ?? null,
    traps: f?.traps ?? null,
    deadEnds,
    interactingMarks: f?.interactingMarks ?? 0,
    line: f?.line ?? null,
    difficulty: f?.difficulty ?? null,
    exhaustive: counted && alive !== null,
  };
}

/** The line fields from the counts on optimal lines. */
function lineFields(level: PigmentLevel, c: LineCounts): LineFields {
  const traps = c.tips ? round(c.trapped / c.tips) : null;
  const interactingMarks = countInteractingMarks(level, c.line);
  return {
    shortest: c.shortest,
    optimalCount: c.optimalCount,
    branching: c.onLine ? round(c.tips / c.onLine) : null,
    traps,
    interactingMarks,
    line: c.line,
    difficulty: round(c.shortest * (1 + (traps ?? 0)) + 2 * interactingMarks, 2),
  };
}

/** Lines by search: every field of the lines, but not how many states can still win (unless none can). */
function linesBySearch(
  level: PigmentLevel,
  horizon: number,
  maxStates: number,
  shouldStop?: () => boolean,
): Lines | null {
  const c = lineCountsBySearch(level, horizon, maxStates, shouldStop);
  return c === null ? null : c === 'none' ? { fields: null, alive: 0 } : { fields: lineFields(level, c), alive: null };
}

/**
 * Lines from an exploration (pruned or not; not stopped by its budget). A state can still win when d + w ≤ horizon,
 * and every such state is in `g` with its exact depth and distance.
 */
function linesOfGraph(level: PigmentLevel, horizon: number, g: Explored): Lines {
  const dist = distancesToWin(g);
  let shortest = -1;
  let optimalCount = 0;
  let alive = 0;
  for (let i = 0; i < g.size; i++) {
    if (g.won[i] && (shortest < 0 || g.depth[i] < shortest)) [shortest, optimalCount] = [g.depth[i], 0];
    if (g.won[i] && g.depth[i] === shortest) optimalCount += g.counts[i];
    if (dist[i] <= horizon - g.depth[i]) alive++;
  }
  if (shortest < 0) return { fields: null, alive };
  let onLine = 0;
  let tips = 0;
  let trapped = 0;
  for (let i = 0; i < g.size; i++) {
    if (g.won[i] || g.depth[i] + dist[i] !== shortest) continue;
    onLine++;
    for (let k = 0; k < 4; k++) {
      const j = g.succ[i * 4 + k];
      if (j === -1) continue;
      tips++;
      // a pruned state cannot win within the horizon at all
      if (j === PRUNED || dist[j] > horizon - g.depth[i] - 1) trapped++;
    }
  }
  const line = firstOptimalLine(g, dist, shortest);
  return { fields: lineFields(level, { shortest, optimalCount, line, tips, trapped, onLine }), alive };
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
