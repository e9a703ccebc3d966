/** The built cube as callers see it: plain arrays, portals, structures, routes and the inspector's verdict. */
import type { Built } from './builder/generate';
import { SIZE } from './geometry';
import { inspect, type InspectInput, type Verdict } from './inspector';
import { geometryProblems, type CubeProblem, type GeometryInput } from './geometry-rules';
import { CELLS, emptyGeo, node, unpack, type Geo } from './moves';
import type { CubeSpec, PortalSpec } from './cube-spec';

/** A cell on a layer: [x, y, layer]. */
export type Spot = readonly [number, number, number];
/** A portal in a built cube. */
export interface CubePortal extends PortalSpec {
  readonly layer: number;
  readonly standH: number;
}
/** A waterfall in a cube (see Cube.waterfalls). */
export interface Waterfall {
  readonly x: number;
  readonly y: number;
  readonly drop: number;
  readonly intoBelow: boolean;
  /** Present when intoBelow: the cube one depth down and the cell where the water lands. */
  readonly below?: {
    readonly depth: number;
    readonly x: number;
    readonly y: number;
    readonly at: readonly [number, number];
  };
}
/** A built cube. */
export interface Cube {
  readonly size: number;
  readonly seed: number;
  readonly depth: number;
  readonly x: number;
  readonly y: number;
  readonly role: CubeSpec['role'];
  readonly builder: CubeSpec['builder'];
  readonly piece: string;
  readonly kind: CubeSpec['kind'];
  readonly archetype: CubeSpec['archetype'];
  readonly guardian: CubeSpec['guardian'];
  readonly floors: number;
  readonly tries: number;
  readonly ground: number[][];
  readonly water: boolean[][];
  /** Upper floor or bridge deck height per cell (null for none). */
  readonly slab: (number | null)[][];
  readonly blocked: boolean[][];
  /** Cave rock above each cell (height of its underside), null for open sky; only cave depths have any. */
  readonly ceiling: (number | null)[][];
  readonly portals: CubePortal[];
  readonly stairs: { a: Spot; b: Spot }[];
  readonly ladders: { a: Spot; b: Spot }[];
  readonly bridges: { cells: Spot[]; h: number; style: string; pillars: Spot[] }[];
  readonly fences: { x: number; y: number; layer: number; sides: number }[];
  /**
   * Falls of 2+ between water cells, and the waterfall into the cube below (`intoBelow`): it leaves through
   * the floor at (x, y) and lands as a pool at `below.at` of the cube `below` — the same (x, y) one depth
   * down (the well of a depth stands above the entry of the next, so "below" is the same column), same cell.
   */
  readonly waterfalls: Waterfall[];
  /** Where the waterfall of the cube above (same x, y, one depth up) lands in this cube; null for none. */
  readonly fallFromAbove: {
    readonly depth: number;
    readonly x: number;
    readonly y: number;
    readonly at: readonly [number, number];
  } | null;
  readonly treasure: Spot | null;
  /** Planned routes (portal → exit, exit → treasure) as cell lists. */
  readonly routes: Spot[][];
  /**
   * What each planned route cost the planner (same order as `routes`): the sum of its move costs — walk,
   * bridge, stairs 1; jump, drop, ladder 2; swim, climb 3 — where a stair or ladder still to be placed costs
   * 2 + its height, a bridge 2 + its water cells and a ladder up to the slab above 4 (docs/CONTRACTS.md).
   */
  readonly routeCosts: number[];
  /**
   * Ways out: single steps [from, to] the builder left without a fence so a hero can leave a place a fence
   * would otherwise shut him in (planned ways down, exempt from the fence rule like the routes' steps).
   */
  readonly waysOut: Spot[][];
  readonly verdict: Verdict;
  /** What the builder did that the grids alone do not show: cells smoothed, upper floors it could not place. */
  readonly build: { readonly smoothed: number; readonly slabsDropped: number };
  /** Why earlier attempts were thrown away (first few). */
  readonly retries: readonly string[];
}

function grid<T>(f: (i: number) => T): T[][] {
  const rows: T[][] = [];
  for (let y = 0; y < SIZE; y++) {
    const row: T[] = [];
    for (let x = 0; x < SIZE; x++) row.push(f(y * SIZE + x));
    rows.push(row);
  }
  return rows;
}

/** Converts the builder's context into the public cube. */
export function toCube(spec: CubeSpec, built: Built): Cube {
  const c = built.ctx;
  const cellSpot = (i: number): Spot => [i % SIZE, Math.floor(i / SIZE), 1];
  const fences: Cube['fences'] = [];
  for (let n = 0; n < 2 * CELLS; n++)
    if (c.fence[n]) fences.push({ x: unpack(n)[0], y: unpack(n)[1], layer: unpack(n)[2], sides: c.fence[n] });
  const verdict: Verdict =
    c.verdict && c.verdict.passed && c.failure === null
      ? c.verdict
      : {
          passed: false,
          reason: c.failure ?? c.verdict?.reason ?? 'failed',
          failedPortal: c.verdict?.failedPortal ?? null,
          stoppedAt: c.verdict?.stoppedAt ?? null,
          witness: [],
          reach: c.verdict?.reach ?? 0,
        };
  return {
    size: SIZE,
    seed: spec.worldSeed,
    depth: spec.depth,
    x: spec.x,
    y: spec.y,
    role: spec.role,
    builder: spec.builder,
    piece: spec.piece,
    kind: spec.kind,
    archetype: spec.archetype,
    guardian: spec.guardian,
    floors: c.floors,
    tries: built.tries,
    ground: grid((i) => c.ground[i]),
    water: grid((i) => c.water[i] === 1),
    slab: grid((i) => (c.slab[i] >= 0 ? c.slab[i] : null)),
    blocked: grid((i) => c.blocked[i] === 1),
    ceiling: grid((i) => (c.ceiling[i] >= 0 ? c.ceiling[i] : null)),
    portals: c.portals.map(
      (p) =>
        ({
          ...Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'node')),
          layer: unpack(p.node)[2],
        }) as CubePortal,
    ),
    stairs: c.links.filter((l) => l.kind === 'stairs').map((l) => ({ a: unpack(l.a), b: unpack(l.b) })),
    ladders: c.links.filter((l) => l.kind === 'ladder').map((l) => ({ a: unpack(l.a), b: unpack(l.b) })),
    bridges: c.bridges.map((b) => ({
      cells: b.cells.map(cellSpot),
      h: b.h,
      style: b.style,
      pillars: b.pillars.map(cellSpot),
    })),
    fences,
    waterfalls: c.waterfalls.map((w) => ({
      x: w.cell % SIZE,
      y: Math.floor(w.cell / SIZE),
      drop: w.drop,
      intoBelow: w.intoBelow,
      ...(w.intoBelow && spec.fallOut
        ? { below: { depth: spec.depth + 1, x: spec.x, y: spec.y, at: [spec.fallOut[0], spec.fallOut[1]] as const } }
        : {}),
    })),
    fallFromAbove: spec.fallIn
      ? { depth: spec.depth - 1, x: spec.x, y: spec.y, at: [spec.fallIn[0], spec.fallIn[1]] as const }
      : null,
    treasure: c.treasure >= 0 ? unpack(c.treasure) : null,
    routes: c.routes.map((r) => r.map(unpack)),
    routeCosts: c.routeCosts.slice(),
    waysOut: c.ways.map((r) => r.map(unpack)),
    verdict,
    build: { smoothed: c.smoothed, slabsDropped: c.slabsDropped },
    retries: built.failures,
  };
}

/** Rebuilds the walkable geometry of a public cube (for re-inspecting a cube read from JSON or edited in the UI). */
export function geoOfCube(c: Cube): Geo {
  const g = emptyGeo();
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      g.ground[i] = c.ground[y][x];
      g.water[i] = c.water[y][x] ? 1 : 0;
      g.slab[i] = c.slab[y][x] ?? -1;
      g.blocked[i] = c.blocked[y][x] ? 1 : 0;
      g.ceiling[i] = c.ceiling?.[y]?.[x] ?? -1;
    }
  }
  for (const b of c.bridges) for (const [x, y] of b.cells) g.bridge[y * SIZE + x] = 1;
  for (const f of c.fences) g.fence[node(f.x, f.y, f.layer)] |= f.sides; // two entries for one node add up
  for (const s of c.stairs) g.links.push({ a: node(...s.a), b: node(...s.b), kind: 'stairs' });
  for (const l of c.ladders) g.links.push({ a: node(...l.a), b: node(...l.b), kind: 'ladder' });
  return g;
}

/** Runs the inspector on a public cube: every portal (and the treasure) against its exit. */
export function inspectCube(c: Cube): Verdict {
  return inspect(inspectInputOfCube(c));
}

/** The inspector's input for a public cube. */
export function inspectInputOfCube(c: Cube, geo: Geo = geoOfCube(c)): InspectInput {
  const exit = c.portals.find((p) => p.exit);
  const arrival = c.portals.find((p) => p.arrival);
  return {
    geo,
    portals: c.portals.map((p) => ({ id: p.id, node: node(p.x, p.y, p.layer) })),
    exit: exit ? node(exit.x, exit.y, exit.layer) : -1,
    treasure: c.treasure ? node(...c.treasure) : -1,
    arrival: arrival ? node(arrival.x, arrival.y, arrival.layer) : -1,
    visits: c.portals.filter((p) => !p.arrival && !p.exit).map((p) => ({ id: p.id, node: node(p.x, p.y, p.layer) })),
    routes: c.routes.map((r) => r.map((s) => node(...s))),
    landings: c.fallFromAbove ? [node(c.fallFromAbove.at[0], c.fallFromAbove.at[1], 0)] : [],
  };
}

/** The geometry rules' view of a public cube. */
export function geometryInputOfCube(c: Cube, geo: Geo = geoOfCube(c)): GeometryInput {
  const exit = c.portals.find((p) => p.exit);
  const cellOf = (x: number, y: number) => y * SIZE + x;
  return {
    geo,
    floors: c.floors,
    portals: c.portals.map((p) => ({ id: p.id, node: node(p.x, p.y, p.layer), floor: p.floor, standH: p.standH })),
    exit: exit ? node(exit.x, exit.y, exit.layer) : -1,
    treasure: c.treasure ? node(...c.treasure) : -1,
    routes: c.routes.map((r) => r.map((s) => node(...s))),
    ways: (c.waysOut ?? []).map((r) => r.map((s) => node(...s))),
    waterfalls: c.waterfalls.map((f) => cellOf(f.x, f.y)),
    sinks: [
      ...c.waterfalls.filter((f) => f.intoBelow).map((f) => cellOf(f.x, f.y)),
      ...(c.fallFromAbove ? [cellOf(c.fallFromAbove.at[0], c.fallFromAbove.at[1])] : []),
    ],
    wet: c.builder !== 'town' && (c.piece.endsWith('-pond') || c.kind === 'lake'),
  };
}

/** The geometry rules (docs/RULES-APIS.md "Cube geometry") over a public cube; [] when it is consistent. */
export function cubeProblems(c: Cube): CubeProblem[] {
  return geometryProblems(geometryInputOfCube(c));
}
