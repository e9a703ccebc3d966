/* World generation off the UI thread: depth maps, cubes with the inspector's verdict, collapse traces for Play, sample statistics. */
import {
  CORE_DEPTH,
  KINDS,
  checkWorld,
  collapseTrace,
  createWorld,
  type Kind,
  type Weights,
  type World,
} from '@levelbench/worldgen';
import { cubeDrawing } from '../util/cube-model';
import type { SeedStats } from '../util/stats';
import { NO_ANSWER, serveRequests } from '../../shared/data-access/worker-requests';
import type { CubeResult, WorldsEvent, WorldsRequest } from './worker-protocol';
import { registerSchemaValidators } from '../../shared/data-access/schema-validators';

registerSchemaValidators();

const cancelled = new Set<number>();
/** The last world asked for, so clicking through cubes of one map reuses its collapsed depths. */
let last: { seed: number; key: string; world: World; buildMs: Map<string, number> } | null = null;

function worldOf(seed: number, weights: Weights): NonNullable<typeof last> {
  const key = JSON.stringify(weights);
  if (!last || last.seed !== seed || last.key !== key)
    last = { seed, key, world: createWorld(seed, weights), buildMs: new Map() };
  return last;
}

function send(e: WorldsEvent): void {
  postMessage(e);
}

/**
 * Builds a cube and times the build call. The world remembers built cubes, so the time of the first build is
 * kept per cube; `fresh` builds it again in a new world (its depths collapsed first, so only the cube's own
 * work — faces, portals, the builder and its inspector — is timed). A builder-reported `buildMs` wins.
 */
function cube(seed: number, weights: Weights, depth: number, x: number, y: number, fresh: boolean): CubeResult {
  const memo = worldOf(seed, weights);
  const at = `${depth}:${x},${y}`;
  let world = memo.world;
  if (fresh) {
    world = createWorld(seed, weights);
    world.map(depth);
    if (depth < CORE_DEPTH) world.map(depth + 1);
  }
  const t0 = performance.now();
  const c = world.cube(depth, x, y);
  const ms = performance.now() - t0;
  if (fresh || !memo.buildMs.has(at)) memo.buildMs.set(at, ms);
  const reported = (c as { readonly buildMs?: unknown }).buildMs;
  return {
    depth,
    x,
    y,
    drawing: cubeDrawing(c),
    role: c.role,
    builder: c.builder,
    piece: c.piece,
    kind: c.kind,
    archetype: c.archetype,
    floors: c.floors,
    guardian: c.guardian,
    tries: c.tries,
    retries: c.retries,
    build:
      typeof reported === 'number'
        ? { ms: reported, timedBy: 'builder', fresh }
        : { ms: memo.buildMs.get(at) ?? ms, timedBy: 'browser', fresh },
    portals: c.portals.map(
      (p) =>
        `${p.kind === 'face' ? `gate ${p.dir}` : p.kind} at (${p.x},${p.y}) floor ${p.floor}${p.exit ? ', exit' : ''}`,
    ),
    verdict: {
      passed: c.verdict.passed,
      reason: c.verdict.reason,
      failedPortal: c.verdict.failedPortal,
      reach: c.verdict.reach,
    },
  };
}

function seedStats(seed: number, weights: Weights): SeedStats {
  const kinds = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const w = createWorld(seed, weights);
  for (let d = 0; d <= CORE_DEPTH; d++) for (const c of w.map(d).cubes) kinds[c.kind as Kind]++;
  const check = checkWorld(seed, weights, { now: () => performance.now() });
  const ms = check.cubeStats.reduce((a, s) => a + s.ms, 0);
  return {
    seed,
    kinds,
    cubes: check.cubes,
    triesMean: check.triesMean,
    triesMax: check.triesMax,
    msMean: check.cubes ? ms / check.cubes : 0,
    walkable: check.walkable,
    failures: check.failures,
  };
}

async function stats(req: Extract<WorldsRequest, { kind: 'stats' }>): Promise<void> {
  let done = 0;
  for (const seed of req.seeds) {
    await new Promise((r) => setTimeout(r, 0));
    if (cancelled.has(req.id)) break;
    send({ id: req.id, type: 'seed', value: seedStats(seed, req.weights), done: ++done, total: req.seeds.length });
  }
  cancelled.delete(req.id);
}

serveRequests<WorldsRequest>((req) => {
  switch (req.kind) {
    case 'cancel':
      cancelled.add(req.id);
      return NO_ANSWER;
    case 'stats':
      return stats(req);
    case 'map': {
      const map = worldOf(req.seed, req.weights).world.map(req.depth);
      send({ id: req.id, type: 'map', value: { map } });
      return;
    }
    case 'trace':
      send({ id: req.id, type: 'trace', value: collapseTrace(req.seed, req.depth, req.weights) });
      return;
    case 'cube':
      send({ id: req.id, type: 'cube', value: cube(req.seed, req.weights, req.depth, req.x, req.y, !!req.fresh) });
      return;
  }
});
