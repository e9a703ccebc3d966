/** Overload answers: a full pool queue becomes 503 with Retry-After at once, instead of waiting into a 504. */
import type { FastifyReply } from 'fastify';
import { ApiError } from './http';

/** Seconds a client is told to wait when the queue is full and the error does not say. */
export const DEFAULT_RETRY_AFTER_S = 2;

/**
 * True for the pool's "queue is full" refusal: `QueueFullError` from @levelbench/pool (matched by its
 * `code` POOL_QUEUE_FULL or its name, so this works across realms and builds), or piscina's own
 * "Task queue is at limit".
 */
export function isQueueFull(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const err = e as { name?: unknown; code?: unknown; message?: unknown };
  return (
    err.code === 'POOL_QUEUE_FULL' ||
    err.name === 'QueueFullError' ||
    (typeof err.message === 'string' && /task queue is at limit|queue is full/i.test(err.message))
  );
}

/** The 503 for a full queue, with `Retry-After` set on the reply (the error's hint, else a default). */
export function queueFullAnswer(e: unknown, reply: FastifyReply, tag: string): ApiError {
  const hinted = (e as { retryAfterSeconds?: unknown; retryAfterMs?: unknown }) ?? {};
  const seconds =
    typeof hinted.retryAfterSeconds === 'number'
      ? hinted.retryAfterSeconds
      : typeof hinted.retryAfterMs === 'number'
        ? hinted.retryAfterMs / 1000
        : DEFAULT_RETRY_AFTER_S;
  const s = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(s));
  return new ApiError(503, `the solver queue is full: ${tag} was not started; retry in ${s} s`, undefined, {
    retryAfterSeconds: s,
  });
}
