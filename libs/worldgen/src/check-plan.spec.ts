import { checkPlan } from './check';
import { CORE_DEPTH, cubeKey, neighbours, type XY } from './geometry';
import { planWorld, ROOMS_MAX, ROUTE_MAX, ROUTE_MIN, TREASURES, type DepthPlan, type Room } from './planner';

// checkPlan on hand-broken plans: each rule's sentence exactly, and nothing else, so a rule that stops
// firing (or fires on a good plan) fails here.
const plans = planWorld(3);
/** A depth with a side room and room to spare, and the depth above it. */
const d = plans.findIndex((p, i) => i > 0 && i < CORE_DEPTH && p.rooms.some((r) => r.role === 'side'));
const p = plans[d];
const above = plans[d - 1];
const at = `depth ${d}`;
const far = (i: number): XY => ({ x: 1000 + 2 * i, y: 1000 });
const filler = (i: number): Room => ({
  ...far(i),
  role: 'route',
  order: null,
  guardian: null,
  treasure: false,
  parent: null,
});
const withRooms = (rooms: readonly Room[]): DepthPlan => ({ ...p, rooms });
const mapRooms = (f: (r: Room) => Room): DepthPlan => withRooms(p.rooms.map(f));

describe('checkPlan on hand-broken plans', () => {
  it('passes the generated plans (the fixture is sound)', () => {
    expect(d).toBeGreaterThan(0);
    plans.forEach((q, i) => expect(checkPlan(q, i > 0 ? plans[i - 1] : null)).toEqual([]));
  });

  it('the town is one room', () => {
    const town = plans[0];
    expect(checkPlan(town, null)).toEqual([]);
    expect(checkPlan({ ...town, rooms: [...town.rooms, filler(0)] }, null)).toEqual([
      'depth 0: the town must be one room',
    ]);
    expect(checkPlan({ ...town, rooms: [] }, null)).toEqual(['depth 0: the town must be one room']);
  });

  it('route length within ROUTE_MIN..ROUTE_MAX, both ends allowed', () => {
    // a shorter route keeps its start and its neighbours; only the length rule may speak
    expect(checkPlan({ ...p, route: p.route.slice(0, ROUTE_MIN) }, above)).toEqual([]);
    expect(checkPlan({ ...p, route: p.route.slice(0, ROUTE_MIN - 1) }, above)).toEqual([
      `${at}: route has ${ROUTE_MIN - 1} rooms, not ${ROUTE_MIN}..${ROUTE_MAX}`,
    ]);
    // a longer one steps back and forth between its last two rooms
    const [y, z] = p.route.slice(-2);
    const long = (n: number) => {
      const r = [...p.route];
      while (r.length < n) r.push((r.length - p.route.length) % 2 === 0 ? y : z);
      return r;
    };
    const back = long(ROUTE_MAX);
    expect(back).toHaveLength(ROUTE_MAX);
    expect(checkPlan({ ...p, route: back }, above)).toEqual([]);
    expect(checkPlan({ ...p, route: long(ROUTE_MAX + 1) }, above)).toEqual([
      `${at}: route has ${ROUTE_MAX + 1} rooms, not ${ROUTE_MIN}..${ROUTE_MAX}`,
    ]);
  });

  it('at most ROOMS_MAX rooms', () => {
    const pad = (n: number) =>
      withRooms([...p.rooms, ...Array.from({ length: n - p.rooms.length }, (_, i) => filler(i))]);
    expect(checkPlan(pad(ROOMS_MAX), above)).toEqual([]);
    expect(checkPlan(pad(ROOMS_MAX + 1), above)).toEqual([`${at}: ${ROOMS_MAX + 1} rooms, more than ${ROOMS_MAX}`]);
  });

  it('the route starts under the well above (not checked without a depth above)', () => {
    const moved = { ...above, well: far(0) };
    expect(checkPlan(p, moved)).toEqual([`${at}: route does not start under the well above`]);
    expect(checkPlan(p, null)).toEqual([]);
  });

  it('the well is on the inner edge of its ring', () => {
    expect(checkPlan({ ...p, well: far(0) }, above)).toEqual([`${at}: the well is not on the inner edge of the ring`]);
  });

  it('consecutive route rooms are neighbours', () => {
    const route = p.route.map((c, i) => (i === 2 ? far(0) : c));
    expect(checkPlan({ ...p, route }, above)).toEqual([
      `${at}: route rooms 1 and 2 are not neighbours`,
      `${at}: route rooms 2 and 3 are not neighbours`,
    ]);
    // the first pair is checked too
    const first = p.route.map((c, i) => (i === 0 ? { x: c.x + 5, y: c.y } : c));
    expect(checkPlan({ ...p, route: first }, null)).toEqual([`${at}: route rooms 0 and 1 are not neighbours`]);
  });

  it('no cube is used twice', () => {
    const twice = p.rooms.find((r) => r.role === 'route' && !r.treasure && !r.guardian) as Room;
    expect(checkPlan(withRooms([...p.rooms, twice]), above)).toEqual([`${at}: a cube is used twice`]);
  });

  it('a side room has one link and touches only its room', () => {
    const side = p.rooms.find((r) => r.role === 'side') as Room;
    const parent = side.parent as XY;
    const extraLink = { ...p, links: [...p.links, [parent, side] as const] };
    expect(checkPlan(extraLink, above)).toEqual([
      `${at}: side room (${side.x},${side.y}) connects to more than its room`,
    ]);
    const noLink = {
      ...p,
      links: p.links.filter(([a, b]) => cubeKey(a) !== cubeKey(side) && cubeKey(b) !== cubeKey(side)),
    };
    expect(checkPlan(noLink, above)).toEqual([`${at}: side room (${side.x},${side.y}) connects to more than its room`]);
    // a planned cube beside it that it has no link to
    const keys = new Set(p.rooms.map(cubeKey));
    const free = neighbours(side).find((n) => !keys.has(cubeKey(n))) as XY;
    const beside = withRooms([...p.rooms, { ...filler(0), x: free.x, y: free.y }]);
    expect(checkPlan(beside, above)).toEqual([`${at}: side room (${side.x},${side.y}) connects to more than its room`]);
    // its link may name it first or second
    const flipped = {
      ...p,
      links: p.links.map(([a, b]) => (cubeKey(b) === cubeKey(side) ? ([b, a] as const) : ([a, b] as const))),
    };
    expect(flipped.links.some(([a]) => cubeKey(a) === cubeKey(side))).toBe(true);
    expect(checkPlan(flipped, above)).toEqual([]);
    // the links of other rooms do not count against it
    expect(checkPlan({ ...p, links: [...p.links, [far(0), far(1)] as const] }, above)).toEqual([]);
  });

  it('exactly TREASURES treasure sites', () => {
    let n = 0;
    const one = mapRooms((r) => (r.treasure && n++ === 0 ? { ...r, treasure: false } : r));
    expect(checkPlan(one, above)).toEqual([`${at}: ${TREASURES - 1} treasure sites, not ${TREASURES}`]);
    const more = withRooms([...p.rooms, { ...filler(0), treasure: true }]);
    expect(checkPlan(more, above)).toEqual([`${at}: ${TREASURES + 1} treasure sites, not ${TREASURES}`]);
  });

  it('the well room holds the descent guardian', () => {
    expect(
      checkPlan(
        mapRooms((r) => (r.role === 'well' ? { ...r, guardian: null } : r)),
        above,
      ),
    ).toEqual([`${at}: the well room has no descent guardian`]);
    expect(
      checkPlan(
        mapRooms((r) => (r.role === 'well' ? { ...r, guardian: 'side' } : r)),
        above,
      ),
    ).toEqual([`${at}: the well room has no descent guardian`, `${at}: needs 1-2 side guardians on the way`]);
    expect(
      checkPlan(
        mapRooms((r) => (r.role === 'well' ? { ...r, role: 'route' } : r)),
        above,
      ),
    ).toEqual([`${at}: the well room has no descent guardian`]);
  });

  it('the core depth: a core room with the descent guardian, and no well', () => {
    const core = plans[CORE_DEPTH];
    const up = plans[CORE_DEPTH - 1];
    const c = `depth ${CORE_DEPTH}`;
    expect(checkPlan(core, up)).toEqual([]);
    const noGuard = { ...core, rooms: core.rooms.map((r) => (r.role === 'core' ? { ...r, guardian: null } : r)) };
    expect(checkPlan(noGuard, up)).toEqual([`${c}: the core room has no descent guardian`]);
    const plain = core.rooms.find((r) => r.role === 'route' && !r.guardian) as Room;
    const well = { ...core, rooms: core.rooms.map((r) => (r === plain ? { ...r, role: 'well' as const } : r)) };
    expect(checkPlan(well, up)).toEqual([`${c}: plans a well below the core`]);
    // a well room above the core is what every other depth has
    expect(checkPlan(p, above).join()).not.toMatch(/below the core/);
  });

  it('one or two side guardians, on route rooms', () => {
    const guards = p.rooms.filter((r) => r.guardian === 'side');
    const none = mapRooms((r) => (r.guardian === 'side' ? { ...r, guardian: null } : r));
    expect(checkPlan(none, above)).toEqual([`${at}: needs 1-2 side guardians on the way`]);
    const spare = p.rooms.filter((r) => r.role === 'route' && !r.guardian);
    const add = (n: number) => {
      const ks = new Set(spare.slice(0, n).map(cubeKey));
      return mapRooms((r) => (ks.has(cubeKey(r)) ? { ...r, guardian: 'side' } : r));
    };
    expect(checkPlan(add(2 - guards.length), above)).toEqual([]);
    expect(checkPlan(add(3 - guards.length), above)).toEqual([`${at}: needs 1-2 side guardians on the way`]);
    const side = p.rooms.find((r) => r.role === 'side') as Room;
    // the side room's guardian is the only one: the count is right, the room is not on the way
    const onSide = mapRooms((r) =>
      cubeKey(r) === cubeKey(side) ? { ...r, guardian: 'side' } : r.guardian === 'side' ? { ...r, guardian: null } : r,
    );
    expect(checkPlan(onSide, above)).toEqual([`${at}: needs 1-2 side guardians on the way`]);
    // one on the way and one in the side room: two, but one is not on the way
    const both = mapRooms((r) =>
      cubeKey(r) === cubeKey(side)
        ? { ...r, guardian: 'side' }
        : r.guardian === 'side' && cubeKey(r) !== cubeKey(guards[0])
          ? { ...r, guardian: null }
          : r,
    );
    expect(both.rooms.filter((r) => r.guardian === 'side').map((r) => r.role)).toEqual(
      expect.arrayContaining(['route', 'side']),
    );
    expect(both.rooms.filter((r) => r.guardian === 'side')).toHaveLength(2);
    expect(checkPlan(both, above)).toEqual([`${at}: needs 1-2 side guardians on the way`]);
  });
});
