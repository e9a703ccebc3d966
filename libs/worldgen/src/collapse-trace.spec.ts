import { collapseTrace } from './collapse-trace';
import { DIRS, OPP, cubeKey, stepTo } from './geometry';
import { PIECES, SIDE_INDEX } from './pieces';
import { defaultWeights } from './weights';
import { createWorld } from './world';

describe('collapseTrace', () => {
  it('replays the depth the world collapses: same cubes, pieces and floors; 87 options at the start', () => {
    for (const [seed, depth] of [
      [7, 3],
      [300, 9],
      [42, 0],
    ]) {
      const t = collapseTrace(seed, depth);
      const map = createWorld(seed).map(depth);
      expect(t.start).toBe(87);
      expect(t.steps).toHaveLength(t.cubes.length);
      expect(t.cubes.map(cubeKey)).toEqual(map.cubes.map(cubeKey));
      expect(new Set(t.steps.map((s) => s.cube)).size).toBe(t.cubes.length);
      for (const s of t.steps) {
        const m = map.cubes[s.cube];
        expect([s.piece, s.kind, s.floors]).toEqual([m.piece, m.kind, m.floors]);
        expect(t.cubes[s.cube].room).toBe(m.room);
      }
    }
  });

  it('counts options down: each step lists the collapsed cube (1) and shrinking neighbours, never a collapsed one', () => {
    const t = collapseTrace(11, 6, defaultWeights);
    const left = t.cubes.map(() => t.start);
    const done = new Set<number>();
    const at = new Map(t.cubes.map((c, i) => [cubeKey(c), i]));
    for (const s of t.steps) {
      expect(done.has(s.cube)).toBe(false);
      // the options it had when picked are what the earlier steps left it; its score is an entropy (+ tie-break < 0.001)
      expect(s.had).toBe(left[s.cube]);
      expect(s.entropy).toBeGreaterThanOrEqual(0);
      if (s.had === 1) expect(s.entropy).toBeLessThan(0.001);
      done.add(s.cube);
      expect(s.options[0]).toEqual([s.cube, 1]);
      for (const [i, n] of s.options.slice(1)) {
        expect(done.has(i)).toBe(false);
        expect(n).toBeLessThan(left[i]);
        left[i] = n;
      }
      left[s.cube] = 1;
      // the neighbours' remaining pieces all fit the chosen piece's touching edge
      const piece = PIECES.find((p) => p.name === s.piece);
      for (const d of DIRS) {
        const n = at.get(cubeKey(stepTo(t.cubes[s.cube], d)));
        if (n === undefined || !done.has(n)) continue;
        const other = PIECES.find((p) => p.name === t.steps.find((q) => q.cube === n)?.piece);
        expect(other?.edges[SIDE_INDEX[OPP[d]]]).toBe(piece?.edges[SIDE_INDEX[d]]);
      }
    }
  });

  it('keeps guardian arenas dry without taking options away: no water edge and no pond on a guardian room, 87 at the start', () => {
    for (const seed of [1, 2, 3]) {
      for (const depth of [2, 11, 14]) {
        const t = collapseTrace(seed, depth);
        const plan = createWorld(seed).plan(depth);
        const guards = new Set(plan.rooms.filter((r) => r.guardian).map(cubeKey));
        for (const s of t.steps) {
          if (guards.has(cubeKey(t.cubes[s.cube]))) expect(s.piece).not.toMatch(/W|pond/);
        }
        expect(t.start).toBe(87);
        expect(guards.size).toBeGreaterThan(1);
      }
    }
  });
});
