import type { CollapseTrace, DepthMap, Verdict, Weights } from '@levelbench/worldgen';
import type { CubeDrawing } from '../util/cube-model';
import type { SeedStats } from '../util/stats';

/** What the page asks the worlds worker for; `id` ties answers to requests. */
export type WorldsRequest =
  | {
      readonly id: number;
      readonly kind: 'map';
      readonly seed: number;
      readonly depth: number;
      readonly weights: Weights;
    }
  | {
      readonly id: number;
      readonly kind: 'cube';
      readonly seed: number;
      readonly depth: number;
      readonly x: number;
      readonly y: number;
      readonly weights: Weights;
      /** Build it again from scratch (a fresh world, nothing remembered) and time that build. */
      readonly fresh?: boolean;
    }
  | {
      readonly id: number;
      readonly kind: 'trace';
      readonly seed: number;
      readonly depth: number;
      readonly weights: Weights;
    }
  | { readonly id: number; readonly kind: 'stats'; readonly seeds: readonly number[]; readonly weights: Weights }
  | { readonly id: number; readonly kind: 'cancel' };

/** A depth map (the page draws it with the depth map component). */
export interface MapResult {
  readonly map: DepthMap;
}

/** The time of one cube build: `ms` from the builder when the cube reports it, else timed in the worker around the build call. */
export interface BuildTiming {
  readonly ms: number;
  readonly timedBy: 'builder' | 'browser';
  readonly fresh: boolean;
}

/** A built cube's drawing data and what the inspector said. */
export interface CubeResult {
  readonly depth: number;
  readonly x: number;
  readonly y: number;
  readonly drawing: CubeDrawing;
  readonly role: string;
  readonly builder: string;
  readonly piece: string;
  readonly kind: string;
  readonly archetype: string;
  readonly floors: number;
  readonly guardian: string | null;
  readonly tries: number;
  readonly retries: readonly string[];
  /** How long building the cube took, and whether that was a build from scratch ("Build it") or the first opening. */
  readonly build: BuildTiming;
  readonly portals: readonly string[];
  readonly verdict: Pick<Verdict, 'passed' | 'reason' | 'failedPortal' | 'reach'>;
}

/** Worker answers; `done` ends a request. */
export type WorldsEvent =
  | { readonly id: number; readonly type: 'map'; readonly value: MapResult }
  | { readonly id: number; readonly type: 'cube'; readonly value: CubeResult }
  | { readonly id: number; readonly type: 'trace'; readonly value: CollapseTrace }
  | {
      readonly id: number;
      readonly type: 'seed';
      readonly value: SeedStats;
      readonly done: number;
      readonly total: number;
    }
  | { readonly id: number; readonly type: 'error'; readonly message: string }
  | { readonly id: number; readonly type: 'done' };
