/** The hero's move set over a cube's cells, shared by the builder's move graph and the inspector. */
import { SIZE, type Dir } from './geometry';

/** Cells per layer. */
export const CELLS = SIZE * SIZE;
/** Head room a hero needs under a slab. */
export const CLEARANCE = 3;
/** How a hero gets from one node to the next. */
export type MoveKind = 'walk' | 'jump' | 'drop' | 'swim' | 'climb' | 'stairs' | 'bridge' | 'ladder';
/** A placed stair or ladder between two nodes (usable both ways). */
export interface Link {
  readonly a: number;
  readonly b: number;
  readonly kind: 'stairs' | 'ladder';
}
/** The walkable geometry of a cube; node = layer * 256 + y * 16 + x, layer 0 ground/water, 1 slab/bridge. */
export interface Geo {
  readonly ground: Int16Array;
  readonly water: Uint8Array;
  /** Slab (upper floor or bridge deck) height per cell, -1 for none. */
  readonly slab: Int16Array;
  readonly bridge: Uint8Array;
  /** Ground-layer cells taken by pillars, supports or houses. */
  readonly blocked: Uint8Array;
  /** Cave rock above each cell (height of its underside), -1 for open sky; over slabs and bridges too. */
  readonly ceiling: Int16Array;
  /** Per node, bit per side (N=1,E=2,S=4,W=8): a fence stops drops across that side. */
  readonly fence: Uint8Array;
  readonly links: Link[];
}
/** Bit of a side in a fence mask: `1 << k` for the k-th of DIRS (N=1, E=2, S=4, W=8), as the moves read it. */
export const FENCE_BIT: Readonly<Record<Dir, number>> = { N: 1, E: 2, S: 4, W: 8 };

/** Empty geometry. */
export function emptyGeo(): Geo {
  return {
    ground: new Int16Array(CELLS),
    water: new Uint8Array(CELLS),
    slab: new Int16Array(CELLS).fill(-1),
    bridge: new Uint8Array(CELLS),
    blocked: new Uint8Array(CELLS),
    ceiling: new Int16Array(CELLS).fill(-1),
    fence: new Uint8Array(2 * CELLS),
    links: [],
  };
}

/** Node index. */
export function node(x: number, y: number, layer = 0): number {
  return layer * CELLS + y * SIZE + x;
}
/** [x, y, layer] of a node. */
export function unpack(n: number): [number, number, number] {
  const layer = n >= CELLS ? 1 : 0;
  const i = n - layer * CELLS;
  return [i % SIZE, Math.floor(i / SIZE), layer];
}
/**
 * True when a hero can stand on the node: the slab exists and stands above its ground (a floor with head room
 * under it, a bridge deck above the water bed) / the ground is not blocked, and head room under any slab or cave rock.
 */
export function nodeOk(g: Geo, n: number): boolean {
  if (n >= CELLS) {
    const i = n - CELLS;
    const s = g.slab[i];
    if (s < 0 || s - g.ground[i] < (g.bridge[i] === 1 ? 1 : CLEARANCE)) return false;
    return g.ceiling[i] < 0 || g.ceiling[i] - s >= CLEARANCE;
  }
  if (g.blocked[n]) return false;
  const s = g.slab[n];
  if (s >= 0 && g.bridge[n] !== 1 && s - g.ground[n] < CLEARANCE) return false;
  return g.ceiling[n] < 0 || g.ceiling[n] - g.ground[n] >= CLEARANCE;
}

/** Head room above a node: the slab or cave rock over it minus its standing height (Infinity under open sky). */
export function headroomAt(g: Geo, n: number): number {
  if (n >= CELLS) {
    const i = n - CELLS;
    return g.ceiling[i] < 0 ? Infinity : g.ceiling[i] - g.slab[i];
  }
  const s = g.slab[n] >= 0 && g.bridge[n] !== 1 ? g.slab[n] - g.ground[n] : Infinity;
  return Math.min(s, g.ceiling[n] < 0 ? Infinity : g.ceiling[n] - g.ground[n]);
}
/** Standing height of a node. */
export function heightOf(g: Geo, n: number): number {
  return n >= CELLS ? g.slab[n - CELLS] : g.ground[n];
}
/** True for a water node (ground layer, water cell). */
export function isWater(g: Geo, n: number): boolean {
  return n < CELLS && g.water[n] === 1;
}

/**
 * True when the column of node n's cell is free from height `lo` up to `hi` (exclusive): no cave rock below
 * `hi` and no floor plate strictly between (a plate at `lo` is what the hero stands on, one at `hi` touches
 * the head). Under a bridge deck only a swimmer passes (`swim`).
 */
function columnFree(g: Geo, n: number, lo: number, hi: number, swim: boolean): boolean {
  const i = n % CELLS;
  if (g.ceiling[i] >= 0 && g.ceiling[i] < hi) return false;
  const s = g.slab[i];
  return s < 0 || s <= lo || s >= hi || (swim && g.bridge[i] === 1);
}

/**
 * True when a step between two neighbouring standing nodes passes through no floor and no rock: the hero's
 * body (CLEARANCE high) sweeps both columns from each node's own height up to the higher of the two plus
 * CLEARANCE (rising in the lower column, then across; or across, then falling). So a hero on a slab cannot
 * step down to the ground under a neighbouring slab at or below his height, nor jump out from under a slab
 * onto something the slab's underside is in the way of. Swimmers duck under bridge decks.
 */
export function clearStep(g: Geo, from: number, to: number): boolean {
  const a = from >= CELLS ? from - CELLS : from;
  const b = to >= CELLS ? to - CELLS : to;
  // open sky over two cells without floors: nothing can be in the way (most steps)
  if (g.slab[a] < 0 && g.slab[b] < 0 && g.ceiling[a] < 0 && g.ceiling[b] < 0) return true;
  const hf = heightOf(g, from);
  const ht = heightOf(g, to);
  const top = (hf > ht ? hf : ht) + CLEARANCE;
  const swim = from < CELLS && to < CELLS && g.water[from] === 1 && g.water[to] === 1;
  return columnFree(g, from, hf, top, swim) && columnFree(g, to, ht, top, swim);
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/**
 * Classifies a step between two standing nodes on neighbouring cells (side 0..3 = N, E, S, W of `from`), or
 * null when the hero cannot make it: nothing in the way (clearStep); a walk changes height by one at most; a
 * fence on the side stops a drop off `from` and a jump or climb onto `to` over it (fence[to], opposite side).
 */
export function stepKind(g: Geo, from: number, to: number, side: number): MoveKind | null {
  if (!clearStep(g, from, to)) return null;
  const dh = heightOf(g, to) - heightOf(g, from);
  const fw = from < CELLS && g.water[from] === 1;
  const tw = to < CELLS && g.water[to] === 1;
  if (fw && tw) return dh <= 1 ? 'swim' : null;
  if (dh >= 2 && (g.fence[to] & (1 << ((side + 2) & 3))) !== 0) return null;
  if (fw) return dh <= 2 ? 'climb' : null;
  if (dh < -1) return (g.fence[from] & (1 << side)) !== 0 ? null : 'drop';
  if (dh <= 1)
    return (to >= CELLS && g.bridge[to - CELLS]) || (from >= CELLS && g.bridge[from - CELLS]) ? 'bridge' : 'walk';
  return dh === 2 ? 'jump' : null;
}

/** The node of the cell next to node n's cell on side d (0..3), on a layer, or -1 off the cube. */
export function besideNode(n: number, d: number, layer: number): number {
  const i = n % CELLS;
  const x = (i % SIZE) + DX[d];
  const y = ((i / SIZE) | 0) + DY[d];
  return x < 0 || y < 0 || x >= SIZE || y >= SIZE ? -1 : layer * CELLS + y * SIZE + x;
}

/** Calls `cb` for every move the hero can make from node `n` (steps to the 4 neighbours, stairs, ladders). */
export function forEachMove(
  g: Geo,
  n: number,
  cb: (to: number, kind: MoveKind) => void,
  linkAdj?: readonly (readonly Link[])[],
): void {
  for (let d = 0; d < 4; d++) {
    for (let l = 0; l < 2; l++) {
      const m = besideNode(n, d, l);
      if (m < 0 || !nodeOk(g, m)) continue;
      const k = stepKind(g, n, m, d);
      if (k) cb(m, k);
    }
  }
  const links = linkAdj ? linkAdj[n] : g.links.filter((l) => l.a === n || l.b === n);
  for (const l of links) {
    const m = l.a === n ? l.b : l.a;
    if (nodeOk(g, m)) cb(m, l.kind);
  }
}

/**
 * Marks in `seen` every node reachable from those already in `queue` (and marked), appending each one to `queue`;
 * returns `seen`. `step` is forward (`forEachMove`, the default) or backward (`forEachMoveInto`: the nodes that
 * can reach them).
 */
export function spreadMoves(
  g: Geo,
  queue: number[],
  seen: Uint8Array,
  linkAdj: readonly (readonly Link[])[],
  step: (g: Geo, n: number, cb: (next: number) => void, linkAdj: readonly (readonly Link[])[]) => void = forEachMove,
): Uint8Array {
  for (let q = 0; q < queue.length; q++)
    step(
      g,
      queue[q],
      (to) => {
        if (!seen[to]) {
          seen[to] = 1;
          queue.push(to);
        }
      },
      linkAdj,
    );
  return seen;
}

/** Calls `cb` for every node the hero can come from to reach node `n` (the reverse of forEachMove). */
export function forEachMoveInto(
  g: Geo,
  n: number,
  cb: (from: number, kind: MoveKind) => void,
  linkAdj: readonly (readonly Link[])[],
): void {
  for (let d = 0; d < 4; d++) {
    for (let l = 0; l < 2; l++) {
      const u = besideNode(n, d, l);
      if (u < 0 || !nodeOk(g, u)) continue;
      const k = stepKind(g, u, n, (d + 2) % 4);
      if (k) cb(u, k);
    }
  }
  for (const l of linkAdj[n]) {
    const u = l.a === n ? l.b : l.a;
    if (nodeOk(g, u)) cb(u, l.kind);
  }
}

const NO_LINKS: readonly Link[] = [];

/** Per-node lists of the links touching it (one shared empty list for nodes without links). */
export function linkIndex(g: Geo): (readonly Link[])[] {
  const adj: (readonly Link[])[] = new Array(2 * CELLS).fill(NO_LINKS);
  for (const l of g.links) {
    adj[l.a] = [...adj[l.a], l];
    adj[l.b] = [...adj[l.b], l];
  }
  return adj;
}
