/** Handlers for the `test.*` tags: they exercise the pool's failure paths (throw, crash, spin, sleep). */
import { StepBudget } from '../tags';

/** Payload of `test.spin`: loop `steps` times under a budget of `budget` steps (Infinity = forever). */
export interface SpinPayload {
  readonly steps: number | null;
  readonly budget: number;
}

/** `test.echo`: returns its payload (round trip through structured clone). */
export function echo(payload: unknown): unknown {
  return payload;
}

/** `test.throw`: throws an Error with the given message. */
export function throwing(payload: unknown): never {
  throw new Error(typeof payload === 'string' ? payload : 'test.throw');
}

/** `test.crash`: ends the worker thread abruptly, as a native crash or a stray process.exit would. */
export function crash(payload: unknown): never {
  process.exit(typeof payload === 'number' ? payload : 3);
}

/** `test.spin`: a busy loop that only stops at its step budget when `steps` is null (a "hanging" task). */
export function spin(payload: SpinPayload): { spent: number; checksum: number } {
  const budget = new StepBudget(payload.budget, 'spin steps');
  let checksum = 0;
  for (let i = 0; payload.steps === null || i < payload.steps; i++) {
    budget.step();
    checksum = (checksum * 31 + i) | 0;
  }
  return { spent: budget.spent, checksum };
}

/** `test.sleep`: resolves after `ms` milliseconds (lets tests cancel a running task). */
export function sleep(payload: { ms: number; value?: unknown }): Promise<unknown> {
  return new Promise((resolve) => setTimeout(() => resolve(payload.value ?? payload.ms), payload.ms));
}
