/* World generation off the UI thread: depth maps, cubes with the inspector's verdict, collapse traces for Play, sample statistics. */
import {
  CORE_DEPTH,
  KINDS,
  checkWorld,
  collapseTrace,
  createWorld,
  type Kind,
  type Weights,
} from '@levelbench/worldgen';
import type { SeedStats } from '../util/stats';
import { CancellableRequests, serveRequests } from '../../shared/data-access/worker-requests';
import { CubeBuilds } from './cube-builds';
import type { WorldsEvent, WorldsRequest } from './worker-protocol';
import { registerSchemaValidators } from '../../shared/data-access/schema-validators';

registerSchemaValidators();

const requests = new CancellableRequests();
/** The last world asked for and the cubes built in it, with their build times. */
const builds = new CubeBuilds();

function send(e: WorldsEvent): void {
  postMessage(e);
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

/** Statistics seed by seed; a cancel message (a newer draft) is seen between seeds. */
function stats(req: Extract<WorldsRequest, { kind: 'stats' }>): Promise<void> {
  return requests.eachItem(req.id, req.seeds, (seed, done, total) =>
    send({ id: req.id, type: 'seed', value: seedStats(seed, req.weights), done, total }),
  );
}

serveRequests<WorldsRequest>((req) => {
  switch (req.kind) {
    case 'cancel':
      return requests.cancel(req.id);
    case 'stats':
      return stats(req);
    case 'map': {
      const map = builds.world(req.seed, req.weights).map(req.depth);
      send({ id: req.id, type: 'map', value: { map } });
      return;
    }
    case 'trace':
      send({ id: req.id, type: 'trace', value: collapseTrace(req.seed, req.depth, req.weights) });
      return;
    case 'cube':
      send({
        id: req.id,
        type: 'cube',
        value: builds.build(req.seed, req.weights, req.depth, req.x, req.y, !!req.fresh),
      });
      return;
  }
});
