/** Errors of tasks and the step budget a handler counts against. */

/** Thrown inside a worker when a task spends its step/node budget; the message names the budget. */
export class BudgetExceededError extends Error {
  constructor(
    readonly what: string,
    readonly budget: number,
  ) {
    super(`budget exceeded: ${what} > ${budget}`);
    this.name = 'BudgetExceededError';
  }
}

/** Counts steps against a fixed budget; `step()` throws BudgetExceededError once it is spent. */
export class StepBudget {
  private used = 0;
  constructor(
    readonly budget: number,
    readonly what = 'steps',
  ) {}

  /** Spends `n` steps. */
  step(n = 1): void {
    this.used += n;
    if (this.used > this.budget) throw new BudgetExceededError(this.what, this.budget);
  }

  /** Steps spent so far. */
  get spent(): number {
    return this.used;
  }
}

/** The message of anything thrown; works across realms (worker errors, Jest's sandbox) where `instanceof Error` does not. */
export function errorMessage(e: unknown): string {
  if (typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string')
    return (e as Error).message;
  return String(e);
}

/** Error of a task cancelled through its AbortSignal (while queued or while running). */
export class TaskAbortedError extends Error {
  constructor(readonly tag: string) {
    super(`task ${tag} was cancelled`);
    this.name = 'AbortError';
  }
}

/**
 * Rejected at once, before any work, when every worker is busy and the pool's queue holds
 * `maxQueue` tasks already. Detect it with `isQueueFull(e)` (works across realms by `code`); a
 * server answers 503 with `Retry-After: retryAfterSeconds`.
 */
export class QueueFullError extends Error {
  /** Stable marker for `isQueueFull`. */
  readonly code = 'POOL_QUEUE_FULL';
  constructor(
    readonly tag: string,
    /** The queue's limit (`maxQueue`). */
    readonly limit: number,
    /** A guess of when a slot frees up: recent task times × queue length ÷ workers, at least 1 s. */
    readonly retryAfterSeconds: number,
  ) {
    super(`the worker pool is busy (${limit} tasks already waiting): ${tag} was not queued; try again shortly`);
    this.name = 'QueueFullError';
  }
}

/** True for a QueueFullError (also one from another realm, e.g. Jest's sandbox). */
export function isQueueFull(e: unknown): e is QueueFullError {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'POOL_QUEUE_FULL';
}
