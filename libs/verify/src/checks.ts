/** The verify domain's types: the four checks, an item's payload (what a worker checks) and its result. */
import type { Curve } from '@levelbench/watersort';
import type { FacePairSpec, Weights } from '@levelbench/worldgen';

/** The four checks of `levelbench verify`, in report order. */
export const CHECKS = ['pigment', 'watersort', 'worlds', 'faces'] as const;
/** One check name. */
export type CheckName = (typeof CHECKS)[number];

/** A drawing attached to an item (depth maps, failing cubes). */
export interface ItemFigure {
  readonly title: string;
  readonly svg: string;
}

/** The verdict on one item, as stored in summary.json. */
export interface ItemResult {
  readonly check: CheckName;
  readonly id: string;
  readonly passed: boolean;
  readonly failures: string[];
  /**
   * The JSON Pointer, into the item's file (see `itemFile`), of each failure, in the same order; '' for
   * the whole file. Pigment items only (their failures are about the level file); absent elsewhere.
   */
  readonly paths?: string[];
  readonly metrics: Record<string, unknown>;
  readonly figures?: ItemFigure[];
  /** How long the check ran in its worker (ms), without the time the task waited in the pool's queue. */
  readonly ms?: number;
}

/** Payload of `verify.item`, one variant per check. */
export type VerifyItemPayload =
  | {
      readonly check: 'pigment';
      readonly id: string;
      readonly file: string;
      readonly text: string;
      readonly maxStates?: number;
    }
  | {
      readonly check: 'watersort';
      readonly id: string;
      readonly kind: 'level';
      readonly curve: Curve;
      readonly n: number;
      readonly optimalNodes?: number;
    }
  | {
      readonly check: 'watersort';
      readonly id: string;
      readonly kind: 'daily';
      readonly date: string;
      readonly optimalNodes?: number;
    }
  | {
      readonly check: 'worlds';
      readonly id: string;
      readonly seed: number;
      readonly weights: Weights | null;
      readonly mapDepths: readonly number[];
      readonly upTo?: number;
    }
  | { readonly check: 'faces'; readonly id: string; readonly spec: FacePairSpec; readonly weights: Weights | null };
