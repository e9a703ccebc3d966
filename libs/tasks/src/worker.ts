/**
 * The production worker bundle (dist/node/worker.cjs, built by tools/scripts/build-node.mjs):
 * piscina calls the default export once per task. Runs inside a worker thread.
 */
import { createRouter } from '@levelbench/pool/worker';
import { type TaskMap, handlers } from './task-map';

export default createRouter<TaskMap>(handlers);
