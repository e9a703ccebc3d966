import { createWorld } from '@levelbench/worldgen';
import { firstCube } from './cube-samples.testing';
import { cubeDrawing, cubeModel } from './cube-model';
import { CUBE_CELL, WATER_FILL, cubeView, groundShade, sideEdge } from './cube-view';

describe('top view (projected from the cube view model)', () => {
  const world = createWorld(7);
  const room = world.map(3).rooms[1];
  const cube = world.cube(3, room.x, room.y);
  const v = cubeView(cubeModel(cubeDrawing(cube)));

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
    expect(v.portals.every((p) => /floor \d/.test(p.label))).toBe(true);
    expect(v.routes.length).toBeGreaterThan(0);
    expect(v.stairs).toHaveLength(cube.stairs.length);
    expect(v.ladders).toHaveLength(cube.ladders.length);
    expect(v.bridges).toHaveLength(cube.bridges.reduce((a, b) => a + b.cells.length, 0));
    expect(v.label).toContain(`${cube.portals.length} portals`);
  });

  it('turns fence sides into edges of their cell', () => {
    const one = cubeView(cubeModel({ ...cubeDrawing(cube), fences: [{ x: 2, y: 3, layer: 0, sides: 1 | 4 }] }));
    const s = CUBE_CELL;
    expect(one.fences).toEqual([
      { x1: 2 * s, y1: 3 * s, x2: 3 * s, y2: 3 * s },
      { x1: 2 * s, y1: 4 * s, x2: 3 * s, y2: 4 * s },
    ]);
    expect(sideEdge(2, 3, 'E')).toEqual({ x1: 3 * s, y1: 3 * s, x2: 3 * s, y2: 4 * s });
    expect(sideEdge(2, 3, 'W')).toEqual({ x1: 2 * s, y1: 3 * s, x2: 2 * s, y2: 4 * s });
  });

  it('draws stairs as a run toward the high cell with one tread per height step', () => {
    const s = cubeView(cubeModel(cubeDrawing(world.cube(4, 8, 0)))); // (9,6) at 0 up to (9,7) at 3
    const [st] = s.stairs;
    const mid = (c: number) => c * CUBE_CELL + CUBE_CELL / 2;
    expect(st.run).toEqual({ x1: mid(9), y1: mid(6), x2: mid(9), y2: mid(6) + CUBE_CELL / 2 });
    expect(st.treads).toHaveLength(3);
    expect(st.treads.every((t) => t.y1 === t.y2 && t.y1 > mid(6) && t.y1 < mid(7))).toBe(true);
    expect(st.title).toBe('stairs from (9,6) at 0 up to (9,7) at 3');
  });

  it('shades higher ground lighter', () => {
    expect(groundShade(0)).toBe('rgb(70,120,60)');
    expect(groundShade(14)).toBe('rgb(200,210,180)');
    expect(groundShade(99)).toBe(groundShade(14));
  });

  it('marks the waterfall into the cube below and the landing of the one from above', () => {
    const topCube = firstCube(world, (c) => c.waterfalls.some((w) => w.intoBelow && w.below));
    const below = topCube.waterfalls.find((w) => w.intoBelow && w.below)?.below;
    if (!below) throw new Error('no waterfall into the cube below');
    const top = cubeView(cubeModel(cubeDrawing(topCube)));
    expect(top.waterfalls.length).toBeGreaterThan(0);
    const bottom = cubeView(cubeModel(cubeDrawing(world.cube(below.depth, below.x, below.y))));
    const [ax, ay] = below.at;
    expect(bottom.landing).toEqual({ cx: ax * CUBE_CELL + CUBE_CELL / 2, cy: ay * CUBE_CELL + CUBE_CELL / 2 });
    expect(bottom.label).toContain('a waterfall from above lands here');
  });

  it('darkens the cells of a cave that have rock overhead', () => {
    const caveRoom = world.map(9).rooms[2];
    const cave = world.cube(9, caveRoom.x, caveRoom.y);
    const cv = cubeView(cubeModel(cubeDrawing(cave)));
    expect(cv.cells.every((c) => c.rock === (cave.ceiling[c.y][c.x] !== null))).toBe(true);
    expect(cv.label).toMatch(/cave rock over \d+ cells/);
  });

  it('crosses out portals that do not stand on their floor', () => {
    const d = cubeDrawing(cube);
    const p = d.portals[0];
    const off = cubeView(cubeModel({ ...d, portals: [{ ...p, layer: 0, standH: d.ground[p.y][p.x] + 3 }] }));
    expect(off.portals.map((x) => x.offFloor)).toEqual([true]);
    expect(v.portals.filter((x) => x.offFloor).length).toBe(cubeModel(d).portals.filter((x) => !x.onFloor).length);
  });
});
