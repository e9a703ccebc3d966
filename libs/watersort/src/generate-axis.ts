/**
 * The curve shaped by difficulty (`curve.rankBy`): a tier's levels take boards from rising bands of
 * a difficulty-profile axis instead of rising mixedness targets. Pure helpers; `generate.ts` draws.
 */
import { difficultyProfile } from './difficulty';
import type { Board } from './types';

/** What a curve ranks its candidates by: mixedness (the default) or a difficulty-profile axis. */
export type RankBy = 'mixedness' | 'randomWin' | 'deadEndDensity' | 'wrongMoveDensity';
/** The difficulty-profile axes a curve can rank by. */
export type DifficultyAxis = Exclude<RankBy, 'mixedness'>;
/** Every `rankBy` value, the default first. */
export const RANK_BY: readonly RankBy[] = ['mixedness', 'randomWin', 'deadEndDensity', 'wrongMoveDensity'];

/** Solvable boards a level may add to find one in its band; past them it misses the promise, visibly. */
export const AXIS_DRAWS = 600;

/**
 * Where a level lies on its curve's axis: its board's `value` and the band `[min, max]` (inclusive,
 * in the axis's own units) its tier place asks for. Bands of one tier follow each other, the next
 * starting where the last ended, so a level inside its band is never easier than the one before.
 */
export interface AxisPick {
  readonly axis: DifficultyAxis;
  readonly value: number;
  readonly min: number;
  readonly max: number;
}

/** How hard a value is on the axis, larger is harder: a lower random-win chance, a higher density. */
export function hardness(axis: DifficultyAxis, value: number): number {
  return axis === 'randomWin' ? -value : value;
}

/** True when `a` is easier than `b` on the axis (for randomWin: a higher chance to win at random). */
export function easierOn(axis: DifficultyAxis, a: number, b: number): boolean {
  return hardness(axis, a) < hardness(axis, b);
}

type AxisValues = Readonly<Record<DifficultyAxis, number>>;
// every axis of a board at once (pure), so switching a curve's rankBy reuses its profiles; bounded below
const valueCache = new Map<string, AxisValues>();
const VALUE_CACHE_SIZE = 8192;

/** The board's value on the axis (its difficulty profile's field; cached for every axis, the profile is pure). */
export function axisValue(axis: DifficultyAxis, board: Board): number {
  const key = `${board.capacity}:${JSON.stringify(board.tubes)}`;
  let values = valueCache.get(key);
  if (values === undefined) {
    const p = difficultyProfile(board);
    values = {
      randomWin: p.randomWin.probability,
      deadEndDensity: p.deadEndDensity,
      wrongMoveDensity: p.wrongMoveDensity,
    };
    if (valueCache.size >= VALUE_CACHE_SIZE) valueCache.delete(valueCache.keys().next().value as string);
    valueCache.set(key, values);
  }
  return values[axis];
}

/**
 * The bands of a tier of `levels` levels from the axis values of every candidate of the tier (each
 * level's first candidates): sorted easiest first, edge k is the value at rank round(k/levels × (P−1)),
 * and level i's band runs from edge i to edge i+1 — the first level the easiest, the last the hardest.
 */
export function tierBands(axis: DifficultyAxis, values: readonly number[], levels: number): [number, number][] {
  const sorted = values.slice().sort((a, b) => hardness(axis, a) - hardness(axis, b));
  const edge = (k: number) => sorted[Math.round((k / levels) * (sorted.length - 1))];
  const bands: [number, number][] = [];
  for (let i = 0; i < levels; i++) {
    const [easy, hard] = [edge(i), edge(i + 1)];
    bands.push(axis === 'randomWin' ? [hard, easy] : [easy, hard]);
  }
  return bands;
}

/** True when `value` lies in the band `[min, max]`. */
export function inBand(value: number, band: readonly [number, number]): boolean {
  return value >= band[0] && value <= band[1];
}

/** How far `value` lies outside the band (0 inside): the nearest candidate is taken on a miss. */
export function bandDistance(value: number, band: readonly [number, number]): number {
  return value < band[0] ? band[0] - value : value > band[1] ? value - band[1] : 0;
}
