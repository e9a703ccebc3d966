/** The planner: a backtracking route of rooms per depth, guardians, side rooms and treasure sites. */
import { CORE_DEPTH, cheb, cubeKey, inRing, neighbours, ringInner, type XY } from './geometry';
import { Random, hashInts } from '@levelbench/random';
import { SALT } from './salt';

/** What a room is for. */
/** `core`: the last room of depth 20, the world's heart (no well: there is no depth 21). */
export type RoomRole = 'entry' | 'route' | 'well' | 'core' | 'side';
/** A guardian in a room: gold descent guardian or pink side guardian. */
export type Guardian = 'descent' | 'side' | null;

/** One planned room. */
export interface Room extends XY {
  readonly role: RoomRole;
  /** Position on the route (0 = entry); null for side rooms. */
  readonly order: number | null;
  readonly guardian: Guardian;
  readonly treasure: boolean;
  /** For side rooms: the route room they hang off. */
  readonly parent: XY | null;
}
/** The plan of one depth. */
export interface DepthPlan {
  readonly depth: number;
  readonly rooms: readonly Room[];
  /** Pairs of rooms that share a portal. */
  readonly links: readonly (readonly [XY, XY])[];
  readonly route: readonly XY[];
  readonly entry: XY;
  /** The last route room: the well down (at depth 20 the core room, which has no well). */
  readonly well: XY;
  /** Backtracking steps used (deterministic budget, never a clock). */
  readonly steps: number;
}

/** Route lengths and room cap from the seed. */
export const ROUTE_MIN = 7;
/** Longest route. */
export const ROUTE_MAX = 14;
/** Most rooms (route + side) per depth. */
export const ROOMS_MAX = 14;
/** Treasure sites per depth. */
export const TREASURES = 4;
const STEP_BUDGET = 20000;
/** Share of depths whose route leaves room for a side room per treasure. */
const SHORT_ROUTES = 0.85;

/** Per-cell seeded priority that orders the backtracker's tries. */
function priority(seed: number, depth: number, c: XY): number {
  return hashInts(seed, SALT.prio, depth, c.x, c.y);
}

/** Backtracking search for a path of exactly `length` cubes from `start` ending where `goal` holds; `reachable(c, left)` prunes hopeless branches. */
export function backtrackRoute(
  start: XY,
  length: number,
  free: (c: XY) => boolean,
  goal: (c: XY) => boolean,
  prio: (c: XY) => number,
  budget: number,
  reachable: (c: XY, stepsLeft: number) => boolean = () => true,
): { path: XY[] | null; steps: number } {
  const out: XY[] = [start];
  const used = new Set([cubeKey(start)]);
  let steps = 0;
  const visit = (c: XY): boolean | null => {
    if (++steps > budget) return null;
    if (out.length === length) return goal(c);
    if (!reachable(c, length - out.length)) return false;
    const next = neighbours(c)
      .filter((n) => free(n) && !used.has(cubeKey(n)))
      .map((n) => ({ n, p: prio(n) }))
      .sort((a, b) => b.p - a.p);
    for (const { n } of next) {
      out.push(n);
      used.add(cubeKey(n));
      const r = visit(n);
      if (r !== false) return r;
      out.pop();
      used.delete(cubeKey(n));
    }
    return false;
  };
  return { path: visit(start) ? out.slice() : null, steps };
}

/** The town's cube: a seeded cube on the inner edge of depth 0's ring. */
export function townCube(seed: number): XY {
  const r = ringInner(0);
  const edge: XY[] = [];
  for (let i = -r; i <= r; i++) edge.push({ x: i, y: -r }, { x: r, y: i }, { x: -i, y: r }, { x: -r, y: -i });
  return edge[hashInts(seed, SALT.town) % edge.length];
}

function townPlan(seed: number): DepthPlan {
  const t = townCube(seed);
  const room: Room = { ...t, role: 'well', order: 0, guardian: null, treasure: false, parent: null };
  return { depth: 0, rooms: [room], links: [], route: [t], entry: t, well: t, steps: 0 };
}

/** Plans one depth given the cube under the well of the depth above. */
export function planDepth(seed: number, depth: number, start: XY): DepthPlan {
  if (depth === 0) return townPlan(seed);
  const rng = new Random(hashInts(seed, SALT.plan, depth));
  // routes of 7–14 rooms, mostly 7–10 so four side rooms fit under the 14-room cap (treasures go to side rooms first)
  const first = rng.chance(SHORT_ROUTES)
    ? rng.range(ROUTE_MIN, ROOMS_MAX - TREASURES)
    : rng.range(ROOMS_MAX - TREASURES + 1, ROUTE_MAX);
  const lengths = [first];
  for (let k = 1; k <= ROUTE_MAX - ROUTE_MIN; k++)
    lengths.push(ROUTE_MIN + ((first - ROUTE_MIN + k) % (ROUTE_MAX - ROUTE_MIN + 1)));
  const inner = ringInner(depth);
  let steps = 0;
  let route: XY[] | null = null;
  for (const len of lengths) {
    // a branch is hopeless when the inner edge is further away than the steps left
    const r = backtrackRoute(
      start,
      len,
      (c) => inRing(depth, c),
      (c) => cheb(c) === inner,
      (c) => priority(seed, depth, c),
      STEP_BUDGET,
      (c, left) => cheb(c) - inner <= left,
    );
    steps += r.steps;
    if (r.path) {
      route = r.path;
      break;
    }
  }
  if (!route) throw new Error(`planner: no route at depth ${depth} within the step budget`);
  return finishPlan(seed, depth, route, rng, steps);
}

function finishPlan(seed: number, depth: number, route: XY[], rng: Random, steps: number): DepthPlan {
  const L = route.length;
  const taken = new Set(route.map(cubeKey));
  // side rooms: a free ring cube touching only its parent, never the rest of the plan
  const sides: { at: XY; parent: XY }[] = [];
  // one side room per treasure site where the room cap allows (the seed: treasures mostly in side rooms)
  const wantSides = Math.min(ROOMS_MAX - L, TREASURES);
  const parents = rng.shuffle(route.slice(0, L - 1).map((c, i) => ({ c, i })));
  for (const { c } of parents) {
    if (sides.length >= wantSides) break;
    const options = neighbours(c)
      .filter((n) => inRing(depth, n) && !taken.has(cubeKey(n)))
      .filter((n) => neighbours(n).every((m) => (m.x === c.x && m.y === c.y) || !taken.has(cubeKey(m))))
      .sort((a, b) => priority(seed, depth, b) - priority(seed, depth, a));
    if (options.length === 0) continue;
    sides.push({ at: options[0], parent: c });
    taken.add(cubeKey(options[0]));
  }
  // pink side guardians: 1-2 rooms strictly between entry and well
  const guardCount = L >= 4 ? rng.range(1, 2) : 1;
  const middle = rng.shuffle(Array.from({ length: L - 2 }, (_, i) => i + 1));
  const guards = new Set(middle.slice(0, guardCount));
  // four treasure sites, side rooms first
  const treasure = new Set<string>(sides.slice(0, TREASURES).map((s) => cubeKey(s.at)));
  for (const i of middle.slice(guardCount)) {
    if (treasure.size >= TREASURES) break;
    treasure.add(cubeKey(route[i]));
  }
  for (const i of [0, ...middle.slice(0, guardCount)]) {
    if (treasure.size >= TREASURES) break;
    treasure.add(cubeKey(route[i]));
  }
  const rooms: Room[] = route.map((c, i) => ({
    ...c,
    role: i === 0 ? 'entry' : i === L - 1 ? (depth === CORE_DEPTH ? 'core' : 'well') : 'route',
    order: i,
    guardian: i === L - 1 ? 'descent' : guards.has(i) ? 'side' : null,
    treasure: treasure.has(cubeKey(c)),
    parent: null,
  }));
  for (const s of sides) {
    rooms.push({
      ...s.at,
      role: 'side',
      order: null,
      guardian: null,
      treasure: treasure.has(cubeKey(s.at)),
      parent: s.parent,
    });
  }
  const links: (readonly [XY, XY])[] = [];
  for (let i = 1; i < L; i++) links.push([route[i - 1], route[i]]);
  for (const s of sides) links.push([s.parent, s.at]);
  return { depth, rooms, links, route, entry: route[0], well: route[L - 1], steps };
}

/** Plans every depth 0..20 in order (each depth starts under the well above). */
export function planWorld(seed: number, upTo = CORE_DEPTH): DepthPlan[] {
  const plans: DepthPlan[] = [];
  for (let d = 0; d <= upTo; d++) plans.push(planDepth(seed, d, d === 0 ? { x: 0, y: 0 } : plans[d - 1].well));
  return plans;
}
