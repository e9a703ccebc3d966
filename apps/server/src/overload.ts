/** Overload answers: a full pool queue becomes 503 with Retry-After at once, instead of waiting into a 504. */
import type { FastifyReply } from 'fastify';
import type { QueueFullError } from '@levelbench/pool';
import { ApiError } from './http';

/** The 503 for a full queue, carrying `retryAfterSeconds` (the pool's estimate, at least 1 s) for {@link withRetryAfter}. */
export function queueFullAnswer(e: QueueFullError, tag: string): ApiError {
  const s = Math.max(1, Math.ceil(e.retryAfterSeconds));
  return new ApiError(503, `the solver queue is full: ${tag} was not started; retry in ${s} s`, undefined, {
    retryAfterSeconds: s,
  });
}

/** Sets `retry-after` on `reply` when `e` is an answer that carries one (a full queue); returns `e`. */
export function withRetryAfter(e: unknown, reply: FastifyReply): unknown {
  const s = e instanceof ApiError ? e.extra?.['retryAfterSeconds'] : undefined;
  if (typeof s === 'number') reply.header('retry-after', String(s));
  return e;
}
