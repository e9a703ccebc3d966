import fc from 'fast-check';
import { cubeKey, DIRS, neighbours, OPP, stepTo, type XY } from './geometry';
import { kindOf, PIECES, SIDE_INDEX } from './pieces';
import { planWorld } from './planner';
import { Random } from '@levelbench/random';
import { defaultWeights } from './weights';
import { collapse, layersOf, pieceWeights } from './wfc';
import { createWorld } from './world';

function cellsOf(seed: number, depth: number): XY[] {
  const p = planWorld(seed, depth)[depth];
  return p.rooms.flatMap((r) => [{ x: r.x, y: r.y }, ...neighbours(r)]);
}

describe('WFC', () => {
  it('has 87 pieces covering all 81 edge combinations', () => {
    expect(PIECES).toHaveLength(87);
    expect(new Set(PIECES.map((p) => p.edges.join(''))).size).toBe(81);
    expect(PIECES.filter((p) => p.variant)).toHaveLength(6);
    expect(kindOf(['L', 'L', 'L', 'L'])).toBe('meadow');
    expect(kindOf(['H', 'H', 'H', 'H'])).toBe('highland');
    expect(kindOf(['W', 'L', 'W', 'H'])).toBe('river');
    expect(kindOf(['H', 'L', 'H', 'L'])).toBe('gorge');
    expect(kindOf(['H', 'H', 'L', 'L'])).toBe('slope');
  });

  it('matches touching edges on every collapsed depth (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 20 }), (seed, depth) => {
        const m = collapse(cellsOf(seed, depth), defaultWeights, seed, depth);
        for (const [k, v] of m) {
          const [x, y] = k.split(',').map(Number);
          expect(v.floors).toBeGreaterThanOrEqual(1);
          expect(v.floors).toBeLessThanOrEqual(4);
          for (const d of DIRS) {
            const n = m.get(cubeKey(stepTo({ x, y }, d)));
            if (n) expect(n.piece.edges[SIDE_INDEX[OPP[d]]]).toBe(v.piece.edges[SIDE_INDEX[d]]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('matches edges on every depth 0..20 of a world, as the world collapsed them', () => {
    const w = createWorld(31);
    for (let d = 0; d <= 20; d++) {
      const cubes = new Map(w.map(d).cubes.map((c) => [cubeKey(c), c]));
      for (const c of cubes.values()) {
        for (const dir of DIRS) {
          const n = cubes.get(cubeKey(stepTo(c, dir)));
          if (n) expect(n.piece[SIDE_INDEX[OPP[dir]]]).toBe(c.piece[SIDE_INDEX[dir]]);
        }
      }
      expect(cubes.size).toBeGreaterThan(w.plan(d).rooms.length);
    }
  });

  it('does not depend on the order the cubes are listed in', () => {
    const cells = cellsOf(11, 6);
    const a = collapse(cells, defaultWeights, 11, 6);
    const b = collapse(new Random(5).shuffle(cells.slice()), defaultWeights, 11, 6);
    expect([...b.entries()].sort()).toEqual([...a.entries()].sort());
  });

  it('lets themes scale weights: snowy peaks favour highland', () => {
    const w1 = pieceWeights(defaultWeights, 2),
      w6 = pieceWeights(defaultWeights, 6);
    const meadow = PIECES.findIndex((p) => p.name === 'LLLL'),
      high = PIECES.findIndex((p) => p.name === 'HHHH');
    expect(w6[high] / w6[meadow]).toBeGreaterThan(w1[high] / w1[meadow]);
    let highs = 0,
      meadows = 0;
    for (let s = 1; s <= 10; s++) {
      for (const v of collapse(cellsOf(s, 6), defaultWeights, s, 6).values()) {
        if (v.piece.kind === 'highland') highs++;
        if (v.piece.kind === 'meadow') meadows++;
      }
    }
    expect(highs).toBeGreaterThan(meadows);
  });

  it('layersOf leans towards the neighbours', () => {
    const piece = PIECES[0];
    let same = 0;
    const rng = new Random(1);
    for (let i = 0; i < 200; i++) if (layersOf(piece, [4, 4], 0, rng) === 4) same++;
    expect(same).toBeGreaterThan(100);
  });
});
