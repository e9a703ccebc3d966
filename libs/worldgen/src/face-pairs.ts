/** Face checks: neighbouring cubes must agree on ground and water on every edge cell, corners included. */
import { CORE_DEPTH, DIRS, SIZE, cubeKey, stepTo, type Dir, type XY } from './geometry';
import { hashInts } from '@levelbench/random';
import { SALT } from './salt';
import { defaultWeights, type Weights } from './weights';
import { createWorld, type World } from './world';

/** One pair of neighbouring cubes to compare. */
export interface FacePairSpec {
  readonly id: string;
  readonly seed: number;
  readonly depth: number;
  readonly a: XY;
  /** Side of `a` that touches `b`. */
  readonly dir: Dir;
  readonly b: XY;
}
/** One edge cell where the two cubes disagree. */
export interface Mismatch {
  readonly t: number;
  readonly field: 'ground' | 'water';
  readonly cellA: readonly [number, number];
  readonly cellB: readonly [number, number];
  readonly a: number | boolean;
  readonly b: number | boolean;
}
const PAIRS_PER_WORLD = 24;
const LAST = SIZE - 1;

let cached: { seed: number; weights: Weights; world: World } | null = null;
function worldOf(seed: number, weights: Weights): World {
  if (!cached || cached.seed !== seed || cached.weights !== weights)
    cached = { seed, weights, world: createWorld(seed, weights) };
  return cached.world;
}

/** A deterministic list of `count` different neighbouring cube pairs drawn from several worlds and depths. */
export function facePairSpecs(count: number, fromSeed = 1, weights: Weights = defaultWeights): FacePairSpec[] {
  const out: FacePairSpec[] = [];
  // a wall drawn twice (from either side) is checked once: ids stay unique for shards and merge
  const walls = new Set<string>();
  for (let k = 0; out.length < count; k++) {
    const seed = fromSeed + Math.floor(k / PAIRS_PER_WORLD);
    const h = hashInts(seed, SALT.pair, k);
    const depth = h % (CORE_DEPTH + 1);
    const w = worldOf(seed, weights);
    const rooms = w.plan(depth).rooms;
    const a = rooms[(h >>> 8) % rooms.length];
    const dir = DIRS[(h >>> 16) % 4];
    const b = stepTo(a, dir);
    if (!w.has(depth, b.x, b.y)) continue;
    const [p, q] = [cubeKey(a), cubeKey(b)].sort();
    const wall = `${seed}/${depth}/${p}|${q}`;
    if (walls.has(wall)) continue;
    walls.add(wall);
    out.push({ id: `${seed}/${depth}/${cubeKey(a)}${dir}`, seed, depth, a: { x: a.x, y: a.y }, dir, b });
  }
  return out;
}

/** The two cells facing each other at position t along the shared wall. */
export function facingCells(dir: Dir, t: number): [[number, number], [number, number]] {
  switch (dir) {
    case 'E':
      return [
        [LAST, t],
        [0, t],
      ];
    case 'W':
      return [
        [0, t],
        [LAST, t],
      ];
    case 'S':
      return [
        [t, LAST],
        [t, 0],
      ];
    case 'N':
      return [
        [t, 0],
        [t, LAST],
      ];
  }
}

/** One compared pair of edge cells: position along the wall, then cube A's and cube B's cell as [x, y, ground, water]. */
export interface ComparedCell {
  readonly t: number;
  readonly a: readonly [x: number, y: number, ground: number, water: boolean];
  readonly b: readonly [x: number, y: number, ground: number, water: boolean];
}

/** Builds both cubes of a pair and compares ground and water on all 16 cells of their shared edge (`cells`: what was compared). */
export function checkFacePair(
  spec: FacePairSpec,
  weights: Weights = defaultWeights,
): { id: string; mismatches: Mismatch[]; cells: ComparedCell[] } {
  const w = worldOf(spec.seed, weights);
  const A = w.cube(spec.depth, spec.a.x, spec.a.y);
  const B = w.cube(spec.depth, spec.b.x, spec.b.y);
  const mismatches: Mismatch[] = [];
  const cells: ComparedCell[] = [];
  for (let t = 0; t < SIZE; t++) {
    const [[ax, ay], [bx, by]] = facingCells(spec.dir, t);
    cells.push({ t, a: [ax, ay, A.ground[ay][ax], A.water[ay][ax]], b: [bx, by, B.ground[by][bx], B.water[by][bx]] });
    if (A.ground[ay][ax] !== B.ground[by][bx])
      mismatches.push({
        t,
        field: 'ground',
        cellA: [ax, ay],
        cellB: [bx, by],
        a: A.ground[ay][ax],
        b: B.ground[by][bx],
      });
    if (A.water[ay][ax] !== B.water[by][bx])
      mismatches.push({ t, field: 'water', cellA: [ax, ay], cellB: [bx, by], a: A.water[ay][ax], b: B.water[by][bx] });
  }
  return { id: spec.id, mismatches, cells };
}
