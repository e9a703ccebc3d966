/**
 * The pool's worker router: piscina calls the default export with one TaskRequest per task and
 * the `tag` picks the handler. Everything here runs inside a worker thread (dist/node/worker.cjs).
 */
import type { TaskRequest } from './tags';
import * as testTasks from './handlers/test-tasks';

/** Routes one task to its handler; an unknown tag is an error of the task, not of the worker. */
export default async function route(req: TaskRequest): Promise<unknown> {
  const { tag, payload } = req;
  switch (tag) {
    case 'test.echo':
      return testTasks.echo(payload);
    case 'test.throw':
      return testTasks.throwing(payload);
    case 'test.crash':
      return testTasks.crash(payload);
    case 'test.spin':
      return testTasks.spin(payload as testTasks.SpinPayload);
    case 'test.sleep':
      return testTasks.sleep(payload as { ms: number });
    default:
      throw new Error(`unknown task tag "${String(tag)}"`);
  }
}
