/** Long-running jobs (verify batches): started by id, observed by many SSE clients, cancellable. */
import { randomBytes } from 'node:crypto';
import type { Observable, Subscription } from 'rxjs';

/** A job's state: running until its Observable completes, errors, or is cancelled. */
export type JobState = 'running' | 'done' | 'failed' | 'cancelled';

/** One event as sent to clients: `progress` events while running, then exactly one of done/failed/cancelled. */
export interface JobEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** What `GET /api/jobs/:id` returns. */
export interface JobView {
  readonly id: string;
  readonly kind: string;
  readonly state: JobState;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly progress: JobEvent | null;
  readonly result: unknown;
  readonly error: string | null;
}

interface Job {
  readonly id: string;
  readonly kind: string;
  readonly startedAt: string;
  state: JobState;
  finishedAt: string | null;
  progress: JobEvent | null;
  result: unknown;
  error: string | null;
  /** Id of the last event sent (SSE `id:`), counted per job so a reconnect can resume after it. */
  seq: number;
  /** Ids of the latest progress event and of the final event (0: none yet). */
  progressId: number;
  finalId: number;
  readonly controller: AbortController;
  readonly listeners: Set<JobListener>;
  subscription?: Subscription;
  readonly finished: Promise<void>;
  finish(): void;
}

/** Receives a job's events with their ids (increasing per job, starting at 1). */
export type JobListener = (e: JobEvent, id: number) => void;

/** Turns a job's Observable into `{type:'done', …}`: its last non-progress event is the result. */
export type JobRunner = (signal: AbortSignal) => Observable<JobEvent>;

/** Keeps running and recent jobs in memory; finished ones beyond `keep` are forgotten oldest first. */
export class JobManager {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly maxRunning = 2,
    private readonly keep = 20,
    private readonly graceMs = 5000,
  ) {}

  /** Number of jobs still running. */
  get running(): number {
    return [...this.jobs.values()].filter((j) => j.state === 'running').length;
  }

  /** Starts a job; throws RangeError when `maxRunning` jobs are already running. */
  start(kind: string, run: JobRunner): JobView {
    if (this.running >= this.maxRunning)
      throw new RangeError(`${this.maxRunning} jobs are already running; wait for one or cancel it`);
    let finish = (): void => undefined;
    const finished = new Promise<void>((r) => (finish = r));
    const job: Job = {
      id: `${kind}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`,
      kind,
      startedAt: new Date().toISOString(),
      state: 'running',
      finishedAt: null,
      progress: null,
      result: null,
      error: null,
      seq: 0,
      progressId: 0,
      finalId: 0,
      controller: new AbortController(),
      listeners: new Set(),
      finished,
      finish,
    };
    this.jobs.set(job.id, job);
    this.prune();
    job.subscription = run(job.controller.signal).subscribe({
      next: (e) => {
        if (job.state !== 'running') return;
        if (e.type === 'progress') {
          job.progress = e;
          job.progressId = this.emit(job, e);
        } else {
          job.result = e;
        }
      },
      error: (err: unknown) =>
        this.end(
          job,
          job.controller.signal.aborted ? 'cancelled' : 'failed',
          job.controller.signal.aborted ? job.controller.signal.reason : err,
        ),
      complete: () => this.end(job, 'done'),
    });
    return this.view(job);
  }

  /** The job's public view, or undefined for an unknown id. */
  get(id: string): JobView | undefined {
    const job = this.jobs.get(id);
    return job && this.view(job);
  }

  /** Every known job, newest first. */
  list(): JobView[] {
    return [...this.jobs.values()].reverse().map((j) => this.view(j));
  }

  /**
   * Calls `listener` with the latest progress (if any, and newer than `afterId`), then every later
   * event; the final (done/failed/cancelled) event is always the last call, unless the client saw it
   * already (`afterId` ≥ its id: then nothing is sent). Returns the unsubscribe function.
   */
  watch(id: string, listener: JobListener, afterId = 0): (() => void) | undefined {
    const job = this.jobs.get(id);
    if (!job) return undefined;
    if (job.progress && job.progressId > afterId) listener(job.progress, job.progressId);
    if (job.state !== 'running') {
      if (job.finalId > afterId) listener(this.finalEvent(job), job.finalId);
      return () => undefined;
    }
    job.listeners.add(listener);
    return () => job.listeners.delete(listener);
  }

  /** True when the job is over and a client that saw event `afterId` has seen its final event. */
  seenAll(id: string, afterId: number): boolean {
    const job = this.jobs.get(id);
    return !!job && job.state !== 'running' && job.finalId <= afterId;
  }

  /**
   * Cancels a running job: aborts its signal so its tasks stop and it settles on its own (a verify
   * batch never leaves a half-written report); after `graceMs` it is dropped regardless.
   * Resolves with the settled view, or undefined for an unknown id.
   */
  async cancel(id: string, reason = 'cancelled by a client'): Promise<JobView | undefined> {
    const job = this.jobs.get(id);
    if (!job) return undefined;
    if (job.state === 'running') {
      job.controller.abort(new Error(reason));
      const timer = setTimeout(() => {
        job.subscription?.unsubscribe();
        this.end(job, 'cancelled', new Error(`${reason} (did not stop within ${this.graceMs} ms)`));
      }, this.graceMs);
      await job.finished;
      clearTimeout(timer);
    }
    return this.view(job);
  }

  /** Cancels every running job and waits until each has settled (graceful shutdown). */
  async cancelAll(reason: string): Promise<void> {
    await Promise.all(
      [...this.jobs.values()].filter((j) => j.state === 'running').map((j) => this.cancel(j.id, reason)),
    );
  }

  private end(job: Job, state: JobState, err?: unknown): void {
    if (job.state !== 'running') return;
    job.state = state;
    job.finishedAt = new Date().toISOString();
    if (err !== undefined) job.error = err instanceof Error ? err.message : String(err);
    job.finalId = this.emit(job, this.finalEvent(job));
    job.listeners.clear();
    job.finish();
    this.prune();
  }

  private finalEvent(job: Job): JobEvent {
    if (job.state === 'done') return { ...(job.result as object | null), type: 'done' };
    return { type: job.state, error: job.error };
  }

  private emit(job: Job, e: JobEvent): number {
    const id = ++job.seq;
    for (const l of [...job.listeners]) l(e, id);
    return id;
  }

  private view(job: Job): JobView {
    const { id, kind, state, startedAt, finishedAt, progress, result, error } = job;
    return { id, kind, state, startedAt, finishedAt, progress, result, error };
  }

  private prune(): void {
    const finished = [...this.jobs.values()].filter((j) => j.state !== 'running');
    for (const j of finished.slice(0, Math.max(0, finished.length - this.keep))) this.jobs.delete(j.id);
  }
}
