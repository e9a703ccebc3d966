/**
 * Jobs as the server shows them (`/api/jobs`, `/api/pigment/suggest`) and the events their streams send:
 * the same types in the server, which sends them, and the workbench, which reads them.
 */
import type { CheckName } from './checks';
import type { Summary } from './summary';
import type { PigmentLevel, PigmentMetrics } from '@levelbench/pigment';

/** A job's state: queued until a slot frees, running until its Observable completes, errors, or is cancelled. */
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** The event types that end a job's stream. */
export const FINAL_EVENTS = ['done', 'failed', 'cancelled'] as const;
/** One of FINAL_EVENTS. */
export type FinalEventType = (typeof FINAL_EVENTS)[number];

/** True for an event type that ends the stream. */
export function isFinalEvent(type: string): type is FinalEventType {
  return (FINAL_EVENTS as readonly string[]).includes(type);
}

/** The events every job sends, whatever it does: its place while queued, its start, and how it failed or was cancelled. */
export type JobLifecycleEvent =
  | { readonly type: 'queued'; readonly position: number | null }
  | { readonly type: 'started'; readonly startedAt: string | null }
  | { readonly type: 'failed' | 'cancelled'; readonly error: string | null };

/** Counts of one check while a verify run is going. */
export interface CheckProgress {
  readonly done: number;
  readonly total: number;
  readonly failures: number;
}

/** A verify run's progress: items done of total, the item started last, failures so far, per check. */
export interface VerifyProgressEvent {
  readonly type: 'progress';
  readonly done: number;
  readonly total: number;
  readonly current: string | null;
  readonly failures: number;
  readonly checks: Partial<Record<CheckName, CheckProgress>>;
}

/** The end of a verify job: its report (folder relative to the reports root) and summary. */
export interface VerifyDoneEvent {
  readonly type: 'done';
  readonly reportId: string;
  readonly reportDir: string;
  readonly summary: Summary;
}

/** Every event of a `verify` job. */
export type VerifyJobEvent = JobLifecycleEvent | VerifyProgressEvent | VerifyDoneEvent;

/** The Suggest dialog's options, as `POST /api/pigment/suggest` takes them. */
export interface SuggestRequest {
  readonly width: number;
  readonly height: number;
  readonly marks: number;
  readonly length: number;
  readonly holes?: number;
  readonly colors?: readonly string[];
  readonly stains?: boolean;
  readonly unique?: boolean;
  readonly count?: number;
  readonly seed?: number;
}

/** One proven board as the suggest job streams it. */
export interface SuggestedBoard {
  readonly level: PigmentLevel;
  readonly shortest: number;
  readonly optimalCount: number;
  readonly metrics: PigmentMetrics;
  readonly attempt: number;
}

/** The suggester's progress: attempts and states so far, the boards found of `count`. */
export interface SuggestProgressEvent {
  readonly type: 'progress';
  readonly attempts: number;
  readonly states: number;
  readonly found: number;
  readonly count: number;
  readonly suggestions: readonly SuggestedBoard[];
}

/** The end of a suggest job: the boards, and whether it found all it was asked for. */
export interface SuggestDoneEvent {
  readonly type: 'done';
  readonly complete: boolean;
  readonly attempts: number;
  readonly states: number;
  readonly suggestions: readonly SuggestedBoard[];
}

/** Every event of a `pigment.suggest` job. */
export type SuggestJobEvent = JobLifecycleEvent | SuggestProgressEvent | SuggestDoneEvent;

/** What a job's runner emits: progress while it works, then its result (the job's `done` event). */
export type JobRunEvent = VerifyProgressEvent | VerifyDoneEvent | SuggestProgressEvent | SuggestDoneEvent;

/** Any job event, as sent over SSE (`event: <type>`, `data: <the event>`). */
export type JobEvent = JobLifecycleEvent | JobRunEvent;

/** The job kinds the server runs. */
export type JobKindName = 'verify' | 'pigment.suggest';

/** `GET /api/jobs/:id` (`mine` only when the viewer is known). */
export interface JobView {
  readonly id: string;
  readonly kind: string;
  readonly state: JobState;
  /** 1-based place in the queue while queued, else null. */
  readonly position: number | null;
  readonly queuedAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  readonly progress: JobRunEvent | null;
  readonly result: JobRunEvent | null;
  readonly error: string | null;
  /** True when the viewer started this job (and so may cancel it). */
  readonly mine?: boolean;
}

/** What `POST /api/jobs` and `POST /api/pigment/suggest` answer (202): the job waits in the queue (`position`) or runs. */
export interface JobStarted {
  readonly id: string;
  readonly state: 'queued' | 'running';
  readonly position: number | null;
  /** The job's event stream (SSE). */
  readonly events: string;
}
