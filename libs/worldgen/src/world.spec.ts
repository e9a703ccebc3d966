import { checkRoom, checkWaterfalls, checkWorld } from './check';
import { checkFacePair, facePairSpecs } from './face-pairs';
import { cubeKey, DIRS, stepTo, type XY } from './geometry';
import { inspectCube } from './cube';
import { renderCubeSvg, renderDepthMapSvg } from './render';
import { Random, fnv1a } from '@levelbench/random';
import { createWorld } from './world';

const digest = (c: { ground: number[][]; water: boolean[][]; tries: number }) =>
  fnv1a(JSON.stringify([c.ground, c.water.map((r) => r.map(Number)), c.tries]));

describe('world', () => {
  it('is the same whatever order cubes are built in', () => {
    const depths = [1, 9, 20];
    const wanted: [number, XY][] = depths.flatMap((d) =>
      createWorld(77)
        .plan(d)
        .rooms.map((r) => [d, { x: r.x, y: r.y }] as [number, XY]),
    );
    const a = createWorld(77);
    const first = new Map(wanted.map(([d, c]) => [`${d}:${cubeKey(c)}`, digest(a.cube(d, c.x, c.y))]));
    const b = createWorld(77);
    for (const [d, c] of new Random(3).shuffle(wanted.slice()).reverse())
      expect(digest(b.cube(d, c.x, c.y))).toBe(first.get(`${d}:${cubeKey(c)}`));
  });

  it('decides each face once, the same from either side', () => {
    const a = createWorld(5),
      b = createWorld(5);
    const r = a.plan(4).rooms[2];
    for (const d of DIRS) {
      const n = stepTo(r, d);
      const opp = { N: 'S', S: 'N', E: 'W', W: 'E' } as const;
      expect(b.face(4, n, opp[d])).toEqual(a.face(4, r, d));
    }
  });

  it('golden seeds: pinned cube digests', () => {
    const w = createWorld(2024);
    const picks = [
      [0, w.plan(0).well],
      [1, w.plan(1).entry],
      [7, w.plan(7).route[3]],
      [20, w.plan(20).well],
    ] as const;
    const got = picks.map(([d, c]) => digest(w.cube(d, c.x, c.y)));
    expect(got).toEqual(GOLDEN);
  });

  it('walks whole worlds from the town to the core', () => {
    for (const seed of [1, 2]) {
      const r = checkWorld(seed);
      expect(r.failures).toEqual([]);
      expect(r.walkable).toBe(true);
      expect(r.depths).toBe(20);
      expect(r.triesMean).toBeLessThan(1.2);
    }
  });

  it('the world walk catches a portal that does not line up, a missing treasure and a failed inspection', () => {
    const w = createWorld(6);
    const p = w.plan(3);
    const r = p.route[2];
    const c = w.cube(3, r.x, r.y);
    expect(checkRoom(w, 3, c, p)).toEqual([]);
    const moved = {
      ...c,
      portals: c.portals.map((q) => (q.dir === 'N' || q.dir === 'S' ? { ...q, x: q.x + 1 } : { ...q, y: q.y + 1 })),
    };
    expect(checkRoom(w, 3, moved, p).join()).toMatch(/does not line up/);
    const t = p.rooms.find((q) => q.treasure) as (typeof p.rooms)[number];
    const noChest = { ...w.cube(3, t.x, t.y), treasure: null };
    expect(checkRoom(w, 3, noChest, p).join()).toMatch(/planned treasure not placed/);
    // the builder's verdict is not what the walk trusts: a forged "passed" on a broken cube still fails
    const forged = {
      ...c,
      ground: c.ground.map((row) => row.map(() => 0)),
      portals: c.portals.map((q) => ({ ...q, layer: 1 })),
    };
    expect(checkRoom(w, 3, forged, p).join()).toMatch(/not standable|cannot reach/);
  });

  it('the world walk re-inspects each room from its JSON: removing a needed stair fails the check', () => {
    let removed = 0;
    for (const seed of [1, 2, 3]) {
      const w = createWorld(seed);
      for (let d = 1; d <= 20 && removed === 0; d++) {
        const p = w.plan(d);
        for (const r of p.rooms) {
          const c = w.cube(d, r.x, r.y);
          expect(checkRoom(w, d, c, p)).toEqual([]);
          for (let k = 0; k < c.stairs.length && removed === 0; k++) {
            const found = checkRoom(w, d, { ...c, stairs: c.stairs.filter((_, j) => j !== k) }, p);
            if (found.length === 0) continue; // another way round: this stair was not needed
            expect(found.join()).toMatch(new RegExp(`depth ${d} cube \\(${c.x},${c.y}\\): .*(cannot reach|soft-lock)`));
            removed++;
          }
        }
      }
      if (removed > 0) break;
    }
    expect(removed).toBe(1);
  });

  it('the world walk re-inspects fences: a pit beside a route is fine fenced, a trap once a fence is removed', () => {
    const w = createWorld(6);
    const p = w.plan(3);
    const r = p.route[2];
    const c = w.cube(3, r.x, r.y);
    const onRoute = new Set(c.routes.flat().map(([x, y]) => `${x},${y}`));
    const around = (x: number, y: number) => [
      [x, y - 1, 4], // the neighbour north of the pit drops into it across its south side (bit 4)
      [x + 1, y, 8],
      [x, y + 1, 1],
      [x - 1, y, 2],
    ];
    let pit: [number, number] | null = null;
    for (let y = 2; y < 14 && !pit; y++)
      for (let x = 2; x < 14 && !pit; x++) {
        const ok = (q: number, s: number) =>
          !c.water[s][q] && c.slab[s][q] === null && !c.blocked[s][q] && c.ceiling[s][q] === null;
        const ns = around(x, y);
        if (onRoute.has(`${x},${y}`) || !ok(x, y) || !ns.every(([q, s]) => ok(q, s) && c.ground[s][q] >= 3)) continue;
        if (!ns.some(([q, s]) => onRoute.has(`${q},${s}`))) continue;
        if ([...c.stairs, ...c.ladders].some((l) => [l.a, l.b].some(([q, s]) => q === x && s === y))) continue;
        pit = [x, y];
      }
    if (!pit) throw new Error('no cell beside the route to dig a pit in');
    const [px, py] = pit;
    const low = Math.min(...around(px, py).map(([q, s]) => c.ground[s][q])) - 3;
    const ground = c.ground.map((row, y) => row.map((h, x) => (x === px && y === py ? low : h)));
    const fences = [...c.fences, ...around(px, py).map(([x, y, sides]) => ({ x, y, layer: 0, sides }))];
    const fenced = { ...c, ground, fences };
    expect(checkRoom(w, 3, fenced, p)).toEqual([]);
    const [fx, fy, bit] = around(px, py).find(([q, s]) => onRoute.has(`${q},${s}`)) as number[];
    // open that one side again (in the original fences too, should one already stand there)
    const opened = fences.map((f) => (f.x === fx && f.y === fy && f.layer === 0 ? { ...f, sides: f.sides & ~bit } : f));
    const open = { ...fenced, fences: opened };
    const rules: string[] = [];
    const found = checkRoom(w, 3, open, p, (rule) => rules.push(rule));
    expect(rules).toContain('soft-lock');
    expect(found.join()).toMatch(
      new RegExp(
        `soft-lock: a hero can get to \\(${px},${py}\\) from .* but not from there to the exit .*\\(a soft-lock\\)`,
      ),
    );
  });

  it('every waterfall into the cube below lands as a pool there, built knowing it, whichever cube is built first', () => {
    let falls = 0;
    for (const seed of [7, 8, 9, 10]) {
      const w = createWorld(seed);
      for (let d = 0; d < 20; d++) {
        for (const m of w.map(d).cubes) {
          if (m.kind !== 'spring' && m.kind !== 'lake') continue;
          const c = w.cube(d, m.x, m.y);
          expect(checkWaterfalls(w, c)).toEqual([]);
          for (const f of c.waterfalls.filter((q) => q.intoBelow)) {
            falls++;
            const b = f.below as NonNullable<typeof f.below>;
            expect(b).toEqual({ depth: d + 1, x: m.x, y: m.y, at: [f.x, f.y] });
            // the other order: a fresh world builds the cube below first
            const fresh = createWorld(seed);
            const lower = fresh.cube(b.depth, b.x, b.y);
            expect(digest(lower)).toBe(digest(w.cube(b.depth, b.x, b.y)));
            expect(digest(fresh.cube(d, m.x, m.y))).toBe(digest(c));
            expect(lower.water[f.y][f.x]).toBe(true);
            // a cube below that did not get the water fails the seam check
            const dry = {
              ...lower,
              water: lower.water.map((row, y) => row.map((v, x) => (x === f.x && y === f.y ? false : v))),
            };
            const cheat = {
              ...w,
              cube: (dd: number, x: number, y: number) => (dd === b.depth ? dry : w.cube(dd, x, y)),
            };
            expect(checkWaterfalls(cheat, c).join()).toMatch(/lands on dry ground/);
          }
        }
      }
    }
    expect(falls).toBeGreaterThan(3);
  });

  it('edge cells of neighbouring cubes agree, corners included (pairs from several worlds)', () => {
    const specs = facePairSpecs(40, 3);
    expect(new Set(specs.map((s) => s.seed)).size).toBeGreaterThan(1);
    for (const s of specs) expect(checkFacePair(s).mismatches).toEqual([]);
  });

  it('lists every shared wall at most once, from either side', () => {
    const specs = facePairSpecs(400);
    const walls = specs.map((s) => `${s.seed}/${s.depth}/${[cubeKey(s.a), cubeKey(s.b)].sort().join('|')}`);
    expect(new Set(walls).size).toBe(400);
    expect(facePairSpecs(400)).toEqual(specs);
  });

  it('four cubes meeting at a corner share its height', () => {
    const w = createWorld(8);
    let checked = 0;
    for (const d of [2, 6, 15]) {
      for (const r of w.plan(d).rooms) {
        const quad = [r, stepTo(r, 'E'), stepTo(r, 'S'), stepTo(stepTo(r, 'S'), 'E')];
        if (!quad.every((c) => w.has(d, c.x, c.y))) continue;
        const [a, b, c, e] = quad.map((q) => w.cube(d, q.x, q.y));
        // the corner at the south-east of `a`
        expect([b.ground[15][0], c.ground[0][15], e.ground[0][0]]).toEqual([
          a.ground[15][15],
          a.ground[15][15],
          a.ground[15][15],
        ]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('re-inspects a built cube from its public form, and catches a walled-in exit', () => {
    const w = createWorld(12);
    const p = w.plan(4);
    const c = w.cube(4, p.route[2].x, p.route[2].y);
    expect(inspectCube(c)).toEqual(c.verdict);
    const exit = c.portals.find((q) => q.exit) as NonNullable<(typeof c.portals)[number]>;
    // a deep moat around the exit cell: nothing can reach it any more
    const ground = c.ground.map((row, y) =>
      row.map((h, x) => (Math.abs(x - exit.x) + Math.abs(y - exit.y) === 1 ? h + 9 : h)),
    );
    const broken = {
      ...c,
      ground,
      slab: c.slab.map((row) => row.map(() => null)),
      stairs: [],
      ladders: [],
      bridges: [],
    };
    const v = inspectCube(broken);
    expect(v.passed).toBe(false);
    expect(v.failedPortal).not.toBeNull();
    expect(v.reason).toMatch(/cannot reach the exit/);
  });

  it('draws maps and cubes as SVG', () => {
    const w = createWorld(3);
    const map = renderDepthMapSvg(w.map(5));
    expect(map).toMatch(/^<svg/);
    expect(map).toContain('class="guardian descent"');
    expect(map).toContain('class="guardian side"');
    expect(map).toContain('class="route"');
    expect(map).toContain('class="treasure"');
    const p = w.plan(5);
    const svg = renderCubeSvg(w.cube(5, p.entry.x, p.entry.y));
    expect(svg).toContain('class="portal entry"');
    expect(svg).toContain('stroke="#00e5ff"');
    expect(svg).toContain('stroke-dasharray="5 4"');
  });
});

const GOLDEN = [302020408, 1222064863, 523333096, 3783587382];
