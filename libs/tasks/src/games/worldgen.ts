/** Cube Crawler's worker tasks (tags `worlds.*`): depth maps and cubes, with the shared weights cache. */
import { type Cube, type DepthMap, type Weights, createWorld } from '@levelbench/worldgen';
import { sharedWeights } from '@levelbench/verify/handlers';
import { gameTasks } from './game-tasks';

/** `worlds.map` ({seed, depth, weights?}): the depth map. */
export function worldsMap(p: { seed: number; depth: number; weights?: Weights | null }): DepthMap {
  return createWorld(p.seed, sharedWeights(p.weights)).map(p.depth);
}

/** `worlds.cube` ({seed, depth, x, y, weights?}): the built cube plus its build time, or null off the depth's rooms. */
export function worldsCube(p: {
  seed: number;
  depth: number;
  x: number;
  y: number;
  weights?: Weights | null;
}): (Cube & { ms: number }) | null {
  const world = createWorld(p.seed, sharedWeights(p.weights));
  if (!world.has(p.depth, p.x, p.y)) return null;
  const t0 = performance.now();
  const cube = world.cube(p.depth, p.x, p.y);
  return { ...cube, ms: performance.now() - t0 };
}

/** The world tags. */
export const worldgenTasks = gameTasks('worlds', {
  'worlds.map': worldsMap,
  'worlds.cube': worldsCube,
});
