import { createPool, type LevelbenchPool, type PoolOptions } from '@levelbench/pool';
import type { TaskMap } from './task-map';

export { type TaskMap, type TaskTag, TASK_TAGS } from './task-map';

/** A pool of the production worker (dist/node/worker.cjs), typed by the task map; default one worker per core. */
export function createTaskPool(options: Omit<PoolOptions, 'workerFile'> = {}): LevelbenchPool<TaskMap> {
  return createPool<TaskMap>(options);
}
