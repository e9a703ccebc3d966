/**
 * The inspector's geometry rules: what a built cube must look like physically, beyond "every portal reaches
 * the exit". The builder runs them in its inspection stage (a broken attempt is thrown away) and
 * `inspectCubeFile` / `worlds inspect` run the same rules on a cube read from JSON.
 */
import { SIZE } from './geometry';
import {
  CELLS,
  CLEARANCE,
  besideNode,
  clearStep,
  forEachMove,
  forEachMoveInto,
  heightOf,
  isWater,
  linkIndex,
  nodeOk,
  spreadMoves,
  unpack,
  type Geo,
  type Link,
} from './moves';

/** The rules a cube can break (see docs/RULES-APIS.md, "Cube geometry"). */
export type GeometryRule =
  | 'route-step'
  | 'slab-in-ground'
  | 'portal-floor'
  | 'link'
  | 'river-crossing'
  | 'waterfall-twice'
  | 'dry-pond'
  | 'unfenced-drop'
  | 'fence-no-drop';

/**
 * One broken rule: which, where (x, y, layer; null for the cube as a whole) and a sentence. `reach` and
 * `soft-lock` are the inspector's verdict: a portal or the treasure cut off from the exit, or a place a hero can
 * get to (from the exit, a portal, the treasure or the landing of a fall from above) but not leave towards it.
 */
export interface CubeProblem {
  readonly rule: GeometryRule | 'reach' | 'soft-lock';
  readonly at: readonly [number, number, number] | null;
  readonly message: string;
}

/** What the geometry rules look at. */
export interface GeometryInput {
  readonly geo: Geo;
  readonly floors: number;
  readonly portals: readonly { id: string; node: number; floor: number; standH: number }[];
  readonly exit: number;
  readonly treasure: number;
  readonly routes: readonly (readonly number[])[];
  /** Ways out: single steps [from, to] the builder left unfenced so a hero can leave a place (planned ways down). */
  readonly ways: readonly (readonly number[])[];
  /** Listed waterfall cells (cell index, top of the fall). */
  readonly waterfalls: readonly number[];
  /** Cells where water leaves the cube downward or lands from the cube above (pools a river may end in). */
  readonly sinks: readonly number[];
  /** True for a pond piece or a lake (3–4 water edges): the cube must hold water. */
  readonly wet: boolean;
  /** Nodes reachable from the exit, the portals and the treasure, when the caller has them already (the inspector's). */
  readonly reach?: Uint8Array | null;
}

/** Smallest drop (standing height difference) that needs a fence beside a reachable cell. */
export const FENCE_DROP = 2;

const LAST = SIZE - 1;

function spot(n: number): [number, number, number] {
  return unpack(n);
}
function where(n: number): string {
  const [x, y, l] = unpack(n);
  return `(${x},${y},${l})`;
}

/** True when a hero can make the step from → to: a move of the move set (placed links included). */
function isMove(g: Geo, from: number, to: number, adj: readonly (readonly Link[])[]): boolean {
  let ok = false;
  forEachMove(g, from, (m) => (ok ||= m === to), adj);
  return ok;
}

/** Why a step is not a move, for the problem sentence. */
function whyNot(g: Geo, from: number, to: number): string {
  if (!nodeOk(g, from)) return `${where(from)} is no place to stand`;
  if (!nodeOk(g, to)) return `${where(to)} is no place to stand`;
  const a = from % CELLS,
    b = to % CELLS;
  const beside = [0, 1, 2, 3].some((d) => besideNode(a, d, 0) === b);
  if (beside && !clearStep(g, from, to)) return 'it passes through a floor or rock';
  const dh = heightOf(g, to) - heightOf(g, from);
  return `no hero move makes it (height ${dh >= 0 ? '+' : ''}${dh})`;
}

/** The sides (bit per side of `routeSides[n]`) that a planned route crosses at node n, in or out. */
export function routeSidesOf(routes: readonly (readonly number[])[]): Uint8Array {
  const sides = new Uint8Array(2 * CELLS);
  for (const r of routes) {
    for (let k = 1; k < r.length; k++) {
      const a = r[k - 1],
        b = r[k];
      for (let d = 0; d < 4; d++) {
        if (besideNode(a, d, 0) === b % CELLS) {
          sides[a] |= 1 << d;
          sides[b] |= 1 << (d + 2) % 4;
        }
      }
    }
  }
  return sides;
}

/** Nodes a hero can get to from any of `starts` with the cube's moves (fences and links as they are). */
export function reachFrom(g: Geo, starts: readonly number[], adj = linkIndex(g)): Uint8Array {
  const seen = new Uint8Array(2 * CELLS);
  const queue: number[] = [];
  for (const s of starts)
    if (s >= 0 && !seen[s] && nodeOk(g, s)) {
      seen[s] = 1;
      queue.push(s);
    }
  return spreadMoves(g, queue, seen, adj);
}

/**
 * The first node across side d of land node n that a hero would fall to (FENCE_DROP+ below, standable, nothing
 * in the way) and that `into` accepts, or -1. Allocation-free: the fences stage and the check call it per side.
 */
export function dropAcross(g: Geo, n: number, d: number, into: (m: number) => boolean = () => true): number {
  if (n < CELLS && g.water[n] === 1) return -1;
  const h = heightOf(g, n);
  for (let l = 0; l < 2; l++) {
    const m = besideNode(n, d, l);
    if (m < 0 || h - heightOf(g, m) < FENCE_DROP || !nodeOk(g, m) || !clearStep(g, n, m) || !into(m)) continue;
    return m;
  }
  return -1;
}

/** Water crossings of the cube's edges: runs of edge water cells (cell index lists). */
export function edgeCrossings(g: Geo): number[][] {
  const ring: number[] = [];
  for (let t = 0; t < LAST; t++) ring.push(t); // north, west to east
  for (let t = 0; t < LAST; t++) ring.push(t * SIZE + LAST); // east, north to south
  for (let t = 0; t < LAST; t++) ring.push(LAST * SIZE + LAST - t); // south, east to west
  for (let t = 0; t < LAST; t++) ring.push((LAST - t) * SIZE); // west, south to north
  const runs: number[][] = [];
  let cur: number[] | null = null;
  for (const i of ring) {
    if (g.water[i]) (cur ??= []).push(i);
    else if (cur) {
      runs.push(cur);
      cur = null;
    }
  }
  if (cur) {
    // a run wrapping round the start corner joins the first run
    if (runs.length && g.water[ring[0]]) runs[0] = [...cur, ...runs[0]];
    else runs.push(cur);
  }
  return runs;
}

/** Orthogonally connected water cells from `start`. */
function waterComponent(g: Geo, start: readonly number[]): Uint8Array {
  const seen = new Uint8Array(CELLS);
  const queue = [...start];
  for (const i of queue) seen[i] = 1;
  for (let q = 0; q < queue.length; q++) {
    for (let d = 0; d < 4; d++) {
      const j = besideNode(queue[q], d, 0);
      if (j >= 0 && g.water[j] && !seen[j]) {
        seen[j] = 1;
        queue.push(j);
      }
    }
  }
  return seen;
}

/** True when the component holds a 3×3 block of water inside the cube (a pool). */
function holdsPool(g: Geo, comp: Uint8Array): boolean {
  for (let y = 1; y < LAST - 1; y++)
    for (let x = 1; x < LAST - 1; x++) {
      let all = true;
      for (let dy = -1; dy <= 1 && all; dy++)
        for (let dx = -1; dx <= 1; dx++)
          if (!comp[(y + dy) * SIZE + x + dx]) {
            all = false;
            break;
          }
      if (all) return true;
    }
  return false;
}

/** Crossings whose water does not join another crossing, a pool or a sink orthogonally (indices into `runs`). */
export function cutOffCrossings(g: Geo, sinks: readonly number[]): { runs: number[][]; cut: number[] } {
  const runs = edgeCrossings(g);
  const cut: number[] = [];
  runs.forEach((run, k) => {
    const comp = waterComponent(g, run);
    const joined =
      runs.some((other, j) => j !== k && other.some((i) => comp[i])) ||
      sinks.some((i) => comp[i]) ||
      holdsPool(g, comp);
    if (!joined) cut.push(k);
  });
  return { runs, cut };
}

/** Checks every geometry rule; an empty list means the cube is physically consistent. */
export function geometryProblems(input: GeometryInput): CubeProblem[] {
  const g = input.geo;
  const out: CubeProblem[] = [];
  const adj = linkIndex(g);
  // floors stand above the ground they cover, with head room (bridge decks: above the water bed)
  for (let i = 0; i < CELLS; i++) {
    const s = g.slab[i];
    if (s < 0) continue;
    const need = g.bridge[i] ? 1 : CLEARANCE;
    if (s - g.ground[i] < need)
      out.push({
        rule: 'slab-in-ground',
        at: spot(i + CELLS),
        message: `the ${g.bridge[i] ? 'bridge deck' : 'floor'} at ${where(i + CELLS)} stands at ${s}, ground ${g.ground[i]} under it (needs ${need} above)`,
      });
  }
  // portals only on floors the cube has, standing where they say
  for (const p of input.portals) {
    const layer = p.node >= CELLS ? 1 : 0;
    if (p.floor < 0 || p.floor >= input.floors || p.floor > 0 !== (layer === 1))
      out.push({
        rule: 'portal-floor',
        at: spot(p.node),
        message: `portal ${p.id} stands on floor ${p.floor} (layer ${layer}) of a cube with ${input.floors} floor(s)`,
      });
    else if (!nodeOk(g, p.node) || heightOf(g, p.node) !== p.standH)
      out.push({
        rule: 'portal-floor',
        at: spot(p.node),
        message: `portal ${p.id} at ${where(p.node)} has no floor at its height ${p.standH}`,
      });
  }
  // placed stairs and ladders join two places to stand, through no floor (a ladder up through its own slab is a hatch)
  for (const l of g.links) {
    const beside = [0, 1, 2, 3].some((d) => besideNode(l.a % CELLS, d, 0) === l.b % CELLS);
    const same = l.a % CELLS === l.b % CELLS;
    if (!nodeOk(g, l.a) || !nodeOk(g, l.b) || (!same && !beside) || (beside && !clearStep(g, l.a, l.b)))
      out.push({
        rule: 'link',
        at: spot(l.a),
        message: `the ${l.kind} ${where(l.a)} – ${where(l.b)} does not join two places to stand through open air`,
      });
  }
  // every planned route step is a move of the hero (no step through a floor or rock, walks of ±1 …)
  const planned = [...input.routes, ...input.ways];
  planned.forEach((r, k) => {
    const what = k < input.routes.length ? `planned route ${k}` : `way out ${k - input.routes.length}`;
    for (let j = 1; j < r.length; j++) {
      if (isMove(g, r[j - 1], r[j], adj)) continue;
      out.push({
        rule: 'route-step',
        at: spot(r[j - 1]),
        message: `${what} step ${where(r[j - 1])} → ${where(r[j])}: ${whyNot(g, r[j - 1], r[j])}`,
      });
      break;
    }
  });
  // rivers: every crossing joins another crossing, a pool or a sink orthogonally
  const { runs, cut } = cutOffCrossings(g, input.sinks);
  for (const k of cut)
    out.push({
      rule: 'river-crossing',
      at: spot(runs[k][0]),
      message: `the river crossing at ${where(runs[k][0])} joins no other crossing and no pool`,
    });
  const seenFall = new Set<number>();
  for (const f of input.waterfalls) {
    if (seenFall.has(f))
      out.push({ rule: 'waterfall-twice', at: spot(f), message: `the waterfall at ${where(f)} is listed twice` });
    seenFall.add(f);
  }
  if (input.wet && !g.water.some((w) => w === 1))
    out.push({ rule: 'dry-pond', at: null, message: 'a pond or lake piece without a single water cell' });
  // fences: every drop of 2+ beside a reachable cell is fenced unless a planned route goes down it;
  // every fence stands over a drop
  const routeSides = routeSidesOf(planned);
  const reach = input.reach ?? reachFrom(g, [input.exit, input.treasure, ...input.portals.map((p) => p.node)], adj);
  const onLand = (m: number) => !isWater(g, m);
  for (let n = 0; n < 2 * CELLS; n++) {
    if (!reach[n] && !g.fence[n]) continue;
    const ok = nodeOk(g, n);
    for (let d = 0; d < 4; d++) {
      const bit = 1 << d;
      if (g.fence[n] & bit) {
        if (!ok || !anyLower(g, n, d))
          out.push({
            rule: 'fence-no-drop',
            at: spot(n),
            message: `the fence on side ${'NESW'[d]} of ${where(n)} stands over no drop`,
          });
        continue;
      }
      if (!reach[n] || routeSides[n] & bit) continue;
      const m = dropAcross(g, n, d, onLand);
      if (m >= 0)
        out.push({
          rule: 'unfenced-drop',
          at: spot(n),
          message: `a drop of ${heightOf(g, n) - heightOf(g, m)} from ${where(n)} to ${where(m)} has no fence (side ${'NESW'[d]})`,
        });
    }
  }
  return out;
}

/** True when some standable node across side d is 2+ below n (water included; what a fence may stand over). */
function anyLower(g: Geo, n: number, d: number): boolean {
  if (!nodeOk(g, n)) return false;
  for (let l = 0; l < 2; l++) {
    const m = besideNode(n, d, l);
    if (m >= 0 && nodeOk(g, m) && heightOf(g, n) - heightOf(g, m) >= FENCE_DROP) return true;
  }
  return false;
}

/** Nodes that can still reach the exit (reverse search over the cube's moves). */
export function reachingExit(g: Geo, exit: number, adj = linkIndex(g)): Uint8Array {
  const seen = new Uint8Array(2 * CELLS);
  if (exit < 0) return seen;
  seen[exit] = 1;
  return spreadMoves(g, [exit], seen, adj, forEachMoveInto);
}
