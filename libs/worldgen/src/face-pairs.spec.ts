import type { Cube } from './cube';
import { checkFacePair, facePairSpecs, facingCells, type FacePairSpec } from './face-pairs';
import { CORE_DEPTH, DIRS, SIZE, stepTo, type XY } from './geometry';
import { defaultWeights, type Weights } from './weights';
import { createWorld as realCreateWorld, type World } from './world';

// The faces check must fail on a cube that disagrees with its neighbour. The generator never makes
// one, so this suite corrupts cubes by hand: `corrupt` rewrites the cube a world returns.
let corrupt: ((c: Cube, depth: number, at: XY) => Cube) | null = null;
jest.mock('./world', () => {
  const actual = jest.requireActual<typeof import('./world')>('./world');
  return {
    ...actual,
    createWorld: (...args: Parameters<typeof actual.createWorld>): World => {
      const w = actual.createWorld(...args);
      return {
        ...w,
        plan: (d) => w.plan(d),
        has: (d, x, y) => w.has(d, x, y),
        cube: (d, x, y) => (corrupt ? corrupt(w.cube(d, x, y), d, { x, y }) : w.cube(d, x, y)),
      } as World;
    },
  };
});

const LAST = SIZE - 1;
const copy = (c: Cube): Cube => ({ ...c, ground: c.ground.map((r) => [...r]), water: c.water.map((r) => [...r]) });
const sameXY = (a: XY, b: XY) => a.x === b.x && a.y === b.y;

/** One pair per side, so every direction's cell mapping is exercised. */
function pairPerDir(): FacePairSpec[] {
  const all = facePairSpecs(60, 5);
  return DIRS.map((d) => {
    const s = all.find((p) => p.dir === d);
    if (!s) throw new Error(`no pair with side ${d}`);
    return s;
  });
}

afterEach(() => {
  corrupt = null;
});

describe('checkFacePair on hand-corrupted cubes', () => {
  it('finds nothing on the generated cubes', () => {
    for (const s of pairPerDir()) expect(checkFacePair(s).mismatches).toEqual([]);
  });

  it.each([0, 7, LAST])('reports a raised ground cell at t = %i of cube a, on each side', (t) => {
    for (const s of pairPerDir()) {
      const [[ax, ay], [bx, by]] = facingCells(s.dir, t);
      const w = realCreateWorld(s.seed);
      const before = w.cube(s.depth, s.a.x, s.a.y).ground[ay][ax];
      const other = w.cube(s.depth, s.b.x, s.b.y).ground[by][bx];
      corrupt = (c, d, at) => {
        if (d !== s.depth || !sameXY(at, s.a)) return c;
        const out = copy(c);
        out.ground[ay][ax] = before + 3;
        return out;
      };
      const r = checkFacePair(s);
      expect(r).toEqual({
        id: s.id,
        mismatches: [{ t, field: 'ground', cellA: [ax, ay], cellB: [bx, by], a: before + 3, b: other }],
        cells: expect.any(Array),
      });
      // the compared cells: all 16 along the wall, each with both cubes' cell, ground and water
      expect(r.cells.map((c) => c.t)).toEqual([...Array(16).keys()]);
      expect(r.cells[t]).toEqual({
        t,
        a: [ax, ay, before + 3, expect.any(Boolean)],
        b: [bx, by, other, expect.any(Boolean)],
      });
      for (const c of r.cells) expect([c.a.slice(0, 2), c.b.slice(0, 2)]).toEqual(facingCells(s.dir, c.t));
    }
  });

  it('reports water on one side only, from cube b', () => {
    for (const s of pairPerDir()) {
      const t = 9;
      const [[ax, ay], [bx, by]] = facingCells(s.dir, t);
      const was = realCreateWorld(s.seed).cube(s.depth, s.b.x, s.b.y).water[by][bx];
      corrupt = (c, d, at) => {
        if (d !== s.depth || !sameXY(at, s.b)) return c;
        const out = copy(c);
        out.water[by][bx] = !was;
        return out;
      };
      expect(checkFacePair(s).mismatches).toEqual([
        { t, field: 'water', cellA: [ax, ay], cellB: [bx, by], a: was, b: !was },
      ]);
    }
  });

  it('reports ground and water of the same cell, and every corrupted cell in order', () => {
    const s = pairPerDir()[0];
    corrupt = (c, d, at) => {
      if (d !== s.depth || !sameXY(at, s.a)) return c;
      const out = copy(c);
      for (const t of [2, 11]) {
        const [[x, y]] = facingCells(s.dir, t);
        out.ground[y][x] += 1;
        out.water[y][x] = !out.water[y][x];
      }
      return out;
    };
    expect(checkFacePair(s).mismatches.map((m) => `${m.t}:${m.field}`)).toEqual([
      '2:ground',
      '2:water',
      '11:ground',
      '11:water',
    ]);
  });

  it('compares the facing cells, not a cell of the same index elsewhere on the cube', () => {
    // a change one cell inside the edge is not on the shared wall
    for (const s of pairPerDir()) {
      const [[ax, ay]] = facingCells(s.dir, 5);
      const inner: [number, number] =
        s.dir === 'E' ? [ax - 1, ay] : s.dir === 'W' ? [ax + 1, ay] : s.dir === 'S' ? [ax, ay - 1] : [ax, ay + 1];
      corrupt = (c, d, at) => {
        if (d !== s.depth || !sameXY(at, s.a)) return c;
        const out = copy(c);
        out.ground[inner[1]][inner[0]] += 5;
        out.water[inner[1]][inner[0]] = !out.water[inner[1]][inner[0]];
        return out;
      };
      expect(checkFacePair(s).mismatches).toEqual([]);
    }
  });
});

describe('checkFacePair with other weights', () => {
  // the world cache must answer each weights with its own world: the same seed with other weights is another world
  const highlands: Weights = {
    ...defaultWeights,
    pieces: { meadow: 0.01, highland: 10, slope: 0.01, gorge: 0.01, river: 0.01, spring: 0.01, lake: 0.01 },
    themes: [],
  };
  const cellsOf = (s: FacePairSpec, w: World) => {
    const A = w.cube(s.depth, s.a.x, s.a.y);
    const B = w.cube(s.depth, s.b.x, s.b.y);
    return [...Array(SIZE).keys()].map((t) => {
      const [[ax, ay], [bx, by]] = facingCells(s.dir, t);
      return { t, a: [ax, ay, A.ground[ay][ax], A.water[ay][ax]], b: [bx, by, B.ground[by][bx], B.water[by][bx]] };
    });
  };

  it('compares the cubes of the weights it is given, not of the world it built last for that seed', () => {
    let differ = 0;
    for (const s of pairPerDir()) {
      const mine = cellsOf(s, realCreateWorld(s.seed, highlands));
      const theirs = cellsOf(s, realCreateWorld(s.seed));
      if (JSON.stringify(mine) !== JSON.stringify(theirs)) differ++;
      expect(checkFacePair(s).cells).toEqual(theirs);
      expect(checkFacePair(s, highlands).cells).toEqual(mine);
      expect(checkFacePair(s).cells).toEqual(theirs);
      // equal weights in another object: the same world
      expect(checkFacePair(s, { ...highlands }).cells).toEqual(mine);
    }
    // the test bites only on walls where the two worlds differ
    expect(differ).toBeGreaterThanOrEqual(1);
  });

  it('draws the pairs of the weights it is given, and their cubes match', () => {
    const specs = facePairSpecs(12, 3, highlands);
    expect(specs).toEqual(facePairSpecs(12, 3));
    for (const s of specs) expect(checkFacePair(s, highlands).mismatches).toEqual([]);
  });
});

describe('facingCells', () => {
  it('pairs the touching edges of a and b for each side', () => {
    expect(facingCells('E', 3)).toEqual([
      [LAST, 3],
      [0, 3],
    ]);
    expect(facingCells('W', 4)).toEqual([
      [0, 4],
      [LAST, 4],
    ]);
    expect(facingCells('S', 5)).toEqual([
      [5, LAST],
      [5, 0],
    ]);
    expect(facingCells('N', 6)).toEqual([
      [6, 0],
      [6, LAST],
    ]);
  });
});

describe('facePairSpecs', () => {
  it('draws rooms of each world in turn, from fromSeed on, every wall once, over every depth', () => {
    const specs = facePairSpecs(200, 4);
    const seeds = [...new Set(specs.map((s) => s.seed))];
    // 24 draws per world, some skipped: consecutive seeds from 4
    expect(seeds).toEqual(Array.from({ length: seeds.length }, (_, i) => 4 + i));
    expect(seeds.length).toBeGreaterThanOrEqual(9);
    expect(seeds.length).toBeLessThanOrEqual(12);
    for (const s of specs)
      expect(
        realCreateWorld(s.seed)
          .plan(s.depth)
          .rooms.some((r) => sameXY(r, s.a)),
      ).toBe(true);
    const walls = specs.map(
      (s) => `${s.seed}/${s.depth}/${[`${s.a.x},${s.a.y}`, `${s.b.x},${s.b.y}`].sort().join('|')}`,
    );
    expect(new Set(walls).size).toBe(200);
    const depths = new Set(specs.map((s) => s.depth));
    expect(Math.min(...depths)).toBe(0);
    expect(Math.max(...depths)).toBe(CORE_DEPTH);
  });

  it('gives neighbouring cubes of the planned depth, b one step from a on side dir', () => {
    const specs = facePairSpecs(30, 2);
    expect(specs).toHaveLength(30);
    expect(specs[0].seed).toBe(2);
    for (const s of specs) {
      expect(s.b).toEqual(stepTo(s.a, s.dir));
      expect(s.id).toBe(`${s.seed}/${s.depth}/${s.a.x},${s.a.y}${s.dir}`);
      expect(realCreateWorld(s.seed).has(s.depth, s.b.x, s.b.y)).toBe(true);
    }
  });
});
