/** The verify domain's types: the checks and an item's result (from @levelbench/contracts), an item's payload (what a worker checks). */
import type { Curve } from '@levelbench/watersort';
import type { FacePairSpec, Weights } from '@levelbench/worldgen';

export { CHECKS, type CheckName, type ItemFigure, type ItemResult } from '@levelbench/contracts';

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
