/** The WFC of one depth as a list of steps, for watching a depth fill in cube by cube (the Worlds page "Play"). */
import { cubeKey, type XY } from './geometry';
import type { Kind } from './weights';
import { defaultWeights, type Weights } from './weights';
import { collapse, type CollapseListener } from './wfc';
import { collapseCells, createWorld, dryCubes } from './world';
import { PIECES } from './pieces';
import { pinnedCubes } from './pins';

/** One collapse step: the cube with the fewest options got a piece. */
export interface CollapseStep {
  /** Index into `CollapseTrace.cubes`. */
  readonly cube: number;
  readonly piece: string;
  readonly kind: Kind;
  readonly floors: number;
  /**
   * The score that made this cube the next one: the Shannon entropy of its weighted options left (natural
   * log) plus the seed's tie-break `fnv1a(key) % 1000 * 1e-6`; lowest first.
   */
  readonly entropy: number;
  /** Options the cube had when it was picked (before the draw). */
  readonly had: number;
  /**
   * `[cube index, options left]` for every cube whose option count changed with this step: the collapsed
   * cube itself (1) and the not yet collapsed neighbours whose domains shrank. Counts not listed are unchanged.
   */
  readonly options: readonly (readonly [cube: number, left: number])[];
  /** The index of the pin (weights `pins`) the cube holds; absent for an unpinned cube. Pinned cubes come first. */
  readonly pin?: number;
}
/** The whole collapse of one depth, in the order it happened. */
export interface CollapseTrace {
  readonly seed: number;
  readonly depth: number;
  /** Options every cube starts with (all 87 pieces). */
  readonly start: number;
  /** Every cube the depth collapses (its rooms and their neighbours), sorted by key; steps refer to them by index. */
  readonly cubes: readonly (XY & { readonly room: boolean })[];
  /** One step per cube, lowest entropy first; replaying them ends in exactly the world's depth map. */
  readonly steps: readonly CollapseStep[];
}

/** Replays the WFC of a depth step by step; the same pieces and floors as `createWorld(seed, weights).map(depth)`. */
export function collapseTrace(seed: number, depth: number, weights: Weights = defaultWeights): CollapseTrace {
  const world = createWorld(seed, weights);
  const plan = world.plan(depth);
  const cells = collapseCells(plan);
  const rooms = new Set(plan.rooms.map(cubeKey));
  const keys = [...new Set(cells.map(cubeKey))].sort();
  const index = new Map(keys.map((k, i) => [k, i]));
  const steps: CollapseStep[] = [];
  const onStep: CollapseListener = (key, result, changed, picked) => {
    steps.push({
      cube: index.get(key) as number,
      piece: result.piece.name,
      kind: result.piece.kind,
      floors: result.floors,
      entropy: Math.round(picked.entropy * 1e6) / 1e6,
      had: picked.options,
      options: changed.map(([k, n]) => [index.get(k) as number, n] as const),
      ...(picked.pin !== undefined ? { pin: picked.pin } : {}),
    });
  };
  collapse(cells, weights, world.seed, depth, {
    dry: dryCubes(plan),
    pinned: pinnedCubes(weights.pins ?? [], plan),
    onStep,
  });
  const cubes = keys.map((k) => {
    const [x, y] = k.split(',').map(Number);
    return { x, y, room: rooms.has(k) };
  });
  return { seed: world.seed, depth, start: PIECES.length, cubes, steps };
}
