/**
 * `POST /api/watersort/bots` and `POST /api/pigment/bots`: the play-testing bots on one board, run in the worker
 * pool (`bots.watersort`, `bots.pigment`). The answer is the rules lib's report (`WatersortBotsReport`,
 * `PigmentBotsReport`).
 */
import type { FastifyInstance } from 'fastify';
import { parsePigmentLevel } from '@levelbench/pigment';
import { parseBoard } from '@levelbench/watersort';
import type { TaskMap } from '@levelbench/tasks';
import type { GameContext } from '../games';
import { bodyObject } from '../http';
import { intField, parseField, runTask } from '../tasks';
import { checkedDate, curveLevel } from './watersort';

/** Runs per bot a request may ask for (the default is the lib's 100). */
export const BOTS_MAX_RUNS = 1000;

/** Which Water Sort board the bots play (the task's own type). */
type Source = TaskMap['bots.watersort']['in']['source'];

function runOptions(body: Record<string, unknown>): { runs?: number; seed?: number } {
  const runs = intField(body, 'runs', 1, BOTS_MAX_RUNS);
  const seed = intField(body, 'seed', 0, 0xffffffff);
  return { ...(runs === undefined ? {} : { runs }), ...(seed === undefined ? {} : { seed }) };
}

/** `{level: N}` (a level of the stored curve, or of `{curve}`), `{date}` or `{board}`, plus `runs` and `seed`. */
export function registerWatersortBotsRoute(app: FastifyInstance, ctx: GameContext): void {
  app.post('/api/watersort/bots', async (req, reply) => {
    const body = bodyObject(req);
    const options = runOptions(body);
    let source: Source;
    if (body['board'] !== undefined) source = { kind: 'board', board: parseField(body['board'], 'board', parseBoard) };
    else if (body['date'] !== undefined) source = { kind: 'daily', date: checkedDate(body['date']) };
    else
      source = {
        kind: 'level',
        ...(await curveLevel(body, ctx.store, 'send {level: N}, {date: "YYYY-MM-DD"} or {board}')),
      };
    return runTask(ctx, reply, 'bots.watersort', { source, ...options });
  });
}

/** `{level}` (a Pigment level as its file holds it), plus `runs` and `seed`. */
export function registerPigmentBotsRoute(app: FastifyInstance, ctx: GameContext): void {
  app.post('/api/pigment/bots', async (req, reply) => {
    const body = bodyObject(req);
    const options = runOptions(body);
    const level = parseField(body['level'], 'level', parsePigmentLevel);
    return runTask(ctx, reply, 'bots.pigment', { level, ...options });
  });
}
