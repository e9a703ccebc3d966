import { boardKey } from './board-key';
import { levelSpec, type Curve } from './curve';
import { difficultyProfile, type DifficultyProfile } from './difficulty';
import { generateDaily, type GeneratedLevel } from './generate';
import { inBand, type AxisPick } from './generate-axis';
import { CAPACITY, EXTRA_TUBES, boardProblems, colorCount, isCompleteTube, isWon, legalPours, replay } from './rules';
import { curveLevel, levelBoardIssues, type CurveLevel } from './pinned';
import { solveOptimal } from './solve-optimal';
import type { Move } from './types';

/** Difficulty metrics of a generated level. `optimalPours` is null only when the optimal search did not finish. */
export interface LevelMetrics {
  readonly colors: number;
  readonly t: number;
  readonly mixedness: number;
  /** The mixedness the curve promise asks of the level (null for the daily). */
  readonly target: number | null;
  /** Where the level lies on its curve's difficulty axis (null unless the curve ranks by one). */
  readonly axis: AxisPick | null;
  readonly optimalPours: number | null;
  readonly fastPours: number;
  readonly solverNodes: number;
  readonly optimalNodes: number;
  readonly firstPours: number;
  readonly attempts: number;
  /** The board's difficulty profile (random-win chance, trap and wrong-move densities, …). */
  readonly difficulty: DifficultyProfile;
  /** The board up to tube order and colour names (`boardKey`): equal keys are near-duplicates. */
  readonly boardKey: string;
}

/** Outcome of verifying one level or daily: every failed check as a sentence, plus the metrics. */
export interface VerifyResult {
  readonly id: string;
  readonly passed: boolean;
  readonly failures: string[];
  /** What does not fail the level but must not pass silently: a pinned board off its tier's promise. */
  readonly warnings: string[];
  readonly metrics: LevelMetrics | null;
  /** The generated board's solution, pour by pour (empty when generating failed). */
  readonly solution: readonly Move[];
}

/** Budgets of a verify run; `optimalNodes` bounds the optimal search (default OPTIMAL_MAX_NODES). */
export interface VerifyOptions {
  readonly optimalNodes?: number;
  /** The curve file a pinned level's messages name (default `curve.json`). */
  readonly curveFile?: string;
}

/** Metrics of an already generated level (runs the optimal solver and the difficulty profile once). */
export function metricsOf(g: GeneratedLevel, options: VerifyOptions = {}): LevelMetrics {
  const opt = solveOptimal(g.board, { maxNodes: options.optimalNodes });
  return {
    colors: g.colors,
    t: g.t,
    mixedness: g.mixedness,
    target: g.target,
    axis: g.axis,
    optimalPours: opt.optimal,
    fastPours: g.solution.length,
    solverNodes: g.nodes,
    optimalNodes: opt.nodes,
    firstPours: legalPours(g.board).length,
    attempts: g.attempts,
    difficulty: difficultyProfile(g.board),
    boardKey: boardKey(g.board),
  };
}

/** `randomWin 0.3123, its tier asks 0.1–0.2`: a level's axis value against its band. */
export function axisText(a: AxisPick): string {
  const f = (x: number) => String(Number(x.toPrecision(4)));
  return `${a.axis} ${f(a.value)}, its tier asks ${f(a.min)}–${f(a.max)}`;
}

/** Metrics of level n of the curve (of its pinned board when the curve pins n). */
export function levelMetrics(curve: Curve, n: number): LevelMetrics {
  return metricsOf(curveLevel(curve, n));
}

const isPinned = (g: GeneratedLevel): g is CurveLevel => (g as Partial<CurveLevel>).pinned === true;

/** The seed's rules on a generated board: playable, capacity 4, colours + 2 tubes, no complete tube. */
function generatedBoardProblems(g: GeneratedLevel): { failures: string[]; invalid: boolean } {
  const b = g.board;
  const problems = boardProblems(b);
  const failures = [...problems];
  if (b.capacity !== CAPACITY) failures.push(`capacity is ${b.capacity}, expected ${CAPACITY}`);
  if (b.tubes.length !== g.colors + EXTRA_TUBES)
    failures.push(`has ${b.tubes.length} tubes, expected ${g.colors + EXTRA_TUBES}`);
  if (colorCount(b) !== g.colors) failures.push(`uses ${colorCount(b)} colours, expected ${g.colors}`);
  if (b.tubes.some((t) => isCompleteTube(t, b.capacity))) failures.push('starts with a complete tube');
  return { failures, invalid: problems.length > 0 };
}

/** Where the level breaks its tier's promise (a failure for a generated board, a warning for a pinned one). */
function promiseMisses(g: GeneratedLevel): string[] {
  const misses: string[] = [];
  if (g.target !== null && g.mixedness !== g.target)
    misses.push(`misses the curve promise: mixedness ${g.mixedness}, its tier asks ${g.target}`);
  if (g.axis && !inBand(g.axis.value, [g.axis.min, g.axis.max]))
    misses.push(`misses the curve promise: ${axisText(g.axis)}`);
  return misses;
}

/**
 * Checks a level: valid board, proven solvable, optimal bound consistent, same output on
 * regeneration. A generated board must keep its tier's promise; a pinned one (`CurveLevel.pinned`)
 * is held to the seed's rules for any colour count (`levelBoardIssues`), its failures name the
 * level and the curve file, and a promise it breaks is a warning.
 */
export function checkGenerated(
  g: GeneratedLevel,
  again: GeneratedLevel,
  options: VerifyOptions = {},
): { failures: string[]; warnings: string[]; metrics: LevelMetrics | null } {
  const pinned = isPinned(g);
  const b = g.board;
  const misses = promiseMisses(g);
  const checked = pinned
    ? { failures: levelBoardIssues(b).map((i) => `${i.path}: ${i.message}`), invalid: boardProblems(b).length > 0 }
    : generatedBoardProblems(g);
  const failures = pinned ? checked.failures : [...checked.failures, ...misses];
  const unsolved = pinned && g.solution.length === 0 && !isWon(b);
  const end = replay(b, g.solution);
  if (unsolved) failures.push('not proven solvable: no solver found a solution');
  else if (!end) failures.push('solution contains an illegal pour');
  else if (!isWon(end)) failures.push(`solution of ${g.solution.length} pours does not sort the board`);
  if (JSON.stringify(g) !== JSON.stringify(again))
    failures.push('not deterministic: generating it twice gave different output');
  const metrics = checked.invalid ? null : metricsOf(g, options); // the solvers refuse an invalid board
  if (metrics && metrics.optimalPours === null) {
    const d = metrics.difficulty;
    if (!unsolved) failures.push(`optimal solver did not finish (${metrics.optimalNodes} nodes)`);
    else if (d.exhaustive && d.deadStates === d.reachableStates)
      failures.push(`unsolvable: every one of its ${d.reachableStates} reachable positions is a dead end`);
  } else if (metrics && metrics.optimalPours !== null) {
    if (metrics.optimalPours > g.solution.length)
      failures.push(`optimal ${metrics.optimalPours} exceeds the found solution ${g.solution.length}`);
    if (metrics.optimalPours < g.mixedness)
      failures.push(`optimal ${metrics.optimalPours} is below the mixedness bound ${g.mixedness}`);
  }
  if (!pinned) return { failures, warnings: [], metrics };
  const where = `pinned level ${g.level} (${options.curveFile ?? 'curve.json'})`;
  return { failures: failures.map((f) => `${where}: ${f}`), warnings: misses.map((m) => `${where}: ${m}`), metrics };
}

function verifyWith(
  id: string,
  make: () => GeneratedLevel,
  options: VerifyOptions,
  more: (g: GeneratedLevel) => string[] = () => [],
): VerifyResult {
  try {
    const g = make();
    const { failures, warnings, metrics } = checkGenerated(g, make(), options);
    const all = [...warnings, ...(isPinned(g) ? more(g) : [])];
    return { id, passed: failures.length === 0, failures, warnings: all, metrics, solution: g.solution };
  } catch (e) {
    return { id, passed: false, failures: [(e as Error).message], warnings: [], metrics: null, solution: [] };
  }
}

/** True when `pours` sorts the level's board in exactly `claimedPours` pours (a reused pass's replay). */
export function solutionHolds(
  g: Pick<GeneratedLevel, 'board'>,
  pours: readonly Move[],
  claimedPours: unknown,
): boolean {
  const end = replay(g.board, pours);
  return pours.length === claimedPours && end !== null && isWon(end);
}

/**
 * Verifies level n of the curve (id `watersort/level-N`): its pinned board when the curve pins n
 * (warning, besides a missed promise, when the pin's colour count differs from its tier's).
 */
export function verifyWatersortLevel(curve: Curve, n: number, options: VerifyOptions = {}): VerifyResult {
  return verifyWith(
    `watersort/level-${n}`,
    () => curveLevel(curve, n),
    options,
    (g) => {
      const colors = levelSpec(curve, n).colors;
      const where = `pinned level ${n} (${options.curveFile ?? 'curve.json'})`;
      return g.colors === colors ? [] : [`${where}: has ${g.colors} colours, its tier has ${colors}`];
    },
  );
}

/** Verifies the daily puzzle of a UTC date (id `watersort/daily-YYYY-MM-DD`). */
export function verifyDaily(date: string, options: VerifyOptions = {}): VerifyResult {
  return verifyWith(`watersort/daily-${date}`, () => generateDaily(date), options);
}
