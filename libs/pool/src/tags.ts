/** Typed task tags the pool's worker router understands (see docs/CONTRACTS.md). */

/** Tags routed to the rules libs. */
export const RULES_TAGS = [
  'pigment.solve',
  'pigment.analyse',
  'pigment.suggest',
  'watersort.level',
  'watersort.daily',
  'watersort.solve',
  'watersort.hint',
  'watersort.metrics',
  'worlds.map',
  'worlds.cube',
  'worlds.check',
  'faces.check',
  'faces.specs',
  'verify.item',
] as const;

/** Tags used by the pool's own tests and benchmark. */
export const TEST_TAGS = ['test.echo', 'test.throw', 'test.crash', 'test.spin', 'test.sleep'] as const;

/** Every tag a task can carry. */
export type TaskTag = (typeof RULES_TAGS)[number] | (typeof TEST_TAGS)[number];

/** What the pool posts to a worker: the tag picks the handler, the payload is structured-cloned. */
export interface TaskRequest {
  readonly tag: TaskTag;
  readonly payload: unknown;
}

/** True when `tag` is a known task tag. */
export function isTaskTag(tag: unknown): tag is TaskTag {
  return (
    typeof tag === 'string' &&
    ((RULES_TAGS as readonly string[]).includes(tag) || (TEST_TAGS as readonly string[]).includes(tag))
  );
}

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
