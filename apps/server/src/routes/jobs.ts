/** `/api/jobs`: start a batch, follow it with Server-Sent Events, read its result, cancel it. */
import type { FastifyInstance } from 'fastify';
import type { Observable } from 'rxjs';
import type { FormatError } from '@levelbench/formats';
import { ApiError, bodyObject, header } from '../http';
import type { JobEvent, JobManager } from '../jobs';

/** One kind of job: validates its options (400 with paths on failure), then runs as an Observable. */
export interface JobKind {
  prepare(
    options: unknown,
  ): { ok: true; run: (signal: AbortSignal) => Observable<JobEvent> } | { ok: false; errors: readonly FormatError[] };
}

/** What the job routes need. */
export interface JobRoutesContext {
  readonly jobs: JobManager;
  readonly kinds: Readonly<Record<string, JobKind>>;
}

/** Seconds between SSE comment lines that keep proxies and idle timers from closing the stream. */
const HEARTBEAT_MS = 15_000;

/** Registers the job routes. */
export function registerJobRoutes(app: FastifyInstance, ctx: JobRoutesContext): void {
  const { jobs, kinds } = ctx;

  app.post('/api/jobs', async (req, reply) => {
    const body = bodyObject(req);
    const kind = typeof body['kind'] === 'string' ? kinds[body['kind']] : undefined;
    if (!kind) {
      throw new ApiError(
        400,
        `unknown job kind ${JSON.stringify(body['kind'])} (expected one of ${Object.keys(kinds).join(', ') || 'none in this build'})`,
        [
          {
            file: 'request body',
            path: '/kind',
            message: `must be one of ${Object.keys(kinds)
              .map((k) => JSON.stringify(k))
              .join(', ')}`,
          },
        ],
      );
    }
    const prepared = kind.prepare(body['options'] ?? {});
    if (!prepared.ok) throw new ApiError(400, 'invalid job options', prepared.errors);
    try {
      const job = jobs.start(String(body['kind']), prepared.run);
      req.log.info({ job: job.id }, 'job started');
      return reply.code(202).header('location', `/api/jobs/${job.id}`).send({ id: job.id, state: job.state });
    } catch (e) {
      if (e instanceof RangeError) throw new ApiError(429, e.message);
      throw e;
    }
  });

  app.get('/api/jobs', async () => jobs.list());

  app.get<{ Params: { id: string } }>('/api/jobs/:id', async (req) => {
    const job = jobs.get(req.params.id);
    if (!job) throw new ApiError(404, `no job ${req.params.id}`);
    return job;
  });

  app.delete<{ Params: { id: string } }>('/api/jobs/:id', async (req) => {
    const job = await jobs.cancel(req.params.id);
    if (!job) throw new ApiError(404, `no job ${req.params.id}`);
    req.log.info({ job: job.id, state: job.state }, 'job cancel requested');
    return job;
  });

  app.get<{ Params: { id: string } }>('/api/jobs/:id/events', (req, reply) => {
    if (!jobs.get(req.params.id)) throw new ApiError(404, `no job ${req.params.id}`);
    // a reconnecting EventSource sends the id of the last event it got: resume after it
    const last = Number(header(req, 'last-event-id') ?? '0');
    const afterId = Number.isSafeInteger(last) && last > 0 ? last : 0;
    // the job ended and this client saw the end: 204 tells EventSource to stop reconnecting
    if (jobs.seenAll(req.params.id, afterId)) return reply.code(204).send();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // the security headers the onRequest hooks put on the reply, which a hijacked reply does not send
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    let ended = false;
    // watch() may deliver the final event synchronously, before its unsubscribe function exists
    const watcher: { stop?: () => void } = {};
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = (): void => {
      ended = true;
      clearInterval(heartbeat);
      watcher.stop?.();
    };
    watcher.stop = jobs.watch(
      req.params.id,
      (e, id) => {
        if (ended) return;
        res.write(`id: ${id}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
        if (e.type !== 'progress') {
          close();
          res.end();
        }
      },
      afterId,
    );
    if (ended) watcher.stop?.();
    res.on('close', close);
    return reply;
  });
}
