/** `/api/worlds/:seed/depths/:d[/cubes/:x/:y]`: depth maps and cubes as JSON or SVG, built in the worker pool. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CORE_DEPTH,
  cubeJson,
  defaultWeights,
  depthMapJson,
  parseWeights,
  renderCubeSvg,
  renderDepthMapSvg,
  type Weights,
  worldgenFormat,
} from '@levelbench/worldgen';
import type { GameContext, ServerGame } from '../games';
import { ApiError, bodyObject } from '../http';
import type { FileStore } from '../store';
import { parseField, runTask } from '../tasks';

/** The designers' weights (levels/worldgen/weights.json), or the built-in ones when there is none. */
export async function storedWeights(store: FileStore): Promise<Weights> {
  const f = await store.read('worldgen', 'weights');
  if (!f) return defaultWeights;
  const parsed = parseWeights(f.text, 'levels/worldgen/weights.json');
  if (!parsed.ok) throw new ApiError(409, 'levels/worldgen/weights.json is not valid; fix it first', parsed.errors);
  return parsed.value;
}

function intParam(raw: string, name: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^-?\d+$/.test(raw) || n < min || n > max)
    throw new ApiError(400, `${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return n;
}

type WorldParams = { seed: string; d: string; x?: string; y?: string };
type FormatQuery = { format?: string };

function format(q: FormatQuery): 'json' | 'svg' {
  if (q.format === undefined || q.format === 'json') return 'json';
  if (q.format === 'svg') return 'svg';
  throw new ApiError(400, `format must be json or svg, got "${q.format}"`);
}

/** Weights of a request: `{weights}` in a POST body (a preview of unsaved weights), else the stored ones. */
async function weightsFor(req: FastifyRequest, store: FileStore): Promise<Weights> {
  if (req.method !== 'POST') return storedWeights(store);
  return parseField(bodyObject(req)['weights'], 'weights', parseWeights);
}

/** The world and depth of a route: seed 0…4294967295, depth 0…20 (400 otherwise). */
function seedAndDepth(params: WorldParams): { seed: number; depth: number } {
  return { seed: intParam(params.seed, 'seed', 0, 0xffffffff), depth: intParam(params.d, 'depth', 0, CORE_DEPTH) };
}

/** Registers the world routes: GET uses the stored weights, POST `{weights}` previews unsaved ones. */
export function registerWorldRoutes(app: FastifyInstance, ctx: GameContext): void {
  const mapRoute = async (
    req: FastifyRequest<{ Params: WorldParams; Querystring: FormatQuery }>,
    reply: FastifyReply,
  ) => {
    const { seed, depth } = seedAndDepth(req.params);
    const as = format(req.query);
    const weights = await weightsFor(req, ctx.store);
    const map = await runTask(ctx, reply, 'worlds.map', { seed, depth, weights });
    if (as === 'svg') return reply.type('image/svg+xml').send(renderDepthMapSvg(map));
    return depthMapJson(map);
  };
  const cubeRoute = async (
    req: FastifyRequest<{ Params: WorldParams; Querystring: FormatQuery }>,
    reply: FastifyReply,
  ) => {
    const { seed, depth } = seedAndDepth(req.params);
    const x = intParam(req.params.x ?? '', 'x', -1000, 1000);
    const y = intParam(req.params.y ?? '', 'y', -1000, 1000);
    const as = format(req.query);
    const weights = await weightsFor(req, ctx.store);
    const cube = await runTask(ctx, reply, 'worlds.cube', { seed, depth, x, y, weights });
    if (!cube)
      throw new ApiError(404, `(${x},${y}) is not a room or a neighbour of a room at depth ${depth} of world ${seed}`);
    if (as === 'svg') return reply.type('image/svg+xml').send(renderCubeSvg(cube));
    return cubeJson(cube);
  };
  const map = '/api/worlds/:seed/depths/:d';
  const cube = '/api/worlds/:seed/depths/:d/cubes/:x/:y';
  app.get(map, mapRoute);
  app.post(map, mapRoute);
  app.get(cube, cubeRoute);
  app.post(cube, cubeRoute);
}

/** Cube Crawler worlds: the weights file and the depth map and cube routes. */
export const worldgenGame: ServerGame = { format: worldgenFormat, routes: registerWorldRoutes };
