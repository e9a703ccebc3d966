import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as worldgen from '@levelbench/worldgen';
import { jsonLines, runCli } from '../run-cli.testing';

jest.mock('@levelbench/worldgen', () => {
  const actual = jest.requireActual('@levelbench/worldgen');
  return { ...actual, checkWorld: jest.fn(actual.checkWorld), checkFacePair: jest.fn(actual.checkFacePair) };
});

const dir = mkdtempSync(join(tmpdir(), 'levelbench-worlds-'));

const run = runCli;
const lines = jsonLines;
/** Runs `worlds cube --seed 7` at `depth` with one `--at` per cube in `at`, then `more` arguments. */
const cubeRun = (depth: number, at: readonly { x: number; y: number }[], ...more: string[]) =>
  run(
    'worlds',
    'cube',
    '--seed',
    '7',
    '--depth',
    String(depth),
    ...at.flatMap((c) => ['--at', `${c.x},${c.y}`]),
    ...more,
  );

describe('levelbench worlds / faces', () => {
  it('worlds map --json: rooms with role, order, guardian, treasure; links as coordinate pairs; --svg', async () => {
    const svg = join(dir, 'map.svg');
    const r = await run('worlds', 'map', '--seed', '7', '--depth', '3', '--json', '--svg', svg);
    expect(r.code).toBe(0);
    const [m] = lines(r.stdout);
    expect(m.rooms.length).toBeLessThanOrEqual(14);
    for (const room of m.rooms) {
      expect(['route', 'side', 'well', 'entry']).toContain(room.role);
      expect([null, 'descent', 'side']).toContain(room.guardian);
      expect(typeof room.treasure).toBe('boolean');
      if (room.role !== 'side') expect(typeof room.order).toBe('number');
    }
    expect(m.rooms.filter((q: { treasure: boolean }) => q.treasure)).toHaveLength(4);
    expect(m.links[0]).toEqual([expect.any(Array), expect.any(Array)]);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<svg/);
    expect(r.stderr).toContain('wrote');
  });

  it('worlds cube: one JSON line per --at in order with grids, portals, tries, piece and verdict', async () => {
    const plan = worldgen.createWorld(7).plan(3);
    const [a, b] = [plan.route[1], plan.well];
    const svg = join(dir, 'cube.svg');
    const r = await cubeRun(3, [a, b], '--json', '--svg', svg);
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out.map((c) => [c.x, c.y])).toEqual([
      [a.x, a.y],
      [b.x, b.y],
    ]);
    for (const c of out) {
      expect(c.size).toBe(16);
      expect(c.ground).toHaveLength(16);
      expect(Number.isInteger(c.ground[3][7])).toBe(true);
      expect(typeof c.water[0][0]).toBe('boolean');
      expect(c.floors).toBeGreaterThanOrEqual(1);
      expect(c.tries).toBeGreaterThanOrEqual(1);
      expect(typeof c.piece).toBe('string');
      expect(typeof c.archetype).toBe('string');
      expect(c.verdict.passed).toBe(true);
      expect(c.portals.length).toBeGreaterThan(0);
    }
    expect(existsSync(join(dir, `cube-${a.x}_${a.y}.svg`))).toBe(true);
  });

  it('worlds cube --json: waterfalls into the cube below name it (below.at), ceiling 16×16 (rock at cave depth 9)', async () => {
    const w = worldgen.createWorld(7);
    let found: { depth: number; x: number; y: number } | null = null;
    for (let d = 1; d < 20 && !found; d++)
      for (const c of w.map(d).cubes)
        if ((c.kind === 'spring' || c.kind === 'lake') && w.cube(d, c.x, c.y).waterfalls.some((f) => f.intoBelow)) {
          found = { depth: d, x: c.x, y: c.y };
          break;
        }
    if (!found) throw new Error('world 7 has no waterfall into the cube below');
    const r = await cubeRun(found.depth, [found], '--json');
    expect(r.code).toBe(0);
    const [c] = lines(r.stdout);
    const fall = c.waterfalls.find((f: { intoBelow: boolean }) => f.intoBelow);
    expect(fall).toEqual({
      x: expect.any(Number),
      y: expect.any(Number),
      drop: expect.any(Number),
      intoBelow: true,
      below: { depth: found.depth + 1, x: found.x, y: found.y, at: [fall.x, fall.y] },
    });
    expect(c.ceiling).toHaveLength(16);
    expect(c.ceiling.flat().every((v: unknown) => v === null)).toBe(true);
    const below = await cubeRun(found.depth + 1, [found], '--json');
    const [b] = lines(below.stdout);
    expect(b.water[fall.y][fall.x]).toBe(true);
    expect(b.fallFromAbove).toEqual({ depth: found.depth, x: found.x, y: found.y, at: [fall.x, fall.y] });
    const cave = w.plan(9).route[1];
    const [rock] = lines(
      (await run('worlds', 'cube', '--seed', '7', '--depth', '9', '--at', `${cave.x},${cave.y}`, '--json')).stdout,
    );
    expect(rock.ceiling.map((row: unknown[]) => row.length)).toEqual(new Array(16).fill(16));
    expect(rock.ceiling.flat().filter((v: unknown) => v !== null).length).toBeGreaterThan(128);
  });

  it('worlds cube: an unknown cube exits 2 with a clear message', async () => {
    const r = await run('worlds', 'cube', '--seed', '7', '--depth', '3', '--at', '40,40');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('cube (40,40) is not a room or a neighbour of a room at depth 3');
    expect((await run('worlds', 'cube', '--seed', '7', '--depth', '3', '--at', 'x')).code).toBe(2);
  });

  it('worlds check: a line per world and a summary; --seed reproduces one world of a batch', async () => {
    const r = await run('worlds', 'check', '--worlds', '1', '--from', '4', '--json');
    expect(r.code).toBe(0);
    const [world, summary] = lines(r.stdout);
    expect(world).toMatchObject({ seed: 4, walkable: true, depths: 20, failures: [], softLocks: 0, pinFailures: 0 });
    expect(Object.keys(world)).toEqual([
      'seed',
      'walkable',
      'depths',
      'cubes',
      'triesMean',
      'triesMax',
      'waterfalls',
      'softLocks',
      'pinFailures',
      'failures',
    ]);
    expect(world.waterfalls.mismatches).toBe(0);
    expect(summary.waterfalls).toEqual(world.waterfalls);
    expect(summary).toMatchObject({ summary: true, worlds: 1, walkable: 1, failed: 0 });
    const again = await run('worlds', 'check', '--seed', '4', '--json');
    expect(lines(again.stdout)[0]).toEqual(world);
  });

  it('worlds check exits 1 when a world is not walkable', async () => {
    (worldgen.checkWorld as jest.Mock).mockImplementationOnce((seed: number) => ({
      seed,
      walkable: false,
      depths: 3,
      cubes: 40,
      triesMean: 1,
      triesMax: 1,
      failures: ['depth 4 cube (1,2): E cannot reach the exit'],
      cubeStats: [],
      waterfalls: { checked: 0, mismatches: 0 },
    }));
    const r = await run('worlds', 'check', '--seed', '9', '--json');
    expect(r.code).toBe(1);
    expect(lines(r.stdout)[0]).toMatchObject({
      walkable: false,
      failures: ['depth 4 cube (1,2): E cannot reach the exit'],
    });
  });

  it('faces check: pairs and mismatches; exit 1 on any mismatch', async () => {
    const r = await run('faces', 'check', '--pairs', '24', '--json');
    expect(r.code).toBe(0);
    expect(lines(r.stdout)[0]).toMatchObject({ pairs: 24, mismatches: 0, first: [] });
    (worldgen.checkFacePair as jest.Mock).mockImplementationOnce((s: { id: string }) => ({
      id: s.id,
      mismatches: [{ t: 0, field: 'ground', cellA: [15, 0], cellB: [0, 0], a: 3, b: 4 }],
    }));
    // every pair with the cells it compared: 16 along the wall, both cubes' [x, y, ground, water], equal here
    const [{ compared }] = lines(r.stdout);
    expect(compared).toHaveLength(24);
    for (const p of compared) {
      expect(p).toMatchObject({ id: expect.any(String), dir: expect.stringMatching(/^[NESW]$/), mismatches: 0 });
      expect(p.cells.map((c: { t: number }) => c.t)).toEqual([...Array(16).keys()]);
      for (const c of p.cells) expect(c.a.slice(2)).toEqual(c.b.slice(2));
    }
    const bad = await run('faces', 'check', '--pairs', '3', '--json');
    expect(bad.code).toBe(1);
    expect(lines(bad.stdout)[0]).toMatchObject({
      pairs: 3,
      mismatches: 1,
      first: [expect.objectContaining({ t: 0, field: 'ground' })],
    });
  });

  it('--weights: a bad file exits 2 naming the file, the JSON path and the problem', async () => {
    const file = join(dir, 'weights.json');
    writeFileSync(
      file,
      JSON.stringify({ ...worldgen.defaultWeights, pieces: { ...worldgen.defaultWeights.pieces, gorge: 'x' } }),
    );
    const r = await run('worlds', 'map', '--seed', '1', '--depth', '2', '--weights', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file}: /pieces/gorge: must be of type number`);
    const ok = join(dir, 'ok.json');
    writeFileSync(
      ok,
      JSON.stringify({ ...worldgen.defaultWeights, pieces: { ...worldgen.defaultWeights.pieces, highland: 50 } }),
    );
    expect((await run('worlds', 'map', '--seed', '1', '--depth', '2', '--json', '--weights', ok)).code).toBe(0);
  });

  it('worlds inspect FILE|-: re-inspects cube JSON; a removed ladder fails with the problem as data (exit 1); bad JSON exits 2', async () => {
    const built = await run('worlds', 'cube', '--seed', '1', '--depth', '2', '--at', '6,1', '--json');
    const file = join(dir, 'inspect.json');
    writeFileSync(file, built.stdout);
    const ok = await run('worlds', 'inspect', file);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toBe('cube (6,1) depth 2: passes\n');
    const cube = JSON.parse(built.stdout);
    cube.ladders = cube.ladders.filter((l: { a: number[] }) => l.a.join() !== '10,0,0');
    writeFileSync(file, JSON.stringify(cube));
    const bad = await run('worlds', 'inspect', file, '--json');
    expect(bad.code).toBe(1);
    const [r] = lines(bad.stdout);
    expect(r).toMatchObject({ depth: 2, x: 6, y: 1, passed: false, verdict: { passed: false } });
    expect(r.problems.map((q: { rule: string }) => q.rule)).toEqual(['reach', 'route-step']);
    expect((await run('worlds', 'inspect', file)).stdout).toMatch(/FAILS \(2 problems\)\n {2}reach at/);
    writeFileSync(file, '{"depth": 2}');
    const invalid = await run('worlds', 'inspect', file);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/inspect\.json: \/ground: is missing/);
    expect((await run('worlds', 'inspect', join(dir, 'none.json'))).code).toBe(2);
  });

  it('worlds trace: the collapse order with entropy and options per step, as JSON and as text', async () => {
    const r = await run('worlds', 'trace', '--seed', '7', '--depth', '3', '--json');
    expect(r.code).toBe(0);
    const [t] = lines(r.stdout);
    expect(t).toEqual(JSON.parse(JSON.stringify(worldgen.collapseTrace(7, 3, worldgen.defaultWeights))));
    expect(t.steps).toHaveLength(t.cubes.length);
    expect(t.steps[0]).toEqual({
      cube: expect.any(Number),
      piece: expect.any(String),
      kind: expect.any(String),
      floors: expect.any(Number),
      entropy: expect.any(Number),
      had: 87,
      options: expect.any(Array),
    });
    const text = await run('worlds', 'trace', '--seed', '7', '--depth', '3');
    expect(text.stdout.split('\n')[0]).toBe(`world 7 depth 3: ${t.cubes.length} cubes, 87 options each at the start`);
    expect(text.stdout).toMatch(/^ {2}1 \(-?\d+,-?\d+\) +entropy \d\.\d{3}, 87 options → /m);
  });

  it('tries and build times per cube only on request: worlds cube --timing, worlds check --json --cubes', async () => {
    const e = worldgen.createWorld(7).plan(3).entry;
    const at = `${e.x},${e.y}`;
    const plain = lines((await run('worlds', 'cube', '--seed', '7', '--depth', '3', '--at', at, '--json')).stdout)[0];
    expect(plain.buildInfo).toBeUndefined();
    expect(plain.routeCosts).toHaveLength(plain.routes.length);
    const timed = await run('worlds', 'cube', '--seed', '7', '--depth', '3', '--at', at, '--json', '--timing');
    expect(lines(timed.stdout)[0].buildInfo).toEqual({ tries: plain.tries, buildMs: expect.any(Number) });
    const r = await run('worlds', 'check', '--seed', '4', '--json', '--cubes');
    const [world] = lines(r.stdout);
    expect(world.cubeStats).toHaveLength(world.cubes);
    const town = worldgen.createWorld(4).plan(0).rooms[0];
    expect(world.cubeStats[0]).toEqual({ depth: 0, x: town.x, y: town.y, tries: 1, buildMs: expect.any(Number) });
    expect(world.cubeStats.map((c: { tries: number }) => c.tries).reduce((a: number, b: number) => a + b, 0)).toBe(
      Math.round(world.triesMean * world.cubes),
    );
  });

  it('--help works everywhere', async () => {
    for (const args of [
      ['worlds', '--help'],
      ['worlds', 'map', '--help'],
      ['worlds', 'cube', '--help'],
      ['worlds', 'check', '--help'],
      ['faces', 'check', '--help'],
    ]) {
      expect((await run(...args)).code).toBe(0);
    }
  });
});
