/** The cube spec: everything the world decided for one cube (retries never change it). */
import type { Archetype, Kind } from './weights';
import type { Dir, XY } from './geometry';
import type { FaceSpec } from './faces';
import type { Guardian } from './planner';
import { hashInts } from '@levelbench/random';
import { SALT } from './salt';

/** What a cube is in its depth. */
export type CubeRole = 'entry' | 'route' | 'well' | 'core' | 'side' | 'neighbour' | 'town';
/** Which builder makes the cube. */
export type BuilderName = 'terrain' | 'arena' | 'town';

/** A portal the world asks the builder for. */
export interface PortalSpec {
  readonly id: string;
  /** `core`: the goal of depth 20 (the exit of the core room; there is no well at the last depth). */
  readonly kind: 'face' | 'entry' | 'well' | 'core';
  readonly dir: Dir | null;
  readonly x: number;
  readonly y: number;
  readonly floor: number;
  /** Fixed standing height for face portals; null when the builder decides. */
  readonly h: number | null;
  /** The cube behind a face portal. */
  readonly to: XY | null;
  readonly exit: boolean;
  /** The portal the hero comes in through (previous route room, entry ring, town spawn). */
  readonly arrival: boolean;
}
/** Everything fixed about one cube before building. */
export interface CubeSpec {
  readonly worldSeed: number;
  readonly depth: number;
  readonly x: number;
  readonly y: number;
  readonly seed: number;
  readonly role: CubeRole;
  readonly builder: BuilderName;
  readonly piece: string;
  readonly kind: Kind;
  readonly floors: number;
  readonly archetype: Archetype;
  readonly faces: Readonly<Record<Dir, FaceSpec>>;
  readonly portals: readonly PortalSpec[];
  readonly treasure: boolean;
  readonly guardian: Guardian;
  /** Cell where this cube's water falls through into the same (x, y) one depth down; null for none. */
  readonly fallOut: readonly [number, number] | null;
  /** Cell where the waterfall of the cube above (same x, y, one depth up) lands here as a pool; null for none. */
  readonly fallIn: readonly [number, number] | null;
}

/** The cell of the well inside the well room of a depth; the entry below sits at the same cell. */
export function wellCell(seed: number, depth: number): [number, number] {
  const h = hashInts(seed, SALT.well, depth);
  // outside the arena's 8×8 middle (cells 4–11): one coordinate on 2 or 13 (its 3×3 pad stays off the middle)
  const along = 2 + (h % 12);
  const side = (h >>> 8) % 2 ? 13 : 2;
  return (h >>> 9) % 2 ? [along, side] : [side, along];
}
