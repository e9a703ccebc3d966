/**
 * The test-only worker bundle (dist/node/test-worker.cjs): the `test.*` tags exercise the pool's
 * failure paths in its own tests, the server's task tests and the pool benchmark. The production
 * worker never routes them.
 */
import { createRouter } from '../router';
import { type TestTaskMap, testHandlers } from './test-tasks';

export default createRouter<TestTaskMap>(testHandlers);
