import { levelSeed, levelSpec, type Curve, type LevelSpec, type TierSpan } from './curve';
import { parseUtcDate } from './daily-dates';
import {
  AXIS_DRAWS,
  axisValue,
  bandDistance,
  hardness,
  inBand,
  tierBands,
  type AxisPick,
  type DifficultyAxis,
} from './generate-axis';
import { COLOR_NAMES } from './palette';
import { createRng, hashText, shuffleInPlace, type Rng } from '@levelbench/random';
import { CAPACITY, EXTRA_TUBES, isCompleteTube, mixedness } from './rules';
import { solveFast } from './solve-fast';
import type { Board, Move } from './types';

/** Node budget of the solver run that admits a shuffled board as a candidate. */
export const GENERATOR_SOLVER_NODES = 20_000;
/** Fewest colours a level can have: a single colour always fills its tube, which the generator rejects. */
export const MIN_COLORS = 2;
/** Upper bound on shuffles per level; reaching it is a generator error, not a silent fallback. */
export const MAX_ATTEMPTS = 10_000;
/** Shuffles a level may add to find a board of its tier target; past them it misses the promise, visibly. */
export const TARGET_DRAWS = 4_000;

/** A solved board the generator collected; `attempt` is its shuffle number (the ranking tie-break). */
export interface Candidate {
  readonly board: Board;
  readonly mixedness: number;
  readonly solution: readonly Move[];
  readonly nodes: number;
  readonly attempt: number;
  /** The board's value on the curve's difficulty axis (only when the curve ranks by one). */
  readonly value?: number;
}

/** A generated level: the picked board, its solution, and the ranked candidates it was chosen from. */
export interface GeneratedLevel {
  readonly level: number;
  readonly colors: number;
  readonly t: number;
  readonly seed: number;
  readonly mixedness: number;
  /** The mixedness the curve promise asks of this level (null for the daily, which picks by rank). */
  readonly target: number | null;
  /** Where the level lies on its curve's difficulty axis (null unless the curve ranks by one). */
  readonly axis: AxisPick | null;
  readonly board: Board;
  readonly solution: readonly Move[];
  readonly nodes: number;
  /** Index of the picked board in `candidates` (ranked by mixedness, then shuffle number). */
  readonly pick: number;
  readonly attempts: number;
  readonly candidates: readonly Candidate[];
}

/** A daily puzzle: a generated board plus its UTC date. */
export type DailyLevel = GeneratedLevel & { readonly date: string };

/** Colours and mixedness target of every daily puzzle. */
export const DAILY = { colors: 6, t: 0.5 } as const;

/** One shuffle: 4 units of each colour spread over the colour tubes, plus 2 empty tubes. */
export function shuffledBoard(colors: number, rng: Rng): Board {
  const units: string[] = [];
  for (let c = 0; c < colors; c++) for (let k = 0; k < CAPACITY; k++) units.push(COLOR_NAMES[c]);
  shuffleInPlace(units, rng);
  const tubes: string[][] = [];
  for (let i = 0; i < colors; i++) tubes.push(units.slice(i * CAPACITY, (i + 1) * CAPACITY));
  for (let i = 0; i < EXTRA_TUBES; i++) tubes.push([]);
  return { capacity: CAPACITY, tubes };
}

interface Draw {
  readonly found: Candidate[];
  readonly rng: Rng;
  attempt: number;
}

/** Shuffles until `draw.found` holds `count` solved boards (of mixedness `only`, when given), continuing the stream. */
function drawCandidates(
  colors: number,
  seed: number,
  draw: Draw,
  count: number,
  only?: number,
  limit = MAX_ATTEMPTS,
): void {
  while (draw.found.length < count) {
    if (only !== undefined && draw.attempt >= limit) return; // the caller reports the missed target
    if (draw.attempt >= MAX_ATTEMPTS) {
      const what = only === undefined ? `${count} solvable boards` : `a solvable board of mixedness ${only}`;
      throw new Error(`no ${what} with ${colors} colours in ${MAX_ATTEMPTS} shuffles (seed ${seed})`);
    }
    draw.attempt++;
    const board = shuffledBoard(colors, draw.rng);
    if (board.tubes.some((t) => isCompleteTube(t, CAPACITY))) continue;
    const mix = mixedness(board);
    if (only !== undefined && mix !== only) continue; // cheap test first: extra draws only solve boards that fit
    const solved = solveFast(board, { maxNodes: GENERATOR_SOLVER_NODES });
    if (solved.status !== 'solved') continue;
    draw.found.push({ board, mixedness: mix, solution: solved.moves, nodes: solved.nodes, attempt: draw.attempt });
  }
}

function checkColors(colors: number): void {
  if (!Number.isInteger(colors) || colors < MIN_COLORS || colors > COLOR_NAMES.length) {
    throw new RangeError(`colors must be between ${MIN_COLORS} and ${COLOR_NAMES.length}, got ${colors}`);
  }
}

function firstDraw(spec: LevelSpec): Draw {
  checkColors(spec.colors);
  const draw: Draw = { found: [], rng: createRng(spec.seed), attempt: 0 };
  drawCandidates(spec.colors, spec.seed, draw, spec.candidates);
  return draw;
}

/** Lowest and highest mixedness among a tier's candidates. */
export interface TierRange {
  readonly lo: number;
  readonly hi: number;
}

const rangeCache = new Map<string, TierRange>(); // pure results by tier; bounded below
const RANGE_CACHE_SIZE = 64;

/**
 * The mixedness range of a tier: the lowest and highest mixedness over the first `candidates`
 * solved boards of every level in it (each drawn from that level's own seed).
 */
export function tierRange(colors: number, candidates: number, tier: TierSpan): TierRange {
  const key = `${colors}:${candidates}:${tier.first}:${tier.levels}`;
  const known = rangeCache.get(key);
  if (known) return known;
  let lo = Infinity;
  let hi = -Infinity;
  for (let n = tier.first; n < tier.first + tier.levels; n++) {
    for (const c of firstDraw({ level: n, colors, t: 0, seed: levelSeed(n), candidates }).found) {
      lo = Math.min(lo, c.mixedness);
      hi = Math.max(hi, c.mixedness);
    }
  }
  const range = { lo, hi };
  if (rangeCache.size >= RANGE_CACHE_SIZE) rangeCache.delete(rangeCache.keys().next().value as string);
  rangeCache.set(key, range);
  return range;
}

/** The mixedness a level at place `t` of a tier with this range must have: lo + round(t × (hi − lo)). */
export function tierTarget(range: TierRange, t: number): number {
  return range.lo + Math.round(t * (range.hi - range.lo));
}

/** Index of the first ranked candidate nearest to `target` (exact when one was drawn; ties: the tidier). */
function closest(ranked: readonly Candidate[], target: number): number {
  let best = 0;
  for (let i = 1; i < ranked.length; i++) {
    if (Math.abs(ranked[i].mixedness - target) < Math.abs(ranked[best].mixedness - target)) best = i;
  }
  return best;
}

/**
 * The generator: shuffle, reject boards with a complete tube, keep only boards the solver solved,
 * collect `spec.candidates`, rank by mixedness (ties: earlier shuffle first). A level of a tier
 * (`spec.tier`) then takes its first candidate of the tier target's mixedness, drawing more from
 * its own stream until one turns up (at most TARGET_DRAWS more shuffles; past them it takes the
 * nearest and `mixedness ≠ target` shows the miss); without a tier (the daily) it picks round(t × (k − 1)).
 * Everything flows from seeds and node budgets, so the same spec gives the same board everywhere.
 */
export function generateFromSpec(spec: LevelSpec): GeneratedLevel {
  if (spec.rankBy && spec.tier && spec.tier.levels > 1) return generateOnAxis(spec, spec.rankBy, spec.tier);
  const draw = firstDraw(spec);
  let target: number | null = null;
  if (spec.tier && spec.tier.levels > 1) {
    target = tierTarget(tierRange(spec.colors, spec.candidates, spec.tier), spec.t);
    if (!draw.found.some((c) => c.mixedness === target)) {
      drawCandidates(spec.colors, spec.seed, draw, draw.found.length + 1, target, draw.attempt + TARGET_DRAWS);
    }
  }
  const ranked = draw.found.slice().sort((a, b) => a.mixedness - b.mixedness || a.attempt - b.attempt);
  const pick = target === null ? Math.round(spec.t * (ranked.length - 1)) : closest(ranked, target);
  return pickedLevel(spec, ranked, pick, draw.attempt, target, null);
}

/** The level `spec` gets from the candidate at `pick` in `ranked`, after `attempts` shuffles. */
function pickedLevel(
  spec: LevelSpec,
  ranked: readonly Candidate[],
  pick: number,
  attempts: number,
  target: number | null,
  axis: AxisPick | null,
): GeneratedLevel {
  const chosen = ranked[pick];
  return {
    level: spec.level,
    colors: spec.colors,
    t: spec.t,
    seed: spec.seed,
    mixedness: chosen.mixedness,
    target,
    axis,
    board: chosen.board,
    solution: chosen.solution,
    nodes: chosen.nodes,
    pick,
    attempts,
    candidates: ranked,
  };
}

const bandCache = new Map<string, [number, number][]>(); // pure results by tier; bounded below

/** The bands of a tier on a difficulty axis, from the first candidates of every level in it (`tierBands`). */
export function axisBands(
  axis: DifficultyAxis,
  colors: number,
  candidates: number,
  tier: TierSpan,
): [number, number][] {
  const key = `${axis}:${colors}:${candidates}:${tier.first}:${tier.levels}`;
  const known = bandCache.get(key);
  if (known) return known;
  const values: number[] = [];
  for (let n = tier.first; n < tier.first + tier.levels; n++) {
    const found = firstDraw({ level: n, colors, t: 0, seed: levelSeed(n), candidates }).found;
    for (const c of found) values.push(axisValue(axis, c.board));
  }
  const bands = tierBands(axis, values, tier.levels);
  if (bandCache.size >= RANGE_CACHE_SIZE) bandCache.delete(bandCache.keys().next().value as string);
  bandCache.set(key, bands);
  return bands;
}

/**
 * A level of a curve ranked by a difficulty axis: its candidates ranked easiest first on the axis
 * (ties: tidier, then earlier shuffle), it takes the first inside its band, drawing up to AXIS_DRAWS
 * more solvable boards from its own stream until one turns up; past them the nearest, and `axis`
 * shows the miss.
 */
function generateOnAxis(spec: LevelSpec, axis: DifficultyAxis, tier: TierSpan): GeneratedLevel {
  const draw = firstDraw(spec);
  const band = axisBands(axis, spec.colors, spec.candidates, tier)[spec.level - tier.first];
  const valued = (c: Candidate): Candidate & { value: number } => ({ ...c, value: axisValue(axis, c.board) });
  const found = draw.found.map(valued);
  for (const limit = found.length + AXIS_DRAWS; found.length < limit && !found.some((c) => inBand(c.value, band)); ) {
    drawCandidates(spec.colors, spec.seed, draw, draw.found.length + 1);
    found.push(valued(draw.found[draw.found.length - 1]));
  }
  const ranked = found.sort(
    (a, b) => hardness(axis, a.value) - hardness(axis, b.value) || a.mixedness - b.mixedness || a.attempt - b.attempt,
  );
  let pick = 0;
  for (let i = 1; i < ranked.length; i++)
    if (bandDistance(ranked[i].value, band) < bandDistance(ranked[pick].value, band)) pick = i;
  const value = ranked[pick].value;
  return pickedLevel(spec, ranked, pick, draw.attempt, null, { axis, value, min: band[0], max: band[1] });
}

/** Generates level n (1-based) of the curve. */
export function generateLevel(curve: Curve, n: number): GeneratedLevel {
  return generateFromSpec(levelSpec(curve, n));
}

/** The daily puzzle of a UTC date: 6 colours, t = 0.5, seeded by the date, the same for everyone. */
export function generateDaily(date: string): DailyLevel {
  parseUtcDate(date);
  const spec: LevelSpec = {
    level: 0,
    colors: DAILY.colors,
    t: DAILY.t,
    seed: hashText(`watersort:daily:${date}`),
    candidates: 12,
  };
  return { ...generateFromSpec(spec), date };
}
