/**
 * Pigment on the server: its level files (`pigmentFormat`), `/api/pigment/solve|analyse` run in the worker pool
 * (analyses kept by content hash, in memory and on disk), and the suggester as the `pigment-suggest` job.
 */
import type { FastifyInstance } from 'fastify';
import { parsePigmentLevel, pigmentFormat, pigmentSolveReport, type PigmentLevel } from '@levelbench/pigment';
import type { TaskMap } from '@levelbench/tasks';
import { codeId, pigmentLinesHold } from '@levelbench/verify';
import { ContentCache } from '../analysis-cache';
import { DiskShelf } from '../disk-cache';
import type { GameContext, ServerGame } from '../games';
import { bodyObject } from '../http';
import { withRetryAfter } from '../overload';
import { suggestJobKind } from '../suggest-job';
import { registerPigmentBotsRoute } from './bots';
import { BUDGETS, clientSignal, intField, parseField, runPoolTask, runTask } from '../tasks';
import { registerSuggestRoutes } from './suggest';

type Analysis = TaskMap['pigment.analyse']['out'];

/** Where the server keeps Pigment analyses by content hash, below the store root. */
export const ANALYSIS_CACHE_FOLDER = '.cache/pigment-analyse';

/** The shape of an analysis read back from disk (anything else there is ignored and recomputed). */
function isAnalysis(v: unknown): v is Analysis {
  const a = v as Partial<Record<keyof Analysis, unknown>> | null;
  return (
    !!a &&
    typeof a === 'object' &&
    !!a.solve &&
    typeof a.solve === 'object' &&
    typeof a.passed === 'boolean' &&
    typeof a.limitVerdict === 'string' &&
    Array.isArray(a.replays) &&
    Array.isArray(a.failures) &&
    (a.metrics === null || typeof a.metrics === 'object')
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Analyses read from disk that were damaged, edited, copied or did not re-check (each recomputed). */
    analysisCacheBroken?: () => number;
  }
}

/** Registers `/api/pigment/solve` and `/api/pigment/analyse`. */
export function registerPigmentSolverRoutes(app: FastifyInstance, ctx: GameContext): void {
  // the budget: the request's (capped), else the level's own `maxStates` (schema-bounded: what `pigment verify` and
  // the editor use, so the level list shows the same verdict), else the default
  const pigmentOptions = (body: Record<string, unknown>, level: PigmentLevel) => {
    const cap = Math.max(BUDGETS.pigmentStates, level.maxStates ?? 0);
    return {
      maxMoves: intField(body, 'maxMoves', 0, 1000),
      maxStates: intField(body, 'maxStates', 1, cap) ?? level.maxStates ?? BUDGETS.pigmentStates,
      linesCap: intField(body, 'lines', 1, BUDGETS.pigmentLines) ?? 10,
    };
  };

  // The fields of `pigment solve --json`, plus the analysis (optimal lines, replays, and the verdict of
  // `pigmentLevelFailures`, the same as `pigment verify` and the verify run: a level saved here is stored under its id).
  // The analysis is a pure function of the level and the options: kept by their content hash, so the
  // level list of an unchanged store (every level, with metrics) is answered without solving again.
  // `x-levelbench-cache: hit|miss` says which; `ms` is this request's time.
  // On disk too (levels/.cache/pigment-analyse/, see disk-cache.ts), keyed also by the code id of the
  // analysing task's built chunk: a restarted server answers an unchanged store's list at once, a rebuild
  // whose analysis code changed recomputes.
  const code = codeId('pigment.analyse', ['libs/pigment/src', 'libs/tasks/src/games/pigment.ts']);
  const analyses = new ContentCache<Analysis>(
    512,
    new DiskShelf<Analysis>(ctx.store.confined, { folder: ANALYSIS_CACHE_FOLDER, code, accept: isAnalysis }),
  );
  // `/api/health` reports the entries found broken (app.ts)
  app.decorate('analysisCacheBroken', () => analyses.broken);
  app.post('/api/pigment/solve', async (req, reply) => {
    const body = bodyObject(req);
    const level = parseField(body['level'], 'level', parsePigmentLevel);
    const options = pigmentOptions(body, level);
    const t0 = performance.now();
    // the shared run belongs to no request: a requester that disconnects leaves (499) and the others
    // keep waiting; the task is aborted only when every requester is gone
    const client = clientSignal(reply);
    const { value: a, hit } = await analyses
      .get(
        ContentCache.keyOf({ level, options, code }),
        (signal) => runPoolTask(ctx, reply.log, 'pigment.analyse', { level, options }, signal),
        client.signal,
        // a kept analysis is believed only if its optimal lines win the level in its shortest number of tips
        (kept) =>
          kept.solve.shortest === null
            ? !kept.passed
            : pigmentLinesHold(level, kept.solve.shortest, kept.solve.optimalLines),
      )
      .catch((e: unknown) => {
        throw withRetryAfter(e, reply);
      })
      .finally(() => client.dispose());
    reply.header('x-levelbench-cache', hit ? 'hit' : 'miss');
    return pigmentSolveReport(level, a, { ms: Math.round((performance.now() - t0) * 1000) / 1000 });
  });

  // The full analysis as the rules lib returns it.
  app.post('/api/pigment/analyse', async (req, reply) => {
    const body = bodyObject(req);
    const level = parseField(body['level'], 'level', parsePigmentLevel);
    return runTask(ctx, reply, 'pigment.analyse', { level, options: pigmentOptions(body, level) });
  });
}

/** Pigment: level files, solver routes, the suggester job and its route. */
export const pigmentGame: ServerGame = {
  format: pigmentFormat,
  jobKinds: (ctx) => ({ 'pigment-suggest': suggestJobKind(ctx.pool) }),
  routes: (app, ctx) => {
    registerPigmentSolverRoutes(app, ctx);
    registerSuggestRoutes(app, { jobs: ctx.jobs, kind: ctx.jobKinds['pigment-suggest'], hasPool: !!ctx.pool });
    registerPigmentBotsRoute(app, ctx);
  },
};
