/** Types for worker-threads-pool 2.0 (benchmark comparison only; the package ships none). */
declare module 'worker-threads-pool' {
  import type { Worker, WorkerOptions } from 'node:worker_threads';

  /** A pool that starts a new Worker per acquire, at most `max` at once. */
  export default class Pool {
    constructor(options?: { max?: number; maxWaiting?: number });
    readonly size: number;
    acquire(filename: string, options: WorkerOptions, cb: (err: Error | null, worker: Worker) => void): void;
    destroy(cb?: () => void): void;
  }
}
