import { checkWorld } from './check';
import { collapseTrace } from './collapse-trace';
import { cubeKey } from './geometry';
import { PIECES } from './pieces';
import { pinErrors, pinnedCubes, type Pin } from './pins';
import { depthMapJson } from './views';
import { defaultWeights, parseWeights, type Weights } from './weights';
import { createWorld } from './world';

const withPins = (pins: Pin[]): Weights => ({ ...defaultWeights, pins });
const messages = (pins: Pin[]) => pinErrors(pins, 'w.json').map((e) => `${e.path}: ${e.message}`);

describe('pins (#38)', () => {
  it.each<[Pin, string[]]>([
    [
      { depth: 3, role: 'route', piece: 'LXLX' },
      [
        '/pins/0/piece: pin 0: unknown piece "LXLX" (pieces are named by their N, E, S, W edges, e.g. "LWLW", "LLLL-pond")',
      ],
    ],
    [{ depth: 3, role: 'core', kind: 'meadow' }, ['/pins/0/role: pin 0: only depth 20 has the core room']],
    [
      { depth: 20, role: 'well', kind: 'meadow' },
      ['/pins/0/role: pin 0: depth 20 has no well (its last room is the core)'],
    ],
    [
      { depth: 0, role: 'route', kind: 'meadow' },
      ['/pins/0/role: pin 0: depth 0 is the town: its one room is the well (role "well"), never "route"'],
    ],
    [
      { depth: 4, role: 'guardian', piece: 'LWLW' },
      ['/pins/0: pin 0: a guardian room is a guardian arena, kept flat and dry: "LWLW" has water'],
    ],
    [
      { depth: 4, role: 'well', kind: 'lake' },
      ['/pins/0: pin 0: a well room is a guardian arena, kept flat and dry: "lake" has water'],
    ],
    [{ depth: 4, role: 'guardian', kind: 'meadow' }, []], // LLLL is dry, the pond is not drawn
    [
      { depth: 4, at: [0, 0], kind: 'meadow' },
      ['/pins/0/at: pin 0: (0,0) is never a cube of depth 4 (its ring is 5..8 from the centre)'],
    ],
    [
      { depth: 4, role: 'route', at: [5, 5], kind: 'meadow' },
      ['/pins/0: pin 0: give exactly one of "role" (a planned room) and "at" (a cube position)'],
    ],
    [{ depth: 4, role: 'route' }, ['/pins/0: pin 0: give exactly one of "piece" and "kind" to force']],
  ])('checks a pin on its own, naming its index and why it can never hold: %j', (pin, expected) => {
    expect(messages([pin])).toEqual(expected);
  });

  it('refuses two pins on one cube: the same position, the same role, or roles that can share a room', () => {
    expect(
      messages([
        { depth: 4, at: [5, 5], kind: 'meadow' },
        { depth: 4, at: [5, 5], kind: 'highland' },
        { depth: 4, role: 'route', kind: 'meadow' },
        { depth: 4, role: 'treasure', kind: 'meadow' },
        { depth: 5, role: 'route', kind: 'meadow' }, // another depth: fine
        { depth: 4, role: 'entry', kind: 'meadow' }, // never a route room: fine
        { depth: 4, role: 'entry', kind: 'slope' },
      ]),
    ).toEqual([
      '/pins/1: pin 1: two pins on one cube: pin 0 is at the same position',
      '/pins/3: pin 3: two pins on one cube: pin 2 ("route") can name the same room',
      '/pins/5: pin 5: two pins on one cube: pin 3 ("treasure") can name the same room',
      '/pins/6: pin 6: two pins on one cube: pin 3 ("treasure") can name the same room',
    ]);
  });

  it('parseWeights checks pins with the file, the JSON path and the schema', () => {
    const r = parseWeights(JSON.stringify(withPins([{ depth: 2, role: 'core', piece: 'LLLL' }])), 'w.json');
    expect(!r.ok && r.errors).toEqual([
      { file: 'w.json', path: '/pins/0/role', message: 'pin 0: only depth 20 has the core room' },
    ]);
    const bad = parseWeights(JSON.stringify(withPins([{ depth: 2, role: 'hall', kind: 'meadow' } as never])), 'w.json');
    expect(!bad.ok && bad.errors[0]).toEqual(expect.objectContaining({ file: 'w.json', path: '/pins/0/role' }));
  });

  it('an at pin wins over a role pin on the same cube', () => {
    const plan = createWorld(4).plan(3);
    const r = plan.route[2];
    const pinned = pinnedCubes(
      [
        { depth: 3, at: [r.x, r.y], kind: 'highland' },
        { depth: 3, role: 'route', kind: 'slope' },
        { depth: 4, role: 'route', kind: 'meadow' },
      ],
      plan,
    );
    expect(pinned.get(cubeKey(r))).toEqual({
      pin: 0,
      pieces: PIECES.filter((p) => p.kind === 'highland').map((p) => p.id),
    });
    const routeRooms = plan.rooms.filter((q) => q.role === 'route');
    expect([...pinned.keys()].sort()).toEqual(routeRooms.map(cubeKey).sort());
    expect(routeRooms.filter((q) => pinned.get(cubeKey(q))?.pin === 1)).toHaveLength(routeRooms.length - 1);
  });

  it('forces every planned room of a role and a piece at a position, in every world; pinned cubes collapse first', () => {
    for (const seed of [1, 2, 3]) {
      const plain = createWorld(seed).plan(3);
      const side = plain.rooms.find((r) => r.role === 'side') ?? plain.rooms[1];
      const pins: Pin[] = [
        { depth: 3, role: 'route', kind: 'slope' },
        { depth: 3, role: 'entry', kind: 'slope' },
        { depth: 3, at: [side.x, side.y], kind: 'slope' },
        { depth: 4, at: [plain.well.x, plain.well.y], piece: 'HLHL-chasm' }, // the entry of depth 4, alone
      ];
      const w = createWorld(seed, withPins(pins));
      const m = w.map(3);
      const cube = (x: number, y: number) => m.cubes.find((c) => c.x === x && c.y === y);
      for (const r of m.rooms.filter((q) => q.role === 'route' && cubeKey(q) !== cubeKey(side)))
        expect(cube(r.x, r.y)).toEqual(expect.objectContaining({ kind: 'slope', pin: 0 }));
      expect(cube(plain.entry.x, plain.entry.y)).toEqual(expect.objectContaining({ kind: 'slope', pin: 1 }));
      expect(cube(side.x, side.y)).toEqual(expect.objectContaining({ kind: 'slope', pin: 2 }));
      expect(m.pins.every((p) => p.held)).toBe(true);
      expect(m.cubes.filter((c) => c.pin !== undefined)).toHaveLength(m.pins.length);
      expect(depthMapJson(m)).toEqual(expect.objectContaining({ pins: m.pins }));
      const below = w.map(4).cubes.find((c) => c.x === plain.well.x && c.y === plain.well.y);
      expect(below).toEqual(expect.objectContaining({ piece: 'HLHL-chasm', pin: 3 }));
      // the trace starts from the pinned cubes and marks them, and still replays the map
      const t = collapseTrace(seed, 3, withPins(pins));
      const firsts = t.steps.slice(0, m.pins.length);
      expect(firsts.map((s) => s.pin)).toEqual(m.pins.map((p) => p.pin));
      expect(t.steps.slice(m.pins.length).every((s) => s.pin === undefined)).toBe(true);
      const replay = new Map(t.steps.map((s) => [cubeKey(t.cubes[s.cube]), s.piece]));
      for (const c of m.cubes) expect(replay.get(cubeKey(c))).toBe(c.piece);
      // same weights and seed, same world
      expect(createWorld(seed, withPins(pins)).map(3)).toEqual(m);
      expect(checkWorld(seed, withPins(pins), { upTo: 4 }).failures).toEqual([]);
    }
  });

  it('a pin that cannot hold in one world fails that world only, naming the seed and the pin', () => {
    const m = createWorld(5).map(6);
    const r = m.rooms.find((q) => m.cubes.some((c) => c.x === q.x + 1 && c.y === q.y)) as { x: number; y: number };
    // water on the east edge of one cube, lowland on the west edge of the cube east of it: the edges cannot meet
    const pins: Pin[] = [
      { depth: 6, at: [r.x, r.y], piece: 'LWLL' },
      { depth: 6, at: [r.x + 1, r.y], piece: 'LLLL' },
    ];
    expect(pinErrors(pins, 'w.json')).toEqual([]);
    const w = createWorld(5, withPins(pins)).map(6);
    const failed = w.pins.filter((p) => !p.held);
    expect(failed).toHaveLength(1);
    expect(failed[0].why).toMatch(/its edges cannot meet \(.*\) LWLL beside it|is a guardian arena/);
    const c = checkWorld(5, withPins(pins), { upTo: 6 });
    expect(c.walkable).toBe(false);
    expect(c.pinFailures).toBe(1);
    expect(c.failures.filter((f) => f.includes('world 5: pin '))).toEqual([
      `depth 6 cube (${failed[0].x},${failed[0].y}): world 5: pin ${failed[0].pin} (depth 6 at (${pins[failed[0].pin].at?.join(',')}) → ${pins[failed[0].pin].piece}) does not hold: ${failed[0].why}`,
    ]);
    // a world where those cubes are never collapsed together has nothing to fail
    const other = [6, 7, 8, 9].find((s) => createWorld(s, withPins(pins)).map(6).pins.length === 0);
    if (other !== undefined) expect(checkWorld(other, withPins(pins), { upTo: 6 }).failures).toEqual([]);
  });

  it('pins with an empty list (or none) change nothing', () => {
    const without: Weights = {
      pieces: defaultWeights.pieces,
      variantScale: defaultWeights.variantScale,
      archetypes: defaultWeights.archetypes,
      themes: defaultWeights.themes,
    };
    for (const seed of [7, 2024]) {
      const a = createWorld(seed, withPins([]));
      const b = createWorld(seed, without);
      const c = createWorld(seed);
      for (const d of [0, 5, 20]) {
        expect(a.map(d)).toEqual(c.map(d));
        expect(b.map(d)).toEqual(c.map(d));
        expect(depthMapJson(a.map(d))).not.toHaveProperty('pins');
        expect(collapseTrace(seed, d, withPins([]))).toEqual(collapseTrace(seed, d));
      }
      const r = c.plan(5).route[2];
      expect(a.cube(5, r.x, r.y)).toEqual(c.cube(5, r.x, r.y));
    }
    expect(PIECES.some((p) => p.name === 'LWLL')).toBe(true);
  });
});
