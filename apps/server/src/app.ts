/** The app factory: a Fastify instance with the API under `/api` and the workbench UI, not yet listening. */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { parseJsonText } from '@levelbench/formats';
import type { LevelbenchPool } from '@levelbench/pool';
import type { TaskMap } from '@levelbench/tasks';
import { parseSummary } from '@levelbench/verify';
import { defaultGames } from './default-games';
import type { GameRegistry } from './games';
import { ApiError, errorBody } from './http';
import { JobManager } from './jobs';
import { LevelHistory } from './history';
import { FileStore, UnsafeName } from './store';
import { type JobKind, registerJobRoutes } from './routes/jobs';
import { registerHistoryRoutes } from './routes/history';
import { registerLevelRoutes } from './routes/levels';
import { registerSolverRoutes } from './routes/solvers';
import { registerSuggestRoutes } from './routes/suggest';
import { registerWorldRoutes } from './routes/worlds';
import { type SummaryParser, registerReportRoutes } from './routes/reports';
import { registerUiRoutes } from './routes/ui';
import { suggestJobKind } from './suggest-job';
import { verifyJobKind } from './verify-job';

/** The worker pool the server runs solver tasks and jobs in (tests pass a small one). */
export type TaskPool = LevelbenchPool<TaskMap>;

/** Request bodies larger than this are refused with 413 (a level is a few KiB). */
export const BODY_LIMIT = 256 * 1024;

/** What `buildServer` needs; folders are absolute or relative to the working directory. */
export interface ServerOptions {
  readonly levelsDir: string;
  readonly reportsDir: string;
  readonly uiDir: string;
  /** The worker pool solver routes and jobs run in; without one they answer 503. Owned by the caller. */
  readonly pool?: TaskPool;
  /** Validation per game; default the rules libs' schemas and parsers. */
  readonly games?: GameRegistry;
  /** Job kinds for `POST /api/jobs`; default `verify` (runVerify of the verify lib). */
  readonly jobKinds?: Readonly<Record<string, JobKind>>;
  /** Parser of `reports/<id>/summary.json`; default the verify lib's. */
  readonly parseSummary?: SummaryParser;
  /** Fastify logger option: pino JSON to stderr in production, off in tests. */
  readonly logger?: FastifyServerOptions['logger'];
}

/** Builds the server; call `listen` on the result (port 0 in tests), `close` to shut down. */
export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: BODY_LIMIT, forceCloseConnections: 'idle' });
  const store = new FileStore(opts.levelsDir);
  const swept = await store.sweep(['pigment', 'watersort', 'worldgen']);
  if (swept) app.log.warn({ swept }, 'removed temp files left by an interrupted write');

  // JSON bodies: a syntax error names line and column, in the same shape as a schema error
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    const r = parseJsonText(text, 'request body');
    if (r.ok) done(null, r.value);
    else done(new ApiError(400, 'the request body is not valid JSON', r.errors), undefined);
  });

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof UnsafeName) return reply.code(400).send({ error: err.message });
    if (err instanceof ApiError) return reply.code(err.statusCode).send(errorBody(err));
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const message =
      status === 413 ? `the request body is larger than ${BODY_LIMIT / 1024} KiB` : (err as Error).message;
    return reply.code(status).send({ error: message });
  });

  // shutdown: running tasks are aborted and jobs cancelled before Fastify waits for open requests
  const shutdown = new AbortController();
  const jobs = new JobManager();
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
  }));
  const games = opts.games ?? defaultGames();
  const history = new LevelHistory(opts.levelsDir);
  registerLevelRoutes(app, { store, games, history });
  registerHistoryRoutes(app, { store, games, history });
  const tasks = { pool: opts.pool, shutdown: shutdown.signal, store };
  registerSolverRoutes(app, tasks);
  registerWorldRoutes(app, tasks);
  const kinds = opts.jobKinds ?? {
    verify: verifyJobKind({ levelsDir: opts.levelsDir, reportsDir: opts.reportsDir, pool: opts.pool }),
  };
  const suggest = suggestJobKind(opts.pool);
  registerJobRoutes(app, { jobs, kinds: { 'pigment-suggest': suggest, ...kinds } });
  registerSuggestRoutes(app, { jobs, kind: suggest, hasPool: opts.pool !== undefined });
  registerReportRoutes(app, opts.reportsDir, opts.parseSummary ?? parseSummary);
  await registerUiRoutes(app, opts.uiDir);
  return app;
}
