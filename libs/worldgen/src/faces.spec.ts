import fc from 'fast-check';
import { Random, hashInts } from '@levelbench/random';
import { cornerHeight, decideFace, edgeCell, EDGE_MAX, faceId, type FaceSpec, type FaceWorld } from './faces';
import { DIRS, OPP, SIZE, cubeKey, stepTo, type Dir, type XY } from './geometry';
import { fbm } from './noise';
import type { Edge } from './pieces';
import { SALT } from './salt';

// faces.ts decides the wall two neighbouring cubes share (docs: SPEC.md "Faces"). These tests feed it
// hand-made depths: `FaceWorld` is only the seed, the depth, each cube's edge kinds, floors and links.

const LAST = SIZE - 1;
/** Height each edge kind leans to in the middle of a face (before its noise of ±2.5). */
const BAND: Record<Edge, number> = { L: 2.5, H: 6.5, W: 2.5 };

interface Fake {
  seed?: number;
  depth?: number;
  /** Edge kinds of collapsed cubes by cubeKey; a cube or side not listed was not collapsed. */
  edges?: Record<string, Partial<Record<Dir, Edge>>>;
  floors?: Record<string, number>;
  links?: [XY, XY][];
}
function fakeWorld(f: Fake): FaceWorld {
  const same = (a: XY, b: XY) => a.x === b.x && a.y === b.y;
  return {
    seed: f.seed ?? 1,
    depth: f.depth ?? 3,
    edgeOf: (c, d) => f.edges?.[cubeKey(c)]?.[d] ?? null,
    floorsOf: (c) => f.floors?.[cubeKey(c)] ?? 1,
    linked: (a, b) => (f.links ?? []).some(([u, v]) => (same(u, a) && same(v, b)) || (same(u, b) && same(v, a))),
  };
}
/** A depth where every cube has all four edges of one kind. */
function uniform(kind: Edge, seed = 1, depth = 3): FaceWorld {
  return { seed, depth, edgeOf: () => kind, floorsOf: () => 1, linked: () => false };
}
/** A depth drawn from a number: edge kinds (or none), floors 1..3 and links all hashed, links symmetric. */
function hashedWorld(seed: number, depth: number, mix: number): FaceWorld {
  const kinds: (Edge | null)[] = ['L', 'H', 'W', null];
  return {
    seed,
    depth,
    edgeOf: (c, d) => kinds[hashInts(mix, c.x, c.y, DIRS.indexOf(d)) % 4],
    floorsOf: (c) => 1 + (hashInts(mix, 7, c.x, c.y) % 3),
    linked: (a, b) => {
      const [p, q] = cubeKey(a) < cubeKey(b) ? [a, b] : [b, a];
      return hashInts(mix, 11, p.x, p.y, q.x, q.y) % 3 !== 0;
    },
  };
}

/** The rule for a corner: base 2 (no highland face), 6 (every known face highland), 4 (mixed), plus noise. */
function expectedCorner(w: FaceWorld, X: number, Y: number, base: number): number {
  return Math.round(base + fbm(hashInts(w.seed, w.depth), X * LAST, Y * LAST) * 1.5);
}

/**
 * The heights a face must have, written from the rule: the corners at both ends, the band's world-space
 * noise (±2.5 around BAND) in the middle, a blend of the line between the corners into the band over the
 * first and last four cells; a river's cells at one below its lower bank; a portal's cell and both its
 * neighbours at the portal cell's height.
 */
function expectedHeights(w: FaceWorld, f: FaceSpec, vertical: boolean, X: number, Y: number): number[] {
  const c0 = f.heights[0];
  const c1 = f.heights[LAST];
  const out: number[] = [];
  for (let t = 0; t < SIZE; t++) {
    const [wx, wy] = vertical ? [X * LAST, Y * LAST + t] : [X * LAST + t, Y * LAST];
    const target = BAND[f.kind] + 2.5 * fbm(hashInts(w.seed, w.depth), wx, wy);
    const line = c0 + ((c1 - c0) * t) / LAST;
    const k = t < 4 ? t / 4 : t > LAST - 4 ? (LAST - t) / 4 : 1;
    out.push(t === 0 ? c0 : t === LAST ? c1 : Math.round(line * (1 - k) + target * k));
  }
  if (f.river) {
    const bed = Math.max(0, Math.min(out[f.river.at - 1], out[f.river.at + f.river.width]) - 1);
    for (let t = f.river.at; t < f.river.at + f.river.width; t++) out[t] = bed;
  }
  if (f.portal) out[f.portal.at - 1] = out[f.portal.at + 1] = out[f.portal.at];
  return out;
}

/** The two cubes a face lies between (west/north one first). */
const cubesOf = (vertical: boolean, X: number, Y: number): [XY, XY] =>
  vertical
    ? [
        { x: X - 1, y: Y },
        { x: X, y: Y },
      ]
    : [
        { x: X, y: Y - 1 },
        { x: X, y: Y },
      ];

const cube = fc.record({ x: fc.integer({ min: -9, max: 9 }), y: fc.integer({ min: -9, max: 9 }) });
const dir = fc.constantFrom<Dir>(...DIRS);

describe('faceId', () => {
  it('names each side of a cube by its lattice line and position', () => {
    const c = { x: 2, y: -5 };
    expect(faceId(c, 'E')).toEqual({ vertical: true, X: 3, Y: -5 });
    expect(faceId(c, 'W')).toEqual({ vertical: true, X: 2, Y: -5 });
    expect(faceId(c, 'S')).toEqual({ vertical: false, X: 2, Y: -4 });
    expect(faceId(c, 'N')).toEqual({ vertical: false, X: 2, Y: -5 });
  });

  it('gives the same face from both cubes of a wall, and four different faces around one cube', () => {
    fc.assert(
      fc.property(cube, dir, (c, d) => {
        expect(faceId(stepTo(c, d), OPP[d])).toEqual(faceId(c, d));
        expect(new Set(DIRS.map((e) => JSON.stringify(faceId(c, e)))).size).toBe(4);
      }),
    );
  });
});

describe('edgeCell', () => {
  it('walks each side from its west or north end, in the cube’s own cells', () => {
    for (let t = 0; t < SIZE; t++) {
      expect(edgeCell('N', t)).toEqual([t, 0]);
      expect(edgeCell('S', t)).toEqual([t, LAST]);
      expect(edgeCell('W', t)).toEqual([0, t]);
      expect(edgeCell('E', t)).toEqual([LAST, t]);
    }
  });
});

describe('cornerHeight', () => {
  const X = 2,
    Y = -1;
  // the four faces meeting at lattice point (2, -1), each set from one of its two cubes
  const around: [string, Dir][][] = [
    // the vertical face north of the point: east side of (1,-2), west side of (2,-2)
    [
      [cubeKey({ x: 1, y: -2 }), 'E'],
      [cubeKey({ x: 2, y: -2 }), 'W'],
    ],
    // the vertical face south of it: east side of (1,-1), west side of (2,-1)
    [
      [cubeKey({ x: 1, y: -1 }), 'E'],
      [cubeKey({ x: 2, y: -1 }), 'W'],
    ],
    // the horizontal face west of it: south side of (1,-2), north side of (1,-1)
    [
      [cubeKey({ x: 1, y: -2 }), 'S'],
      [cubeKey({ x: 1, y: -1 }), 'N'],
    ],
    // the horizontal face east of it: south side of (2,-2), north side of (2,-1)
    [
      [cubeKey({ x: 2, y: -2 }), 'S'],
      [cubeKey({ x: 2, y: -1 }), 'N'],
    ],
  ];
  const withFaces = (kinds: (Edge | null)[], side: 0 | 1, seed = 5, depth = 7): FaceWorld => {
    const edges: NonNullable<Fake['edges']> = {};
    kinds.forEach((k, i) => {
      if (!k) return;
      const [key, d] = around[i][side];
      edges[key] = { ...edges[key], [d]: k };
    });
    return fakeWorld({ seed, depth, edges });
  };

  it('is 2 plus noise with no highland face, 6 with only highland faces, 4 when mixed', () => {
    for (const side of [0, 1] as const) {
      const w = withFaces(['L', 'W', 'L', 'L'], side);
      expect(cornerHeight(w, X, Y)).toBe(expectedCorner(w, X, Y, 2));
      expect(cornerHeight(withFaces(['H', 'H', 'H', 'H'], side), X, Y)).toBe(expectedCorner(w, X, Y, 6));
      for (let i = 0; i < 4; i++) {
        const one = ['L', 'L', 'L', 'L'] as Edge[];
        one[i] = 'H';
        expect(cornerHeight(withFaces(one, side), X, Y)).toBe(expectedCorner(w, X, Y, 4));
        const allButOne = ['H', 'H', 'H', 'H'] as Edge[];
        allButOne[i] = 'W';
        expect(cornerHeight(withFaces(allButOne, side), X, Y)).toBe(expectedCorner(w, X, Y, 4));
      }
    }
  });

  it('counts only the faces whose cubes were collapsed', () => {
    const w = withFaces([null, null, null, null], 0);
    expect(cornerHeight(w, X, Y)).toBe(expectedCorner(w, X, Y, 2));
    // two highland faces and two unknown: every known face is highland
    expect(cornerHeight(withFaces(['H', null, null, 'H'], 0), X, Y)).toBe(expectedCorner(w, X, Y, 6));
    expect(cornerHeight(withFaces([null, 'H', 'L', null], 1), X, Y)).toBe(expectedCorner(w, X, Y, 4));
  });

  it('raises a corner by exactly 2 (mixed) or 4 (all highland) over lowland, whatever the noise', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 20 }), cube, (seed, depth, p) => {
        const low = cornerHeight(uniform('L', seed, depth), p.x, p.y);
        expect(cornerHeight(uniform('H', seed, depth), p.x, p.y)).toBe(low + 4);
        const mixed = fakeWorld({ seed, depth, edges: { [cubeKey({ x: p.x, y: p.y })]: { N: 'H', W: 'L' } } });
        expect(cornerHeight(mixed, p.x, p.y)).toBe(low + 2);
        expect(low).toBe(expectedCorner(mixed, p.x, p.y, 2));
        // the noise keeps a lowland corner within 1..3 (so no clamp is ever needed)
        expect(low).toBeGreaterThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('varies with the seed, the depth and the position (world-space noise)', () => {
    const at = (seed: number, depth: number, x: number, y: number) => cornerHeight(uniform('L', seed, depth), x, y);
    const values = (f: (i: number) => number) => new Set(Array.from({ length: 40 }, (_, i) => f(i))).size;
    expect(values((i) => at(i, 3, 1, 1))).toBeGreaterThan(1);
    expect(values((i) => at(9, i % 21, 1, 1))).toBeGreaterThan(1);
    expect(values((i) => at(9, 3, i - 20, 1))).toBeGreaterThan(1);
    expect(values((i) => at(9, 3, 1, i - 20))).toBeGreaterThan(1);
  });
});

describe('decideFace', () => {
  it('keys a face by orientation, depth and lattice position', () => {
    const w = fakeWorld({ depth: 4 });
    expect(decideFace(w, { x: 2, y: -1 }, 'E').key).toBe('v:4:3:-1');
    expect(decideFace(w, { x: 2, y: -1 }, 'W').key).toBe('v:4:2:-1');
    expect(decideFace(w, { x: 2, y: -1 }, 'S').key).toBe('h:4:2:0');
    expect(decideFace(w, { x: 2, y: -1 }, 'N').key).toBe('h:4:2:-1');
  });

  it('takes its kind from whichever of its two cubes was collapsed, lowland when neither', () => {
    const c = { x: 0, y: 0 };
    const kindOf = (edges: Fake['edges'], d: Dir) => decideFace(fakeWorld({ edges }), c, d).kind;
    // the east face of (0,0): its own east side, or the west side of (1,0)
    expect(kindOf({ '0,0': { E: 'H' } }, 'E')).toBe('H');
    expect(kindOf({ '1,0': { W: 'W' } }, 'E')).toBe('W');
    // the south face of (0,0): its own south side, or the north side of (0,1)
    expect(kindOf({ '0,0': { S: 'W' } }, 'S')).toBe('W');
    expect(kindOf({ '0,1': { N: 'H' } }, 'S')).toBe('H');
    // from the other cube of the wall
    expect(kindOf({ '0,0': { W: 'H' } }, 'W')).toBe('H');
    expect(kindOf({ '-1,0': { E: 'W' } }, 'W')).toBe('W');
    expect(kindOf({ '0,0': { N: 'H' } }, 'N')).toBe('H');
    expect(kindOf({ '0,-1': { S: 'W' } }, 'N')).toBe('W');
    expect(kindOf({}, 'E')).toBe('L');
    expect(kindOf({ '0,0': { N: 'H', W: 'H', S: 'H' } }, 'E')).toBe('L');
  });

  it('is the same face whichever of its two cubes asks', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 20 }), fc.integer(), cube, dir, (seed, depth, mix, c, d) => {
        const w = hashedWorld(seed, depth, mix);
        expect(decideFace(w, stepTo(c, d), OPP[d])).toEqual(decideFace(w, c, d));
      }),
    );
  });

  it('runs from corner to corner through its band, with rivers and portals as the rules place them', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 20 }), fc.integer(), cube, dir, (seed, depth, mix, c, d) => {
        const w = hashedWorld(seed, depth, mix);
        const f = decideFace(w, c, d);
        const { vertical, X, Y } = faceId(c, d);
        expect(f.heights).toHaveLength(SIZE);
        expect(f.heights[0]).toBe(cornerHeight(w, X, Y));
        expect(f.heights[LAST]).toBe(vertical ? cornerHeight(w, X, Y + 1) : cornerHeight(w, X + 1, Y));
        expect(f.heights).toEqual(expectedHeights(w, f, vertical, X, Y));
        for (const h of f.heights) {
          expect(Number.isInteger(h)).toBe(true);
          expect(h).toBeGreaterThanOrEqual(0);
          expect(h).toBeLessThanOrEqual(EDGE_MAX);
        }
        // water exactly on the river's cells, and a river exactly on water faces
        const wet = f.heights.map((_, t) => !!f.river && t >= f.river.at && t < f.river.at + f.river.width);
        expect(f.water).toEqual(wet);
        expect(f.river !== null).toBe(f.kind === 'W');
        // a portal exactly where the two cubes are linked
        const [a, b] = cubesOf(vertical, X, Y);
        expect(f.portal !== null).toBe(w.linked(a, b));
        if (f.portal) {
          const maxFloor = Math.min(2, w.floorsOf(a) - 1, w.floorsOf(b) - 1);
          expect(f.portal.floor).toBeGreaterThanOrEqual(0);
          expect(f.portal.floor).toBeLessThanOrEqual(maxFloor);
          expect(f.portal.h).toBe(f.heights[f.portal.at] + 4 * f.portal.floor);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('is lowland or highland in the middle: the band plus world-space noise, highland 4 higher', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 20 }), cube, dir, (seed, depth, c, d) => {
        const low = decideFace(uniform('L', seed, depth), c, d);
        const high = decideFace(uniform('H', seed, depth), c, d);
        const { vertical, X, Y } = faceId(c, d);
        for (let t = 4; t <= LAST - 4; t++) {
          const [wx, wy] = vertical ? [X * LAST, Y * LAST + t] : [X * LAST + t, Y * LAST];
          expect(low.heights[t]).toBe(Math.round(2.5 + 2.5 * fbm(hashInts(seed, depth), wx, wy)));
          expect(high.heights[t]).toBe(low.heights[t] + 4);
        }
        // and its ends are the corners, 4 higher where every face around is highland
        expect(high.heights[0]).toBe(low.heights[0] + 4);
        expect(high.heights[LAST]).toBe(low.heights[LAST] + 4);
        expect(low.river).toBeNull();
        expect(low.portal).toBeNull();
        expect(low.water.every((v) => !v)).toBe(true);
      }),
    );
  });

  it('blends from the corner into the band over four cells at each end', () => {
    // a lowland face between highland corners (one highland face at each end): corners 3..5, band 0..5
    const X = 0,
      Y = 0;
    const edges: NonNullable<Fake['edges']> = { '0,0': { N: 'L' }, '0,-1': { W: 'H' }, '1,-1': { W: 'H' } };
    for (let seed = 0; seed < 30; seed++) {
      const w = fakeWorld({ seed, depth: 2, edges });
      const f = decideFace(w, { x: X, y: Y }, 'N');
      expect(f.kind).toBe('L');
      const c0 = cornerHeight(w, X, Y),
        c1 = cornerHeight(w, X + 1, Y);
      expect(c0).toBe(expectedCorner(w, X, Y, 4));
      expect(c1).toBe(expectedCorner(w, X + 1, Y, 4));
      for (const t of [1, 2, 3, 12, 13, 14]) {
        const k = Math.min(t, LAST - t) / 4;
        const line = c0 + ((c1 - c0) * t) / LAST;
        const target = 2.5 + 2.5 * fbm(hashInts(seed, 2), t, 0);
        expect(f.heights[t]).toBe(Math.round(line * (1 - k) + target * k));
      }
    }
  });

  it('draws a river of 2 or 3 cells from its own seed, clear of both corners, bed one below its lower bank', () => {
    const widths = new Set<number>(),
      starts = new Set<number>();
    for (let seed = 0; seed < 60; seed++)
      for (const [c, d] of [
        [{ x: 1, y: 2 }, 'E'],
        [{ x: 1, y: 2 }, 'S'],
      ] as const) {
        const w = uniform('W', seed, 5);
        const f = decideFace(w, c, d);
        const { vertical, X, Y } = faceId(c, d);
        const rng = new Random(hashInts(seed, SALT.face, 5, vertical ? 1 : 0, X, Y));
        const width = rng.range(2, 3);
        expect(f.river).toEqual({ at: rng.range(3, 13 - width), width });
        const r = f.river as NonNullable<FaceSpec['river']>;
        widths.add(r.width);
        starts.add(r.at);
        expect(r.at).toBeGreaterThanOrEqual(3);
        expect(r.at + r.width).toBeLessThanOrEqual(13);
        const bed = Math.max(0, Math.min(f.heights[r.at - 1], f.heights[r.at + r.width]) - 1);
        for (let t = 0; t < SIZE; t++) {
          const inRiver = t >= r.at && t < r.at + r.width;
          expect(f.water[t]).toBe(inRiver);
          if (inRiver) expect(f.heights[t]).toBe(bed);
        }
        // the same face as lowland: the river only replaces its own cells
        const dry = decideFace(uniform('L', seed, 5), c, d);
        expect(f.heights.filter((_, t) => t < r.at || t >= r.at + r.width)).toEqual(
          dry.heights.filter((_, t) => t < r.at || t >= r.at + r.width),
        );
      }
    expect([...widths].sort()).toEqual([2, 3]);
    expect([...starts].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('puts a portal only between linked cubes, at 3..12, on a flat three-cell step', () => {
    const a = { x: 4, y: 4 },
      east = { x: 5, y: 4 },
      south = { x: 4, y: 5 };
    const spots = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const w = fakeWorld({ seed, links: [[east, a]] });
      expect(decideFace(w, a, 'S').portal).toBeNull();
      expect(decideFace(w, a, 'W').portal).toBeNull();
      const f = decideFace(w, a, 'E');
      const p = f.portal as NonNullable<FaceSpec['portal']>;
      expect(p).not.toBeNull();
      spots.add(p.at);
      expect(p.floor).toBe(0);
      expect(p.h).toBe(f.heights[p.at]);
      expect([f.heights[p.at - 1], f.heights[p.at + 1]]).toEqual([f.heights[p.at], f.heights[p.at]]);
      expect(f.water.every((v) => !v)).toBe(true);
      // everywhere else the face is the unlinked one
      const plain = decideFace(fakeWorld({ seed }), a, 'E');
      expect(plain.portal).toBeNull();
      expect(f.heights.filter((_, t) => Math.abs(t - p.at) > 1)).toEqual(
        plain.heights.filter((_, t) => Math.abs(t - p.at) > 1),
      );
      expect(f.heights[p.at]).toBe(plain.heights[p.at]);
      // a horizontal face between linked cubes
      expect(decideFace(fakeWorld({ seed, links: [[a, south]] }), a, 'S').portal).not.toBeNull();
    }
    expect([...spots].sort((x, y) => x - y)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('keeps a portal and its neighbours off the river, with a dry cell between', () => {
    const a = { x: 0, y: 0 },
      b = { x: 1, y: 0 };
    let left = 0,
      right = 0,
      leftWithRoomRight = 0;
    for (let seed = 0; seed < 80; seed++) {
      const edges = { '0,0': { E: 'W' as const } };
      const f = decideFace(fakeWorld({ seed, edges, links: [[a, b]] }), a, 'E');
      const r = f.river as NonNullable<FaceSpec['river']>;
      const p = f.portal as NonNullable<FaceSpec['portal']>;
      expect(r).not.toBeNull();
      expect(p).not.toBeNull();
      if (p.at < r.at) {
        expect(p.at + 1).toBeLessThan(r.at - 1);
        left++;
        // chosen on the left although spots right of the river were free too: both sides are drawn from
        if (r.at + r.width + 2 <= 12) leftWithRoomRight++;
      } else {
        expect(p.at - 1).toBeGreaterThan(r.at + r.width);
        right++;
      }
      for (let t = 0; t < SIZE; t++) expect(f.water[t]).toBe(t >= r.at && t < r.at + r.width);
    }
    expect(left).toBeGreaterThan(0);
    expect(leftWithRoomRight).toBeGreaterThan(0);
    expect(right).toBeGreaterThan(0);
  });

  it('lifts a portal to an upper floor (about 3 in 10) only when both cubes have one', () => {
    const a = { x: 0, y: 0 },
      b = { x: 0, y: 1 };
    const floorsSeen = (fa: number, fb: number) => {
      const seen: number[] = [];
      for (let seed = 0; seed < 120; seed++) {
        const w = fakeWorld({ seed, floors: { '0,0': fa, '0,1': fb }, links: [[a, b]] });
        const f = decideFace(w, a, 'S');
        const p = f.portal as NonNullable<FaceSpec['portal']>;
        expect(p.h).toBe(f.heights[p.at] + 4 * p.floor);
        seen.push(p.floor);
      }
      return seen;
    };
    expect(new Set(floorsSeen(1, 3))).toEqual(new Set([0]));
    expect(new Set(floorsSeen(3, 1))).toEqual(new Set([0]));
    const two = floorsSeen(2, 3);
    expect(new Set(two)).toEqual(new Set([0, 1]));
    const three = floorsSeen(3, 4);
    expect(new Set(three)).toEqual(new Set([0, 1, 2]));
    const lifted = three.filter((f) => f > 0).length;
    expect(lifted).toBeGreaterThan(18);
    expect(lifted).toBeLessThan(54);
  });
});
