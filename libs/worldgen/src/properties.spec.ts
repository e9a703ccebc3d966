import fc from 'fast-check';
import { checkFacePair } from './face-pairs';
import { DIRS, OPP, stepTo } from './geometry';
import { forEachMove, linkIndex, node } from './moves';
import { geoOfCube } from './cube';
import { createWorld } from './world';

const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const depthArb = fc.integer({ min: 0, max: 20 });

describe('properties', () => {
  it('a face is the same from both sides and both cubes carry it on every edge cell', () => {
    fc.assert(
      fc.property(seedArb, depthArb, fc.nat(), fc.constantFrom(...DIRS), (seed, depth, k, dir) => {
        const w = createWorld(seed);
        const rooms = w.plan(depth).rooms;
        const a = rooms[k % rooms.length];
        const b = stepTo(a, dir);
        expect(createWorld(seed).face(depth, b, OPP[dir])).toEqual(w.face(depth, a, dir));
        expect(checkFacePair({ id: 'p', seed, depth, a: { x: a.x, y: a.y }, dir, b }).mismatches).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('every witness path is made of legal moves and ends at the exit', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 20 }), fc.nat(), (seed, depth, k) => {
        const w = createWorld(seed);
        const rooms = w.plan(depth).rooms;
        const r = rooms[k % rooms.length];
        const c = w.cube(depth, r.x, r.y);
        expect(c.verdict.passed).toBe(true);
        const g = geoOfCube(c);
        const adj = linkIndex(g);
        const exit = c.portals.find((p) => p.exit);
        expect(exit).toBeDefined();
        for (const { path } of c.verdict.witness) {
          const last = path[path.length - 1];
          expect([last[0], last[1], last[2]]).toEqual([exit?.x, exit?.y, exit?.layer]);
          for (let i = 1; i < path.length; i++) {
            const from = node(path[i - 1][0], path[i - 1][1], path[i - 1][2]);
            const to = node(path[i][0], path[i][1], path[i][2]);
            const moves: string[] = [];
            forEachMove(g, from, (m, kind) => m === to && moves.push(kind), adj);
            expect(moves).toContain(path[i][3]);
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it('the same seed gives the same cube in a fresh world, whatever was built before', () => {
    fc.assert(
      fc.property(seedArb, depthArb, depthArb, (seed, d1, d2) => {
        const fresh = createWorld(seed);
        const busy = createWorld(seed);
        const other = busy.plan(d2).rooms[0];
        busy.cube(d2, other.x, other.y);
        const r = fresh.plan(d1).rooms[0];
        expect(busy.cube(d1, r.x, r.y)).toEqual(fresh.cube(d1, r.x, r.y));
      }),
      { numRuns: 15 },
    );
  });
});
