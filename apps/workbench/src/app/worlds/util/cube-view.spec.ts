import { createWorld } from '@levelbench/worldgen';
import { CUBE_CELL, WATER_FILL, cubeDrawing, cubeView, groundShade } from './cube-view';

describe('cube view model', () => {
  const world = createWorld(7);
  const room = world.map(3).rooms[1];
  const cube = world.cube(3, room.x, room.y);
  const v = cubeView(cubeDrawing(cube));

  it('draws every cell: water blue, ground shaded by height, upper floors and blocked cells marked', () => {
    expect(v.size).toBe(cube.size * CUBE_CELL);
    expect(v.cells).toHaveLength(cube.size * cube.size);
    for (const c of v.cells) {
      expect([c.left, c.top]).toEqual([c.x * CUBE_CELL, c.y * CUBE_CELL]);
      expect(c.fill).toBe(cube.water[c.y][c.x] ? WATER_FILL : groundShade(cube.ground[c.y][c.x]));
      expect(c.slab).toBe(cube.slab[c.y][c.x] !== null);
      expect(c.blocked).toBe(cube.blocked[c.y][c.x]);
    }
  });

  it('marks portals (one exit), routes, stairs, ladders and bridges', () => {
    expect(v.portals).toHaveLength(cube.portals.length);
    expect(v.portals.filter((p) => p.exit)).toHaveLength(1);
    expect(v.portals.every((p) => /floor \d$/.test(p.label))).toBe(true);
    expect(v.routes.length).toBeGreaterThan(0);
    expect(v.stairs).toHaveLength(cube.stairs.length);
    expect(v.ladders).toHaveLength(cube.ladders.length);
    expect(v.bridges).toHaveLength(cube.bridges.reduce((a, b) => a + b.cells.length, 0));
    expect(v.label).toContain(`${cube.portals.length} portals`);
  });

  it('turns fence sides into edges of their cell', () => {
    const one = cubeView({ ...cubeDrawing(cube), fences: [{ x: 2, y: 3, layer: 0, sides: 1 | 4 }] });
    const s = CUBE_CELL;
    expect(one.fences).toEqual([
      { x1: 2 * s, y1: 3 * s, x2: 3 * s, y2: 3 * s },
      { x1: 2 * s, y1: 4 * s, x2: 3 * s, y2: 4 * s },
    ]);
  });

  it('shades higher ground lighter', () => {
    expect(groundShade(0)).toBe('rgb(70,120,60)');
    expect(groundShade(14)).toBe('rgb(200,210,180)');
    expect(groundShade(99)).toBe(groundShade(14));
  });
});
