/**
 * Long-running jobs (verify batches, suggesters): owned by the client that started them, queued fairly
 * (one running job per client, a few slots in all), observed by SSE clients, cancelled by their owner,
 * by nobody watching, or by shutdown. The shapes clients see (events, views, refusals) are in ./job-types.
 */
import { randomBytes } from 'node:crypto';
import { JOB_LIMITS, type JobLimits, StreamSlots } from './job-limits';
import {
  type JobRecord,
  alive,
  duration,
  type JobEvent,
  type JobListener,
  type JobRunner,
  type JobState,
  type JobView,
  JobQueueFull,
  JobsClosed,
} from './job-types';

/** Keeps queued, running and recent jobs in memory; finished ones beyond `keep` are forgotten oldest first. */
export class JobManager {
  /** Open event streams, counted per client (routes take a slot per stream). */
  readonly streams: StreamSlots;
  readonly limits: JobLimits;
  private readonly jobs = new Map<string, JobRecord>();
  private readonly queue: JobRecord[] = [];
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(limits: Partial<JobLimits> = {}) {
    this.limits = { ...JOB_LIMITS, ...limits };
    this.streams = new StreamSlots(this.limits);
  }

  /** Number of jobs running. */
  get running(): number {
    return this.count((j) => j.state === 'running');
  }

  /** Number of jobs waiting for a slot. */
  get queued(): number {
    return this.queue.length;
  }

  /**
   * Starts `owner`'s job now when a slot is free and `owner` runs nothing, else queues it.
   * Throws JobQueueFull when the queue is full (for this owner or in all), JobsClosed after shutdown began.
   */
  start(kind: string, run: JobRunner, owner: string): JobView {
    if (this.closed) throw new JobsClosed('the server is shutting down');
    const l = this.limits;
    if (!this.canRun(owner)) {
      const mine = this.queue.filter((j) => j.owner === owner).length;
      if (mine >= l.maxQueuedPerClient)
        throw new JobQueueFull(`you already have ${mine} jobs waiting; wait for one or cancel it`);
      if (this.queue.length >= l.maxQueued)
        throw new JobQueueFull(`the job queue is full (${this.queue.length} waiting); try again later`);
    }
    let finish = (): void => undefined;
    const finished = new Promise<void>((r) => (finish = r));
    const job: JobRecord = {
      id: `${kind}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`,
      kind,
      owner,
      queuedAt: new Date().toISOString(),
      run,
      state: 'queued',
      position: null,
      startedAt: null,
      finishedAt: null,
      progress: null,
      latest: null,
      result: null,
      error: null,
      seq: 0,
      finalId: 0,
      lastSeen: Date.now(),
      controller: new AbortController(),
      listeners: new Set(),
      finished,
      finish,
    };
    this.jobs.set(job.id, job);
    this.queue.push(job);
    this.pump();
    this.prune();
    this.watchForAbandoned();
    return this.view(job);
  }

  /** The job's public view (with `mine` for `viewer`), or undefined for an unknown id. */
  get(id: string, viewer?: string): JobView | undefined {
    const job = this.jobs.get(id);
    return job && this.view(job, viewer);
  }

  /** Every known job, newest first. */
  list(viewer?: string): JobView[] {
    return [...this.jobs.values()].reverse().map((j) => this.view(j, viewer));
  }

  /** Who started the job (a `clientOf(req).id`), or undefined for an unknown id. */
  owner(id: string): string | undefined {
    return this.jobs.get(id)?.owner;
  }

  /** Records that a client looked at the job, so it is not cancelled as abandoned. */
  touch(id: string): void {
    const job = this.jobs.get(id);
    if (job) job.lastSeen = Date.now();
  }

  /**
   * Calls `listener` with the newest queued/started/progress event (if newer than `afterId`), then every
   * later event; the final (done/failed/cancelled) event is always the last call, unless the client saw it
   * already (`afterId` ≥ its id: then nothing is sent). Returns the unsubscribe function.
   */
  watch(id: string, listener: JobListener, afterId = 0): (() => void) | undefined {
    const job = this.jobs.get(id);
    if (!job) return undefined;
    job.lastSeen = Date.now();
    if (job.latest && job.latest.id > afterId) listener(job.latest.event, job.latest.id);
    if (!alive(job)) {
      if (job.finalId > afterId) listener(this.finalEvent(job), job.finalId);
      return () => undefined;
    }
    job.listeners.add(listener);
    return () => {
      // the watcher leaving counts as a last look: the unwatched clock starts now
      if (job.listeners.delete(listener)) job.lastSeen = Date.now();
    };
  }

  /** True when the job is over and a client that saw event `afterId` has seen its final event. */
  seenAll(id: string, afterId: number): boolean {
    const job = this.jobs.get(id);
    return !!job && !alive(job) && job.finalId <= afterId;
  }

  /**
   * Cancels a job: a queued one leaves the queue at once; a running one has its signal aborted so its
   * tasks stop and it settles on its own (a verify batch never leaves a half-written report), and after
   * `graceMs` it is dropped regardless. Resolves with the settled view, or undefined for an unknown id.
   */
  async cancel(id: string, reason = 'cancelled by a client'): Promise<JobView | undefined> {
    const job = this.jobs.get(id);
    if (!job) return undefined;
    if (job.state === 'queued') {
      this.queue.splice(this.queue.indexOf(job), 1);
      this.end(job, 'cancelled', new Error(reason));
    } else if (job.state === 'running') {
      job.controller.abort(new Error(reason));
      const timer = setTimeout(() => {
        job.subscription?.unsubscribe();
        this.end(job, 'cancelled', new Error(`${reason} (did not stop within ${this.limits.graceMs} ms)`));
      }, this.limits.graceMs);
      await job.finished;
      clearTimeout(timer);
    }
    return this.view(job);
  }

  /** Refuses new jobs, cancels every queued and running one, and waits until each has settled (shutdown). */
  async cancelAll(reason: string): Promise<void> {
    this.closed = true;
    // the queue first, so no waiting job starts in a slot a cancelled one frees
    const queued = [...this.queue];
    await Promise.all(queued.map((j) => this.cancel(j.id, reason)));
    await Promise.all([...this.jobs.values()].filter(alive).map((j) => this.cancel(j.id, reason)));
    this.stopSweeper();
  }

  private canRun(owner: string): boolean {
    const l = this.limits;
    return (
      this.running < l.maxRunning && this.count((j) => j.state === 'running' && j.owner === owner) < l.perClientRunning
    );
  }

  /** Starts every queued job that may run now (oldest first), then tells the rest their new places. */
  private pump(): void {
    for (let i = 0; i < this.queue.length && this.running < this.limits.maxRunning; ) {
      const job = this.queue[i];
      if (this.canRun(job.owner)) {
        this.queue.splice(i, 1);
        this.begin(job);
      } else i++;
    }
    this.queue.forEach((job, i) => {
      if (job.position === i + 1) return;
      job.position = i + 1;
      this.emitLatest(job, { type: 'queued', position: job.position });
    });
  }

  private begin(job: JobRecord): void {
    job.state = 'running';
    job.position = null;
    job.startedAt = new Date().toISOString();
    this.emitLatest(job, { type: 'started', startedAt: job.startedAt });
    job.subscription = job.run(job.controller.signal).subscribe({
      next: (e) => {
        if (job.state !== 'running') return;
        if (e.type === 'progress') {
          job.progress = e;
          this.emitLatest(job, e);
        } else {
          job.result = e;
        }
      },
      error: (err: unknown) => {
        const aborted = job.controller.signal.aborted;
        this.end(job, aborted ? 'cancelled' : 'failed', aborted ? job.controller.signal.reason : err);
      },
      // a runner that completes without its result has failed: there is nothing to show
      complete: () =>
        job.result ? this.end(job, 'done') : this.end(job, 'failed', new Error('the job ended without a result')),
    });
  }

  private end(job: JobRecord, state: JobState, err?: unknown): void {
    if (!alive(job)) return;
    job.state = state;
    job.position = null;
    job.finishedAt = new Date().toISOString();
    if (err !== undefined) job.error = err instanceof Error ? err.message : String(err);
    job.finalId = this.emit(job, this.finalEvent(job));
    job.listeners.clear();
    job.finish();
    this.pump();
    this.prune();
  }

  private finalEvent(job: JobRecord): JobEvent {
    if (job.state === 'done' && job.result) return job.result;
    return { type: job.state === 'cancelled' ? 'cancelled' : 'failed', error: job.error };
  }

  private emitLatest(job: JobRecord, e: JobEvent): void {
    job.latest = { event: e, id: this.emit(job, e) };
  }

  private emit(job: JobRecord, e: JobEvent): number {
    const id = ++job.seq;
    for (const l of [...job.listeners]) l(e, id);
    return id;
  }

  private view(job: JobRecord, viewer?: string): JobView {
    const { id, kind, state, position, queuedAt, startedAt, finishedAt, progress, result, error } = job;
    const v = { id, kind, state, position, queuedAt, startedAt, finishedAt, progress, result, error };
    return viewer === undefined ? v : { ...v, mine: job.owner === viewer };
  }

  private count(pred: (j: JobRecord) => boolean): number {
    let n = 0;
    for (const j of this.jobs.values()) if (pred(j)) n++;
    return n;
  }

  private prune(): void {
    const finished = [...this.jobs.values()].filter((j) => !alive(j));
    for (const j of finished.slice(0, Math.max(0, finished.length - this.limits.keep))) this.jobs.delete(j.id);
  }

  /** Checks now and then for jobs nobody watches (no stream, no GET for `unwatchedMs`) and cancels them. */
  private watchForAbandoned(): void {
    if (this.sweeper) return;
    const every = Math.max(10, Math.min(30_000, Math.floor(this.limits.unwatchedMs / 4)));
    this.sweeper = setInterval(() => {
      const now = Date.now();
      const jobs = [...this.jobs.values()].filter(alive);
      if (!jobs.length) return this.stopSweeper();
      for (const j of jobs) {
        if (j.listeners.size === 0 && now - j.lastSeen > this.limits.unwatchedMs) {
          void this.cancel(j.id, `nobody watched this job for ${duration(this.limits.unwatchedMs)}`);
        }
      }
    }, every);
    // the sweeper never keeps a process alive on its own
    this.sweeper.unref();
  }

  private stopSweeper(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }
}
