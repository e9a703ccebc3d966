/** `POST /api/pigment/suggest`: starts a suggester job (follow `/api/jobs/:id/events`, cancel with `DELETE /api/jobs/:id`). */
import type { FastifyInstance } from 'fastify';
import { ApiError, bodyObject } from '../http';
import type { JobManager } from '../jobs';
import { type JobKind, startJob } from './jobs';

/** What the suggest route needs. */
export interface SuggestRoutesContext {
  readonly jobs: JobManager;
  readonly kind: JobKind;
  readonly hasPool: boolean;
}

/** Registers the route; the body is the options (`{width, height, marks, length, …}`) or `{options: {…}}`. */
export function registerSuggestRoutes(app: FastifyInstance, ctx: SuggestRoutesContext): void {
  app.post('/api/pigment/suggest', async (req, reply) => {
    const body = bodyObject(req);
    if (!ctx.hasPool) throw new ApiError(503, 'no worker pool is running in this server');
    const prepared = ctx.kind.prepare(body['options'] ?? body);
    if (!prepared.ok) throw new ApiError(400, prepared.errors[0]?.message ?? 'invalid options', prepared.errors);
    return startJob(ctx.jobs, req, reply, 'pigment-suggest', prepared.run);
  });
}
