import { hashText } from '@levelbench/random';
import type { RankBy } from './generate-axis';
import type { Board } from './types';

/** One tier of the level curve: a colour count and how many consecutive levels use it. */
export interface CurveTier {
  readonly colors: number;
  readonly levels: number;
}

/**
 * A hand-made board pinned to a curve level (`pinned` in curve.json): that level serves `board`
 * (palette colour names per tube, bottom→top, the board-file shape) instead of a generated one.
 */
export interface CurvePin {
  /** The level (1-based) the board is pinned to. */
  readonly level: number;
  readonly board: Board;
  /** The designer's note (shown with the level, e.g. "tutorial: the first pour"). */
  readonly note?: string;
}

/** The level curve designers tune in `levels/watersort/curve.json`. */
export interface Curve {
  readonly levels: number;
  readonly candidates: number;
  readonly tiers: readonly CurveTier[];
  /** What a tier's levels rise in (absent: mixedness); a profile axis ranks by difficulty (README). */
  readonly rankBy?: RankBy;
  /** Hand-made boards pinned to levels (absent: none); pinning a level changes no other level. */
  readonly pinned?: readonly CurvePin[];
}

/** Where a level's tier lies: its first level (1-based) and how many levels it has. */
export interface TierSpan {
  readonly first: number;
  readonly levels: number;
}

/**
 * What one level asks the generator for. `level` is 1-based; `t` ∈ [0,1] is its place in its tier.
 * With `tier`, the level keeps the curve promise (mixedness rises evenly across the tier, see
 * README); without it (the daily) `t` picks among the level's own ranked candidates.
 */
export interface LevelSpec {
  readonly level: number;
  readonly colors: number;
  readonly t: number;
  readonly seed: number;
  readonly candidates: number;
  readonly tier?: TierSpan;
  /** The difficulty axis the level's tier rises on (absent: mixedness). */
  readonly rankBy?: Exclude<RankBy, 'mixedness'>;
}

/**
 * Default curve: 100 levels over 3..9 colours. Small colour counts get fewer levels (a 3-colour
 * board has little room to vary), the harder tiers more: 8+10+14+16+16+18+18 = 100.
 */
export const defaultCurve: Curve = {
  levels: 100,
  candidates: 12,
  tiers: [
    { colors: 3, levels: 8 },
    { colors: 4, levels: 10 },
    { colors: 5, levels: 14 },
    { colors: 6, levels: 16 },
    { colors: 7, levels: 16 },
    { colors: 8, levels: 18 },
    { colors: 9, levels: 18 },
  ],
};

/** Number of levels the curve defines. */
export function levelCount(curve: Curve): number {
  return curve.tiers.reduce((a, t) => a + t.levels, 0);
}

/** Seed of level n (1-based), derived from the level number only. */
export function levelSeed(n: number): number {
  return hashText(`watersort:level:${n}`);
}

/** What level n (1-based) asks for; throws a RangeError for a level outside the curve. */
export function levelSpec(curve: Curve, n: number): LevelSpec {
  if (!Number.isInteger(n) || n < 1 || n > levelCount(curve)) {
    throw new RangeError(`level must be an integer between 1 and ${levelCount(curve)}, got ${n}`);
  }
  let first = 1;
  for (const tier of curve.tiers) {
    if (n < first + tier.levels) {
      const t = tier.levels > 1 ? (n - first) / (tier.levels - 1) : 0;
      const span = { first, levels: tier.levels };
      const axis = curve.rankBy && curve.rankBy !== 'mixedness' ? { rankBy: curve.rankBy } : {};
      return {
        level: n,
        colors: tier.colors,
        t,
        seed: levelSeed(n),
        candidates: curve.candidates,
        tier: span,
        ...axis,
      };
    }
    first += tier.levels;
  }
  throw new RangeError(`level ${n} is outside the curve`);
}
