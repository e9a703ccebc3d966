/**
 * Errors of tasks and the step budget a handler counts against. Every error a caller may act on carries
 * a stable `code` (TASK_ERROR); callers branch on `errorCode(e)`, never on the message. Errors thrown
 * inside a worker cross the thread as a `TaskFailure` (structured clone keeps only name and message of an
 * Error) and are rebuilt on the host as a `TaskFailedError` with the same code and details.
 */

/** The codes of every task error a caller can tell apart. */
export const TASK_ERROR = {
  /** Every worker busy and the queue full: refused before any work (QueueFullError). */
  queueFull: 'POOL_QUEUE_FULL',
  /** The task outlived its `timeoutMs` (TaskTimeoutError). */
  timeout: 'POOL_TASK_TIMEOUT',
  /** The caller's AbortSignal fired (TaskAbortedError). */
  aborted: 'POOL_TASK_ABORTED',
  /** No handler for the tag. */
  unknownTag: 'POOL_UNKNOWN_TAG',
  /** The handler spent its step/node budget (BudgetExceededError). */
  budget: 'TASK_BUDGET_EXCEEDED',
  /** The handler refused its input (a rules lib's RangeError: an unplayable board, a date outside the calendar). */
  badInput: 'TASK_BAD_INPUT',
  /** Anything else the handler threw. */
  failed: 'TASK_FAILED',
} as const;

/** One of TASK_ERROR's codes. */
export type TaskErrorCode = (typeof TASK_ERROR)[keyof typeof TASK_ERROR];

const CODES: ReadonlySet<string> = new Set(Object.values(TASK_ERROR));

/** The TASK_ERROR code of an error (also one from another realm, e.g. Jest's sandbox); undefined for any other. */
export function errorCode(e: unknown): TaskErrorCode | undefined {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CODES.has(code) ? (code as TaskErrorCode) : undefined;
}

/** Thrown inside a worker when a task spends its step/node budget; the message names the budget. */
export class BudgetExceededError extends Error {
  readonly code = TASK_ERROR.budget;
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
  readonly code = TASK_ERROR.aborted;
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
  readonly code = TASK_ERROR.queueFull;
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
  return errorCode(e) === TASK_ERROR.queueFull;
}

/** A task that outlived the `timeoutMs` it was run with; the worker was told to stop. */
export class TaskTimeoutError extends Error {
  readonly code = TASK_ERROR.timeout;
  constructor(
    readonly tag: string,
    readonly timeoutMs: number,
  ) {
    super(`task ${tag} timed out after ${timeoutMs} ms`);
    this.name = 'TaskTimeoutError';
  }
}

/** How an error thrown inside a worker crosses the thread: plain data a structured clone keeps whole. */
export interface TaskFailure {
  readonly code: TaskErrorCode;
  readonly name: string;
  readonly message: string;
  /** Named figures of the failure, e.g. `{what, budget}` of a spent budget. */
  readonly details?: Readonly<Record<string, string | number>>;
}

/** The worker side: what a handler threw, as a TaskFailure. */
export function toTaskFailure(e: unknown): TaskFailure {
  const name = e instanceof Error ? e.name : 'Error';
  const message = errorMessage(e);
  if (e instanceof BudgetExceededError)
    return { code: e.code, name, message, details: { what: e.what, budget: e.budget } };
  const code = errorCode(e);
  if (code) return { code, name, message };
  // the rules libs' documented precondition error: the input, not the solver, is at fault
  if (e instanceof RangeError) return { code: TASK_ERROR.badInput, name, message };
  return { code: TASK_ERROR.failed, name, message };
}

/** The host side: a task's failure inside its worker, with the worker's code, message and details. */
export class TaskFailedError extends Error {
  readonly code: TaskErrorCode;
  readonly details: Readonly<Record<string, string | number>>;
  constructor(
    readonly tag: string,
    failure: TaskFailure,
  ) {
    super(failure.message);
    this.name = failure.name;
    this.code = failure.code;
    this.details = failure.details ?? {};
  }
}
