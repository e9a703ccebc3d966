/** The item payloads of the production checks (what a worker checks) and the places they share. */
import type { Curve } from '@levelbench/watersort';
import type { FacePairSpec, Weights } from '@levelbench/worldgen';

import type { FileLocation, PairLocation } from '@levelbench/contracts';
import type { BotsItemPayload } from './bots';

export type { CheckName, ItemFigure, ItemResult } from '@levelbench/contracts';

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
      /** A pinned level's curve file, as its messages name it (absent on unpinned levels). */
      readonly curveFile?: string;
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
  | { readonly check: 'faces'; readonly id: string; readonly spec: FacePairSpec; readonly weights: Weights | null }
  | BotsItemPayload;

/** A place in the level file of Pigment item `id` (`pigment/<name>`): the file relative to the store and a pointer. */
export function levelFilePlace(id: string, path = ''): FileLocation {
  return { kind: 'file', file: `${id}.json`, path };
}

/** The seam of a face pair (its two cubes and direction). */
export function pairPlace(s: FacePairSpec): PairLocation {
  return { kind: 'pair', seed: s.seed, depth: s.depth, dir: s.dir, a: [s.a.x, s.a.y], b: [s.b.x, s.b.y] };
}
