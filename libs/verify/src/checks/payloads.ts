/** The places the checks share (each check declares its own item payload beside its definition). */
import type { FacePairSpec } from '@levelbench/worldgen';
import type { FileLocation, PairLocation } from '@levelbench/contracts';

export type { CheckName, ItemFigure, ItemResult } from '@levelbench/contracts';

/** A place in the level file of Pigment item `id` (`pigment/<name>`): the file relative to the store and a pointer. */
export function levelFilePlace(id: string, path = ''): FileLocation {
  return { kind: 'file', file: `${id}.json`, path };
}

/** The seam of a face pair (its two cubes and direction). */
export function pairPlace(s: FacePairSpec): PairLocation {
  return { kind: 'pair', seed: s.seed, depth: s.depth, dir: s.dir, a: [s.a.x, s.a.y], b: [s.b.x, s.b.y] };
}
