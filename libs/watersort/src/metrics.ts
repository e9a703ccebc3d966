import { boardKey } from './board-key';
import { levelSpec, type Curve } from './curve';
import { difficultyProfile, type DifficultyProfile } from './difficulty';
import { generateDaily, generateFromSpec, type GeneratedLevel } from './generate';
import { inBand, type AxisPick } from './generate-axis';
import { CAPACITY, EXTRA_TUBES, boardProblems, colorCount, isCompleteTube, isWon, legalPours, replay } from './rules';
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
  readonly metrics: LevelMetrics | null;
  /** The generated board's solution, pour by pour (empty when generating failed). */
  readonly solution: readonly Move[];
}

/** Budgets of a verify run; `optimalNodes` bounds the optimal search (default OPTIMAL_MAX_NODES). */
export interface VerifyOptions {
  readonly optimalNodes?: number;
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

/** Metrics of level n of the curve. */
export function levelMetrics(curve: Curve, n: number): LevelMetrics {
  return metricsOf(generateFromSpec(levelSpec(curve, n)));
}

/** Checks a generated level: valid board, proven solvable, optimal bound consistent, same output on regeneration. */
export function checkGenerated(
  g: GeneratedLevel,
  again: GeneratedLevel,
  options: VerifyOptions = {},
): { failures: string[]; metrics: LevelMetrics | null } {
  const failures: string[] = [];
  const b = g.board;
  const problems = boardProblems(b);
  failures.push(...problems);
  if (b.capacity !== CAPACITY) failures.push(`capacity is ${b.capacity}, expected ${CAPACITY}`);
  if (b.tubes.length !== g.colors + EXTRA_TUBES)
    failures.push(`has ${b.tubes.length} tubes, expected ${g.colors + EXTRA_TUBES}`);
  if (colorCount(b) !== g.colors) failures.push(`uses ${colorCount(b)} colours, expected ${g.colors}`);
  if (b.tubes.some((t) => isCompleteTube(t, b.capacity))) failures.push('starts with a complete tube');
  if (g.target !== null && g.mixedness !== g.target)
    failures.push(`misses the curve promise: mixedness ${g.mixedness}, its tier asks ${g.target}`);
  if (g.axis && !inBand(g.axis.value, [g.axis.min, g.axis.max]))
    failures.push(`misses the curve promise: ${axisText(g.axis)}`);
  const end = replay(b, g.solution);
  if (!end) failures.push('solution contains an illegal pour');
  else if (!isWon(end)) failures.push(`solution of ${g.solution.length} pours does not sort the board`);
  if (JSON.stringify(g) !== JSON.stringify(again))
    failures.push('not deterministic: generating it twice gave different output');
  if (problems.length) return { failures, metrics: null }; // the solvers refuse an invalid board
  const metrics = metricsOf(g, options);
  if (metrics.optimalPours === null) failures.push(`optimal solver did not finish (${metrics.optimalNodes} nodes)`);
  else {
    if (metrics.optimalPours > g.solution.length)
      failures.push(`optimal ${metrics.optimalPours} exceeds the found solution ${g.solution.length}`);
    if (metrics.optimalPours < g.mixedness)
      failures.push(`optimal ${metrics.optimalPours} is below the mixedness bound ${g.mixedness}`);
  }
  return { failures, metrics };
}

function verifyWith(id: string, make: () => GeneratedLevel, options: VerifyOptions): VerifyResult {
  try {
    const g = make();
    const { failures, metrics } = checkGenerated(g, make(), options);
    return { id, passed: failures.length === 0, failures, metrics, solution: g.solution };
  } catch (e) {
    return { id, passed: false, failures: [(e as Error).message], metrics: null, solution: [] };
  }
}

/** True when `pours` sorts the generated board in exactly `claimedPours` pours (a reused pass's replay). */
export function solutionHolds(g: GeneratedLevel, pours: readonly Move[], claimedPours: unknown): boolean {
  const end = replay(g.board, pours);
  return pours.length === claimedPours && end !== null && isWon(end);
}

/** Verifies level n of the curve (id `watersort/level-N`). */
export function verifyWatersortLevel(curve: Curve, n: number, options: VerifyOptions = {}): VerifyResult {
  return verifyWith(`watersort/level-${n}`, () => generateFromSpec(levelSpec(curve, n)), options);
}

/** Verifies the daily puzzle of a UTC date (id `watersort/daily-YYYY-MM-DD`). */
export function verifyDaily(date: string, options: VerifyOptions = {}): VerifyResult {
  return verifyWith(`watersort/daily-${date}`, () => generateDaily(date), options);
}
