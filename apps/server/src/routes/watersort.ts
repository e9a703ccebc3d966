/** Water Sort on the server: its files (`watersortFormat`) and `/api/watersort/level|solve|hint` in the worker pool. */
import type { FastifyInstance } from 'fastify';
import {
  defaultCurve,
  levelCount,
  parseBoard,
  parseCurve,
  parseUtcDate,
  watersortFormat,
  watersortSolveReport,
  type Curve,
} from '@levelbench/watersort';
import type { GameContext, ServerGame } from '../games';
import { registerWatersortBotsRoute } from './bots';
import { ApiError, bodyObject } from '../http';
import type { FileStore } from '../store';
import { BUDGETS, intField, parseField, runTask } from '../tasks';

/** The designers' curve (levels/watersort/curve.json), or the built-in one when there is none. */
export async function storedCurve(store: FileStore): Promise<Curve> {
  const f = await store.read('watersort', 'curve');
  if (!f) return defaultCurve;
  const parsed = parseCurve(f.text, 'levels/watersort/curve.json');
  if (!parsed.ok)
    throw new ApiError(409, 'levels/watersort/curve.json is not valid; fix it or send {curve}', parsed.errors);
  return parsed.value;
}

/** A request's `date`, checked as a UTC day `YYYY-MM-DD` (400 at `/date` otherwise). */
export function checkedDate(date: unknown): string {
  try {
    if (typeof date !== 'string') throw new RangeError('must be a string YYYY-MM-DD');
    parseUtcDate(date);
    return date;
  } catch (e) {
    throw new ApiError(400, `"date" is not valid: ${(e as Error).message}`, [
      { file: 'request body', path: '/date', message: (e as Error).message },
    ]);
  }
}

/** A request's `{level: N}` of its `{curve}`, else of the stored curve; without `level`, 400 with `send` as the sentence. */
export async function curveLevel(
  body: Record<string, unknown>,
  store: FileStore,
  send: string,
): Promise<{ curve: Curve; n: number }> {
  const curve = body['curve'] !== undefined ? parseField(body['curve'], 'curve', parseCurve) : await storedCurve(store);
  const n = intField(body, 'level', 1, levelCount(curve));
  if (n === undefined) throw new ApiError(400, send, [{ file: 'request body', path: '/level', message: 'is missing' }]);
  return { curve, n };
}

/** Registers the level generator (curve level or daily), the solver and the hint. */
export function registerWatersortRoutes(app: FastifyInstance, ctx: GameContext): void {
  app.post('/api/watersort/level', async (req, reply) => {
    const body = bodyObject(req);
    if (body['date'] !== undefined) {
      const date = checkedDate(body['date']);
      return runTask(ctx, reply, 'watersort.daily', { date });
    }
    const { curve, n } = await curveLevel(body, ctx.store, 'send {level: N} or {date: "YYYY-MM-DD"}');
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
  registerWatersortBotsRoute(app, ctx);
}

/** Water Sort: the curve file and the generator, solver and hint routes. */
export const watersortGame: ServerGame = { format: watersortFormat, routes: registerWatersortRoutes };
