import { CORE_DEPTH, createWorld, type Weights, type World } from '@levelbench/worldgen';
import { cubeDrawing } from '../util/cube-model';
import type { CubeResult } from './worker-protocol';

/**
 * The worker's cube builds: the last world asked for (clicking through cubes of one map reuses its collapsed
 * depths), and each cube's build timed around the build call. The world remembers built cubes, so the time of
 * a cube's first build is kept; `fresh` (Build it) builds it again in a new world, its depths collapsed first,
 * so only the cube's own work (faces, portals, the builder and its inspector) is timed. A `buildMs` the
 * builder reports wins over the time taken here.
 */
export class CubeBuilds {
  private last: { seed: number; key: string; world: World; buildMs: Map<string, number> } | null = null;

  constructor(
    private readonly make: (seed: number, weights: Weights) => World = createWorld,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The world of a seed and weights (the last one is kept). */
  world(seed: number, weights: Weights): World {
    return this.memo(seed, weights).world;
  }

  /** Builds (or recalls) a cube; `fresh` builds it again from scratch and times that build. */
  build(seed: number, weights: Weights, depth: number, x: number, y: number, fresh: boolean): CubeResult {
    const memo = this.memo(seed, weights);
    const at = `${depth}:${x},${y}`;
    let world = memo.world;
    if (fresh) {
      world = this.make(seed, weights);
      world.map(depth);
      if (depth < CORE_DEPTH) world.map(depth + 1);
    }
    const t0 = this.now();
    const c = world.cube(depth, x, y);
    const ms = this.now() - t0;
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

  private memo(seed: number, weights: Weights): NonNullable<CubeBuilds['last']> {
    const key = JSON.stringify(weights);
    if (!this.last || this.last.seed !== seed || this.last.key !== key)
      this.last = { seed, key, world: this.make(seed, weights), buildMs: new Map() };
    return this.last;
  }
}
