/** The cube spec: everything the world decided for one cube (retries never change it). */
import type { Archetype, Kind } from './weights';
import type { Dir, XY } from './geometry';
import type { FaceSpec } from './faces';
import type { Guardian } from './planner';
import { hashInts } from '@levelbench/random';
import { SALT } from './salt';

/** What a cube is in its depth. */
export type CubeRole = 'entry' | 'route' | 'well' | 'side' | 'neighbour' | 'town';
/** Which builder makes the cube. */
export type BuilderName = 'terrain' | 'arena' | 'town';

/** A portal the world asks the builder for. */
export interface PortalSpec {
  readonly id: string;
  readonly kind: 'face' | 'entry' | 'well';
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
}

/** The cell of the well inside the well room of a depth; the entry below sits at the same cell. */
export function wellCell(seed: number, depth: number): [number, number] {
  const h = hashInts(seed, SALT.well, depth);
  return [5 + (h % 6), 5 + ((h >>> 8) % 6)];
}
