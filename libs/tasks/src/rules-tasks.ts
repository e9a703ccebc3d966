/** Handlers for the rules-lib tags: thin adapters from a structured-cloned payload to one lib call. */
import {
  analysePigment,
  runAttempts,
  type AttemptResult,
  type SuggestOptions,
  type PigmentAnalysis,
  type PigmentLevel,
  type SolveOptions as PigmentSolveOptions,
} from '@levelbench/pigment';
import {
  type Board,
  type Curve,
  type DailyLevel,
  type GeneratedLevel,
  type Hint,
  type SolveOptions,
  type SolveResult,
  generateDaily,
  generateLevel,
  hint,
  solveFast,
  solveOptimal,
} from '@levelbench/watersort';
import { type Cube, type DepthMap, type Weights, createWorld } from '@levelbench/worldgen';
import { sharedWeights } from '@levelbench/verify/handlers';

/** `pigment.analyse` payload. */
export interface PigmentPayload {
  readonly level: PigmentLevel;
  readonly options?: PigmentSolveOptions;
}

/** `pigment.analyse`: analysePigment (limit verdict, replays, optimal lines). */
export function pigmentAnalyse(p: PigmentPayload): PigmentAnalysis {
  return analysePigment(p.level, p.options);
}

/** `pigment.suggest` ({options, from, to}): suggester attempts [from, to), collected in order by the caller. */
export function pigmentSuggest(p: { options: SuggestOptions; from: number; to: number }): AttemptResult[] {
  return runAttempts(p.options, p.from, p.to);
}

/** `watersort.level` ({curve, n}): generateLevel. */
export function watersortLevel(p: { curve: Curve; n: number }): GeneratedLevel {
  return generateLevel(p.curve, p.n);
}

/** `watersort.daily` ({date}): generateDaily. */
export function watersortDaily(p: { date: string }): DailyLevel {
  return generateDaily(p.date);
}

/** `watersort.solve` ({board, optimal?, options}): solveOptimal when `optimal`, else solveFast. */
export function watersortSolve(p: { board: Board; optimal?: boolean; options?: SolveOptions }): SolveResult {
  return p.optimal ? solveOptimal(p.board, p.options) : solveFast(p.board, p.options);
}

/** `watersort.hint` ({board, options}): hint. */
export function watersortHint(p: { board: Board; options?: SolveOptions }): Hint {
  return hint(p.board, p.options);
}

/** `worlds.map` ({seed, depth, weights?}): the depth map. */
export function worldsMap(p: { seed: number; depth: number; weights?: Weights | null }): DepthMap {
  return createWorld(p.seed, sharedWeights(p.weights)).map(p.depth);
}

/** `worlds.cube` ({seed, depth, x, y, weights?}): the built cube plus its build time, or null off the depth's rooms. */
export function worldsCube(p: {
  seed: number;
  depth: number;
  x: number;
  y: number;
  weights?: Weights | null;
}): (Cube & { ms: number }) | null {
  const world = createWorld(p.seed, sharedWeights(p.weights));
  if (!world.has(p.depth, p.x, p.y)) return null;
  const t0 = performance.now();
  const cube = world.cube(p.depth, p.x, p.y);
  return { ...cube, ms: performance.now() - t0 };
}

/** The handlers of the rules-lib tags. */
export const rulesHandlers = {
  'pigment.analyse': pigmentAnalyse,
  'pigment.suggest': pigmentSuggest,
  'watersort.level': watersortLevel,
  'watersort.daily': watersortDaily,
  'watersort.solve': watersortSolve,
  'watersort.hint': watersortHint,
  'worlds.map': worldsMap,
  'worlds.cube': worldsCube,
};
