/** The shapes of jobs as clients see them: states, events, the view, refusals. */
import type { Observable, Subscription } from 'rxjs';
import type { JobEvent, JobRunEvent, JobState } from '@levelbench/contracts';

export {
  FINAL_EVENTS,
  isFinalEvent,
  type JobEvent,
  type JobRunEvent,
  type JobState,
  type JobView,
} from '@levelbench/contracts';

/** Refused because the queue (this client's share or the whole) is full: HTTP 429. */
export class JobQueueFull extends Error {}

/** Refused because the server is shutting down: HTTP 503. */
export class JobsClosed extends Error {}

/** Receives a job's events with their ids (increasing per job, starting at 1). */
export type JobListener = (e: JobEvent, id: number) => void;

/** Runs a job: its progress events, then its result as the last non-progress event. */
export type JobRunner = (signal: AbortSignal) => Observable<JobRunEvent>;

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
  progress: JobRunEvent | null;
  /** The newest non-final event (queued, started or progress) with its id, for late watchers. */
  latest: { readonly event: JobEvent; readonly id: number } | null;
  result: JobRunEvent | null;
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
