/** `@levelbench/pool/testing`: the test-only worker and its task map, for specs and benchmarks of the pool and its callers (not part of the public entry). */
import { resolveWorkerFile } from '../pool';

export type { TestTaskMap, SpinPayload } from './test-tasks';

/** The test-only worker bundle (`test.*` tags). */
export function testWorkerFile(): string {
  return resolveWorkerFile('test-worker.cjs');
}
