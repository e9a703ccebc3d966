import { createWorld } from '@levelbench/worldgen';
import { MAP_CELL, depthMapView, mapSummary, stepFocus, type PlayFrame } from './map-view';

describe('depth map view model', () => {
  const world = createWorld(7);

  it('places every collapsed cube on the grid centred on (0, 0), with the ring around it', () => {
    const map = world.map(3);
    const v = depthMapView(map);
    const r = map.ring.outer + 2;
    expect(v.size).toBe((2 * r + 1) * MAP_CELL);
    expect(v.cells).toHaveLength(map.cubes.length);
    for (const c of v.cells) {
      expect([c.left, c.top]).toEqual([(c.x + r) * MAP_CELL, (c.y + r) * MAP_CELL]);
      expect(c.fill).toMatch(/^#[0-9a-f]{6}$/);
      expect(c.options).toBeNull();
    }
    const ringCells = (2 * map.ring.outer + 1) ** 2 - (2 * map.ring.inner - 1) ** 2;
    expect(v.ring).toHaveLength(map.ring.inner === 0 ? (2 * map.ring.outer + 1) ** 2 : ringCells);
    expect(v.links).toHaveLength(map.links.length);
    expect(v.route.split(' ')).toHaveLength(map.route.length);
    expect(v.title).toBe('Depth 3 — green meadows');
  });

  it('says what each room holds and marks guardians, wells and treasures', () => {
    const map = world.map(5);
    const v = depthMapView(map);
    const well = map.rooms.find((r) => r.role === 'well');
    expect(v.cells.find((c) => c.x === well?.x && c.y === well?.y)?.label).toContain('gold descent guardian');
    expect(v.cells.filter((c) => !c.room).every((c) => c.label.includes('neighbour cube'))).toBe(true);
    expect(v.marks.filter((m) => m.ring === 'well')).toHaveLength(1);
    expect(v.marks.filter((m) => m.treasure)).toHaveLength(map.rooms.filter((r) => r.treasure).length);
    expect(v.marks.filter((m) => m.side)).toHaveLength(map.rooms.filter((r) => r.role === 'side').length);
    expect(mapSummary(map)).toMatch(/^Depth 5 \(snowy peaks\): \d+ route rooms/);
  });

  it('names the core room at depth 20 (no well there) and rings it like a well', () => {
    const map = world.map(20);
    const core = map.rooms.find((r) => r.role === 'core');
    expect(core).toBeDefined();
    const v = depthMapView(map);
    expect(v.cells.find((c) => c.x === core?.x && c.y === core?.y)?.label).toContain('core room');
    expect(v.marks.find((m) => m.key === `${core?.x},${core?.y}`)?.ring).toBe('well');
  });

  it('shrinks the ring with depth', () => {
    expect(depthMapView(world.map(20)).size).toBeLessThan(depthMapView(world.map(0)).size);
  });

  it('shows option counts for cubes Play has not collapsed, and the kind of those it has', () => {
    const map = world.map(2);
    const [first, second] = map.cubes;
    const frame: PlayFrame = {
      collapsed: new Map([[`${first.x},${first.y}`, { kind: 'lake', piece: 'WWWW' }]]),
      options: new Map([[`${second.x},${second.y}`, 12]]),
      current: `${first.x},${first.y}`,
    };
    const v = depthMapView(map, frame);
    expect(v.cells[0]).toMatchObject({ fill: '#42a5f5', options: null, current: true });
    expect(v.cells[0].label).toContain('lake (WWWW)');
    expect(v.cells[1]).toMatchObject({ fill: null, options: 12, current: false });
    expect(v.cells[1].label).toContain('not collapsed, 12 options left');
  });

  it('moves the keyboard focus to the next cube in a direction, staying on the row or column', () => {
    const cells = [
      { key: '0,0', x: 0, y: 0 },
      { key: '1,0', x: 1, y: 0 },
      { key: '3,0', x: 3, y: 0 },
      { key: '1,1', x: 1, y: 1 },
      { key: '0,2', x: 0, y: 2 },
    ];
    expect(stepFocus(cells, '0,0', 1, 0)).toBe('1,0');
    expect(stepFocus(cells, '1,0', 1, 0)).toBe('3,0');
    expect(stepFocus(cells, '3,0', 1, 0)).toBeNull();
    expect(stepFocus(cells, '0,0', 0, 1)).toBe('0,2');
    expect(stepFocus(cells, '1,1', -1, 0)).toBe('0,0');
    expect(stepFocus(cells, '1,0', 0, -1)).toBeNull();
    expect(stepFocus(cells, 'gone', 1, 0)).toBe('0,0');
  });
});
