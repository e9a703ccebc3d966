/**
 * The JSON views of a depth map and a cube that `levelbench worlds map|cube --json` prints and
 * `GET /api/worlds/…` answers: one shape for both.
 */
import type { Cube } from './cube';
import type { DepthMap } from './world';

/** A depth map as JSON: rooms {x, y, role, order, guardian, treasure, parent}, links and route as [x, y] pairs. */
export function depthMapJson(m: DepthMap): object {
  return {
    seed: m.seed,
    depth: m.depth,
    theme: m.theme,
    ring: m.ring,
    rooms: m.rooms.map((r) => ({
      x: r.x,
      y: r.y,
      role: r.role,
      order: r.order,
      guardian: r.guardian,
      treasure: r.treasure,
      parent: r.parent ? [r.parent.x, r.parent.y] : null,
    })),
    links: m.links.map(([a, b]) => [
      [a.x, a.y],
      [b.x, b.y],
    ]),
    route: m.route.map((c) => [c.x, c.y]),
    cubes: m.cubes,
    // pinned cubes (held, or why not) only where the weights have pins, so maps without them stay as they were
    ...(m.pins.length ? { pins: m.pins } : {}),
  };
}

/**
 * A cube as JSON (grids `ground[y][x]`, `water[y][x]`, `ceiling[y][x]`; `waterfalls` with `below`
 * for falls into the cube one depth down) with the inspector's verdict and `passed` beside it.
 */
export function cubeJson(c: Cube): object {
  const { verdict, ...rest } = c;
  return { ...rest, passed: verdict.passed, verdict };
}
