/** Difficulty metrics of a level within its limit: optimal lines, traps, dead ends, branching and a random player's chance. */
import { colorOf } from './die';
import { distancesToWin, explore, firstOptimalLine, PRUNED, type Explored } from './metrics-graph';
import { lineCountsBySearch, type LineCounts } from './metrics-lines';
import { boundWalk, graphWalk, NO_RANDOM_WIN, randomWalkWins, type RandomWin } from './metrics-random-win';
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
  /** Distinct states from which a win within the limit is left, reached as early as possible (won ones included). */
  readonly liveStates: number | null;
  /** Mean legal tips per state on an optimal line (the won states excluded; null when the start is won). */
  readonly branching: number | null;
  /** Share of the tips from states on optimal lines after which no win within the limit is left. */
  readonly traps: number | null;
  /**
   * Share of the distinct states one tip from a state on an optimal line (at that depth + 1) from which no win within
   * the limit is left; 1 when no line wins.
   */
  readonly deadEnds: number | null;
  /** Marks the line lands on more than once, or that start stained with another colour (a stain to fix). */
  readonly interactingMarks: number;
  /** One shortest line (alphabetically first), the one `interactingMarks` is measured on. */
  readonly line: string | null;
  /** `shortest × (1 + traps) + 2 × interactingMarks`, two decimals: the number the pack chart plots. */
  readonly difficulty: number | null;
  /** The chance that a player tipping uniformly among the legal tips wins within the limit (null: stopped first). */
  readonly randomWin: RandomWin | null;
  /**
   * True when every field is exact. Otherwise `liveStates` may be null (a limit far above the shortest line),
   * `randomWin` an upper bound, and past both search budgets the line fields are null. A number given is exact.
   */
  readonly exhaustive: boolean;
}

/**
 * Options: the horizon (default: the level's limit) and two state budgets. The fields come from an exploration
 * pruned by the solver's lower bound (only states that could still win within the horizon: a few thousand on a
 * 12×12 board whose limit is its shortest line), or, when a limit far above the shortest line makes that too large,
 * from the solver's search plus one bounded search per tip off a shortest line.
 */
export interface MetricsOptions {
  /** Budget of the pruned exploration (default {@link DEFAULT_METRICS_MAX_STATES}). */
  readonly maxStates?: number;
  /**
   * Budget of the searches that replace it, summed, and of the random player's walk then (default
   * {@link DEFAULT_METRICS_MAX_SEARCH_STATES}).
   */
  readonly maxSearchStates?: number;
  readonly horizon?: number;
  /** The caller has proven that no line wins within the horizon (an exhaustive unsolvable solve): no search at all. */
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
/**
 * Entries of the random player's walk with h on the fly (a slack limit on a board too big for the pruned exploration):
 * 1,000,000 took 10–50 s a board on the large set's generated limits; past this it gives an upper bound.
 */
export const BOUND_WALK_MAX_ENTRIES = 20_000;
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * Measures a level within its limit (pure, deterministic). Every field comes from the pruned exploration, or, when
 * it outgrows `maxStates` (a limit far above the shortest line), from the solver's search and one bounded search per
 * tip off a shortest line. `exhaustive` says every field is exact.
 */
export function pigmentMetrics(level: PigmentLevel, opts: MetricsOptions = {}): PigmentMetrics {
  const horizon = Math.max(0, opts.horizon ?? level.limit);
  const stop = opts.shouldStop;
  if (opts.noWin) return answer(horizon, NO_LINES(horizon));
  const g = explore(level, horizon, opts.maxStates ?? DEFAULT_METRICS_MAX_STATES, true, stop);
  const maxSearch = opts.maxSearchStates ?? DEFAULT_METRICS_MAX_SEARCH_STATES;
  if (!g.aborted) return answer(horizon, linesOfGraph(level, horizon, g, maxSearch, stop));
  if (g.stopped) return answer(horizon, null);
  return answer(horizon, linesBySearch(level, horizon, maxSearch, stop));
}

/**
 * The metrics by enumerating every state within the horizon into one graph (no pruning, `maxStates` bounds the
 * graph): the previous method, kept as the reference the specs and the benchmark compare `pigmentMetrics` with.
 */
export function pigmentMetricsByEnumeration(level: PigmentLevel, opts: MetricsOptions = {}): PigmentMetrics {
  const horizon = Math.max(0, opts.horizon ?? level.limit);
  const g = explore(level, horizon, opts.maxStates ?? DEFAULT_METRICS_MAX_STATES, false);
  return answer(horizon, g.aborted ? null : linesOfGraph(level, horizon, g, Infinity));
}

type LineFields = Pick<
  PigmentMetrics,
  'shortest' | 'optimalCount' | 'branching' | 'traps' | 'deadEnds' | 'interactingMarks' | 'line' | 'difficulty'
>;

/** What the lines tell: their fields (null: no win within the horizon), the live states (if known), the chance. */
interface Lines {
  readonly fields: LineFields | null;
  readonly liveStates: number | null;
  readonly randomWin: RandomWin;
}

/** No line wins within the horizon (proven). */
const NO_LINES = (horizon: number): Lines => ({ fields: null, liveStates: 0, randomWin: NO_RANDOM_WIN(horizon) });

/** Every answer in one key order (JSON output is compared byte for byte); `lines` null: unknown. */
function answer(horizon: number, lines: Lines | null): PigmentMetrics {
  const f = lines?.fields;
  const liveStates = lines?.liveStates ?? null;
  return {
    horizon,
    shortest: f?.shortest ?? null,
    optimalCount: f?.optimalCount ?? null,
    liveStates,
    branching: f?.branching ?? null,
    traps: f?.traps ?? null,
    // when no state can win, every state is a dead end
    deadEnds: liveStates === 0 ? 1 : (f?.deadEnds ?? null),
    interactingMarks: f?.interactingMarks ?? 0,
    line: f?.line ?? null,
    difficulty: f?.difficulty ?? null,
    randomWin: lines?.randomWin ?? null,
    exhaustive: lines !== null && liveStates !== null && lines.randomWin.exhaustive,
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
    deadEnds: c.targets ? round(c.deadTargets / c.targets) : null,
    interactingMarks,
    line: c.line,
    difficulty: round(c.shortest * (1 + (traps ?? 0)) + 2 * interactingMarks, 2),
  };
}

/**
 * Lines by search: every field of the lines; the live states only when the horizon is the shortest line (then they
 * are the states on shortest lines), and the random player's chance exactly then, else within `maxStates`.
 */
function linesBySearch(
  level: PigmentLevel,
  horizon: number,
  maxStates: number,
  shouldStop?: () => boolean,
): Lines | null {
  const c = lineCountsBySearch(level, horizon, maxStates, shouldStop);
  if (c === null) return null;
  if (c === 'none') return NO_LINES(horizon);
  // each entry of the walk with h on the fly costs four bound evaluations: a small budget, then an upper bound
  const walkBudget = Math.min(maxStates, BOUND_WALK_MAX_ENTRIES);
  const randomWin = c.randomWin ?? randomWalkWins(boundWalk(level, horizon), horizon, walkBudget, shouldStop);
  return { fields: lineFields(level, c), liveStates: c.liveStates, randomWin };
}

/**
 * Lines from an exploration (pruned or not; not stopped by its budget). A state can still win when d + w ≤ horizon,
 * and every such state is in `g` with its exact depth and distance. The random player's walk over it stores one
 * entry per (live state, tips spent): one per live state at limit = shortest, up to `maxWalk` with a slack limit.
 */
function linesOfGraph(
  level: PigmentLevel,
  horizon: number,
  g: Explored,
  maxWalk: number,
  shouldStop?: () => boolean,
): Lines {
  const dist = distancesToWin(g);
  let shortest = -1;
  let optimalCount = 0;
  let liveStates = 0;
  for (let i = 0; i < g.size; i++) {
    if (g.won[i] && (shortest < 0 || g.depth[i] < shortest)) [shortest, optimalCount] = [g.depth[i], 0];
    if (g.won[i] && g.depth[i] === shortest) optimalCount += g.counts[i];
    if (dist[i] <= horizon - g.depth[i]) liveStates++;
  }
  if (shortest < 0) return NO_LINES(horizon);
  let onLine = 0;
  let tips = 0;
  let trapped = 0;
  // (state after the tip, depth) pairs: a pruned state's id follows the stored ones
  const targets = new Set<number>();
  const deadTargets = new Set<number>();
  for (let i = 0; i < g.size; i++) {
    if (g.won[i] || g.depth[i] + dist[i] !== shortest) continue;
    onLine++;
    for (let k = 0; k < 4; k++) {
      const j = g.succ[i * 4 + k];
      if (j === -1) continue;
      tips++;
      const pair = (j <= PRUNED ? g.size + PRUNED - j : j) * (horizon + 2) + g.depth[i] + 1;
      targets.add(pair);
      // a pruned state cannot win within the horizon at all
      if (j <= PRUNED || dist[j] > horizon - g.depth[i] - 1) {
        trapped++;
        deadTargets.add(pair);
      }
    }
  }
  const line = firstOptimalLine(g, dist, shortest);
  const counts = { shortest, optimalCount, line, tips, trapped, onLine };
  const fields = lineFields(level, { ...counts, targets: targets.size, deadTargets: deadTargets.size });
  const randomWin = randomWalkWins(graphWalk(g, dist, horizon), horizon, maxWalk, shouldStop);
  return { fields, liveStates, randomWin };
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
