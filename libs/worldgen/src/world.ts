/** A world: one seed, plans per depth, WFC per depth (collapsed once, remembered), faces, and built cubes. */
import { drawArchetype } from './archetypes';
import { generate } from './builder/generate';
import { toCube, type Cube } from './cube';
import { fallCell, portalSpecs } from './cube-portals';
import { decideFace, type FaceSpec, type FaceWorld } from './faces';
import { CORE_DEPTH, DIRS, OPP, cubeKey, neighbours, ringInner, ringOuter, type Dir, type XY } from './geometry';
import { SIDE_INDEX } from './pieces';
import { planDepth, type DepthPlan, type Room } from './planner';
import { Random, hashInts } from '@levelbench/random';
import { SALT } from './salt';
import type { CubeSpec, PortalSpec } from './cube-spec';
import { defaultWeights, themeAt, type Weights } from './weights';
import { collapse, type Collapsed, type PinFailure } from './wfc';
import { pinnedCubes, type PinnedCube } from './pins';

/** One collapsed cube on a depth map. */
export interface MapCube extends XY {
  readonly piece: string;
  readonly kind: string;
  readonly floors: number;
  readonly room: boolean;
  /** The index of the pin (weights `pins`) this cube holds; absent when unpinned. */
  readonly pin?: number;
}
/** A pin on one cube of a depth: held, or why not (the cube then drew as if unpinned). */
export interface MapPin extends XY {
  readonly pin: number;
  readonly held: boolean;
  readonly why?: string;
}
/** What a depth map shows. */
export interface DepthMap {
  readonly seed: number;
  readonly depth: number;
  readonly theme: string | null;
  readonly ring: { readonly inner: number; readonly outer: number };
  readonly rooms: readonly Room[];
  readonly links: readonly (readonly [XY, XY])[];
  readonly route: readonly XY[];
  readonly cubes: readonly MapCube[];
  /** Every pinned cube of the depth in this world, in key order (empty without pins). */
  readonly pins: readonly MapPin[];
}
/** A generated world. */
export interface World {
  readonly seed: number;
  readonly weights: Weights;
  plan(depth: number): DepthPlan;
  map(depth: number): DepthMap;
  /** True when (x, y) is a room of the depth or a neighbour of one. */
  has(depth: number, x: number, y: number): boolean;
  face(depth: number, c: XY, d: Dir): FaceSpec;
  spec(depth: number, x: number, y: number): CubeSpec;
  cube(depth: number, x: number, y: number): Cube;
}

/** The cubes a depth collapses: its rooms and their grid neighbours (duplicates possible; collapse removes them). */
export function collapseCells(p: DepthPlan): XY[] {
  const cells: XY[] = [];
  for (const r of p.rooms) cells.push({ x: r.x, y: r.y }, ...neighbours(r));
  return cells;
}

/** Guardian rooms of a depth: their cubes collapse without water edges so the arena stays dry. */
export function dryCubes(p: DepthPlan): Set<string> {
  return new Set(p.rooms.filter((r) => r.guardian).map(cubeKey));
}

/** Creates a world; everything is computed lazily and memoised, so request order never matters. */
export function createWorld(seed: number, weights: Weights = defaultWeights): World {
  seed = seed >>> 0;
  const plans: DepthPlan[] = [];
  const collapsed = new Map<number, Map<string, Collapsed>>();
  const pinFailures = new Map<number, PinFailure[]>();
  const faces = new Map<string, FaceSpec>();
  const cubes = new Map<string, Cube>();
  const portalMemo = new Map<string, PortalSpec[]>();
  const fallMemo = new Map<string, [number, number] | null>();
  const plan = (depth: number): DepthPlan => {
    if (depth < 0 || depth > CORE_DEPTH || !Number.isInteger(depth))
      throw new RangeError(`depth must be 0..${CORE_DEPTH}, got ${depth}`);
    for (let d = plans.length; d <= depth; d++)
      plans.push(planDepth(seed, d, d === 0 ? { x: 0, y: 0 } : plans[d - 1].well));
    return plans[depth];
  };
  const depthCells = (depth: number): Map<string, Collapsed> => {
    let m = collapsed.get(depth);
    if (!m) {
      const p = plan(depth);
      const failed: PinFailure[] = [];
      m = collapse(collapseCells(p), weights, seed, depth, {
        dry: dryCubes(p),
        pinned: pinnedCubes(weights.pins ?? [], p),
        onPinFailure: (f) => failed.push(f),
      });
      collapsed.set(depth, m);
      pinFailures.set(depth, failed);
    }
    return m;
  };
  const roomAt = (depth: number, c: XY) => plan(depth).rooms.find((r) => r.x === c.x && r.y === c.y);
  const faceWorld = (depth: number): FaceWorld => {
    const cells = depthCells(depth);
    const p = plan(depth);
    return {
      seed,
      depth,
      edgeOf: (c, d) => cells.get(cubeKey(c))?.piece.edges[SIDE_INDEX[d]] ?? null,
      // the floors the cube's builder makes: guardian arenas and the town are one floor whatever the WFC drew
      floorsOf: (c) => {
        const r = p.rooms.find((q) => q.x === c.x && q.y === c.y);
        return r && (r.guardian || depth === 0) ? 1 : (cells.get(cubeKey(c))?.floors ?? 1);
      },
      linked: (a, b) =>
        p.links.some(
          ([u, v]) =>
            (u.x === a.x && u.y === a.y && v.x === b.x && v.y === b.y) ||
            (u.x === b.x && u.y === b.y && v.x === a.x && v.y === a.y),
        ),
    };
  };
  const face = (depth: number, c: XY, d: Dir): FaceSpec => {
    const other = { x: c.x + (d === 'E' ? 1 : d === 'W' ? -1 : 0), y: c.y + (d === 'S' ? 1 : d === 'N' ? -1 : 0) };
    const [a, side] = d === 'E' || d === 'S' ? [c, d] : [other, OPP[d]];
    const key = `${depth}:${cubeKey(a)}:${side}`;
    let f = faces.get(key);
    if (!f) {
      f = decideFace(faceWorld(depth), a, side);
      faces.set(key, f);
    }
    return f;
  };
  const has = (depth: number, x: number, y: number) => depthCells(depth).has(cubeKey({ x, y }));
  const spec = (depth: number, x: number, y: number): CubeSpec => {
    const col = depthCells(depth).get(cubeKey({ x, y }));
    if (!col) throw new RangeError(`cube (${x},${y}) is not a room or a neighbour of a room at depth ${depth}`);
    const c = { x, y };
    const room = roomAt(depth, c);
    const role = depth === 0 && room ? 'town' : room ? room.role : 'neighbour';
    const portals = portalsOf(depth, x, y);
    const fall = fallFrom(depth, x, y);
    const fallAbove = depth > 0 ? fallFrom(depth - 1, x, y) : null;
    const cubeSeed = hashInts(seed, SALT.cube, depth, x, y);
    const builder = role === 'town' ? 'town' : room?.guardian ? 'arena' : 'terrain';
    return {
      worldSeed: seed,
      depth,
      x,
      y,
      seed: cubeSeed,
      role,
      builder,
      piece: col.piece.name,
      kind: col.piece.kind,
      floors: col.floors,
      archetype: builder === 'terrain' ? drawArchetype(weights, depth, new Random(cubeSeed)) : 'none',
      faces: Object.fromEntries(DIRS.map((d) => [d, face(depth, c, d)])) as Record<Dir, FaceSpec>,
      portals,
      treasure: room?.treasure ?? false,
      guardian: room?.guardian ?? null,
      fallOut: fall,
      fallIn: fallAbove,
    };
  };
  const portalsOf = (depth: number, x: number, y: number): PortalSpec[] => {
    const key = `${depth}:${x},${y}`;
    let ps = portalMemo.get(key);
    if (!ps) {
      ps = portalSpecs({ seed, plan: plan(depth), face: (c, d) => face(depth, c, d) }, x, y);
      portalMemo.set(key, ps);
    }
    return ps;
  };
  /** The cell where water from (depth, x, y) falls into the same cube one depth down, or null. */
  const fallFrom = (depth: number, x: number, y: number): [number, number] | null => {
    const key = `${depth}:${x},${y}`;
    if (!fallMemo.has(key)) {
      const col = depthCells(depth).get(cubeKey({ x, y }));
      const room = roomAt(depth, { x, y });
      const falls =
        depth < CORE_DEPTH &&
        !!col &&
        (col.piece.kind === 'spring' || col.piece.kind === 'lake') &&
        !room?.guardian &&
        !(depth === 0 && room) &&
        has(depth + 1, x, y);
      fallMemo.set(
        key,
        falls ? fallCell(seed, depth, x, y, [...portalsOf(depth, x, y), ...portalsOf(depth + 1, x, y)]) : null,
      );
    }
    return fallMemo.get(key) ?? null;
  };
  const cube = (depth: number, x: number, y: number): Cube => {
    const key = `${depth}:${x},${y}`;
    let c = cubes.get(key);
    if (!c) {
      const s = spec(depth, x, y);
      c = toCube(s, generate(s, weights));
      cubes.set(key, c);
    }
    return c;
  };
  const map = (depth: number): DepthMap => {
    const p = plan(depth);
    const cells = depthCells(depth);
    const rooms = new Set(p.rooms.map(cubeKey));
    return {
      seed,
      depth,
      theme: themeAt(weights, depth)?.name ?? (depth === 0 ? 'town' : null),
      ring: { inner: ringInner(depth), outer: ringOuter(depth) },
      rooms: p.rooms,
      links: p.links,
      route: p.route,
      cubes: [...cells.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => {
          const [cx, cy] = k.split(',').map(Number);
          const pin = v.pin !== undefined ? { pin: v.pin } : {};
          return {
            x: cx,
            y: cy,
            piece: v.piece.name,
            kind: v.piece.kind,
            floors: v.floors,
            room: rooms.has(k),
            ...pin,
          };
        }),
      pins: mapPins(pinnedCubes(weights.pins ?? [], p), cells, pinFailures.get(depth) ?? []),
    };
  };
  return { seed, weights, plan, map, has, face, spec, cube };
}

/** The pins of a depth as the map shows them: each pinned cube that was collapsed, held or why not. */
function mapPins(
  pinned: ReadonlyMap<string, PinnedCube>,
  cells: ReadonlyMap<string, Collapsed>,
  failed: readonly PinFailure[],
): MapPin[] {
  return [...pinned.entries()]
    .filter(([k]) => cells.has(k))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, p]) => {
      const [x, y] = k.split(',').map(Number);
      const why = failed.find((f) => f.key === k)?.why;
      return { x, y, pin: p.pin, held: why === undefined, ...(why !== undefined ? { why } : {}) };
    });
}
