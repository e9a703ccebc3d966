/**
 * The pool's own queue in front of piscina: at most `size` tasks are handed to piscina at once (one
 * per worker), the rest wait here in order. So a task's time limit starts when a worker takes it,
 * not when it was submitted, and the queue can be bounded and refuse at once when full.
 */
import { QueueFullError, TaskAbortedError } from './errors';

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (e: Error) => void;
}

/** Slots for running tasks plus a bounded FIFO of tasks waiting for one. */
export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Smoothed run time of recent tasks (ms), for QueueFullError.retryAfterSeconds. */
  private recentMs = 1000;

  constructor(
    private readonly slots: number,
    readonly maxQueue: number,
  ) {}

  /** Tasks running (handed to a worker). */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Resolves when the task may run. Rejects at once with QueueFullError when the queue is full
   * (unless `bounded` is false), or with TaskAbortedError when `signal` aborts while it waits.
   */
  acquire(tag: string, signal: AbortSignal | undefined, bounded: boolean): Promise<void> {
    if (signal?.aborted) return Promise.reject(new TaskAbortedError(tag));
    if (this.running < this.slots) {
      this.running++;
      return Promise.resolve();
    }
    if (bounded && this.waiting.length >= this.maxQueue) {
      const seconds = Math.ceil((this.recentMs * (this.waiting.length / this.slots + 1)) / 1000);
      return Promise.reject(new QueueFullError(tag, this.maxQueue, Math.max(1, seconds)));
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        const i = this.waiting.indexOf(waiter);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(new TaskAbortedError(tag));
      };
      const waiter: Waiter = {
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        reject: (e) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** Frees a slot (handing it straight to the next waiting task); `ms` is how long the task ran. */
  release(ms: number): void {
    this.recentMs = 0.8 * this.recentMs + 0.2 * ms;
    const next = this.waiting.shift();
    if (next) next.resolve();
    else this.running--;
  }

  /** Rejects every waiting task (the pool is being destroyed). */
  rejectAll(e: Error): void {
    for (const w of this.waiting.splice(0)) w.reject(e);
  }
}
