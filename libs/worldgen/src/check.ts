/** The world walk: a world passes when every depth's route connects portal to portal down to the core. */
import type { Cube } from './cube';
import { inspectCubeFull } from './cube-file';
import type { CubeProblem } from './geometry-rules';
import { CORE_DEPTH, OPP, cheb, cubeKey, dirBetween, neighbours, ringInner } from './geometry';
import { pinLabel } from './pins';
import { ROOMS_MAX, ROUTE_MAX, ROUTE_MIN, TREASURES, type DepthPlan } from './planner';
import { defaultWeights, type Weights } from './weights';
import { createWorld, type World } from './world';

/** Result of walking one world. */
export interface WorldCheck {
  readonly seed: number;
  readonly walkable: boolean;
  /** Deepest depth reached with every depth above it passing (20 = the core). */
  readonly depths: number;
  readonly cubes: number;
  readonly triesMean: number;
  readonly triesMax: number;
  readonly failures: string[];
  /** The same failures as data, in the same order: where (a cube, or null for a depth's plan) and why. */
  readonly problems: WorldProblem[];
  /** Per room cube in walk order: where, build time (by the caller's clock, 0 without one) and tries. */
  readonly cubeStats: { depth: number; x: number; y: number; ms: number; tries: number }[];
  /** Waterfalls into the cube below checked against that cube, and how many did not land there. */
  readonly waterfalls: { readonly checked: number; readonly mismatches: number };
  /** Room cubes with a soft-lock (the inspector's rule), and pinned cubes whose pin did not hold. */
  readonly softLocks: number;
  readonly pinFailures: number;
}
/** One failure of a world walk as data: `failures[i]` is its {@link problemSentence}. */
export interface WorldProblem {
  readonly depth: number;
  /** The failing cube, or null for a rule of the depth's plan. */
  readonly x: number | null;
  readonly y: number | null;
  readonly reason: string;
}

/** A problem as a sentence: `depth D cube (x,y): reason`, or `depth D: reason` for a rule of the depth's plan. */
export function problemSentence(q: WorldProblem): string {
  return q.x === null || q.y === null
    ? `depth ${q.depth}: ${q.reason}`
    : `depth ${q.depth} cube (${q.x},${q.y}): ${q.reason}`;
}

/** The problems of one depth's plan (no cube) or of one cube, built from their reasons. */
const planProblem = (depth: number, reason: string): WorldProblem => ({ depth, x: null, y: null, reason });
const cubeProblem = (depth: number, c: { x: number; y: number }, reason: string): WorldProblem => ({
  depth,
  x: c.x,
  y: c.y,
  reason,
});

/** Options: the caller may pass a clock to time cubes (the lib never reads one). */
export interface CheckOptions {
  readonly now?: () => number;
  readonly upTo?: number;
}

/** The broken rules of one depth's plan, as data. */
export function planProblems(p: DepthPlan, above: DepthPlan | null): WorldProblem[] {
  const out: string[] = [];
  if (p.depth === 0) return p.rooms.length === 1 ? [] : [planProblem(0, 'the town must be one room')];
  const L = p.route.length;
  if (L < ROUTE_MIN || L > ROUTE_MAX) out.push(`route has ${L} rooms, not ${ROUTE_MIN}..${ROUTE_MAX}`);
  if (p.rooms.length > ROOMS_MAX) out.push(`${p.rooms.length} rooms, more than ${ROOMS_MAX}`);
  if (above && cubeKey(p.route[0]) !== cubeKey(above.well)) out.push('route does not start under the well above');
  if (cheb(p.well) !== ringInner(p.depth)) out.push('the well is not on the inner edge of the ring');
  for (let i = 1; i < L; i++)
    if (!dirBetween(p.route[i - 1], p.route[i])) out.push(`route rooms ${i - 1} and ${i} are not neighbours`);
  const keys = new Set(p.rooms.map(cubeKey));
  if (keys.size !== p.rooms.length) out.push('a cube is used twice');
  for (const r of p.rooms.filter((r) => r.role === 'side')) {
    const links = p.links.filter(([a, b]) => cubeKey(a) === cubeKey(r) || cubeKey(b) === cubeKey(r));
    const touching = neighbours(r).filter((n) => keys.has(cubeKey(n)));
    if (links.length !== 1 || touching.length !== 1)
      out.push(`side room (${r.x},${r.y}) connects to more than its room`);
  }
  const treasures = p.rooms.filter((r) => r.treasure).length;
  if (treasures !== TREASURES) out.push(`${treasures} treasure sites, not ${TREASURES}`);
  const last = p.depth === CORE_DEPTH ? 'core' : 'well';
  const well = p.rooms.find((r) => r.role === last);
  if (!well || well.guardian !== 'descent') out.push(`the ${last} room has no descent guardian`);
  if (p.depth === CORE_DEPTH && p.rooms.some((r) => r.role === 'well')) out.push('plans a well below the core');
  const sideGuards = p.rooms.filter((r) => r.guardian === 'side');
  if (sideGuards.length < 1 || sideGuards.length > 2 || sideGuards.some((r) => r.role !== 'route'))
    out.push('needs 1-2 side guardians on the way');
  return out.map((reason) => planProblem(p.depth, reason));
}

/** Checks the plan of one depth against the seed's rules; returns sentences for every broken rule. */
export function checkPlan(p: DepthPlan, above: DepthPlan | null): string[] {
  return planProblems(p, above).map(problemSentence);
}

/**
 * Checks a built room against its plan: portals on both sides of each link, exit, treasure, and the
 * inspector run again over the cube's JSON (its public grids, stairs, ladders, bridges, fences, ceiling) —
 * reachability and the geometry rules (`inspectCubeFull`, the same the builder runs and `worlds inspect`
 * prints), not the builder's own verdict, so a cube edited or broken after building fails here.
 */
export function roomProblems(
  w: World,
  depth: number,
  c: Cube,
  p: DepthPlan,
  onRule?: (rule: CubeProblem['rule']) => void,
): WorldProblem[] {
  const out: string[] = [];
  const v = inspectCubeFull(JSON.parse(JSON.stringify(c)) as Cube);
  for (const q of v.problems) onRule?.(q.rule);
  for (const q of v.problems) out.push(q.rule === 'reach' ? q.message : `${q.rule}: ${q.message}`);
  for (const [a, b] of p.links) {
    const other = cubeKey(a) === cubeKey(c) ? b : cubeKey(b) === cubeKey(c) ? a : null;
    if (!other) continue;
    const mine = c.portals.find((q) => q.to && cubeKey(q.to) === cubeKey(other));
    const theirs = w.cube(depth, other.x, other.y).portals.find((q) => q.to && cubeKey(q.to) === cubeKey(c));
    if (!mine || !theirs) out.push(`no portal to (${other.x},${other.y})`);
    else {
      const along = mine.dir === 'N' || mine.dir === 'S' ? mine.x === theirs.x : mine.y === theirs.y;
      const facing = mine.dir !== null && theirs.dir !== null && OPP[mine.dir] === theirs.dir;
      if (!along || !facing || mine.floor !== theirs.floor || mine.standH !== theirs.standH)
        out.push(`portal to (${other.x},${other.y}) does not line up`);
    }
  }
  const room = p.rooms.find((r) => cubeKey(r) === cubeKey(c));
  if (room?.treasure && !c.treasure) out.push('planned treasure not placed');
  if (room?.guardian && c.builder !== 'arena') out.push('guardian room is not an arena');
  if (room?.role === 'entry' && !c.portals.some((q) => q.kind === 'entry')) out.push('no entry under the well above');
  if ((room?.role === 'well' || depth === 0) && !c.portals.some((q) => q.kind === 'well' && q.exit))
    out.push('no well');
  if (depth === CORE_DEPTH && c.portals.some((q) => q.kind === 'well')) out.push('a well at the core depth');
  if (room?.role === 'core' && !c.portals.some((q) => q.kind === 'core' && q.exit)) out.push('no core');
  return out.map((reason) => cubeProblem(depth, c, reason));
}

/** {@link roomProblems} as sentences (`depth D cube (x,y): reason`). */
export function checkRoom(
  w: World,
  depth: number,
  c: Cube,
  p: DepthPlan,
  onRule?: (rule: CubeProblem['rule']) => void,
): string[] {
  return roomProblems(w, depth, c, p, onRule).map(problemSentence);
}

/**
 * Checks every waterfall of a cube that leaves it downward against the cube below: that cube exists, has
 * water at the landing cell and names this cube as where its plunge pool's water comes from.
 */
export function waterfallProblems(w: World, c: Cube): WorldProblem[] {
  const out: string[] = [];
  for (const f of c.waterfalls) {
    if (!f.intoBelow) continue;
    const b = f.below;
    const where = `waterfall at (${f.x},${f.y})`;
    if (!b) {
      out.push(`${where} leaves the cube downward but names no cube below`);
      continue;
    }
    if (b.depth !== c.depth + 1 || b.x !== c.x || b.y !== c.y || b.at[0] !== f.x || b.at[1] !== f.y) {
      out.push(`${where} does not fall straight down (below: depth ${b.depth} (${b.x},${b.y}) at ${b.at})`);
      continue;
    }
    if (!w.has(b.depth, b.x, b.y)) {
      out.push(`${where} falls into depth ${b.depth} (${b.x},${b.y}), which is not built`);
      continue;
    }
    const below = w.cube(b.depth, b.x, b.y);
    if (!below.water[b.at[1]][b.at[0]])
      out.push(`${where} lands on dry ground at (${b.at}) of depth ${b.depth} cube (${b.x},${b.y})`);
    const from = below.fallFromAbove;
    if (!from || from.depth !== c.depth || from.at[0] !== b.at[0] || from.at[1] !== b.at[1])
      out.push(`${where}: depth ${b.depth} cube (${b.x},${b.y}) was not built knowing it`);
  }
  return out.map((reason) => cubeProblem(c.depth, c, reason));
}

/** {@link waterfallProblems} as sentences. */
export function checkWaterfalls(w: World, c: Cube): string[] {
  return waterfallProblems(w, c).map(problemSentence);
}

/** Every pin of the depth that does not hold in this world, as a problem of its cube naming the seed and the pin. */
export function pinProblems(w: World, depth: number): WorldProblem[] {
  const pins = w.weights.pins ?? [];
  if (pins.length === 0) return [];
  return w
    .map(depth)
    .pins.filter((q) => !q.held)
    .map((q) => cubeProblem(depth, q, `world ${w.seed}: ${pinLabel(pins, q.pin)} does not hold: ${q.why}`));
}

/** Walks one world from the town to the core: plans, routes portal to portal, every room inspected. */
export function checkWorld(seed: number, weights: Weights = defaultWeights, opts: CheckOptions = {}): WorldCheck {
  const w = createWorld(seed, weights);
  const problems: WorldProblem[] = [];
  const cubeStats: WorldCheck['cubeStats'] = [];
  let depths = -1,
    waterfalls = 0,
    fallMismatches = 0,
    softLocks = 0,
    pinFailures = 0;
  const upTo = opts.upTo ?? CORE_DEPTH;
  for (let d = 0; d <= upTo; d++) {
    const p = w.plan(d);
    const found = planProblems(p, d > 0 ? w.plan(d - 1) : null);
    // a pin that cannot hold in this world (neighbouring pinned cubes whose edges cannot meet, a dry arena)
    const pinned = pinProblems(w, d);
    pinFailures += pinned.length;
    found.push(...pinned);
    // build every room first so each cube's time is its own (checkRoom reuses the memoised cubes)
    for (const r of p.rooms) {
      const t0 = opts.now?.() ?? 0;
      const c = w.cube(d, r.x, r.y);
      cubeStats.push({ depth: d, x: r.x, y: r.y, ms: (opts.now?.() ?? 0) - t0, tries: c.tries });
    }
    for (const r of p.rooms) {
      const c = w.cube(d, r.x, r.y);
      const room = roomProblems(w, d, c, p, (rule) => (softLocks += rule === 'soft-lock' ? 1 : 0));
      const falls = waterfallProblems(w, c);
      waterfalls += c.waterfalls.filter((f) => f.intoBelow).length;
      fallMismatches += falls.length;
      found.push(...room, ...falls);
    }
    if (found.length === 0 && depths === d - 1) depths = d;
    problems.push(...found);
  }
  const tries = cubeStats.map((s) => s.tries);
  return {
    seed: w.seed,
    walkable: problems.length === 0,
    depths: Math.max(0, depths),
    cubes: cubeStats.length,
    triesMean: tries.reduce((a, b) => a + b, 0) / Math.max(1, tries.length),
    triesMax: Math.max(0, ...tries),
    failures: problems.map(problemSentence),
    problems,
    cubeStats,
    waterfalls: { checked: waterfalls, mismatches: fallMismatches },
    softLocks,
    pinFailures,
  };
}
