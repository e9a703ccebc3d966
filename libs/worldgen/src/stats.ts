/**
 * Generator statistics over a sample of worlds: the numbers issue #14 measured (kind shares, same-kind
 * clusters, treasure placement, arena flatness, waterfalls, cave headroom, smoothing, dropped slabs, the
 * depth-20 well). Pure: the bench prints them, property tests assert them.
 */
import type { Cube } from './cube';
import { CORE_DEPTH, DIRS, SIZE, cubeKey, stepTo } from './geometry';
import { nodeOk } from './moves';
import { geoOfCube } from './cube';
import { KINDS, defaultWeights, type Kind, type Weights } from './weights';
import { createWorld, type DepthMap, type World } from './world';

/** What to sample: world seeds and depths (the issue used seeds 300–307, depths 1–19). */
export interface StatsOptions {
  readonly seeds: readonly number[];
  readonly depths: readonly number[];
  readonly weights?: Weights;
  /** Depths whose cubes are checked for cave headroom (default 9 and 17). */
  readonly caveDepths?: readonly number[];
  /** Build the room cubes (arenas, waterfalls, caves, smoothing, slabs); false measures the maps only. Default true. */
  readonly cubes?: boolean;
}
/** The measured numbers. */
export interface WorldStats {
  readonly worlds: number;
  readonly depths: number;
  /** Collapsed cubes (rooms + neighbours) over all sampled depths. */
  readonly cubes: number;
  /** Share of collapsed cubes per kind (0..1). */
  readonly kindShare: Record<Kind, number>;
  /** Mean size of same-kind clusters (4-connected among a depth's collapsed cubes) per kind. */
  readonly clusterMean: Record<Kind, number>;
  readonly treasures: {
    readonly total: number;
    /** Share of treasures in side rooms, over depths that have side rooms. */
    readonly inSideRooms: number;
    readonly depthsWithoutSideRoom: number;
  };
  readonly arenas: { readonly guardianCubes: number; readonly flatDryMiddle: number };
  readonly waterfalls: {
    /** Waterfalls that leave their cube downward. */
    readonly intoBelow: number;
    /** …of which land as water at their `below` cell in the cube below. */
    readonly landing: number;
  };
  /** Per cave depth: mean share of a room cube's walkable ground cells that have rock or a floor above. */
  readonly caveHeadroom: Record<string, number>;
  readonly smoothing: { readonly cellsPerCube: number; readonly cubesChanged: number };
  readonly slabs: { readonly cubesWithDropped: number; readonly dropped: number };
  readonly roomCubes: number;
  /** Worlds whose depth 20 plans or builds a well. */
  readonly wellAtCore: number;
}

/** Sizes of the same-kind clusters of one depth map. */
export function clusterSizes(map: DepthMap): { kind: Kind; size: number }[] {
  const byKey = new Map(map.cubes.map((c) => [cubeKey(c), c]));
  const seen = new Set<string>();
  const out: { kind: Kind; size: number }[] = [];
  for (const c of map.cubes) {
    const k0 = cubeKey(c);
    if (seen.has(k0)) continue;
    seen.add(k0);
    const stack = [c];
    let size = 0;
    while (stack.length) {
      const cur = stack.pop() as (typeof map.cubes)[number];
      size++;
      for (const d of DIRS) {
        const n = byKey.get(cubeKey(stepTo(cur, d)));
        if (!n || n.kind !== c.kind || seen.has(cubeKey(n))) continue;
        seen.add(cubeKey(n));
        stack.push(n);
      }
    }
    out.push({ kind: c.kind as Kind, size });
  }
  return out;
}

/** Share of each kind among a depth's collapsed cubes (3 decimals; kinds that do not occur left out). */
export function depthKindShares(map: DepthMap): Partial<Record<Kind, number>> {
  const out: Partial<Record<Kind, number>> = {};
  for (const k of KINDS) {
    const n = map.cubes.filter((c) => c.kind === k).length;
    if (n > 0) out[k] = Math.round((n / map.cubes.length) * 1000) / 1000;
  }
  return out;
}

/** True when the 8×8 middle (cells 4–11) of a cube is one height and dry. */
export function flatDryMiddle(c: Cube): boolean {
  const h = c.ground[4][4];
  for (let y = 4; y <= 11; y++) for (let x = 4; x <= 11; x++) if (c.water[y][x] || c.ground[y][x] !== h) return false;
  return true;
}

/** Share of a cube's walkable ground cells (standable, dry) that have rock or an upper floor above them. */
export function headroomShare(c: Cube): number {
  const g = geoOfCube(c);
  let walk = 0,
    covered = 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      if (c.water[y][x] || !nodeOk(g, i)) continue;
      walk++;
      if ((c.slab[y][x] !== null && !g.bridge[i]) || c.ceiling[y][x] !== null) covered++;
    }
  }
  return walk ? covered / walk : 0;
}

type Landing = (w: World, c: Cube) => { intoBelow: number; landing: number };
const landings: Landing = (w, c) => {
  let intoBelow = 0,
    landing = 0;
  for (const f of c.waterfalls) {
    if (!f.intoBelow) continue;
    intoBelow++;
    const b = f.below;
    if (b && w.has(b.depth, b.x, b.y) && w.cube(b.depth, b.x, b.y).water[b.at[1]][b.at[0]]) landing++;
  }
  return { intoBelow, landing };
};

/** Measures the generator over the sample (builds every room cube of every sampled depth). */
export function worldStats(opts: StatsOptions): WorldStats {
  const weights = opts.weights ?? defaultWeights;
  const caveDepths = opts.caveDepths ?? [9, 17];
  const kindCount = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const clusters = Object.fromEntries(KINDS.map((k) => [k, [0, 0]])) as Record<Kind, [number, number]>;
  let cubes = 0,
    treasures = 0,
    treasuresAtSideDepths = 0,
    treasuresInSide = 0,
    noSide = 0,
    guardianCubes = 0,
    flat = 0,
    intoBelow = 0,
    landing = 0,
    roomCubes = 0,
    smoothed = 0,
    cubesSmoothed = 0,
    slabCubes = 0,
    dropped = 0,
    wellAtCore = 0;
  const cave: Record<string, [number, number]> = Object.fromEntries(caveDepths.map((d) => [String(d), [0, 0]]));
  for (const seed of opts.seeds) {
    const w = createWorld(seed, weights);
    for (const d of opts.depths) {
      const map = w.map(d);
      for (const c of map.cubes) kindCount[c.kind as Kind]++;
      cubes += map.cubes.length;
      for (const cl of clusterSizes(map)) {
        clusters[cl.kind][0] += cl.size;
        clusters[cl.kind][1]++;
      }
      const sides = map.rooms.filter((r) => r.role === 'side');
      const t = map.rooms.filter((r) => r.treasure);
      treasures += t.length;
      if (sides.length === 0) noSide++;
      else {
        treasuresAtSideDepths += t.length;
        treasuresInSide += t.filter((r) => r.role === 'side').length;
      }
      for (const r of opts.cubes === false ? [] : map.rooms) {
        const c = w.cube(d, r.x, r.y);
        roomCubes++;
        smoothed += c.build.smoothed;
        if (c.build.smoothed > 0) cubesSmoothed++;
        dropped += c.build.slabsDropped;
        if (c.build.slabsDropped > 0) slabCubes++;
        if (r.guardian) {
          guardianCubes++;
          if (flatDryMiddle(c)) flat++;
        }
        const l = landings(w, c);
        intoBelow += l.intoBelow;
        landing += l.landing;
        const cd = cave[String(d)];
        if (cd) {
          cd[0] += headroomShare(c);
          cd[1]++;
        }
      }
    }
    const core = w.plan(CORE_DEPTH);
    const coreCube = opts.cubes === false ? null : w.cube(CORE_DEPTH, core.well.x, core.well.y);
    if (core.rooms.some((r) => r.role === 'well') || coreCube?.portals.some((p) => p.kind === 'well')) wellAtCore++;
  }
  const share = (n: number, of: number) => (of ? n / of : 0);
  return {
    worlds: opts.seeds.length,
    depths: opts.seeds.length * opts.depths.length,
    cubes,
    kindShare: Object.fromEntries(KINDS.map((k) => [k, share(kindCount[k], cubes)])) as Record<Kind, number>,
    clusterMean: Object.fromEntries(KINDS.map((k) => [k, share(clusters[k][0], clusters[k][1])])) as Record<
      Kind,
      number
    >,
    treasures: {
      total: treasures,
      inSideRooms: share(treasuresInSide, treasuresAtSideDepths),
      depthsWithoutSideRoom: noSide,
    },
    arenas: { guardianCubes, flatDryMiddle: flat },
    waterfalls: { intoBelow, landing },
    caveHeadroom: Object.fromEntries(Object.entries(cave).map(([d, [s, n]]) => [d, share(s, n)])),
    smoothing: { cellsPerCube: share(smoothed, roomCubes), cubesChanged: cubesSmoothed },
    slabs: { cubesWithDropped: slabCubes, dropped },
    roomCubes,
    wellAtCore,
  };
}

/** The stats as readable lines (the bench prints them). */
export function statsLines(s: WorldStats): string[] {
  const p = (v: number) => `${(v * 100).toFixed(1)}%`;
  const f = (v: number) => v.toFixed(2);
  return [
    `sample: ${s.worlds} worlds, ${s.depths} depths, ${s.cubes} collapsed cubes, ${s.roomCubes} room cubes`,
    `kind share: ${KINDS.map((k) => `${k} ${p(s.kindShare[k])}`).join(', ')}; meadow+highland ${p(s.kindShare.meadow + s.kindShare.highland)}`,
    `mean same-kind cluster: ${KINDS.map((k) => `${k} ${f(s.clusterMean[k])}`).join(', ')}`,
    `treasures: ${s.treasures.total}, in side rooms (depths with side rooms) ${p(s.treasures.inSideRooms)}; depths without a side room ${s.treasures.depthsWithoutSideRoom}/${s.depths}`,
    `arenas: flat and dry 8×8 middle in ${s.arenas.flatDryMiddle}/${s.arenas.guardianCubes} guardian cubes`,
    `waterfalls into the cube below: ${s.waterfalls.intoBelow}, landing as water below ${s.waterfalls.landing}`,
    `cave headroom (walkable cells with rock/floor above): ${Object.entries(s.caveHeadroom)
      .map(([d, v]) => `depth ${d} ${p(v)}`)
      .join(', ')}`,
    `smoothing: ${f(s.smoothing.cellsPerCube)} cells per cube, ${s.smoothing.cubesChanged}/${s.roomCubes} cubes changed`,
    `slabs dropped: ${s.slabs.dropped} in ${s.slabs.cubesWithDropped}/${s.roomCubes} cubes`,
    `well at depth 20: ${s.wellAtCore}/${s.worlds} worlds`,
  ];
}
