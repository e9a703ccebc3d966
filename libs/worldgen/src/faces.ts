/** Faces: the wall two neighbouring cubes share, decided once from its own seed. */
import { SIZE, type Dir, type XY } from './geometry';
import { fbm } from './noise';
import type { Edge } from './pieces';
import { Random, hashInts } from '@levelbench/random';
import { SALT } from './salt';

/** A portal on a face: cell index along the edge and floor (0 = ground). */
export interface FacePortal {
  readonly at: number;
  readonly floor: number;
  /** Standing height of the portal (ground + 4 per floor). */
  readonly h: number;
}
/** One shared wall: 16 edge heights and water flags, river crossing, portal. */
export interface FaceSpec {
  readonly key: string;
  readonly kind: Edge;
  readonly heights: readonly number[];
  readonly water: readonly boolean[];
  readonly river: { readonly at: number; readonly width: number } | null;
  readonly portal: FacePortal | null;
}
/** What a face needs to know about its depth (from the planner and WFC). */
export interface FaceWorld {
  readonly seed: number;
  readonly depth: number;
  /** Edge kind of a cube's side, or null when that cube was not collapsed. */
  edgeOf(c: XY, d: Dir): Edge | null;
  floorsOf(c: XY): number;
  linked(a: XY, b: XY): boolean;
}

/** Height a face or corner leans to for its edge kind. */
const BAND: Record<Edge, number> = { L: 2.5, H: 6.5, W: 2.5 };
/** Highest ground on an edge. */
export const EDGE_MAX = 10;
const LAST = SIZE - 1;

/** Identifies a face: vertical faces lie on lattice column X between rows y and y+1; horizontal on row Y. */
export function faceId(c: XY, d: Dir): { vertical: boolean; X: number; Y: number } {
  switch (d) {
    case 'E':
      return { vertical: true, X: c.x + 1, Y: c.y };
    case 'W':
      return { vertical: true, X: c.x, Y: c.y };
    case 'S':
      return { vertical: false, X: c.x, Y: c.y + 1 };
    case 'N':
      return { vertical: false, X: c.x, Y: c.y };
  }
}

function kindOfFace(w: FaceWorld, vertical: boolean, X: number, Y: number): Edge | null {
  return vertical
    ? (w.edgeOf({ x: X - 1, y: Y }, 'E') ?? w.edgeOf({ x: X, y: Y }, 'W'))
    : (w.edgeOf({ x: X, y: Y - 1 }, 'S') ?? w.edgeOf({ x: X, y: Y }, 'N'));
}

/** The height at a cube corner (lattice point X, Y), shared by the 4 cubes and 4 faces meeting there. */
export function cornerHeight(w: FaceWorld, X: number, Y: number): number {
  const kinds = [
    kindOfFace(w, true, X, Y - 1),
    kindOfFace(w, true, X, Y),
    kindOfFace(w, false, X - 1, Y),
    kindOfFace(w, false, X, Y),
  ];
  const known = kinds.filter((k): k is Edge => k !== null);
  const highs = known.filter((k) => k === 'H').length;
  const base = highs === 0 ? 2 : highs === known.length ? 6 : 4;
  const n = fbm(hashInts(w.seed, w.depth), X * LAST, Y * LAST);
  return Math.max(0, Math.min(EDGE_MAX, Math.round(base + n * 1.5)));
}

/** Decides the face on side `d` of cube `c`; the same value whichever of its two cubes asks. */
export function decideFace(w: FaceWorld, c: XY, d: Dir): FaceSpec {
  const { vertical, X, Y } = faceId(c, d);
  const key = `${vertical ? 'v' : 'h'}:${w.depth}:${X}:${Y}`;
  const kind = kindOfFace(w, vertical, X, Y) ?? 'L';
  const rng = new Random(hashInts(w.seed, SALT.face, w.depth, vertical ? 1 : 0, X, Y));
  const c0 = cornerHeight(w, X, Y);
  const c1 = vertical ? cornerHeight(w, X, Y + 1) : cornerHeight(w, X + 1, Y);
  const nseed = hashInts(w.seed, w.depth);
  const heights: number[] = [];
  for (let t = 0; t < SIZE; t++) {
    const wx = vertical ? X * LAST : X * LAST + t;
    const wy = vertical ? Y * LAST + t : Y * LAST;
    const lin = c0 + ((c1 - c0) * t) / LAST;
    const target = BAND[kind] + fbm(nseed, wx, wy) * 2.5;
    const k = Math.min(1, Math.min(t, LAST - t) / 4);
    heights.push(
      t === 0 ? c0 : t === LAST ? c1 : Math.max(0, Math.min(EDGE_MAX, Math.round(lin * (1 - k) + target * k))),
    );
  }
  const water = heights.map(() => false);
  let river: FaceSpec['river'] = null;
  if (kind === 'W') {
    const width = rng.range(2, 3);
    const at = rng.range(3, 13 - width);
    const bed = Math.max(0, Math.min(heights[at - 1], heights[at + width]) - 1);
    for (let t = at; t < at + width; t++) {
      heights[t] = bed;
      water[t] = true;
    }
    river = { at, width };
  }
  const [a, b] = vertical
    ? [
        { x: X - 1, y: Y },
        { x: X, y: Y },
      ]
    : [
        { x: X, y: Y - 1 },
        { x: X, y: Y },
      ];
  let portal: FacePortal | null = null;
  if (w.linked(a, b)) {
    const spots = rng
      .shuffle([3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
      .filter((p) => !river || p + 1 < river.at - 1 || p - 1 > river.at + river.width);
    const at = spots[0] ?? 3;
    const maxFloor = Math.min(w.floorsOf(a), w.floorsOf(b)) - 1;
    const floor = maxFloor > 0 && rng.chance(0.3) ? rng.range(1, Math.min(2, maxFloor)) : 0;
    for (const t of [at - 1, at + 1]) {
      heights[t] = heights[at];
      water[t] = false;
    }
    water[at] = false;
    portal = { at, floor, h: heights[at] + 4 * floor };
  }
  return { key, kind, heights, water, river, portal };
}

/** Cell of a side's edge at position t along it, in the cube's own cell coordinates. */
export function edgeCell(d: Dir, t: number): [number, number] {
  switch (d) {
    case 'N':
      return [t, 0];
    case 'S':
      return [t, LAST];
    case 'W':
      return [0, t];
    case 'E':
      return [LAST, t];
  }
}
