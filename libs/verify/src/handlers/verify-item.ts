/** `verify.item`: one item of a verify batch, checked inside a worker and returned as a plain ItemResult. */
import { verifyPigmentFile } from '@levelbench/pigment';
import { verifyDaily, verifyWatersortLevel } from '@levelbench/watersort';
import {
  checkFacePair,
  checkWorld,
  CORE_DEPTH,
  depthKindShares,
  createWorld,
  renderCubeSvg,
  renderDepthMapSvg,
  type World,
} from '@levelbench/worldgen';
import { sharedWeights } from './shared-weights';
import type { FailureLocation } from '@levelbench/contracts';
import {
  type ItemFigure,
  type ItemResult,
  type VerifyItemPayload,
  levelFilePlace,
  pairPlace,
  placeOf,
} from '../checks';

const MAX_CUBE_FIGURES = 3;

/** One rule for a Pigment level file everywhere: `verifyPigmentFile` (schema, id == file name, replays, limit, count). */
function pigmentItem(p: Extract<VerifyItemPayload, { check: 'pigment' }>): ItemResult {
  const v = verifyPigmentFile(p.file, p.text, { maxStates: p.maxStates, linesCap: 5 });
  const { level, analysis: a } = v;
  const located =
    v.problems.length > 0
      ? {
          paths: v.problems.map((q) => q.path),
          locations: v.problems.map((q): FailureLocation => levelFilePlace(p.id, q.path)),
        }
      : {};
  if (!level || !a)
    return { check: 'pigment', id: p.id, passed: false, failures: [...v.failures], ...located, metrics: {} };
  const metrics = {
    name: level.name,
    limit: level.limit,
    shortest: a.solve.shortest,
    limitVerdict: a.limitVerdict,
    optimalCount: a.solve.optimalCount,
    optimalLines: a.solve.optimalLines,
    states: a.solve.states,
    replays: a.replays.length,
    replaysPassed: a.replays.filter((r) => r.passed).length,
  };
  return { check: 'pigment', id: p.id, passed: v.passed, failures: [...v.failures], ...located, metrics };
}

function watersortItem(p: Extract<VerifyItemPayload, { check: 'watersort' }>): ItemResult {
  const opts = { optimalNodes: p.optimalNodes };
  const r = p.kind === 'level' ? verifyWatersortLevel(p.curve, p.n, opts) : verifyDaily(p.date, opts);
  const where = p.kind === 'level' ? { kind: 'level', n: p.n } : { kind: 'daily', date: p.date };
  const at: FailureLocation =
    p.kind === 'level' ? { kind: 'watersort-level', n: p.n } : { kind: 'watersort-daily', date: p.date };
  return {
    check: 'watersort',
    id: p.id,
    passed: r.passed,
    failures: r.failures,
    ...(r.failures.length ? { locations: r.failures.map(() => at) } : {}),
    metrics: { ...where, ...(r.metrics ?? {}) },
  };
}

function worldsItem(p: Extract<VerifyItemPayload, { check: 'worlds' }>): ItemResult {
  const weights = sharedWeights(p.weights);
  const r = checkWorld(p.seed, weights, { now: () => performance.now(), upTo: p.upTo });
  let world: World | null = null;
  const lazyWorld = (): World => (world ??= createWorld(p.seed, weights));
  const figures: ItemFigure[] = p.mapDepths.map((d) => ({
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
    figures.push({ title: `world ${p.seed}: failing ${cube}`, svg: renderCubeSvg(lazyWorld().cube(depth, x, y)) });
  }
  const metrics = {
    seed: r.seed,
    walkable: r.walkable,
    depths: r.depths,
    cubes: r.cubes,
    triesMean: r.triesMean,
    triesMax: r.triesMax,
    waterfalls: r.waterfalls,
    tries: r.cubeStats.map((s) => s.tries),
    ms: r.cubeStats.map((s) => Math.round(s.ms * 100) / 100),
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
    ...(figures.length ? { figures } : {}),
  };
}

function facesItem(p: Extract<VerifyItemPayload, { check: 'faces' }>): ItemResult {
  const weights = sharedWeights(p.weights);
  const r = checkFacePair(p.spec, weights);
  const s = p.spec;
  const failures = r.mismatches.map(
    (m) => `${m.field} differs at t=${m.t}: (${m.cellA.join(',')})=${m.a} vs (${m.cellB.join(',')})=${m.b}`,
  );
  const figures: ItemFigure[] = [];
  if (failures.length > 0) {
    const w = createWorld(s.seed, weights);
    figures.push({
      title: `pair ${s.id}: cube A (${s.a.x},${s.a.y})`,
      svg: renderCubeSvg(w.cube(s.depth, s.a.x, s.a.y)),
    });
    figures.push({
      title: `pair ${s.id}: cube B (${s.b.x},${s.b.y})`,
      svg: renderCubeSvg(w.cube(s.depth, s.b.x, s.b.y)),
    });
  }
  const metrics = { seed: s.seed, depth: s.depth, dir: s.dir, mismatches: r.mismatches.length };
  const pair = pairPlace(s);
  const locations = r.mismatches.map((m): FailureLocation => ({ ...pair, cells: { a: m.cellA, b: m.cellB } }));
  return {
    check: 'faces',
    id: p.id,
    passed: failures.length === 0,
    failures,
    ...(locations.length ? { locations } : {}),
    metrics,
    ...(figures.length ? { figures } : {}),
  };
}

/** Checks one item; a rules-lib exception propagates and fails the item in the batch. */
export function verifyItem(p: VerifyItemPayload): ItemResult {
  const t0 = performance.now();
  const { check, id, ...rest } = checkItem(p);
  return { check, id, at: placeOf(p), ...rest, ms: performance.now() - t0 };
}

function checkItem(p: VerifyItemPayload): ItemResult {
  switch (p.check) {
    case 'pigment':
      return pigmentItem(p);
    case 'watersort':
      return watersortItem(p);
    case 'worlds':
      return worldsItem(p);
    case 'faces':
      return facesItem(p);
  }
}
