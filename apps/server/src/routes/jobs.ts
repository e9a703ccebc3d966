/** `/api/jobs`: start a batch (queued fairly), follow it with Server-Sent Events, read its result, cancel it (owner only). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormatError } from '@levelbench/formats';
import { ApiError, bodyObject, header } from '../http';
import { clientOf } from '../identity';
import type { JobManager } from '../jobs';
import { isFinalEvent, type JobRunner, type JobView, JobQueueFull, JobsClosed } from '../job-types';

/** One kind of job: validates its options (400 with paths on failure), then runs as an Observable. */
export interface JobKind {
  prepare(options: unknown): { ok: true; run: JobRunner } | { ok: false; errors: readonly FormatError[] };
}

/** What the job routes need. */
export interface JobRoutesContext {
  readonly jobs: JobManager;
  readonly kinds: Readonly<Record<string, JobKind>>;
}

/** A stream whose client reads slower than this many bytes behind is closed (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Seconds a refused client is told to wait before asking again. */
const RETRY_AFTER_S = 5;

/**
 * Starts a prepared job for the client of `req` and answers 202 `{id, state, position, events}`; a full
 * queue is 429, shutdown 503. Shared by `POST /api/jobs` and `POST /api/pigment/suggest`.
 */
export function startJob(
  jobs: JobManager,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: string,
  run: JobRunner,
): FastifyReply {
  let job: JobView;
  try {
    job = jobs.start(kind, run, clientOf(req).id);
  } catch (e) {
    if (e instanceof JobQueueFull) {
      void reply.header('retry-after', String(RETRY_AFTER_S));
      throw new ApiError(429, e.message, undefined, { retryAfterSeconds: RETRY_AFTER_S });
    }
    if (e instanceof JobsClosed) throw new ApiError(503, e.message);
    throw e;
  }
  req.log.info({ job: job.id, state: job.state, position: job.position }, 'job started');
  return reply
    .code(202)
    .header('location', `/api/jobs/${job.id}`)
    .send({ id: job.id, state: job.state, position: job.position, events: `/api/jobs/${job.id}/events` });
}

/** Registers the job routes. */
export function registerJobRoutes(app: FastifyInstance, ctx: JobRoutesContext): void {
  const { jobs, kinds } = ctx;
  const limits = jobs.limits;

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
    if (!prepared.ok) throw new ApiError(400, 'invalid job options', prepared);
    return startJob(jobs, req, reply, String(body['kind']), prepared.run);
  });

  app.get('/api/jobs', async (req) => jobs.list(clientOf(req).id));

  app.get<{ Params: { id: string } }>('/api/jobs/:id', async (req) => {
    const job = jobs.get(req.params.id, clientOf(req).id);
    if (!job) throw new ApiError(404, `no job ${req.params.id}`);
    jobs.touch(job.id);
    return job;
  });

  app.delete<{ Params: { id: string } }>('/api/jobs/:id', async (req) => {
    const owner = jobs.owner(req.params.id);
    if (owner === undefined) throw new ApiError(404, `no job ${req.params.id}`);
    const me = clientOf(req).id;
    if (owner !== me)
      throw new ApiError(403, `job ${req.params.id} was started by another client: only it can cancel it`);
    const job = await jobs.cancel(req.params.id);
    req.log.info({ job: req.params.id, state: job?.state }, 'job cancel requested');
    return jobs.get(req.params.id, me) ?? job;
  });

  app.get<{ Params: { id: string } }>('/api/jobs/:id/events', (req, reply) => {
    if (!jobs.get(req.params.id)) throw new ApiError(404, `no job ${req.params.id}`);
    jobs.touch(req.params.id);
    // a reconnecting EventSource sends the id of the last event it got: resume after it
    const last = Number(header(req, 'last-event-id') ?? '0');
    const afterId = Number.isSafeInteger(last) && last > 0 ? last : 0;
    // the job ended and this client saw the end: 204 tells EventSource to stop reconnecting
    if (jobs.seenAll(req.params.id, afterId)) return reply.code(204).send();
    const slot = jobs.streams.take(clientOf(req).id);
    if (typeof slot === 'string') {
      // closing the connection matters: a refused stream must not keep holding one of the server's sockets
      void reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_S));
      if (slot === 'client')
        throw new ApiError(429, `you already have ${limits.streamsPerClient} event streams open; close one first`);
      throw new ApiError(503, `${limits.streamsTotal} event streams are open; try again in ${RETRY_AFTER_S} s`);
    }
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
    const close = (): void => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(idle);
      watcher.stop?.();
      slot();
      res.end();
    };
    const write = (text: string): void => {
      // a client that stopped reading would make the server buffer without end: let it reconnect instead
      if (res.writableLength > MAX_BUFFERED_BYTES) return void res.destroy();
      res.write(text);
    };
    // the heartbeat keeps proxies from closing a quiet stream and finds sockets that are gone
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), limits.heartbeatMs);
    // a stream with no job event for a long time is ended; a live EventSource reconnects (and counts as watching)
    let idle = setTimeout(close, limits.streamIdleMs);
    watcher.stop = jobs.watch(
      req.params.id,
      (e, id) => {
        if (ended) return;
        clearTimeout(idle);
        idle = setTimeout(close, limits.streamIdleMs);
        write(`id: ${id}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
        if (isFinalEvent(e.type)) close();
      },
      afterId,
    );
    if (ended) watcher.stop?.();
    res.on('close', close);
    return reply;
  });
}
