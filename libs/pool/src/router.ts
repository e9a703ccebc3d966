/**
 * The worker side: `createRouter(handlers)` is the default export of a worker bundle. piscina calls
 * it with one TaskRequest per task; the tag picks the handler. An unknown tag fails the task, not the worker.
 */
import { threadId } from 'node:worker_threads';
import type { TagOf, TaskHandlers, TaskMapLike, TaskRequest, TaskResponse } from './task-map';

/** The router of a worker bundle over one handler table. */
export function createRouter<M extends TaskMapLike<M>>(
  handlers: TaskHandlers<M>,
): (req: TaskRequest<M>) => Promise<TaskResponse<M[TagOf<M>]['out']>> {
  const known = new Set<string>(Object.keys(handlers));
  return async function route<K extends TagOf<M>>(req: TaskRequest<M, K>): Promise<TaskResponse<M[K]['out']>> {
    if (!known.has(req.tag)) throw new Error(`unknown task tag "${String(req.tag)}"`);
    const handler: (input: M[K]['in']) => M[K]['out'] | Promise<M[K]['out']> = handlers[req.tag];
    const out = await handler(req.input);
    // this isolate's V8 heap plus its ArrayBuffers (solvers keep big typed arrays off the heap)
    const { heapTotal, external } = process.memoryUsage();
    return { out, memoryBytes: heapTotal + external, threadId };
  };
}
