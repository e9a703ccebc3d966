import { createWorld } from '@levelbench/worldgen';
import { firstCube } from './cube-samples.testing';
import { CUBE_COLOURS, CUBE_LEGEND, cubeDrawing, cubeModel, heightAt, type CubeDrawing } from './cube-model';

describe('cube view model (read by the top view and the 3D view)', () => {
  const world = createWorld(7);
  const room = world.map(3).rooms[2];
  const cube = world.cube(3, room.x, room.y); // (7,-3): a plank bridge, fences, a treasure
  const drawing = cubeDrawing(cube);
  const m = cubeModel(drawing);

  it('carries every cell with its ground, water, slab, bridge deck, cave rock and blocked marker', () => {
    expect(m.cells).toHaveLength(cube.size * cube.size);
    for (const c of m.cells) {
      expect(m.cells[c.y * m.size + c.x]).toBe(c);
      expect(c.ground).toBe(cube.ground[c.y][c.x]);
      expect(c.water).toBe(cube.water[c.y][c.x]);
      expect(c.slab).toBe(cube.slab[c.y][c.x]);
      expect(c.ceiling).toBe(cube.ceiling[c.y][c.x]);
      expect(c.blocked).toBe(cube.blocked[c.y][c.x]);
    }
    const decks = cube.bridges.flatMap((b) => b.cells.map(([x, y]) => `${x},${y}`));
    expect(decks.length).toBeGreaterThan(0);
    expect(m.cells.filter((c) => c.bridge).map((c) => `${c.x},${c.y}`)).toEqual(decks.sort());
    expect(m.minH).toBe(Math.min(...cube.ground.flat()));
    expect(m.maxH).toBeGreaterThanOrEqual(Math.max(...cube.ground.flat()));
  });

  it('gives routes, the treasure and portals their standing heights, layer by layer', () => {
    expect(m.routes.length).toBe(cube.routes.filter((r) => r.length > 1).length);
    for (const [i, r] of m.routes.entries())
      r.forEach((p, k) => {
        const [x, y, layer] = cube.routes[i][k];
        expect(p).toEqual({ x, y, layer, h: layer ? cube.slab[y][x] : cube.ground[y][x] });
      });
    expect(m.treasure).toEqual({ x: 6, y: 11, layer: 0, h: cube.ground[11][6] });
    expect(m.portals.map((p) => [p.id, p.floor, p.standH, p.exit])).toEqual(
      cube.portals.map((p) => [p.id, p.floor, p.standH, p.exit]),
    );
    expect(m.portals.filter((p) => p.exit)).toHaveLength(1);
  });

  it('tells a portal standing on its floor from one standing off it', () => {
    const p = drawing.portals[0];
    const onGround: CubeDrawing = { ...drawing, portals: [{ ...p, layer: 0, standH: drawing.ground[p.y][p.x] }] };
    const [on] = cubeModel(onGround).portals;
    expect(on.onFloor).toBe(true);
    expect(on.label).toBe(`${p.id}${p.exit ? ' (exit)' : ''}, floor ${p.floor}`);
    const raised: CubeDrawing = { ...drawing, portals: [{ ...p, layer: 0, standH: drawing.ground[p.y][p.x] + 2 }] };
    const [off] = cubeModel(raised).portals;
    expect(off.onFloor).toBe(false);
    expect(off.surface).toBe(drawing.ground[p.y][p.x]);
    expect(off.label).toContain(
      `stands at ${drawing.ground[p.y][p.x] + 2} over a floor at ${drawing.ground[p.y][p.x]}`,
    );
    expect(cubeModel(raised).summary).toContain('1 portal (1 off their floor)');
    // an upper-floor portal on a cell without a slab has no floor at all
    const slabless = drawing.slab.flatMap((row, y) => row.flatMap((v, x) => (v === null ? [[x, y]] : [])))[0];
    const floating: CubeDrawing = { ...drawing, portals: [{ ...p, x: slabless[0], y: slabless[1], layer: 1 }] };
    expect(cubeModel(floating).portals[0]).toMatchObject({ surface: null, onFloor: false });
    expect(cubeModel(floating).portals[0].label).toContain('no floor under it');
  });

  it('splits fence masks into sides (N=1, E=2, S=4, W=8) at the height of their layer', () => {
    const fenced: CubeDrawing = {
      ...drawing,
      fences: [
        { x: 2, y: 3, layer: 0, sides: 1 | 4 },
        { x: 8, y: 11, layer: 1, sides: 2 | 8 },
      ],
    };
    expect(cubeModel(fenced).fences).toEqual([
      { x: 2, y: 3, layer: 0, h: drawing.ground[3][2], side: 'N' },
      { x: 2, y: 3, layer: 0, h: drawing.ground[3][2], side: 'S' },
      { x: 8, y: 11, layer: 1, h: drawing.slab[11][8], side: 'E' },
      { x: 8, y: 11, layer: 1, h: drawing.slab[11][8], side: 'W' },
    ]);
    expect(m.fences.length).toBe(cube.fences.reduce((n, f) => n + [1, 2, 4, 8].filter((b) => f.sides & b).length, 0));
  });

  it('orders stairs low to high and ladders bottom to top', () => {
    const s = world.cube(4, 8, 0); // seed 7: stairs from (9,6) at 0 to (9,7) at 3
    const sm = cubeModel(cubeDrawing(s));
    expect(sm.stairs[0]).toEqual({ low: { x: 9, y: 6, layer: 0, h: 0 }, high: { x: 9, y: 7, layer: 0, h: 3 } });
    const flipped = cubeModel({ ...cubeDrawing(s), stairs: [{ a: [9, 7, 0], b: [9, 6, 0] }] });
    expect(flipped.stairs).toEqual(sm.stairs.slice(0, 1));
    // the first room cube of seed 7 with a ladder (from the ground up to an upper floor)
    const l = firstCube(world, (c) => c.ladders.length > 0);
    const [lx, ly] = l.ladders[0].a;
    const lm = cubeModel(cubeDrawing(l));
    expect(lm.ladders[0]).toEqual({ x: lx, y: ly, bottom: l.ground[ly][lx], top: l.slab[ly][lx] });
    expect(lm.ladders).toHaveLength(l.ladders.length);
    expect(lm.ladders[0].top).toBeGreaterThan(lm.ladders[0].bottom);
  });

  it('links water to the cubes one depth away and marks the landing of the fall from above', () => {
    // the first room cube of seed 7 whose water falls into the cube below
    const topCube = firstCube(world, (c) => c.waterfalls.some((w) => w.intoBelow));
    const fall = topCube.waterfalls.find((w) => w.intoBelow && w.below);
    if (!fall?.below) throw new Error('no waterfall into the cube below');
    const { depth, x, y, at } = fall.below;
    const top = cubeModel(cubeDrawing(topCube));
    expect(top.water.below).toContainEqual({ depth, x, y, at });
    expect(top.waterfalls.some((w) => w.intoBelow)).toBe(true);
    const bottomCube = world.cube(depth, x, y);
    const bottom = cubeModel(cubeDrawing(bottomCube));
    expect(bottom.water.above).toEqual({ depth: topCube.depth, x: topCube.x, y: topCube.y, at });
    expect(bottom.landing).toEqual({ x: at[0], y: at[1], layer: 0, h: bottomCube.ground[at[1]][at[0]] });
    expect(m.water).toEqual({ below: [], above: null });
    expect(m.landing).toBeNull();
  });

  it('counts cave rock (depth 9 is a cave) and names what the cube holds', () => {
    expect(m.rockShare).toBe(0);
    const caveRoom = world.map(9).rooms[2];
    const cave = cubeModel(cubeDrawing(world.cube(9, caveRoom.x, caveRoom.y)));
    expect(cave.rockShare).toBeGreaterThan(0.5);
    expect(cave.summary).toMatch(/cave rock over \d+ cells/);
    expect(m.summary).toContain(`${cube.portals.length} portals`);
    expect(m.summary).toContain(`${cube.bridges.length} bridge`);
    expect(m.summary).toContain('a treasure');
  });

  it('reads heights by layer', () => {
    expect(heightAt(drawing, 8, 11, 0)).toBe(cube.ground[11][8]);
    expect(heightAt(drawing, 8, 11, 1)).toBe(cube.slab[11][8]);
  });

  it('has one legend entry per drawn kind, each with its colour where one is shared', () => {
    const ids = CUBE_LEGEND.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['fence', 'stairs', 'ladder', 'bridge', 'slab', 'rock', 'route']));
    for (const k of Object.keys(CUBE_COLOURS)) expect(ids).toContain(k);
  });
});
