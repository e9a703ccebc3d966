/** World layout: depths, the ring of possible cubes per depth, directions and keys. */

/** Depth of the core, the last depth. */
export const CORE_DEPTH = 20;
/** Cells per cube side. */
export const SIZE = 16;

/** A compass side of a cube; y grows to the south. */
export type Dir = 'N' | 'E' | 'S' | 'W';
/** The four sides in a fixed order. */
export const DIRS: readonly Dir[] = ['N', 'E', 'S', 'W'];
/** Step per side. */
export const STEP: Readonly<Record<Dir, readonly [number, number]>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
/** Opposite side. */
export const OPP: Readonly<Record<Dir, Dir>> = { N: 'S', E: 'W', S: 'N', W: 'E' };

/** A cube coordinate within one depth. */
export interface XY {
  readonly x: number;
  readonly y: number;
}

/** Outer ring radius (Chebyshev distance from the middle) at a depth; shrinks with depth. */
export function ringOuter(depth: number): number {
  return 9 - Math.floor(depth / 4);
}
/** Inner ring radius; the route ends on this edge. */
export function ringInner(depth: number): number {
  return ringOuter(depth) - 3;
}
/** Chebyshev distance of a cube from the world's middle. */
export function cheb(c: XY): number {
  return Math.max(Math.abs(c.x), Math.abs(c.y));
}
/** True when a cube lies in the ring of possible cubes of a depth. */
export function inRing(depth: number, c: XY): boolean {
  const r = cheb(c);
  return r >= ringInner(depth) && r <= ringOuter(depth);
}
/** The cube one step to a side. */
export function stepTo(c: XY, d: Dir): XY {
  return { x: c.x + STEP[d][0], y: c.y + STEP[d][1] };
}
/** The four grid neighbours in N, E, S, W order. */
export function neighbours(c: XY): XY[] {
  return DIRS.map((d) => stepTo(c, d));
}
/** The side of `a` that touches `b`, or null when they are not grid neighbours. */
export function dirBetween(a: XY, b: XY): Dir | null {
  for (const d of DIRS) if (a.x + STEP[d][0] === b.x && a.y + STEP[d][1] === b.y) return d;
  return null;
}
/** A stable string key for a cube coordinate. */
export function cubeKey(c: XY): string {
  return `${c.x},${c.y}`;
}
