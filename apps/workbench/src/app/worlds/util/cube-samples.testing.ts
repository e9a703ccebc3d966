import type { Cube, World } from '@levelbench/worldgen';

/**
 * Test helper: the first room cube of `world` (depths 1–12, in map order) that `has` holds for, so a spec
 * asks for "a cube with a ladder" instead of pinning coordinates the builder may move.
 */
export function firstCube(world: World, has: (c: Cube) => boolean): Cube {
  for (let d = 1; d <= 12; d++)
    for (const r of world.map(d).rooms) {
      const c = world.cube(d, r.x, r.y);
      if (c && has(c)) return c;
    }
  throw new Error('no room cube of this world has it');
}
