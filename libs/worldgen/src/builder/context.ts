/** The builder's context: one cube under construction, shared by every stage. */
import { SIZE } from '../geometry';
import { CELLS, emptyGeo, type Geo } from '../moves';
import { Random } from '@levelbench/random';
import type { CubeSpec, PortalSpec } from '../cube-spec';
import type { Verdict } from '../inspector';
import type { Weights } from '../weights';

/** A portal placed in the cube. */
export interface Portal extends PortalSpec {
  readonly node: number;
  readonly standH: number;
}
/** A placed bridge. */
export interface Bridge {
  readonly cells: number[];
  readonly h: number;
  style: 'plank' | 'rope' | 'stone';
  pillars: number[];
}
/** A structure the route planner may ask for. */
export interface Candidate {
  readonly kind: 'stairs' | 'ladder' | 'bridge';
  readonly a: number;
  readonly b: number;
  readonly cells: readonly number[];
  readonly h: number;
}
/** A slab region (upper floor) with its height. */
export interface SlabRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly h: number;
}

/** Everything stages read and write. */
export interface Ctx extends Geo {
  /**
   * The same arrays as a plain Geo: the move functions get this one object shape from the builder
   * and the inspector alike (a Ctx there makes their optimised code polymorphic and deoptimise).
   */
  readonly geo: Geo;
  readonly spec: CubeSpec;
  readonly weights: Weights;
  readonly rng: Random;
  readonly attempt: number;
  floors: number;
  floorHeights: number[];
  /** Cells later stages must not change (edges, portal pads, treasure). */
  readonly fixed: Uint8Array;
  /** Cells the archetype wants under water. */
  readonly wet: Uint8Array;
  portals: Portal[];
  exit: number;
  treasure: number;
  slabs: SlabRect[];
  ramps: number;
  waterfalls: { cell: number; drop: number; intoBelow: boolean }[];
  bridges: Bridge[];
  candidates: Candidate[];
  chosen: Set<number>;
  routes: number[][];
  /** The cost the planner's cheapest-path search gave each route (same order as `routes`). */
  routeCosts: number[];
  /** Ways out [from, to]: steps the fences stage left open so a hero can leave a place it would trap (planned ways down). */
  ways: number[][];
  traps: number;
  smoothed: number;
  /** Upper floors the slab stage could not place (reported on the cube, never dropped silently). */
  slabsDropped: number;
  verdict: Verdict | null;
  failure: string | null;
}

/** A stage adds its part to the context; null fails the attempt. */
export type Stage = (ctx: Ctx) => Ctx | null;

/** A fresh context for one attempt. */
export function newCtx(spec: CubeSpec, weights: Weights, seed: number, attempt: number): Ctx {
  const fixed = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    const x = i % SIZE;
    const y = (i - x) / SIZE;
    if (x === 0 || y === 0 || x === SIZE - 1 || y === SIZE - 1) fixed[i] = 1;
  }
  const g = emptyGeo();
  return {
    geo: g,
    ground: g.ground,
    water: g.water,
    slab: g.slab,
    bridge: g.bridge,
    blocked: g.blocked,
    ceiling: g.ceiling,
    fence: g.fence,
    links: g.links,
    spec,
    weights,
    rng: new Random(seed),
    attempt,
    floors: 1,
    floorHeights: [],
    fixed,
    wet: new Uint8Array(CELLS),
    portals: [],
    exit: -1,
    treasure: -1,
    slabs: [],
    ramps: 0,
    waterfalls: [],
    bridges: [],
    candidates: [],
    chosen: new Set(),
    routes: [],
    routeCosts: [],
    ways: [],
    traps: 0,
    smoothed: 0,
    slabsDropped: 0,
    verdict: null,
    failure: null,
  };
}

/** Fails the attempt with a reason. */
export function failWith(ctx: Ctx, reason: string): null {
  ctx.failure = reason;
  return null;
}
/** Where a hero riding the fall of the cube above lands (layer-0 nodes): a start of the soft-lock rule. */
export function landingsOf(ctx: Ctx): number[] {
  return ctx.spec.fallIn ? [cell(ctx.spec.fallIn[0], ctx.spec.fallIn[1])] : [];
}

/** Cell index of (x, y). */
export function cell(x: number, y: number): number {
  return y * SIZE + x;
}
/** In-bounds check. */
export function inside(x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < SIZE && y < SIZE;
}
/** Sets ground of a cell unless it is fixed (edges keep the face's values). */
export function setGround(ctx: Ctx, i: number, h: number): boolean {
  if (ctx.fixed[i]) return false;
  ctx.ground[i] = Math.max(0, Math.min(30, Math.round(h)));
  return true;
}
