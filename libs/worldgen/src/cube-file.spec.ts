import { inspectCubeFull, parseCubeJson } from './cube-file';
import { geoOfCube, type Cube } from './cube';
import { forEachMove, linkIndex, node } from './moves';
import { cubeJson } from './views';
import { createWorld } from './world';

/** A built cube as `worlds cube --json` prints it, read back (what `worlds inspect` gets). */
const fromJson = (seed: number, depth: number, x: number, y: number): Cube => {
  const r = parseCubeJson(JSON.stringify(cubeJson(createWorld(seed).cube(depth, x, y))), 'cube.json');
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value[0];
};
const rulesOf = (c: Cube) => inspectCubeFull(c).problems.map((p) => p.rule);

/** Move costs as docs/CONTRACTS.md states them, independent of the builder's table. */
const COSTS: Record<string, number> = { walk: 1, bridge: 1, stairs: 1, jump: 2, drop: 2, swim: 3, climb: 3, ladder: 2 };

/** A route's cost recomputed from the cube: natural moves at their cost, placed structures at their planning price. */
function recomputedCost(c: Cube, route: readonly (readonly number[])[]): number {
  const g = geoOfCube(c);
  const adj = linkIndex(g);
  const h = ([x, y, l]: readonly number[]) => (l === 1 ? (c.slab[y][x] as number) : c.ground[y][x]);
  const isDeck = ([x, y, l]: readonly number[]) =>
    l === 1 && c.bridges.some((b) => b.cells.some(([bx, by]) => bx === x && by === y));
  let cost = 0;
  for (let k = 1; k < route.length; k++) {
    const [a, b] = [route[k - 1], route[k]];
    if (isDeck(b) && !isDeck(a)) {
      // a bridge to be placed: 2 + its water cells, up to the land at its far end
      let end = k;
      while (isDeck(route[end])) end++;
      cost += 2 + (end - k);
      k = end;
      continue;
    }
    const linked = [...c.stairs, ...c.ladders].some(
      (l) =>
        (l.a.join() === a.join() && l.b.join() === b.join()) || (l.a.join() === b.join() && l.b.join() === a.join()),
    );
    // the planner took the cheaper of a natural move and a structure still to be placed
    let best = linked ? (a[0] === b[0] && a[1] === b[1] ? 4 : 2 + Math.abs(h(b) - h(a))) : Infinity;
    forEachMove(
      g,
      node(a[0], a[1], a[2]),
      (m, kind) => {
        if (m === node(b[0], b[1], b[2]) && kind !== 'stairs' && kind !== 'ladder') best = Math.min(best, COSTS[kind]);
      },
      adj,
    );
    cost += best;
  }
  return cost;
}

describe('re-inspecting cube JSON (worlds inspect, #26)', () => {
  it('exports what each planned route cost, and the costs add up from the cube alone', () => {
    const w = createWorld(1);
    let checked = 0;
    for (const d of [2, 5, 6, 9]) {
      for (const r of w.plan(d).rooms) {
        const c = w.cube(d, r.x, r.y);
        expect(c.routeCosts).toHaveLength(c.routes.length);
        c.routes.forEach((route, k) => {
          expect(recomputedCost(c, route)).toBe(c.routeCosts[k]);
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(80);
  });

  it('a built cube read back from its JSON passes with no problem', () => {
    const c = fromJson(1, 2, 6, 1);
    expect(inspectCubeFull(c)).toMatchObject({ passed: true, problems: [] });
  });

  it('a floor placed over a route: the route step and the floor in the ground are named', () => {
    const c = fromJson(1, 2, 6, 1);
    const route = c.routes[0];
    const [x, y] = route.find(([, , l], k) => l === 0 && k > 0 && k < route.length - 1) as readonly number[];
    const slab = c.slab.map((row) => row.slice());
    slab[y][x] = c.ground[y][x] + 1;
    const r = inspectCubeFull({ ...c, slab });
    expect(r.passed).toBe(false);
    expect(r.problems).toContainEqual(expect.objectContaining({ rule: 'slab-in-ground', at: [x, y, 1] }));
    expect(r.problems).toContainEqual(
      expect.objectContaining({ rule: 'route-step', message: expect.stringMatching(/no place to stand/) }),
    );
  });

  it('a removed ladder: the portal cannot reach the exit and the route step is no move', () => {
    const c = fromJson(1, 2, 6, 1);
    const k = c.ladders.findIndex((l) => l.a.join() === '10,0,0' && l.b.join() === '10,0,1');
    expect(k).toBeGreaterThanOrEqual(0);
    const r = inspectCubeFull({ ...c, ladders: c.ladders.filter((_, j) => j !== k) });
    expect(r.passed).toBe(false);
    expect(r.verdict.passed).toBe(false);
    expect(rulesOf({ ...c, ladders: c.ladders.filter((_, j) => j !== k) })).toEqual(['reach', 'route-step']);
  });

  it('a fence across the only way down: the portal is cut off', () => {
    const c = fromJson(1, 6, 6, 5);
    // the north portal's planned way drops east off (6,0) on the upper floor
    const r = inspectCubeFull({ ...c, fences: [...c.fences, { x: 6, y: 0, layer: 1, sides: 2 }] });
    expect(r.passed).toBe(false);
    expect(r.verdict.failedPortal).toBe('N');
    expect(r.problems.map((p) => p.rule)).toEqual(['reach', 'route-step']);
    expect(r.problems[1].message).toMatch(/\(6,0,1\) → \(7,0,0\): no hero move makes it \(height -4\)/);
  });

  it('an unfenced drop beside a reachable cell and a fence over no drop are named', () => {
    const c = fromJson(1, 6, 6, 5);
    const f = c.fences[0];
    const r = inspectCubeFull({ ...c, fences: c.fences.slice(1) });
    expect(r.problems.some((p) => p.rule === 'unfenced-drop' && p.at?.join() === `${f.x},${f.y},${f.layer}`)).toBe(
      true,
    );
    // a fence on the flat: stands over no drop
    const flat = c.routes[0][Math.floor(c.routes[0].length / 2)];
    const extra = inspectCubeFull({
      ...c,
      fences: [...c.fences, { x: flat[0], y: flat[1], layer: flat[2], sides: 15 }],
    });
    expect(extra.problems.some((p) => p.rule === 'fence-no-drop')).toBe(true);
  });

  it('a waterfall listed twice, a raised portal on a one-floor cube', () => {
    const c = fromJson(1, 2, 6, 1);
    const twice = inspectCubeFull({
      ...c,
      waterfalls: [
        { x: 3, y: 3, drop: 2, intoBelow: false },
        { x: 3, y: 3, drop: 2, intoBelow: false },
      ],
    });
    expect(twice.problems.map((p) => p.rule)).toContain('waterfall-twice');
    const p = c.portals.find((q) => q.layer === 1) ?? c.portals[0];
    const oneFloor = inspectCubeFull({
      ...c,
      floors: 1,
      portals: c.portals.map((q) => (q === p ? { ...q, floor: 1, layer: 1 } : q)),
    });
    expect(oneFloor.problems.map((q) => q.rule)).toContain('portal-floor');
  });

  it('soft-lock: a hole dug at the landing of the fall from above is named, the landing counted as a start', () => {
    const c = fromJson(1, 12, -4, -2); // a route room of world 1 with the fall of depth 11 landing at (13,12)
    if (!c.fallFromAbove) throw new Error('world 1 depth 12 (-4,-2) has no fall from above any more');
    expect(inspectCubeFull(c).passed).toBe(true);
    const [lx, ly] = c.fallFromAbove.at;
    // the four cells beside the landing become rock 3 above everything around: whoever lands there cannot climb
    // out, and nobody else gets up onto the rock to drop in
    const wall = Math.max(...c.ground.slice(ly - 2, ly + 3).flatMap((row) => row.slice(lx - 2, lx + 3))) + 3;
    const beside = (x: number, y: number) => Math.abs(x - lx) + Math.abs(y - ly) === 1;
    const hole = {
      ...c,
      ground: c.ground.map((row, y) => row.map((h, x) => (beside(x, y) ? wall : h))),
      water: c.water.map((row, y) => row.map((v, x) => (beside(x, y) ? false : v))),
    };
    const r = inspectCubeFull(hole);
    expect(r.passed).toBe(false);
    expect(r.problems[0]).toEqual({
      rule: 'soft-lock',
      at: [lx, ly, 0],
      message: `a hero can get to (${lx},${ly}) from the landing of the waterfall from above but not from there to the exit at ${r.verdict.reason?.match(/exit at (\(.*?\)) /)?.[1]} (a soft-lock)`,
    });
    // nobody else gets into the hole: without the fall from above the cube has no soft-lock
    expect(rulesOf({ ...hole, fallFromAbove: null })).not.toContain('soft-lock');
  });

  it('reads one cube, an array or one per line; bad input names the file, line and field', () => {
    const one = JSON.stringify(cubeJson(createWorld(1).cube(2, 6, 1)));
    expect(parseCubeJson(`${one}\n${one}\n`, 'c.json')).toMatchObject({ ok: true, value: [{}, {}] });
    expect(parseCubeJson(`[${one},${one}]`, 'c.json')).toMatchObject({ ok: true, value: [{}, {}] });
    const broken = JSON.parse(one);
    broken.ground[3] = broken.ground[3].slice(1);
    expect(parseCubeJson(JSON.stringify(broken), 'c.json')).toEqual({
      ok: false,
      errors: [expect.objectContaining({ file: 'c.json', path: '/ground/3' })],
    });
    expect(parseCubeJson(`${one}\n{"x": 1`, 'c.json')).toMatchObject({
      ok: false,
      errors: [expect.objectContaining({ file: 'c.json:2' })],
    });
    expect(parseCubeJson('', 'c.json').ok).toBe(false);
  });
});
