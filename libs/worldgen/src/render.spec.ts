import { createWorld, defaultWeights, DIRS, FENCE_BIT, KIND_FILL, KINDS, kindFill, renderDepthMapSvg } from './index';

describe('the land-kind palette', () => {
  it('has one distinct fill for every land kind, and grey for a kind it does not know', () => {
    expect(Object.keys(KIND_FILL).sort()).toEqual([...KINDS].sort());
    expect(new Set(Object.values(KIND_FILL)).size).toBe(KINDS.length);
    for (const k of KINDS) expect(kindFill(k)).toBe(KIND_FILL[k]);
    expect(kindFill('lava')).toBe('#999');
  });

  it('is what the SVG depth map fills its cubes with', () => {
    const map = createWorld(7, defaultWeights).map(3);
    const svg = renderDepthMapSvg(map);
    for (const c of map.cubes.slice(0, 12)) expect(svg).toContain(`<rect class="cube ${c.kind}" x="`);
    const fills = [...svg.matchAll(/<rect class="cube (\w+)"[^>]* fill="([^"]+)"/g)];
    expect(fills.length).toBe(map.cubes.length);
    for (const [, kind, fill] of fills) expect(fill).toBe(kindFill(kind));
  });
});

describe('fence bits', () => {
  it('are 1 << k for the k-th side of DIRS, the order the move rules read them in', () => {
    DIRS.forEach((d, k) => expect(FENCE_BIT[d]).toBe(1 << k));
  });
});
