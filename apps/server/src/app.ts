/** The app factory: a Fastify instance with the API under `/api` and the workbench UI, not yet listening. */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { LevelbenchPool } from '@levelbench/pool';
import type { TaskMap } from '@levelbench/tasks';
import { CHECK_DEFINITIONS, type CheckRegistry, parseSummary } from '@levelbench/verify';
import { type TeamAuthOptions, redactedRequest, registerClientCookie, registerTeamAuth } from './auth';
import { registerRequestGuards } from './csrf';
import { defaultGames } from './default-games';
import { type ServerGame, gameRegistry } from './games';
import {
  LOOPBACK_HOSTS,
  RouteMethods,
  SECURITY_HEADERS,
  clientErrorAnswer,
  registerHostCheck,
  registerJsonBody,
  registerSecurityHeaders,
} from './hardening';
import { ApiError, errorBody } from './http';
import type { JobLimits } from './job-limits';
import { JobManager } from './jobs';
import { LevelHistory } from './history';
import { FileStore, UnsafeName, isStoreError } from './store';
import type { TeamToken } from './tokens';
import { Transactions } from './transactions';
import { type JobKind, registerJobRoutes } from './routes/jobs';
import { registerHistoryRoutes } from './routes/history';
import { registerLevelRoutes } from './routes/levels';
import { type SummaryParser, registerReportRoutes } from './routes/reports';
import { registerUiRoutes } from './routes/ui';
import { verifyJobKind } from './verify-job';

/** The worker pool the server runs solver tasks and jobs in (tests pass a small one). */
export type TaskPool = LevelbenchPool<TaskMap>;

/** Request bodies larger than this are refused with 413 (a level is a few KiB). */
export const BODY_LIMIT = 256 * 1024;

/** Default time a client has to send a whole request (headers and body) before it gets 408 and is closed. */
export const BODY_TIMEOUT_MS = 10_000;

/** Default cap on open connections; more are refused by the OS-level accept (Node closes them at once). */
export const MAX_CONNECTIONS = 256;

/**
 * Time a client has to send its request headers (at most the body timeout): a LAN client sends them in
 * milliseconds; a half-sent request holds a connection slot until then (issue #39 item 5).
 */
export const HEADERS_TIMEOUT_MS = 5_000;

/** An idle keep-alive connection is closed after this (Fastify's default, 72 s, kept idle slots long). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** What `buildServer` needs; folders are absolute or relative to the working directory. */
export interface ServerOptions {
  readonly levelsDir: string;
  readonly reportsDir: string;
  readonly uiDir: string;
  /** The worker pool solver routes and jobs run in; without one they answer 503. Owned by the caller. */
  readonly pool?: TaskPool;
  /** The games served (files, routes, job kinds); default `defaultGames()`, the rules libs' three. */
  readonly games?: readonly ServerGame[];
  /** Job kinds for `POST /api/jobs` besides the games' own; default `verify` (runVerify of the verify lib). */
  readonly jobKinds?: Readonly<Record<string, JobKind>>;
  /** Parser of `reports/<id>/summary.json`; default the verify lib's. */
  readonly parseSummary?: SummaryParser;
  /** The verify checks jobs run and clients are offered (`GET /api/verify/checks`); default the verify lib's registry. */
  readonly checks?: CheckRegistry;
  /** Fastify logger option: pino JSON to stderr in production, off in tests. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Host names (without port) requests may name in `Host`; default localhost, 127.0.0.1, [::1]; `*` allows any. */
  readonly allowedHosts?: readonly string[];
  /** Milliseconds a client has to send its whole request; default {@link BODY_TIMEOUT_MS}. */
  readonly bodyTimeoutMs?: number;
  /** Open connections at most; default {@link MAX_CONNECTIONS}. */
  readonly maxConnections?: number;
  /** Team mode: every request needs one of these tokens (or a session from one); none → loopback mode. */
  readonly team?: readonly TeamToken[];
  /** Team mode's session caps, sign-in limit and pre-sign-in connection cap; defaults in auth.ts. */
  readonly teamAuth?: TeamAuthOptions;
  /** Job queueing, abandonment and event-stream limits; default `JOB_LIMITS` (src/job-limits.ts). */
  readonly jobs?: Partial<JobLimits>;
  /** Reports kept after each verify job (newest first, `latest` always); default 50, 0 keeps all. */
  readonly keepReports?: number;
  /** Deleted levels per game that keep their history (newest first); default 50 (`KEEP_DELETED`), 0 keeps none. */
  readonly keepDeleted?: number;
}

/** Builds the server; call `listen` on the result (port 0 in tests), `close` to shut down. */
export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const bodyTimeoutMs = opts.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const headersTimeoutMs = Math.min(HEADERS_TIMEOUT_MS, bodyTimeoutMs);
  const app = Fastify({
    // request log lines never carry a `?token=` sign-in link
    logger: opts.logger
      ? { ...(opts.logger === true ? {} : opts.logger), serializers: { req: redactedRequest } }
      : false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: 'idle',
    // a URL Fastify cannot decode (`%w`) answers in the API's error shape; no hook runs for it (helmet's
    // neither), so the security headers are set here
    frameworkErrors: (err, _req, reply) => {
      void (reply as FastifyReply)
        .headers(SECURITY_HEADERS)
        .code(400)
        .send({ error: `the request URL is not valid: ${err.message}` });
    },
    // requests Node refuses before routing (bad HTTP, huge headers, too slow): same shape, same headers
    clientErrorHandler: clientErrorAnswer,
    // Fastify's own 503 while closing skips the hooks; ours (below) answers after them, with the headers
    return503OnClosing: false,
    // a request (headers + body) that has not fully arrived in time gets 408 and its socket closed;
    // Node checks every connectionsCheckingInterval, so keep that well under the timeout
    requestTimeout: bodyTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: bodyTimeoutMs,
      headersTimeout: headersTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeoutMs / 4))),
    },
  });
  app.server.maxConnections = opts.maxConnections ?? MAX_CONNECTIONS;
  const gameList = opts.games ?? defaultGames();
  const games = gameRegistry(gameList);
  const store = new FileStore(opts.levelsDir);
  const swept = await store.sweep(Object.keys(games));
  if (swept) app.log.warn({ swept }, 'removed temp files left by an interrupted write');

  await registerSecurityHeaders(app);
  // before any route (the sign-in routes too), so a known path asked with the wrong method gets 405
  const methods = new RouteMethods();
  methods.track(app);
  registerHostCheck(app, opts.allowedHosts ?? LOOPBACK_HOSTS);
  await app.register(fastifyCookie);
  // not global: only sign-ins and wrong tokens are counted (auth.ts), never a signed-in person's requests
  await app.register(fastifyRateLimit, { global: false });
  if (opts.team?.length) await registerTeamAuth(app, opts.team, opts.teamAuth);
  else registerClientCookie(app);
  registerRequestGuards(app);
  registerJsonBody(app);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof UnsafeName) return reply.code(400).send({ error: err.message });
    // a bad entry on disk (symlink, FIFO, folder, too large): the message names it relative to the store
    if (isStoreError(err)) return reply.code(err.statusCode).send({ error: err.message, problem: err.problem });
    if (err instanceof ApiError) return reply.code(err.statusCode).send(errorBody(err));
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.code(status).send({ error: plainMessage(status, err as Error, req.headers['content-type']) });
  });

  // shutdown: running tasks are aborted and jobs cancelled before Fastify waits for open requests
  const shutdown = new AbortController();
  const jobs = new JobManager(opts.jobs);
  app.addHook('onRequest', async (_req, reply) => {
    if (!shutdown.signal.aborted) return;
    void reply.header('connection', 'close');
    throw new ApiError(503, 'the server is shutting down');
  });
  app.addHook('preClose', async () => {
    shutdown.abort(new Error('the server is shutting down'));
    await jobs.cancelAll('the server is shutting down');
  });
  app.addHook('onClose', async () => store.idle());

  app.get('/api/health', async () => ({
    status: 'ok',
    uptimeSeconds: Math.round(process.uptime()),
    workers: opts.pool?.size ?? 0,
    jobsRunning: jobs.running,
    jobsQueued: jobs.queued,
    cacheBroken: app.analysisCacheBroken?.() ?? 0,
  }));
  const history = new LevelHistory(opts.levelsDir, { keepDeleted: opts.keepDeleted });
  // finish the renames/deletes/restores a killed process left in the journal before anything is served
  const txn = new Transactions(store, history, opts.levelsDir);
  const { recovered, swept: tmp, failed } = await txn.recover();
  if (recovered.length || tmp) app.log.warn({ recovered, swept: tmp }, 'finished interrupted store operations');
  if (failed.length)
    app.log.error({ failed }, 'could not finish interrupted store operations (kept for the next start)');
  registerLevelRoutes(app, { store, games, history, txn });
  registerHistoryRoutes(app, { store, games, history, txn });
  const tasks = { pool: opts.pool, shutdown: shutdown.signal, store };
  const kinds = opts.jobKinds ?? {
    verify: verifyJobKind({
      levelsDir: opts.levelsDir,
      reportsDir: opts.reportsDir,
      pool: opts.pool,
      checks: opts.checks,
      keepReports: opts.keepReports,
      onPrune: (removed) => app.log.info({ removed }, 'removed old reports (--keep-reports)'),
    }),
  };
  const jobKinds = Object.assign({}, ...gameList.map((g) => g.jobKinds?.(tasks) ?? {}), kinds);
  registerJobRoutes(app, { jobs, kinds: jobKinds });
  for (const g of gameList) g.routes?.(app, { ...tasks, jobs, jobKinds });
  registerReportRoutes(app, opts.reportsDir, opts.parseSummary ?? parseSummary, opts.checks ?? CHECK_DEFINITIONS);
  await registerUiRoutes(app, opts.uiDir, methods);
  return app;
}

/** A sentence for Fastify's own errors (no stack, no internals); 5xx say only that the server failed. */
function plainMessage(status: number, err: Error, contentType: string | undefined): string {
  if (status === 413) return `the request body is larger than ${BODY_LIMIT / 1024} KiB`;
  if (status === 415)
    return `the request body must be JSON (content-type: application/json), not ${contentType ?? 'untyped'}`;
  if (status >= 500) return `the server failed to answer: ${err.message}`;
  return err.message;
}
