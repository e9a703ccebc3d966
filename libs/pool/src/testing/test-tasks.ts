/** Handlers for the `test.*` tags: they exercise the pool's failure paths (throw, crash, spin, sleep) and recycling (allocate, thread). */
import { threadId as workerThreadId } from 'node:worker_threads';
import { StepBudget } from '../errors';
import type { TaskMapOf } from '../task-map';

/** Payload of `test.spin`: loop `steps` times under a budget of `budget` steps (Infinity = forever). */
export interface SpinPayload {
  readonly steps: number | null;
  readonly budget: number;
}

/** `test.echo`: returns its payload (round trip through structured clone). */
export function echo<T>(payload: T): T {
  return payload;
}

/** `test.throw`: throws an Error with the given message. */
export function throwing(payload: string | null): never {
  throw new Error(typeof payload === 'string' ? payload : 'test.throw');
}

/** `test.refuse`: throws a RangeError, as a rules lib refuses an unplayable input. */
export function refusing(payload: string): never {
  throw new RangeError(payload);
}

/** `test.crash`: ends the worker thread abruptly, as a native crash or a stray process.exit would. */
export function crash(payload: number | null): never {
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

/** Busy work that allocates `mb` MiB in small arrays and keeps them until it returns (grows the worker's heap). */
export function allocate(payload: { mb: number }): { kept: number } {
  const kept: number[][] = [];
  for (let i = 0; i < payload.mb * 16; i++) kept.push(new Array<number>(8192).fill(i));
  return { kept: kept.length };
}

/** `test.thread`: the worker's thread id (tells a recycled worker from the one before). */
export function thread(_: null): number {
  return workerThreadId;
}

/** The handlers of the test worker. */
export const testHandlers = {
  'test.echo': echo<unknown>,
  'test.throw': throwing,
  'test.refuse': refusing,
  'test.crash': crash,
  'test.spin': spin,
  'test.sleep': sleep,
  'test.allocate': allocate,
  'test.thread': thread,
};

/** The task map of the test worker (`createPool<TestTaskMap>({workerFile: testWorkerFile()})`). */
export type TestTaskMap = TaskMapOf<typeof testHandlers>;
