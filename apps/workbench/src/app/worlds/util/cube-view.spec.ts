import { createWorld } from '@levelbench/worldgen';
import { CUBE_CELL, WATER_FILL, cubeDrawing, cubeView, groundShade, waterLinks } from './cube-view';

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

  it('links a waterfall to the cube below, and marks where it lands there', () => {
    // seed 7: the cube (7,-2) at depth 2 falls into (7,-2) at depth 3
    const top = cubeDrawing(world.cube(2, 7, -2));
    const link = { depth: 3, x: 7, y: -2, at: [13, 13] };
    expect(waterLinks(top).below).toEqual([link]);
    expect(cubeView(top).waterfalls.length).toBeGreaterThan(0);
    const bottom = cubeDrawing(world.cube(3, 7, -2));
    expect(waterLinks(bottom)).toEqual({ below: [], above: { depth: 2, x: 7, y: -2, at: [13, 13] } });
    const v = cubeView(bottom);
    expect(v.landing).toEqual({ cx: 13 * CUBE_CELL + CUBE_CELL / 2, cy: 13 * CUBE_CELL + CUBE_CELL / 2 });
    expect(v.label).toContain('a waterfall from above lands here');
    expect(waterLinks(cubeDrawing(cube))).toEqual({ below: [], above: null });
  });

  it('darkens the cells of a cave that have rock overhead', () => {
    expect(v.rockShare).toBe(0);
    const caveRoom = world.map(9).rooms[2];
    const cave = world.cube(9, caveRoom.x, caveRoom.y);
    const cv = cubeView(cubeDrawing(cave));
    expect(cv.rockShare).toBeGreaterThan(0.5);
    expect(cv.cells.every((c) => c.rock === (cave.ceiling[c.y][c.x] !== null))).toBe(true);
    expect(cv.label).toMatch(/cave rock over \d+ cells/);
  });
});
