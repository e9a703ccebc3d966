/** `/api/pigment/*` and `/api/watersort/*`: solver and generator work, run in the worker pool. */
import type { FastifyInstance } from 'fastify';
import { parsePigmentLevel, pigmentSolveReport, type PigmentLevel } from '@levelbench/pigment';
import {
  defaultCurve,
  levelCount,
  parseBoard,
  parseCurve,
  parseUtcDate,
  watersortSolveReport,
  type Curve,
} from '@levelbench/watersort';
import type { TaskMap } from '@levelbench/tasks';
import { codeVersions } from '@levelbench/verify';
import { ContentCache } from '../analysis-cache';
import { DiskShelf } from '../disk-cache';
import { ApiError, bodyObject } from '../http';
import type { FileStore } from '../store';
import { withRetryAfter } from '../overload';
import { BUDGETS, type TaskContext, clientSignal, intField, parseField, runPoolTask, runTask } from '../tasks';

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

/** What the solver routes need. */
export interface SolverContext extends TaskContext {
  readonly store: FileStore;
}

/** The designers' curve (levels/watersort/curve.json), or the built-in one when there is none. */
export async function storedCurve(store: FileStore): Promise<Curve> {
  const f = await store.read('watersort', 'curve');
  if (!f) return defaultCurve;
  const parsed = parseCurve(f.text, 'levels/watersort/curve.json');
  if (!parsed.ok)
    throw new ApiError(409, 'levels/watersort/curve.json is not valid; fix it or send {curve}', parsed.errors);
  return parsed.value;
}

/** Registers the Pigment and Water Sort solver routes. */
export function registerSolverRoutes(app: FastifyInstance, ctx: SolverContext): void {
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
  // On disk too (levels/.cache/pigment-analyse/, see disk-cache.ts), keyed also by the version of the
  // analysing code: a restarted server answers an unchanged store's list at once, a rules change recomputes.
  const code = codeVersions().pigment ?? '';
  const analyses = new ContentCache<Analysis>(
    512,
    new DiskShelf<Analysis>(ctx.store.confined, { folder: ANALYSIS_CACHE_FOLDER, code, accept: isAnalysis }),
  );
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

  app.post('/api/watersort/level', async (req, reply) => {
    const body = bodyObject(req);
    if (body['date'] !== undefined) {
      const date = body['date'];
      try {
        if (typeof date !== 'string') throw new RangeError('must be a string YYYY-MM-DD');
        parseUtcDate(date);
      } catch (e) {
        throw new ApiError(400, `"date" is not valid: ${(e as Error).message}`, [
          { file: 'request body', path: '/date', message: (e as Error).message },
        ]);
      }
      return runTask(ctx, reply, 'watersort.daily', { date });
    }
    const curve =
      body['curve'] !== undefined ? parseField(body['curve'], 'curve', parseCurve) : await storedCurve(ctx.store);
    const n = intField(body, 'level', 1, levelCount(curve));
    if (n === undefined)
      throw new ApiError(400, 'send {level: N} or {date: "YYYY-MM-DD"}', [
        { file: 'request body', path: '/level', message: 'is missing' },
      ]);
    return runTask(ctx, reply, 'watersort.level', { curve, n });
  });

  app.post('/api/watersort/solve', async (req, reply) => {
    const body = bodyObject(req);
    const board = parseField(body['board'], 'board', parseBoard);
    const maxNodes = intField(body, 'maxNodes', 1, BUDGETS.watersortNodes);
    const optimal = body['optimal'] === true;
    const t0 = performance.now();
    const options = maxNodes === undefined ? {} : { maxNodes };
    const r = await runTask(ctx, reply, 'watersort.solve', {
      board,
      optimal,
      options,
    });
    return watersortSolveReport(r, optimal, performance.now() - t0);
  });

  app.post('/api/watersort/hint', async (req, reply) => {
    const body = bodyObject(req);
    const board = parseField(body['board'], 'board', parseBoard);
    const maxNodes = intField(body, 'maxNodes', 1, BUDGETS.watersortNodes);
    return runTask(ctx, reply, 'watersort.hint', { board, options: maxNodes === undefined ? {} : { maxNodes } });
  });
}
