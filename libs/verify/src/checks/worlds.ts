/** The worlds check: worlds 1..N walked from the surface to the core, every cube built, in a worker. */
import { MAP_DEPTHS, type FailureLocation, metricsOf } from '@levelbench/contracts';
import {
  checkWorld,
  CORE_DEPTH,
  depthKindShares,
  createWorld,
  renderCubeSvg,
  renderDepthMapSvg,
  type Weights,
  type World,
} from '@levelbench/worldgen';
import { sharedWeights } from '../handlers/shared-weights';
import { barChart, binnedHistogram, integerHistogram } from '../plots';
import { f1, itemsTable, num, nums, spread } from '../report-format';
import type { ItemRecord } from '../summary';
import { textHash } from '../scorecard';
import { defineCheck } from './definition';
import type { ItemFigure } from './payloads';

/** A worlds item: one seed walked to the core (`upTo`: a shallower walk, for tests), drawing `mapDepths`. */
export interface WorldsItemPayload {
  readonly check: 'worlds';
  readonly id: string;
  readonly seed: number;
  readonly weights: Weights | null;
  readonly mapDepths: readonly number[];
  readonly upTo?: number;
}

const MAX_CUBE_FIGURES = 3;

/** What both report formats print: tries and ms per cube with their spreads (`t`, `ms`), and how many were walkable. */
function figures(items: readonly ItemRecord[]) {
  const worlds = items.map((w) => metricsOf({ check: 'worlds', metrics: w.metrics }));
  const tries = worlds.flatMap((m) => nums(m.tries));
  const cubeMs = worlds.flatMap((m) => nums(m.ms));
  return {
    tries,
    cubeMs,
    walkable: worlds.filter((m) => m.walkable === true).length,
    softLocks: worlds.reduce((n, m) => n + (num(m.softLocks) ?? 0), 0),
    pinFailures: worlds.reduce((n, m) => n + (num(m.pinFailures) ?? 0), 0),
    t: spread(tries),
    ms: spread(cubeMs),
  };
}

export const worldsCheck = defineCheck<WorldsItemPayload>({
  name: 'worlds',
  label: 'Cube Crawler worlds',
  item: 'world',
  inputs: ['weights'],
  options: ['worlds'],
  sizeOption: 'worlds',
  sources: ['libs/worldgen/src'],
  items: ({ options, inputs }) =>
    Array.from({ length: options.worlds }, (_, i) => ({
      check: 'worlds',
      id: `worlds/seed-${i + 1}`,
      seed: i + 1,
      weights: inputs.weights,
      mapDepths: i === 0 ? [...MAP_DEPTHS] : [],
    })),
  place: (p) => ({ kind: 'world', seed: p.seed, depth: null, cube: null }),
  check(p) {
    const weights = sharedWeights(p.weights);
    const r = checkWorld(p.seed, weights, { now: () => performance.now(), upTo: p.upTo });
    let world: World | null = null;
    const lazyWorld = (): World => (world ??= createWorld(p.seed, weights));
    const drawings: ItemFigure[] = p.mapDepths.map((d) => ({
      title: `world ${p.seed}, depth ${d}`,
      svg: renderDepthMapSvg(lazyWorld().map(d)),
    }));
    const drawn = new Set<string>();
    // the walk's failures as data: draw the first failing cubes (plan failures name no cube)
    for (const { depth, x, y } of r.problems) {
      if (x === null || y === null) continue;
      const cube = `depth ${depth} cube (${x},${y})`;
      if (drawn.has(cube) || drawn.size >= MAX_CUBE_FIGURES) continue;
      drawn.add(cube);
      drawings.push({ title: `world ${p.seed}: failing ${cube}`, svg: renderCubeSvg(lazyWorld().cube(depth, x, y)) });
    }
    const metrics = {
      seed: r.seed,
      walkable: r.walkable,
      depths: r.depths,
      cubes: r.cubes,
      triesMean: r.triesMean,
      triesMax: r.triesMax,
      waterfalls: r.waterfalls,
      // the inspector's soft-lock rule and the weights' pins, counted so a diff shows when either moves
      softLocks: r.softLocks,
      pinFailures: r.pinFailures,
      tries: r.cubeStats.map((s) => s.tries),
      ms: r.cubeStats.map((s) => Math.round(s.ms * 100) / 100),
      // the planned layout of every depth, hashed: the scorecard's diversity counts worlds with equal layouts
      layout: textHash(
        JSON.stringify(
          Array.from({ length: (p.upTo ?? CORE_DEPTH) + 1 }, (_, d) => {
            const m = lazyWorld().map(d);
            return [m.rooms, m.links, m.cubes.map((c) => c.kind)];
          }),
        ),
      ),
      // one metric per depth, so a diff names the depths whose land moved (a gorge weight, a theme)
      ...Object.fromEntries(
        Array.from({ length: (p.upTo ?? CORE_DEPTH) + 1 }, (_, d) => [
          `kinds.d${d}`,
          depthKindShares(lazyWorld().map(d)),
        ]),
      ),
    };
    // failures[i] and problems[i] are the same failure (checkWorld keeps them in step)
    const locations = r.problems.map(
      (q): FailureLocation => ({
        kind: 'world',
        seed: p.seed,
        depth: q.depth,
        cube: q.x === null || q.y === null ? null : [q.x, q.y],
      }),
    );
    return {
      check: 'worlds',
      id: p.id,
      passed: r.walkable && r.failures.length === 0,
      failures: r.failures,
      ...(locations.length ? { locations } : {}),
      metrics,
      ...(drawings.length ? { figures: drawings } : {}),
    };
  },
  report: {
    markdown(items) {
      if (!items.length) return [];
      const { t, ms, ...d } = figures(items);
      return [
        '',
        '## Worlds',
        '',
        `${d.walkable}/${items.length} worlds walkable to depth 20; ${t.count} cubes.`,
        '',
        `- tries per cube: mean ${f1(t.mean)}, max ${t.max}`,
        `- room cubes with a soft-lock: ${d.softLocks}; pinned cubes whose pin did not hold: ${d.pinFailures}`,
        `- ms per cube: mean ${f1(ms.mean)}, p50 ${f1(ms.p50)}, p90 ${f1(ms.p90)}, p99 ${f1(ms.p99)}, max ${f1(ms.max)}`,
      ];
    },
    html(items) {
      if (!items.length) return [];
      const { t, ms, ...d } = figures(items);
      return [
        '<h2>Worlds</h2>',
        `<p>${d.walkable}/${items.length} worlds walkable to depth 20 · ${t.count} cubes · ${d.softLocks} soft-locks · ${d.pinFailures} pins not holding · tries mean ${t.mean.toFixed(3)}, max ${t.max} · ms per cube p50 ${ms.p50.toFixed(1)}, p90 ${ms.p90.toFixed(1)}, max ${ms.max.toFixed(1)}</p>`,
        '<div class="plot">' + barChart('Tries per cube', 'tries', integerHistogram(d.tries)) + '</div>',
        '<div class="plot">' +
          barChart('Build time per cube (ms, measured in the worker)', 'ms', binnedHistogram(d.cubeMs), '#59a14f') +
          '</div>',
        itemsTable(items, ['walkable', 'depths', 'cubes', 'softLocks', 'pinFailures', 'triesMean', 'triesMax']),
      ];
    },
  },
});
