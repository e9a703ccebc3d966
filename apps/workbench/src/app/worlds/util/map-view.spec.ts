import { createWorld, renderDepthMapSvg } from '@levelbench/worldgen';
import { mapCells, mapSummary, svgSize } from './map-view';

describe('depth map overlay', () => {
  const world = createWorld(7);
  it('places a clickable cell over every drawn cube', () => {
    const map = world.map(3);
    const svg = renderDepthMapSvg(map);
    const size = svgSize(svg);
    expect(size).toBeGreaterThan(0);
    const cells = mapCells(map, size);
    expect(cells).toHaveLength(map.cubes.length);
    // the drawing puts cube (x, y) at ((x + R) * s, (y + R) * s): check against its own rect for one cube
    const c = map.cubes[0];
    const cell = cells[0];
    const rect = new RegExp(
      `<rect class="cube [a-z]+" x="([\\d.]+)" y="([\\d.]+)"[^>]*><title>\\(${c.x},${c.y}\\)`,
    ).exec(svg);
    expect(rect).not.toBeNull();
    expect(Number(rect?.[1])).toBeCloseTo(cell.left + 2, 6);
    expect(Number(rect?.[2])).toBeCloseTo(cell.top + 2, 6);
  });
  it('says what each room holds', () => {
    const map = world.map(5);
    const cells = mapCells(map, svgSize(renderDepthMapSvg(map)));
    const well = map.rooms.find((r) => r.role === 'well');
    expect(cells.find((c) => c.x === well?.x && c.y === well?.y)?.label).toContain('gold descent guardian');
    expect(cells.filter((c) => !c.room).every((c) => c.label.includes('neighbour cube'))).toBe(true);
    expect(mapSummary(map)).toMatch(/^Depth 5 \(snowy peaks\): \d+ route rooms/);
  });
  it('shrinks the ring with depth', () => {
    expect(svgSize(renderDepthMapSvg(world.map(20)))).toBeLessThan(svgSize(renderDepthMapSvg(world.map(0))));
  });
});
