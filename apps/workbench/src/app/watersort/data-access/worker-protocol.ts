import type { Board, CurvePin, GeneratedLevel, Hint, LevelMetrics, LevelSpec } from '@levelbench/watersort';
import type { CurveLevelSpec } from '../util/chart-data';

/** What the page asks the Water Sort worker for; `id` ties answers to requests. */
export type WorkerRequest =
  | { readonly id: number; readonly kind: 'metrics'; readonly specs: readonly CurveLevelSpec[] }
  | { readonly id: number; readonly kind: 'level'; readonly spec: LevelSpec; readonly pin?: CurvePin }
  | { readonly id: number; readonly kind: 'daily'; readonly date: string }
  | { readonly id: number; readonly kind: 'hint'; readonly board: Board }
  | { readonly id: number; readonly kind: 'cancel' };

/** A level's board with its metrics (level browser and play-test): generated, or pinned by hand (`pinned`, with its note). */
export interface LevelPreview {
  readonly generated: GeneratedLevel;
  readonly metrics: LevelMetrics;
  readonly date?: string;
  readonly pinned?: { readonly note?: string };
}

/** What the worker answers: progress per computed level, one result, or an error; `done` ends a request. */
export type WorkerEvent =
  | {
      readonly id: number;
      readonly type: 'metric';
      readonly key: string;
      readonly metrics: LevelMetrics;
      readonly done: number;
      readonly total: number;
    }
  | { readonly id: number; readonly type: 'level'; readonly value: LevelPreview }
  | { readonly id: number; readonly type: 'hint'; readonly value: Hint }
  | { readonly id: number; readonly type: 'error'; readonly message: string }
  | { readonly id: number; readonly type: 'done' };
