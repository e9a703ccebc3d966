export * from './task-map';
export * from './router';
export * from './errors';
export * from './pool';
export * from './batch';
export { internByJson } from './intern';
export type { TestTaskMap, SpinPayload } from './testing/test-tasks';

import { resolveWorkerFile } from './pool';

/** The test-only worker bundle (`test.*` tags), for tests and benchmarks of the pool and its callers. */
export function testWorkerFile(): string {
  return resolveWorkerFile('test-worker.cjs');
}
