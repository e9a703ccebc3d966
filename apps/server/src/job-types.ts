/** The shapes of jobs as clients see them: states, events, the view, refusals. */
import type { Observable, Subscription } from 'rxjs';

/** A job's state: queued until a slot frees, running until its Observable completes, errors, or is cancelled. */
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** One event as sent to clients: `queued`/`started`/`progress` while alive, then exactly one of done/failed/cancelled. */
export interface JobEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** The event types that end a job's stream. */
export const FINAL_EVENTS: readonly string[] = ['done', 'failed', 'cancelled'];

/** What `GET /api/jobs/:id` returns (`mine` only when the viewer is known). */
export interface JobView {
  readonly id: string;
  readonly kind: string;
  readonly state: JobState;
  /** 1-based place in the queue while queued, else null. */
  readonly position: number | null;
  readonly queuedAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  readonly progress: JobEvent | null;
  readonly result: unknown;
  readonly error: string | null;
  /** True when the viewer started this job (and so may cancel it). */
  readonly mine?: boolean;
}

/** Refused because the queue (this client's share or the whole) is full: HTTP 429. */
export class JobQueueFull extends Error {}

/** Refused because the server is shutting down: HTTP 503. */
export class JobsClosed extends Error {}

/** Receives a job's events with their ids (increasing per job, starting at 1). */
export type JobListener = (e: JobEvent, id: number) => void;

/** Runs a job: its progress events, then its result as the last non-progress event. */
export type JobRunner = (signal: AbortSignal) => Observable<JobEvent>;

/** The manager's record of one job (internal to src/jobs.ts). */
export interface JobRecord {
  readonly id: string;
  readonly kind: string;
  readonly owner: string;
  readonly queuedAt: string;
  readonly run: JobRunner;
  state: JobState;
  position: number | null;
  startedAt: string | null;
  finishedAt: string | null;
  progress: JobEvent | null;
  /** The newest non-final event (queued, started or progress) with its id, for late watchers. */
  latest: { readonly event: JobEvent; readonly id: number } | null;
  result: unknown;
  error: string | null;
  /** Id of the last event sent (SSE `id:`), counted per job so a reconnect can resume after it. */
  seq: number;
  finalId: number;
  /** When a client last looked (GET, or an event stream open until now). */
  lastSeen: number;
  readonly controller: AbortController;
  readonly listeners: Set<JobListener>;
  subscription?: Subscription;
  readonly finished: Promise<void>;
  finish(): void;
}

/** `10 min`, `30 s`, `300 ms`: how long, in words a client reads. */
export const duration = (ms: number): string =>
  ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;

/** True while the job is queued or running. */
export const alive = (j: JobRecord): boolean => j.state === 'queued' || j.state === 'running';
