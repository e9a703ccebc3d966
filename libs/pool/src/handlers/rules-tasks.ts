/** Handlers for the rules-lib tags: thin adapters from a structured-cloned payload to one lib call. */
import { analysePigment, type PigmentAnalysis, type PigmentLevel, type SolveOptions as PigmentSolveOptions, type SolveResult as PigmentSolveResult, solvePigment } from '@levelbench/pigment';
import {
  type Board,
  type Curve,
  type DailyLevel,
  type GeneratedLevel,
  type Hint,
  type LevelMetrics,
  type SolveOptions,
  type SolveResult,
  generateDaily,
  generateLevel,
  hint,
  levelMetrics,
  solveFast,
  solveOptimal,
} from '@levelbench/watersort';
import { type Cube, type DepthMap, type FacePairSpec, type Mismatch, type WorldCheck, type Weights, checkFacePair, checkWorld, createWorld, facePairSpecs } from '@levelbench/worldgen';
import { sharedWeights } from './shared-inputs';

/** `pigment.solve` / `pigment.analyse` payload. */
export interface PigmentPayload {
  readonly level: PigmentLevel;
  readonly options?: PigmentSolveOptions;
}

/** `pigment.solve`: solvePigment. */
export function pigmentSolve(p: PigmentPayload): PigmentSolveResult {
  return solvePigment(p.level, p.options);
}

/** `pigment.analyse`: analysePigment (limit verdict, replays, optimal lines). */
export function pigmentAnalyse(p: PigmentPayload): PigmentAnalysis {
  return analysePigment(p.level, p.options);
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

/** `watersort.metrics` ({curve, n}): levelMetrics. */
export function watersortMetrics(p: { curve: Curve; n: number }): LevelMetrics {
  return levelMetrics(p.curve, p.n);
}

/** `worlds.map` ({seed, depth, weights?}): the depth map. */
export function worldsMap(p: { seed: number; depth: number; weights?: Weights | null }): DepthMap {
  return createWorld(p.seed, sharedWeights(p.weights)).map(p.depth);
}

/** `worlds.cube` ({seed, depth, x, y, weights?}): the built cube plus its build time, or null off the depth's rooms. */
export function worldsCube(p: { seed: number; depth: number; x: number; y: number; weights?: Weights | null }): (Cube & { ms: number }) | null {
  const world = createWorld(p.seed, sharedWeights(p.weights));
  if (!world.has(p.depth, p.x, p.y)) return null;
  const t0 = performance.now();
  const cube = world.cube(p.depth, p.x, p.y);
  return { ...cube, ms: performance.now() - t0 };
}

/** `worlds.check` ({seed, weights?, upTo?}): walks one world, timing each cube with this worker's clock. */
export function worldsCheck(p: { seed: number; weights?: Weights | null; upTo?: number }): WorldCheck {
  return checkWorld(p.seed, sharedWeights(p.weights), { now: () => performance.now(), upTo: p.upTo });
}

/** `faces.check` ({spec, weights?}): compares the shared edge of one cube pair. */
export function facesCheck(p: { spec: FacePairSpec; weights?: Weights | null }): { id: string; mismatches: Mismatch[] } {
  return checkFacePair(p.spec, sharedWeights(p.weights));
}

/**
 * `faces.specs` ({count, fromSeed?, weights?, unique?}): the deterministic list of face pairs (plans
 * worlds, so kept off the main thread). facePairSpecs can draw the same pair twice; with `unique`
 * the list is extended (its prefix never changes) until it holds `count` different pairs.
 */
export function facesSpecs(p: { count: number; fromSeed?: number; weights?: Weights | null; unique?: boolean }): FacePairSpec[] {
  const weights = sharedWeights(p.weights);
  if (!p.unique) return facePairSpecs(p.count, p.fromSeed, weights);
  for (let ask = p.count; ; ask += Math.max(8, Math.ceil(p.count / 16))) {
    const seen = new Set<string>();
    const out = facePairSpecs(ask, p.fromSeed, weights).filter((s) => !seen.has(s.id) && seen.add(s.id));
    if (out.length >= p.count) return out.slice(0, p.count);
  }
}
