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
