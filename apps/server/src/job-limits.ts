/** The fairness limits of jobs and their event streams, and the per-client stream slots. */

/** How many jobs run and wait, for how long an unwatched job lives, how many event streams stay open. */
export interface JobLimits {
  /** Jobs running at once over all clients (the pool is shared with the solver routes). */
  readonly maxRunning: number;
  /** Jobs one client may have running at once; its further jobs wait in the queue. */
  readonly perClientRunning: number;
  /** Jobs one client may have waiting; one more is refused with 429. */
  readonly maxQueuedPerClient: number;
  /** Jobs waiting over all clients; one more is refused with 429. */
  readonly maxQueued: number;
  /** Finished jobs remembered for `GET /api/jobs/:id` (oldest forgotten first). */
  readonly keep: number;
  /** Milliseconds a cancelled job gets to settle before it is dropped regardless. */
  readonly graceMs: number;
  /** A queued or running job with no event stream open and no `GET /api/jobs/:id` for this long is cancelled. */
  readonly unwatchedMs: number;
  /** Event streams one client may hold open at once (over all jobs). */
  readonly streamsPerClient: number;
  /** Event streams open at once over all clients: well under the server's connection cap (256). */
  readonly streamsTotal: number;
  /** A stream that carried no job event for this long is ended (EventSource reconnects with Last-Event-ID). */
  readonly streamIdleMs: number;
  /** Milliseconds between `: keep-alive` comment lines on an open stream. */
  readonly heartbeatMs: number;
}

/** The server's defaults (README "Jobs"). */
export const JOB_LIMITS: JobLimits = {
  maxRunning: 2,
  perClientRunning: 1,
  maxQueuedPerClient: 4,
  maxQueued: 32,
  keep: 20,
  graceMs: 5000,
  unwatchedMs: 10 * 60_000,
  streamsPerClient: 8,
  streamsTotal: 64,
  streamIdleMs: 5 * 60_000,
  heartbeatMs: 15_000,
};

/** Why a stream was refused: this client holds its share, or every slot is taken. */
export type StreamRefusal = 'client' | 'total';

/** Counts open event streams per client so one client cannot hold every connection the server has. */
export class StreamSlots {
  private readonly byClient = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: Pick<JobLimits, 'streamsPerClient' | 'streamsTotal'>) {}

  /** Streams open now. */
  get open(): number {
    return this.total;
  }

  /** Takes a slot for `client`: the release function (idempotent), or why there is none. */
  take(client: string): (() => void) | StreamRefusal {
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.limits.streamsPerClient) return 'client';
    if (this.total >= this.limits.streamsTotal) return 'total';
    this.byClient.set(client, mine + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
  }
}
