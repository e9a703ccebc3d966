/**
 * The worker side: `createRouter(handlers)` is the default export of a worker bundle. piscina calls
 * it with one TaskRequest per task; the tag picks the handler. An unknown tag fails the task, not the worker.
 * What a handler throws comes back as data (`failure`, with its TASK_ERROR code), not as a thrown error,
 * whose own fields the thread boundary would drop.
 */
import { threadId } from 'node:worker_threads';
import { TASK_ERROR, toTaskFailure } from './errors';
import type { TagOf, TaskHandlers, TaskMapLike, TaskRequest, TaskResponse } from './task-map';

/** The router of a worker bundle over one handler table. */
export function createRouter<M extends TaskMapLike<M>>(
  handlers: TaskHandlers<M>,
): (req: TaskRequest<M>) => Promise<TaskResponse<M[TagOf<M>]['out']>> {
  const known = new Set<string>(Object.keys(handlers));
  return async function route<K extends TagOf<M>>(req: TaskRequest<M, K>): Promise<TaskResponse<M[K]['out']>> {
    // this isolate's V8 heap plus its ArrayBuffers (solvers keep big typed arrays off the heap)
    const memory = (): number => {
      const { heapTotal, external } = process.memoryUsage();
      return heapTotal + external;
    };
    if (!known.has(req.tag)) {
      const message = `unknown task tag "${String(req.tag)}"`;
      return { failure: { code: TASK_ERROR.unknownTag, name: 'Error', message }, memoryBytes: memory(), threadId };
    }
    const handler: (input: M[K]['in']) => M[K]['out'] | Promise<M[K]['out']> = handlers[req.tag];
    try {
      const out = await handler(req.input);
      return { out, memoryBytes: memory(), threadId };
    } catch (e) {
      return { failure: toTaskFailure(e), memoryBytes: memory(), threadId };
    }
  };
}
