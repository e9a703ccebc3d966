import type { Cube, CubePortal, Waterfall } from './cube';
import type { CubeInspection } from './cube-file';
import { checkRoom, checkWaterfalls, checkWorld, problemSentence } from './check';
import { CORE_DEPTH, cubeKey, dirBetween, type Dir, type XY } from './geometry';
import type { DepthPlan, Room } from './planner';
import { defaultWeights } from './weights';
import type { World } from './world';

// check.ts walks a world: these tests feed it hand-made cubes, plans and worlds. The inspector re-run is
// stubbed where a test is about what checkRoom adds (`inspect`), and the world of checkWorld is made by
// hand from the seed's real plans (`fake`), so no test here builds a cube except the one real town cube.

const actualCubeFile = jest.requireActual<typeof import('./cube-file')>('./cube-file');
let inspect: (c: Cube) => CubeInspection = actualCubeFile.inspectCubeFull;
const inspected: Cube[] = [];
jest.mock('./cube-file', () => ({
  ...jest.requireActual<typeof import('./cube-file')>('./cube-file'),
  inspectCubeFull: (c: Cube) => {
    inspected.push(c);
    return inspect(c);
  },
}));
const actualWorld = jest.requireActual<typeof import('./world')>('./world');
let fake: ((seed: number) => World) | null = null;
jest.mock('./world', () => {
  const actual = jest.requireActual<typeof import('./world')>('./world');
  return {
    ...actual,
    createWorld: (seed: number, w?: typeof defaultWeights) => (fake ? fake(seed) : actual.createWorld(seed, w)),
  };
});

const passes = (): CubeInspection => ({ passed: true, verdict: {} as CubeInspection['verdict'], problems: [] });
afterEach(() => {
  inspect = actualCubeFile.inspectCubeFull;
  inspected.length = 0;
  fake = null;
});

/** A face portal on side `dir` of a cube, towards `to`, at the middle of that edge. */
function facePortal(dir: Dir | null, to: XY | null, more: Partial<CubePortal> = {}): CubePortal {
  const at: Record<Dir, [number, number]> = { N: [7, 0], S: [7, 15], E: [15, 7], W: [0, 7] };
  const [x, y] = dir ? at[dir] : [5, 5];
  return {
    id: 'p',
    kind: 'face',
    dir,
    x,
    y,
    floor: 0,
    h: null,
    to,
    exit: false,
    arrival: false,
    layer: 0,
    standH: 4,
    ...more,
  };
}
const special = (kind: CubePortal['kind'], exit: boolean): CubePortal => facePortal(null, null, { kind, exit });
/** A cube by hand: only what checkRoom and checkWaterfalls read (the inspector is stubbed). */
function cubeAt(depth: number, x: number, y: number, more: Partial<Cube> = {}): Cube {
  return {
    depth,
    x,
    y,
    portals: [],
    treasure: null,
    builder: 'plain',
    tries: 1,
    waterfalls: [],
    fallFromAbove: null,
    water: Array.from({ length: 16 }, () => Array.from({ length: 16 }, () => false)),
    ...more,
  } as unknown as Cube;
}
const room = (x: number, y: number, more: Partial<Room> = {}): Room => ({
  x,
  y,
  role: 'route',
  order: 1,
  guardian: null,
  treasure: false,
  parent: null,
  ...more,
});
const planOf = (depth: number, rooms: Room[], links: [XY, XY][] = []): DepthPlan => ({
  depth,
  rooms,
  links,
  route: rooms,
  entry: rooms[0],
  well: rooms[rooms.length - 1],
  steps: 0,
});
/** A world that only answers cube(): the cubes given, by depth and position. */
function worldOf(cubes: Cube[], has: (d: number, x: number, y: number) => boolean = () => true): World {
  return {
    has,
    cube: (d: number, x: number, y: number) => {
      const c = cubes.find((q) => q.depth === d && q.x === x && q.y === y);
      if (!c) throw new Error(`no cube ${d} (${x},${y}) in this test`);
      return c;
    },
  } as unknown as World;
}

describe('problemSentence', () => {
  it('writes a cube’s problem after its cube and a plan’s after its depth', () => {
    expect(problemSentence({ depth: 4, x: 1, y: -2, reason: 'no portal to (0,0)' })).toBe(
      'depth 4 cube (1,-2): no portal to (0,0)',
    );
    expect(problemSentence({ depth: 0, x: null, y: null, reason: 'the town must be one room' })).toBe(
      'depth 0: the town must be one room',
    );
  });
});

describe('checkRoom: the inspector run again', () => {
  it('reports each inspector problem with the cube’s prefix, the rule named except for reach', () => {
    inspect = () => ({
      passed: false,
      verdict: {} as CubeInspection['verdict'],
      problems: [
        { rule: 'reach', at: [1, 2, 0], message: 'cannot reach the exit' },
        { rule: 'route-step', at: null, message: 'a step of route 0 is no move' },
      ],
    });
    const c = cubeAt(3, 2, -1);
    expect(checkRoom(worldOf([]), 3, c, planOf(3, []))).toEqual([
      'depth 3 cube (2,-1): cannot reach the exit',
      'depth 3 cube (2,-1): route-step: a step of route 0 is no move',
    ]);
  });

  it('inspects a copy read back from the cube’s JSON, not the object it was given', () => {
    inspect = passes;
    const c = cubeAt(3, 2, -1, { treasure: [1, 2, 0] });
    checkRoom(worldOf([]), 3, c, planOf(3, []));
    expect(inspected).toHaveLength(1);
    expect(inspected[0]).toEqual(c);
    expect(inspected[0]).not.toBe(c);
  });

  it('passes a real town cube, and fails it once its ground is taken away from under the portals', () => {
    const w = actualWorld.createWorld(11);
    const p = w.plan(0);
    const c = w.cube(0, p.well.x, p.well.y);
    expect(checkRoom(w, 0, c, p)).toEqual([]);
    const forged = { ...c, portals: c.portals.map((q) => ({ ...q, layer: 1 })) };
    const found = checkRoom(w, 0, forged, p);
    expect(found.length).toBeGreaterThan(0);
    for (const m of found) expect(m.startsWith(`depth 0 cube (${c.x},${c.y}): `)).toBe(true);
  });
});

describe('checkRoom: portals of the plan’s links', () => {
  const a = { x: 0, y: 0 },
    east = { x: 1, y: 0 },
    south = { x: 0, y: 1 };
  const run = (mine: CubePortal[], theirs: CubePortal[], to: XY = east, links: [XY, XY][] = [[a, to]]) => {
    inspect = passes;
    const c = cubeAt(2, a.x, a.y, { portals: mine });
    const other = cubeAt(2, to.x, to.y, { portals: theirs });
    return checkRoom(worldOf([c, other]), 2, c, planOf(2, [], links));
  };
  const e = (more: Partial<CubePortal> = {}) => facePortal('E', east, more);
  const w = (more: Partial<CubePortal> = {}) => facePortal('W', a, more);

  it('accepts portals that face each other on the shared wall, whichever way the link is written', () => {
    expect(run([e()], [w()])).toEqual([]);
    expect(run([e()], [w()], east, [[east, a]])).toEqual([]);
    expect(run([facePortal('S', south)], [facePortal('N', a)], south)).toEqual([]);
    expect(run([facePortal('S', south)], [facePortal('N', a)], south, [[south, a]])).toEqual([]);
  });

  it('ignores links of other rooms', () => {
    inspect = passes;
    const c = cubeAt(2, 0, 0);
    const links: [XY, XY][] = [
      [
        { x: 5, y: 5 },
        { x: 5, y: 6 },
      ],
    ];
    expect(checkRoom(worldOf([]), 2, c, planOf(2, [], links))).toEqual([]);
  });

  it('names a missing portal on either side', () => {
    const msg = ['depth 2 cube (0,0): no portal to (1,0)'];
    expect(run([], [w()])).toEqual(msg);
    expect(run([e()], [])).toEqual(msg);
    // portals that lead nowhere or elsewhere do not count
    expect(run([facePortal('E', null), facePortal('S', south)], [w()])).toEqual(msg);
    expect(run([e()], [facePortal('W', null), facePortal('N', { x: 1, y: -1 })])).toEqual(msg);
    expect(run([special('well', true), e()], [special('entry', false), w()])).toEqual([]);
  });

  it('requires the two portals to line up: same place along the wall, facing, same floor and height', () => {
    const msg = ['depth 2 cube (0,0): portal to (1,0) does not line up'];
    expect(run([e()], [w({ y: 8 })])).toEqual(msg);
    // along an east wall only y counts; along a south wall only x
    expect(run([e({ x: 14 })], [w()])).toEqual([]);
    expect(run([facePortal('S', south)], [facePortal('N', a, { x: 8 })], south)).toEqual([
      'depth 2 cube (0,0): portal to (0,1) does not line up',
    ]);
    expect(run([facePortal('S', south, { y: 14 })], [facePortal('N', a)], south)).toEqual([]);
    expect(run([facePortal('N', south, { x: 7, y: 15 })], [facePortal('N', a)], south)).toEqual([
      'depth 2 cube (0,0): portal to (0,1) does not line up',
    ]);
    expect(run([e()], [w({ dir: 'E' })])).toEqual(msg);
    expect(run([e({ dir: null, y: 7 })], [w()])).toEqual(msg);
    expect(run([e()], [w({ dir: null })])).toEqual(msg);
    expect(run([e({ floor: 1 })], [w()])).toEqual(msg);
    expect(run([e()], [w({ standH: 8 })])).toEqual(msg);
    expect(run([e({ floor: 1, standH: 8 })], [w({ floor: 1, standH: 8 })])).toEqual([]);
  });
});

describe('checkRoom: what the plan asks of the room', () => {
  const at = 'depth 5 cube (3,4)';
  const check = (r: Partial<Room> | null, more: Partial<Cube>, depth = 5) => {
    inspect = passes;
    const c = cubeAt(depth, 3, 4, more);
    const rooms = r ? [room(3, 4, r)] : [room(9, 9, { treasure: true, guardian: 'side', role: 'core' })];
    return checkRoom(worldOf([]), depth, c, planOf(depth, rooms));
  };

  it('asks for the planned treasure', () => {
    expect(check({ treasure: true }, {})).toEqual([`${at}: planned treasure not placed`]);
    expect(check({ treasure: true }, { treasure: [2, 2, 0] })).toEqual([]);
    expect(check({ treasure: false }, {})).toEqual([]);
  });

  it('asks for an arena in a guardian room', () => {
    expect(check({ guardian: 'side' }, { builder: 'plain' as Cube['builder'] })).toEqual([
      `${at}: guardian room is not an arena`,
    ]);
    expect(
      check(
        { guardian: 'descent', role: 'well' },
        { builder: 'plain' as Cube['builder'], portals: [special('well', true)] },
      ),
    ).toEqual([`${at}: guardian room is not an arena`]);
    expect(check({ guardian: 'side' }, { builder: 'arena' })).toEqual([]);
    expect(check({ guardian: null }, { builder: 'plain' as Cube['builder'] })).toEqual([]);
  });

  it('asks for an entry in the entry room', () => {
    expect(check({ role: 'entry' }, {})).toEqual([`${at}: no entry under the well above`]);
    expect(check({ role: 'entry' }, { portals: [special('well', true), special('core', true)] })).toEqual([
      `${at}: no entry under the well above`,
    ]);
    expect(check({ role: 'entry' }, { portals: [special('entry', false)] })).toEqual([]);
    expect(check({ role: 'route' }, {})).toEqual([]);
  });

  it('asks for a well that is an exit in the well room and in the town', () => {
    expect(check({ role: 'well' }, {})).toEqual([`${at}: no well`]);
    expect(check({ role: 'well' }, { portals: [special('well', false)] })).toEqual([`${at}: no well`]);
    expect(check({ role: 'well' }, { portals: [special('core', true), special('entry', true)] })).toEqual([
      `${at}: no well`,
    ]);
    expect(check({ role: 'well' }, { portals: [special('entry', false), special('well', true)] })).toEqual([]);
    // at depth 0 whatever the plan says of the room
    expect(check(null, {}, 0)).toEqual(['depth 0 cube (3,4): no well']);
    expect(check({ role: 'route' }, {}, 0)).toEqual(['depth 0 cube (3,4): no well']);
    expect(check(null, { portals: [special('well', true)] }, 0)).toEqual([]);
  });

  it('allows no well at the core depth, and asks for the core in the core room', () => {
    const core = `depth ${CORE_DEPTH} cube (3,4)`;
    expect(check({ role: 'route' }, { portals: [special('well', false)] }, CORE_DEPTH)).toEqual([
      `${core}: a well at the core depth`,
    ]);
    expect(check({ role: 'route' }, { portals: [special('well', false)] }, CORE_DEPTH - 1)).toEqual([]);
    expect(check({ role: 'core' }, {}, CORE_DEPTH)).toEqual([`${core}: no core`]);
    expect(check({ role: 'core' }, { portals: [special('core', false)] }, CORE_DEPTH)).toEqual([`${core}: no core`]);
    expect(check({ role: 'core' }, { portals: [special('entry', true)] }, CORE_DEPTH)).toEqual([`${core}: no core`]);
    expect(check({ role: 'core' }, { portals: [special('entry', false), special('core', true)] }, CORE_DEPTH)).toEqual(
      [],
    );
  });

  it('asks nothing of a cube that is not a room of the plan', () => {
    expect(check(null, { builder: 'plain' as Cube['builder'] })).toEqual([]);
  });

  it('lists every broken rule in order: inspector, links, treasure, arena, entry, well, core', () => {
    inspect = () => ({
      passed: false,
      verdict: {} as CubeInspection['verdict'],
      problems: [{ rule: 'reach', at: null, message: 'stuck' }],
    });
    const r = room(3, 4, { role: 'core', treasure: true, guardian: 'side' });
    const c = cubeAt(CORE_DEPTH, 3, 4, { portals: [special('well', true)] });
    const other = cubeAt(CORE_DEPTH, 4, 4);
    const p = planOf(CORE_DEPTH, [r], [[r, { x: 4, y: 4 }]]);
    const core = `depth ${CORE_DEPTH} cube (3,4)`;
    expect(checkRoom(worldOf([c, other]), CORE_DEPTH, c, p)).toEqual([
      `${core}: stuck`,
      `${core}: no portal to (4,4)`,
      `${core}: planned treasure not placed`,
      `${core}: guardian room is not an arena`,
      `${core}: a well at the core depth`,
      `${core}: no core`,
    ]);
  });
});

describe('checkWaterfalls', () => {
  const at = 'depth 6 cube (2,3)';
  const fall = (more: Partial<Waterfall> = {}): Waterfall => ({
    x: 4,
    y: 9,
    drop: 3,
    intoBelow: true,
    below: { depth: 7, x: 2, y: 3, at: [4, 9] },
    ...more,
  });
  const wet = (x: number, y: number) =>
    Array.from({ length: 16 }, (_, yy) => Array.from({ length: 16 }, (_, xx) => xx === x && yy === y));
  const knowing = { depth: 6, x: 2, y: 3, at: [4, 9] as const };
  const lower = (more: Partial<Cube> = {}) => cubeAt(7, 2, 3, { water: wet(4, 9), fallFromAbove: knowing, ...more });
  const run = (falls: Waterfall[], below: Cube = lower(), has = () => true) =>
    checkWaterfalls(worldOf([below], has), cubeAt(6, 2, 3, { waterfalls: falls }));

  it('passes a waterfall that lands in water in the cube below, built knowing it', () => {
    expect(run([fall()])).toEqual([]);
  });

  it('ignores waterfalls that stay in the cube', () => {
    expect(
      run([fall({ intoBelow: false, below: undefined })], lower({ water: wet(0, 0), fallFromAbove: null })),
    ).toEqual([]);
  });

  it('names a waterfall into the floor without a cube below', () => {
    expect(run([fall({ below: undefined })])).toEqual([
      `${at}: waterfall at (4,9) leaves the cube downward but names no cube below`,
    ]);
  });

  it('names a waterfall that does not fall straight down', () => {
    const off = (below: NonNullable<Waterfall['below']>) => run([fall({ below })]);
    const msg = (d: number, x: number, y: number, ax: number, ay: number) => [
      `${at}: waterfall at (4,9) does not fall straight down (below: depth ${d} (${x},${y}) at ${ax},${ay})`,
    ];
    expect(off({ depth: 8, x: 2, y: 3, at: [4, 9] })).toEqual(msg(8, 2, 3, 4, 9));
    expect(off({ depth: 6, x: 2, y: 3, at: [4, 9] })).toEqual(msg(6, 2, 3, 4, 9));
    expect(off({ depth: 7, x: 3, y: 3, at: [4, 9] })).toEqual(msg(7, 3, 3, 4, 9));
    expect(off({ depth: 7, x: 2, y: 2, at: [4, 9] })).toEqual(msg(7, 2, 2, 4, 9));
    expect(off({ depth: 7, x: 2, y: 3, at: [9, 9] })).toEqual(msg(7, 2, 3, 9, 9));
    expect(off({ depth: 7, x: 2, y: 3, at: [4, 4] })).toEqual(msg(7, 2, 3, 4, 4));
  });

  it('names a waterfall into a cube that is not built, without building it', () => {
    const asked: string[] = [];
    const has = (d: number, x: number, y: number) => {
      asked.push(`${d}:${x},${y}`);
      return false;
    };
    const w = {
      has,
      cube: () => {
        throw new Error('built the cube below');
      },
    } as unknown as World;
    expect(checkWaterfalls(w, cubeAt(6, 2, 3, { waterfalls: [fall()] }))).toEqual([
      `${at}: waterfall at (4,9) falls into depth 7 (2,3), which is not built`,
    ]);
    expect(asked).toEqual(['7:2,3']);
  });

  it('names a landing on dry ground (water is read as row y, column x)', () => {
    expect(run([fall()], lower({ water: wet(9, 4) }))).toEqual([
      `${at}: waterfall at (4,9) lands on dry ground at (4,9) of depth 7 cube (2,3)`,
    ]);
  });

  it('names a cube below that was not built knowing the waterfall', () => {
    const msg = [`${at}: waterfall at (4,9): depth 7 cube (2,3) was not built knowing it`];
    expect(run([fall()], lower({ fallFromAbove: null }))).toEqual(msg);
    expect(run([fall()], lower({ fallFromAbove: { ...knowing, depth: 5 } }))).toEqual(msg);
    expect(run([fall()], lower({ fallFromAbove: { ...knowing, at: [5, 9] } }))).toEqual(msg);
    expect(run([fall()], lower({ fallFromAbove: { ...knowing, at: [4, 8] } }))).toEqual(msg);
  });

  it('checks every waterfall, each problem in order, a dry landing and an unknowing cube both', () => {
    expect(
      run(
        [fall({ below: undefined }), fall({ x: 5, below: { depth: 7, x: 2, y: 3, at: [4, 9] } }), fall()],
        lower({ water: wet(0, 0), fallFromAbove: null }),
      ),
    ).toEqual([
      `${at}: waterfall at (4,9) leaves the cube downward but names no cube below`,
      `${at}: waterfall at (5,9) does not fall straight down (below: depth 7 (2,3) at 4,9)`,
      `${at}: waterfall at (4,9) lands on dry ground at (4,9) of depth 7 cube (2,3)`,
      `${at}: waterfall at (4,9): depth 7 cube (2,3) was not built knowing it`,
    ]);
  });
});

describe('checkWorld', () => {
  /**
   * A world with the seed's real plans and hand-made cubes that keep every rule of checkRoom (portals on
   * both sides of each link, entry, well, core, treasure, arenas); `edit` may change any cube. It counts
   * cube() calls and advances a fake clock by 10 + x + y ms per cube built (once per cube, memoised).
   */
  function fakeWorld(
    seed: number,
    edit: (c: Cube, p: DepthPlan) => Cube = (c) => c,
    plans?: (p: DepthPlan) => DepthPlan,
  ) {
    const real = actualWorld.createWorld(seed);
    const clock = { t: 0, built: 0 };
    const memo = new Map<string, Cube>();
    const plan = (d: number) => (plans ? plans(real.plan(d)) : real.plan(d));
    const build = (d: number, x: number, y: number): Cube => {
      const p = plan(d);
      const r = p.rooms.find((q) => q.x === x && q.y === y);
      const portals: CubePortal[] = [];
      for (const [u, v] of p.links) {
        const other = cubeKey(u) === cubeKey({ x, y }) ? v : cubeKey(v) === cubeKey({ x, y }) ? u : null;
        if (other) portals.push(facePortal(dirBetween({ x, y }, other), other));
      }
      if (r?.role === 'entry') portals.push(special('entry', false));
      if (r?.role === 'well' || d === 0) portals.push(special('well', true));
      if (r?.role === 'core') portals.push(special('core', true));
      const c = cubeAt(d, x, y, {
        portals,
        treasure: r?.treasure ? [1, 1, 0] : null,
        builder: r?.guardian ? 'arena' : ('plain' as Cube['builder']),
        tries: 1 + ((x + y + d) & 1),
      });
      return edit(c, p);
    };
    const w = {
      seed: real.seed,
      weights: defaultWeights,
      plan,
      has: () => true,
      cube: (d: number, x: number, y: number) => {
        const key = `${d}:${x},${y}`;
        let c = memo.get(key);
        if (!c) {
          clock.t += 10 + Math.abs(x) + Math.abs(y);
          clock.built++;
          c = build(d, x, y);
          memo.set(key, c);
        }
        return c;
      },
    } as unknown as World;
    return { w, clock, real };
  }
  const use = (f: ReturnType<typeof fakeWorld>) => {
    fake = () => f.w;
    inspect = passes;
    return f;
  };
  const roomsUpTo = (real: World, upTo: number) =>
    Array.from({ length: upTo + 1 }, (_, d) => real.plan(d).rooms.map((r) => ({ depth: d, x: r.x, y: r.y }))).flat();

  it('walks a world whose every room keeps the rules: walkable to the core, every room once, in walk order', () => {
    const { real, clock } = use(fakeWorld(3));
    const r = checkWorld(3);
    const rooms = roomsUpTo(real, CORE_DEPTH);
    expect(r.failures).toEqual([]);
    expect(r.problems).toEqual([]);
    expect(r.walkable).toBe(true);
    expect(r.depths).toBe(CORE_DEPTH);
    expect(r.seed).toBe(3);
    expect(r.cubes).toBe(rooms.length);
    expect(clock.built).toBe(rooms.length);
    // without a clock every time is 0; tries are each cube's own
    expect(r.cubeStats).toEqual(rooms.map((q) => ({ ...q, ms: 0, tries: 1 + ((q.x + q.y + q.depth) & 1) })));
    const tries = r.cubeStats.map((s) => s.tries);
    expect(r.triesMean).toBeCloseTo(tries.reduce((a, b) => a + b, 0) / tries.length, 10);
    expect(r.triesMean).toBeGreaterThan(1);
    expect(r.triesMean).toBeLessThan(2);
    expect(r.triesMax).toBe(2);
    expect(r.waterfalls).toEqual({ checked: 0, mismatches: 0 });
  });

  it('gives the seed as the world has it and walks only to upTo', () => {
    const { real } = use(fakeWorld(-1));
    const r = checkWorld(-1, defaultWeights, { upTo: 2 });
    expect(r.seed).toBe(4294967295);
    expect(r.depths).toBe(2);
    expect(r.cubeStats.map(({ depth, x, y }) => ({ depth, x, y }))).toEqual(roomsUpTo(real, 2));
  });

  it('times each cube by the caller’s clock, while it is built, once', () => {
    const f = use(fakeWorld(5));
    const reads: number[] = [];
    const r = checkWorld(5, defaultWeights, {
      upTo: 1,
      now: () => {
        reads.push(f.clock.t);
        return f.clock.t;
      },
    });
    expect(r.cubeStats.map((s) => s.ms)).toEqual(r.cubeStats.map((s) => 10 + Math.abs(s.x) + Math.abs(s.y)));
    expect(reads).toHaveLength(2 * r.cubes);
  });

  it('with nothing walked: no cubes, tries 0, depth 0, walkable', () => {
    use(fakeWorld(5));
    const r = checkWorld(5, defaultWeights, { upTo: -1 });
    expect(r).toEqual({
      seed: 5,
      walkable: true,
      depths: 0,
      cubes: 0,
      triesMean: 0,
      triesMax: 0,
      failures: [],
      problems: [],
      cubeStats: [],
      waterfalls: { checked: 0, mismatches: 0 },
      softLocks: 0,
      pinFailures: 0,
    });
  });

  it('stops the passing depths at the first failing one, and says where and why, in order', () => {
    let broken: XY | null = null;
    const f = use(
      fakeWorld(7, (c, p) => {
        if (p.depth !== 2 || c.x !== p.route[1].x || c.y !== p.route[1].y) return c;
        broken = p.route[2];
        return { ...c, portals: c.portals.filter((q) => !(q.to && cubeKey(q.to) === cubeKey(p.route[2]))) };
      }),
    );
    const r = checkWorld(7, defaultWeights, { upTo: 4 });
    const p = f.real.plan(2);
    const [b, n] = [p.route[1], broken as unknown as XY];
    expect(r.walkable).toBe(false);
    expect(r.depths).toBe(1);
    // the room without the portal, then its neighbour, which finds none facing it
    expect(r.failures).toEqual([
      `depth 2 cube (${b.x},${b.y}): no portal to (${n.x},${n.y})`,
      `depth 2 cube (${n.x},${n.y}): no portal to (${b.x},${b.y})`,
    ]);
    expect(r.problems).toEqual([
      { depth: 2, x: b.x, y: b.y, reason: `no portal to (${n.x},${n.y})` },
      { depth: 2, x: n.x, y: n.y, reason: `no portal to (${b.x},${b.y})` },
    ]);
  });

  it('checks each depth’s plan against the one above: a route that does not start under the well above', () => {
    // depth 1's well moved to the opposite cube of the same ring: depth 1 keeps its rules, depth 2 starts elsewhere
    const f = use(
      fakeWorld(
        7,
        (c) => c,
        (p) => (p.depth === 1 ? { ...p, well: { x: -p.well.x, y: -p.well.y } } : p),
      ),
    );
    expect(f.real.plan(1).well).not.toEqual({ x: 0, y: 0 });
    const r = checkWorld(7, defaultWeights, { upTo: 3 });
    expect(r.failures).toEqual(['depth 2: route does not start under the well above']);
    expect(r.problems).toEqual([{ depth: 2, x: null, y: null, reason: 'route does not start under the well above' }]);
    expect(r.depths).toBe(1);
  });

  it('counts depth 0 failing as no depth passed', () => {
    use(fakeWorld(7, (c) => (c.depth === 0 ? { ...c, portals: [] } : c)));
    const r = checkWorld(7, defaultWeights, { upTo: 1 });
    expect(r.depths).toBe(0);
    expect(r.walkable).toBe(false);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatch(/^depth 0 cube \(-?\d+,-?\d+\): no well$/);
  });

  it('puts a depth’s plan failures before its rooms’, then rooms and waterfalls room by room', () => {
    const fall: Waterfall = { x: 4, y: 9, drop: 3, intoBelow: true };
    const still: Waterfall = { x: 1, y: 1, drop: 2, intoBelow: false };
    const f = use(
      fakeWorld(
        9,
        (c, p) => {
          if (p.depth !== 3) return c;
          const [first, second] = p.rooms;
          if (c.x === first.x && c.y === first.y) return { ...c, waterfalls: [still, fall] };
          if (c.x === second.x && c.y === second.y) return { ...c, waterfalls: [fall, fall] };
          return c;
        },
        (p) =>
          p.depth === 3 ? { ...p, rooms: p.rooms.map((r, i) => (i === 0 ? { ...r, treasure: !r.treasure } : r)) } : p,
      ),
    );
    const r = checkWorld(9, defaultWeights, { upTo: 3 });
    const p = f.w.plan(3);
    const [first, second] = p.rooms;
    const treasures = p.rooms.filter((q) => q.treasure).length;
    const at = (q: XY) => `depth 3 cube (${q.x},${q.y})`;
    const noBelow = 'waterfall at (4,9) leaves the cube downward but names no cube below';
    const expected = [
      `depth 3: ${treasures} treasure sites, not 4`,
      `${at(first)}: ${noBelow}`,
      `${at(second)}: ${noBelow}`,
      `${at(second)}: ${noBelow}`,
    ];
    expect(r.failures).toEqual(expected);
    expect(r.problems.map((q) => [q.depth, q.x, q.y])).toEqual([
      [3, null, null],
      [3, first.x, first.y],
      [3, second.x, second.y],
      [3, second.x, second.y],
    ]);
    expect(r.problems[r.problems.length - 1].reason).toBe(noBelow);
    expect(r.waterfalls).toEqual({ checked: 3, mismatches: 3 });
    expect(r.depths).toBe(2);
  });
});
