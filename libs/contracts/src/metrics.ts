/** The metrics each check records per item in summary.json, typed: readers use `metricsOf(item)`, not `m['limit']`. */
import type { AxisPick, DifficultyProfile } from '@levelbench/watersort';
import type { WorldCheck } from '@levelbench/worldgen';
import type { BotsItemMetrics } from './bots';
import type { CheckName } from './checks';

/** A Pigment level file: its limit and what the exact solver found (absent when the file did not parse). */
export interface PigmentItemMetrics {
  readonly name: string;
  readonly limit: number;
  readonly shortest: number | null;
  readonly limitVerdict: string;
  readonly optimalCount: number | null;
  readonly optimalLines: readonly (readonly string[])[] | readonly string[];
  readonly states: number;
  readonly replays: number;
  readonly replaysPassed: number;
}

/** A Water Sort curve level or daily: where it is, then the level's difficulty figures. */
export type WatersortItemMetrics = (
  | { readonly kind: 'level'; readonly n: number }
  | { readonly kind: 'daily'; readonly date: string }
) & {
  readonly colors?: number;
  readonly t?: number;
  readonly mixedness?: number;
  readonly target?: number | null;
  readonly axis?: AxisPick | null;
  readonly optimalPours?: number | null;
  readonly fastPours?: number;
  readonly solverNodes?: number;
  readonly optimalNodes?: number;
  readonly firstPours?: number;
  readonly attempts?: number;
  readonly difficulty?: DifficultyProfile;
  readonly boardKey?: string;
};

/** A world walked from the surface to the core: the walk's figures, tries and build ms per cube, and `kinds.d<D>` per depth. */
export type WorldItemMetrics = Pick<
  WorldCheck,
  'seed' | 'walkable' | 'depths' | 'cubes' | 'triesMean' | 'triesMax' | 'waterfalls' | 'softLocks' | 'pinFailures'
> & {
  readonly tries: readonly number[];
  readonly ms: readonly number[];
  /** A hash of the world's planned layout (every depth's rooms, links and cube kinds): equal hashes are near-duplicates. */
  readonly layout?: string;
  /** The share of each cube kind at depth D. */
  readonly [depthKinds: `kinds.d${number}`]: Readonly<Record<string, number>>;
};

/** A face pair: which seam, and how many compared cells differ. */
export interface FacesItemMetrics {
  readonly seed: number;
  readonly depth: number;
  readonly dir: string;
  readonly mismatches: number;
}

/** The metrics of each check. */
export interface CheckMetrics {
  readonly pigment: PigmentItemMetrics;
  readonly watersort: WatersortItemMetrics;
  readonly worlds: WorldItemMetrics;
  readonly faces: FacesItemMetrics;
  readonly bots: BotsItemMetrics;
}

/**
 * An item's metrics as its check's type. Partial: a failed task records none, and an older summary may
 * lack newer figures — readers check what they use.
 */
export function metricsOf<C extends CheckName>(item: {
  readonly check: C;
  readonly metrics: Readonly<Record<string, unknown>>;
}): Partial<CheckMetrics[C]> {
  return item.metrics as Partial<CheckMetrics[C]>;
}
