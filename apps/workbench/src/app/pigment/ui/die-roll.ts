/**
 * The die's tip as the seed describes it (Pigment, "the die is a pseudo-3D cube"): six quads seen with a
 * camera bias from above-south-east, drawn back to front (painter's algorithm by depth); during a tip the
 * position lerps, the cube lifts on a sine arc, and its basis turns by a quarter turn (π/2) around the tip
 * axis. The faces are those before the tip all the way through; at the end the turned cube shows exactly
 * the faces after the tip at rest, so the swap to the new faces is invisible.
 */
import type { Dir } from '@levelbench/pigment';

/** The six slots of the die. */
export type Slot = 'D' | 'U' | 'N' | 'S' | 'E' | 'W';

/** A vector in die space: x east, n north, z up (the cube is centred at 0, edge 1). */
export type Vec = readonly [number, number, number];

/** Outward normals of the faces at rest. */
export const NORMALS: Readonly<Record<Slot, Vec>> = {
  U: [0, 0, 1],
  D: [0, 0, -1],
  N: [0, 1, 0],
  S: [0, -1, 0],
  E: [1, 0, 0],
  W: [-1, 0, 0],
};

/** How high the die lifts at the middle of a tip, in pixels (for a 40 px die). */
export const TIP_LIFT = 14;

/**
 * Turns `v` by `angle` (radians) around the tip axis of `dir`: the axis lies on the floor across the
 * direction of travel, and a quarter turn takes the up face to the `dir` face (a tip east turns U → E).
 */
export function turn(v: Vec, dir: Dir, angle: number): Vec {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const [x, n, z] = v;
  switch (dir) {
    case 'E':
      return [x * c + z * s, n, -x * s + z * c];
    case 'W':
      return [x * c - z * s, n, x * s + z * c];
    case 'N':
      return [x, n * c + z * s, -n * s + z * c];
    case 'S':
      return [x, n * c - z * s, n * s + z * c];
  }
}

/** The pose of the die at time `t` ∈ [0, 1] of a tip: the turn 0 → 90°, the lift on a sine arc, the share of the way gone. */
export function tipPose(
  t: number,
  lift = TIP_LIFT,
): { readonly angleDeg: number; readonly lift: number; readonly along: number } {
  const u = Math.min(1, Math.max(0, t));
  return { angleDeg: 90 * u, lift: lift * Math.sin(Math.PI * u), along: u };
}

/** The direction of one tip from `from` to `to` (neighbouring cells), or null when they are not neighbours. */
export function tipDir(from: readonly [number, number], to: readonly [number, number]): Dir | null {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  if (Math.abs(dx) + Math.abs(dy) !== 1) return null;
  return dx === 1 ? 'E' : dx === -1 ? 'W' : dy === -1 ? 'N' : 'S';
}

/** The faces before a tip in `dir`, from the faces after it (the inverse of the rules' roll permutation). */
export function facesBefore<T>(after: Readonly<Record<Slot, T>>, dir: Dir): Record<Slot, T> {
  const { D, U, N, S, E, W } = after;
  switch (dir) {
    case 'E': // the roll east took U → E, W → U, D → W, E → D
      return { U: E, W: U, D: W, E: D, N, S };
    case 'W':
      return { U: W, E: U, D: E, W: D, N, S };
    case 'N':
      return { U: N, S: U, D: S, N: D, E, W };
    case 'S':
      return { U: S, N: U, D: N, S: D, E, W };
  }
}

/** One drawn face: its slot (whose colour it shows), screen polygon, centre, depth and shading. */
export interface DrawnFace {
  readonly slot: Slot;
  readonly points: readonly (readonly [number, number])[];
  readonly cx: number;
  readonly cy: number;
  /** Nearness to the camera of the face's centre (larger is nearer); faces are listed by it, far first. */
  readonly depth: number;
  /** Black overlay opacity: the up face is lit, the east face darkest, the south face between. */
  readonly dim: number;
  /** Letter size as a share of the die size: larger the more the face looks at the camera. */
  readonly font: number;
}

/**
 * The visible faces of a cube of `size` px turned by `angle` around the tip axis of `dir` (none: at rest),
 * projected like {@link cubeFaces} (front square 0.62 · size, depth offset 0.3 · size up and right), back
 * faces culled, the rest sorted back to front.
 */
export function projectCube(size: number, dir: Dir | null, angle: number): DrawnFace[] {
  const s = size * 0.62;
  const d = size * 0.3;
  const x0 = 1;
  const y0 = d + 1;
  // the camera looks along -view: from the east, the south and above (the oblique projection's direction)
  const view: Vec = [d / s, -1, d / s];
  const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const project = ([x, n, z]: Vec): [number, number] => [
    x0 + s * (x + 0.5) + d * (n + 0.5),
    y0 + s * (0.5 - z) - d * (n + 0.5),
  ];
  const turned = (v: Vec): Vec => (dir ? turn(v, dir, angle) : v);
  const faces: DrawnFace[] = [];
  for (const slot of Object.keys(NORMALS) as Slot[]) {
    const normal = NORMALS[slot];
    const facing = turned(normal);
    const nearness = dot(facing, view);
    if (nearness <= 1e-9) continue;
    // two tangents of the face, so the corners go round it
    const [a, b] = tangents(normal);
    const corner = (i: number, j: number): Vec => [
      normal[0] / 2 + (i * a[0] + j * b[0]) / 2,
      normal[1] / 2 + (i * a[1] + j * b[1]) / 2,
      normal[2] / 2 + (i * a[2] + j * b[2]) / 2,
    ];
    const points = [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)].map((p) => project(turned(p)));
    const [cx, cy] = project(turned([normal[0] / 2, normal[1] / 2, normal[2] / 2]));
    const up = Math.max(0, facing[2]);
    const east = Math.max(0, facing[0]);
    const south = Math.max(0, -facing[1]);
    const total = up + east + south || 1;
    faces.push({
      slot,
      points,
      cx,
      cy,
      depth: dot(turned([normal[0] / 2, normal[1] / 2, normal[2] / 2]), view),
      dim: (0 * up + 0.3 * east + 0.12 * south) / total,
      font: (0.2 * up + 0.18 * east + 0.3 * south) / total,
    });
  }
  return faces.sort((p, q) => p.depth - q.depth);
}

function tangents(n: Vec): [Vec, Vec] {
  if (n[2] !== 0)
    return [
      [1, 0, 0],
      [0, 1, 0],
    ];
  if (n[1] !== 0)
    return [
      [1, 0, 0],
      [0, 0, 1],
    ];
  return [
    [0, 1, 0],
    [0, 0, 1],
  ];
}
