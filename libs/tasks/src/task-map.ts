/**
 * The one task map of levelbench: every tag the production worker routes, declared as a handler
 * table (the rules-lib adapters beside the verify domain's tasks) from which the types callers see are derived.
 */
import type { TaskMapOf } from '@levelbench/pool/worker';
import { verifyHandlers } from '@levelbench/verify/handlers';
import { rulesHandlers } from './rules-tasks';

/** Tag → handler, as routed by dist/node/worker.cjs. */
export const handlers = { ...rulesHandlers, ...verifyHandlers };

/** Tag → {in, out} of every production task: `pool.run(tag, input)` is typed by it. */
export type TaskMap = TaskMapOf<typeof handlers>;

/** Every production task tag. */
export type TaskTag = keyof TaskMap;

/** The production task tags, in routing-table order. */
export const TASK_TAGS = Object.keys(handlers) as TaskTag[];
