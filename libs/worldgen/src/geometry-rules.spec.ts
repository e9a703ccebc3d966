import fc from 'fast-check';
import { cubeProblems, type Cube } from './cube';
import { CLEARANCE } from './moves';
import { createWorld } from './world';

/**
 * The defects issue #26's audit quoted, one cube each (all of them failed before the builder kept the rules),
 * and the same rules as properties over random seeds. `independentSteps` re-derives "through a floor" and
 * "a walk of more than one" from the cube's grids alone, without the move code the builder and inspector share.
 */
const cube = (seed: number, depth: number, x: number, y: number) => createWorld(seed).cube(depth, x, y);
const rules = (c: Cube) => cubeProblems(c).map((p) => `${p.rule}: ${p.message}`);

/** Heights in a column that a body passing from `lo` up to `hi` (exclusive) would hit: floors strictly between, rock below hi. */
function blocked(c: Cube, x: number, y: number, lo: number, hi: number, swim: boolean): boolean {
  const s = c.slab[y][x];
  const rock = c.ceiling[y][x];
  const bridge = c.bridges.some((b) => b.cells.some(([bx, by]) => bx === x && by === y));
  if (rock !== null && rock < hi) return true;
  return s !== null && s > lo && s < hi && !(swim && bridge);
}
function standH(c: Cube, x: number, y: number, l: number): number {
  return l === 1 ? (c.slab[y][x] as number) : c.ground[y][x];
}
/** Every step of every planned route and witness path that passes through a floor or rock, or walks more than ±1. */
function independentSteps(c: Cube): string[] {
  const bad: string[] = [];
  const paths = [
    ...c.routes.map((r) => r.map(([x, y, l]) => [x, y, l, 'route'] as const)),
    ...c.verdict.witness.map((w) => w.path),
  ];
  for (const p of paths) {
    for (let k = 1; k < p.length; k++) {
      const [ax, ay, al] = p[k - 1];
      const [bx, by, bl, move] = p[k];
      const ha = standH(c, ax, ay, al),
        hb = standH(c, bx, by, bl);
      if (move === 'walk' && Math.abs(hb - ha) > 1) bad.push(`walk ${ha}→${hb} at (${bx},${by},${bl})`);
      if (ax === bx && ay === by) continue; // a ladder through its own slab
      const top = Math.max(ha, hb) + CLEARANCE;
      const swim = al === 0 && bl === 0 && c.water[ay][ax] && c.water[by][bx];
      if (blocked(c, ax, ay, ha, top, swim) || blocked(c, bx, by, hb, top, swim))
        bad.push(`through a floor (${ax},${ay},${al})→(${bx},${by},${bl})`);
    }
  }
  return bad;
}

describe('cube geometry (issue #26)', () => {
  it('seed 0 depth 1 (9,3): no step from the landing slab down to the ground under it', () => {
    const c = cube(0, 1, 9, 3);
    expect(independentSteps(c)).toEqual([]);
    expect(rules(c)).toEqual([]);
  });

  it('seed 314159265 depth 9 (5,-2): no floor at or below its ground', () => {
    const c = cube(314159265, 9, 5, -2);
    for (let y = 0; y < 16; y++)
      for (let x = 0; x < 16; x++) {
        const s = c.slab[y][x];
        if (s !== null) expect(s - c.ground[y][x]).toBeGreaterThanOrEqual(1);
      }
    expect(rules(c)).toEqual([]);
  });

  it('seed 31337 depth 10 (3,-5): a walk changes height by one at most', () => {
    const c = cube(31337, 10, 3, -5);
    expect(independentSteps(c)).toEqual([]);
    expect(rules(c)).toEqual([]);
  });

  it('seed 0 depth 10 (-6,-3) and seed 1001 depth 12 (-5,-4): every river crossing joins another one', () => {
    for (const c of [cube(0, 10, -6, -3), cube(1001, 12, -5, -4)]) {
      expect(rules(c).filter((r) => r.startsWith('river'))).toEqual([]);
      expect(rules(c)).toEqual([]);
    }
  });

  it('seed 1 depth 3 (5,6): a pond holds water', () => {
    const c = cube(1, 3, 5, 6);
    expect(c.piece).toBe('LLLL-pond');
    expect(c.water.flat().filter(Boolean).length).toBeGreaterThan(0);
  });

  it('seed 28 town: where the spawn pad and the well pad overlap, the well stands on the ground that is there', () => {
    const w = createWorld(28);
    const t = w.plan(0).rooms[0];
    const c = w.cube(0, t.x, t.y);
    expect(c.tries).toBeLessThan(200);
    for (const p of c.portals) expect([p.id, p.standH]).toEqual([p.id, c.ground[p.y][p.x]]);
    expect(rules(c)).toEqual([]);
  });

  it('properties over random seeds: every room of a depth keeps every geometry rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 20 }), (seed, depth) => {
        const w = createWorld(seed);
        for (const r of w.plan(depth).rooms) {
          const c = w.cube(depth, r.x, r.y);
          expect(c.verdict.passed).toBe(true);
          expect(rules(c)).toEqual([]);
          expect(independentSteps(c)).toEqual([]);
          // floors above their ground (3 for a floor, 1 for a bridge deck), read straight off the grids
          for (let y = 0; y < 16; y++)
            for (let x = 0; x < 16; x++) {
              const s = c.slab[y][x];
              const deck = c.bridges.some((b) => b.cells.some(([bx, by]) => bx === x && by === y));
              if (s !== null) expect(s - c.ground[y][x]).toBeGreaterThanOrEqual(deck ? 1 : CLEARANCE);
            }
          const falls = c.waterfalls.map((f) => `${f.x},${f.y}`);
          expect(new Set(falls).size).toBe(falls.length);
          for (const p of c.portals) expect(p.floor).toBeLessThan(c.floors);
        }
      }),
      { numRuns: 12 },
    );
  });
});
