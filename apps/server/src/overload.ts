/** Overload answers: a full pool queue becomes 503 with Retry-After at once, instead of waiting into a 504. */
import type { FastifyReply } from 'fastify';
import type { QueueFullError } from '@levelbench/pool';
import { ApiError } from './http';

/** The 503 for a full queue, with `Retry-After` set on the reply: the pool's estimate, at least 1 s. */
export function queueFullAnswer(e: QueueFullError, reply: FastifyReply, tag: string): ApiError {
  const s = Math.max(1, Math.ceil(e.retryAfterSeconds));
  reply.header('retry-after', String(s));
  return new ApiError(503, `the solver queue is full: ${tag} was not started; retry in ${s} s`, undefined, {
    retryAfterSeconds: s,
  });
}
