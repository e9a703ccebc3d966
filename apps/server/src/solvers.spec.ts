import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LevelbenchPool } from '@levelbench/pool';
import { type TaskMap, createTaskPool } from '@levelbench/tasks';
import { repoRoot } from './main';
import { startTestServer, type TestServer, postJson } from './testing';

const root = repoRoot();

/** Runs the bundled CLI in the repository root and parses its JSON lines. */
function cli(...args: string[]): Record<string, unknown>[] {
  const out = execFileSync(process.execPath, [join(root, 'dist/node/levelbench.cjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

describe('solver and world API (worker pool) agrees with the CLI', () => {
  let s: TestServer;
  let pool: LevelbenchPool<TaskMap>;
  let tmp: string;
  beforeAll(async () => {
    execFileSync(process.execPath, [join(root, 'tools/scripts/build-node.mjs')], { stdio: 'inherit' });
    pool = createTaskPool({ workers: 2 });
    s = await startTestServer({ pool });
    tmp = await fs.mkdtemp(join(tmpdir(), 'levelbench-solvers-'));
  }, 60_000);
  afterAll(async () => {
    await s.close();
    await pool.destroy();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) => postJson(`${s.url}${path}`, body);

  it('pigment solve: every committed level, same fields as `pigment solve --json --lines 10`, plus the analysis', async () => {
    const dir = join(root, 'levels/pigment');
    const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.json')).sort();
    const lines = cli('pigment', 'solve', ...files.map((f) => join(dir, f)), '--json', '--lines', '10');
    expect(lines).toHaveLength(files.length);
    const keys = [
      'id',
      'solvable',
      'shortest',
      'optimalCount',
      'solution',
      'exhaustive',
      'aborted',
      'states',
      'limit',
      'limitVerdict',
      'optimalLines',
    ];
    for (const [i, f] of files.entries()) {
      const level = JSON.parse(await fs.readFile(join(dir, f), 'utf8')) as unknown;
      const r = await post('/api/pigment/solve', { level, lines: 10 });
      expect(r.status).toBe(200);
      expect(pick(r.body, keys)).toEqual(pick(lines[i], keys));
      expect(r.body['replays']).toEqual(expect.any(Array));
      expect(typeof r.body['passed']).toBe('boolean');
    }
  }, 120_000);

  it("pigment solve uses the level's own state budget (maxStates), as pigment verify does (issue #25)", async () => {
    const white = JSON.parse(await fs.readFile(join(root, 'levels/pigment/white.json'), 'utf8')) as object;
    const tight = await post('/api/pigment/solve', { level: { ...white, maxStates: 20 } });
    expect(tight.status).toBe(200);
    expect(tight.body).toMatchObject({ aborted: true, states: 20, limitVerdict: 'unknown' });
    // a request budget still wins, within the larger of the server's cap and the level's own
    const given = await post('/api/pigment/solve', { level: { ...white, maxStates: 20 }, maxStates: 1000 });
    expect(given.body).toMatchObject({ aborted: false, limitVerdict: 'ok' });
  });

  it('pigment solve answers the same content from its cache (same report), and a changed level afresh', async () => {
    const level = JSON.parse(await fs.readFile(join(root, 'levels/pigment/white.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const ask = async (l: unknown, lines: number) => {
      const r = await fetch(`${s.url}/api/pigment/solve`, {
        method: 'POST',
        body: JSON.stringify({ level: l, lines }),
        headers: { 'content-type': 'application/json' },
      });
      const body = (await r.json()) as Record<string, unknown>;
      return { cache: r.headers.get('x-levelbench-cache'), body: { ...body, ms: undefined } };
    };
    const first = await ask(level, 7);
    const again = await ask(Object.fromEntries(Object.entries(level).reverse()), 7); // same content, keys reordered
    expect([first.cache, again.cache]).toEqual(['miss', 'hit']);
    expect(again.body).toEqual(first.body);
    expect((await ask(level, 8)).cache).toBe('miss'); // other options
    expect((await ask({ ...level, limit: Number(level['limit']) + 1 }, 7)).cache).toBe('miss');
  });

  it('pigment solve refuses an invalid level with paths under /level', async () => {
    const r = await post('/api/pigment/solve', {
      level: {
        id: 'x',
        name: 'x',
        width: 2,
        height: 2,
        start: [0, 0],
        marks: [{ at: [3, 0], color: 'red' }],
        limit: 1,
      },
    });
    expect(r.status).toBe(400);
    expect(r.body['errors']).toContainEqual(expect.objectContaining({ path: '/level/marks/0/at' }));
    expect((await post('/api/pigment/solve', {})).status).toBe(400);
    expect(
      (
        await post('/api/pigment/solve', {
          level: JSON.parse(await fs.readFile(join(root, 'levels/pigment/return.json'), 'utf8')) as unknown,
          maxStates: -1,
        })
      ).status,
    ).toBe(400);
  });

  it('watersort level and daily match `watersort level/daily --json`; {curve} previews an unsaved curve', async () => {
    const keys = ['level', 'colors', 't', 'seed', 'mixedness', 'board', 'solution'];
    const [l1, l40] = cli('watersort', 'level', '1', '40', '--json');
    expect(pick((await post('/api/watersort/level', { level: 1 })).body, keys)).toEqual(pick(l1, keys));
    expect(pick((await post('/api/watersort/level', { level: 40 })).body, keys)).toEqual(pick(l40, keys));
    const [daily] = cli('watersort', 'daily', '2026-11-30', '--json');
    expect(pick((await post('/api/watersort/level', { date: '2026-11-30' })).body, ['date', ...keys])).toEqual(
      pick(daily, ['date', ...keys]),
    );

    const curve = JSON.parse(await fs.readFile(join(root, 'levels/watersort/curve.json'), 'utf8')) as {
      tiers: { colors: number }[];
    };
    const preview = {
      ...curve,
      tiers: curve.tiers.map((t, i) => ({ ...t, colors: i === 0 ? t.colors + 1 : t.colors })),
    };
    await fs.writeFile(join(tmp, 'curve.json'), JSON.stringify(preview));
    const [p1] = cli('watersort', 'level', '1', '--json', '--curve', join(tmp, 'curve.json'));
    const r = await post('/api/watersort/level', { level: 1, curve: preview });
    expect(pick(r.body, keys)).toEqual(pick(p1, keys));
    expect(r.body['colors']).not.toEqual(l1['colors']);

    expect((await post('/api/watersort/level', { level: 0 })).status).toBe(400);
    expect((await post('/api/watersort/level', { level: 100000 })).status).toBe(400);
    expect((await post('/api/watersort/level', { date: '2026-02-30' })).status).toBe(400);
    expect((await post('/api/watersort/level', { level: 1, curve: { tiers: 'x' } })).body['errors']).toContainEqual(
      expect.objectContaining({ path: expect.stringMatching(/^\/curve/) }),
    );
  });

  it('watersort solve and hint match `watersort solve/hint --json`', async () => {
    const [l5] = cli('watersort', 'level', '5', '--json');
    const board = l5['board'];
    await fs.writeFile(join(tmp, 'board.json'), JSON.stringify(board));
    for (const optimal of [false, true]) {
      const [c] = cli('watersort', 'solve', join(tmp, 'board.json'), '--json', ...(optimal ? ['--optimal'] : []));
      const r = await post('/api/watersort/solve', { board, optimal });
      expect(pick(r.body, ['status', 'moves', 'pours', 'optimal', 'nodes'])).toEqual(
        pick(c, ['status', 'moves', 'pours', 'optimal', 'nodes']),
      );
    }
    const [h] = cli('watersort', 'hint', join(tmp, 'board.json'), '--json');
    const { file: _file, ...hint } = h;
    void _file;
    expect((await post('/api/watersort/hint', { board })).body).toEqual(hint);
    const bad = await post('/api/watersort/hint', { board: { capacity: 4, tubes: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('world map and cube match `worlds map/cube --json`, and render SVG like `--svg`', async () => {
    const [map] = cli('worlds', 'map', '--seed', '7', '--depth', '3', '--json', '--svg', join(tmp, 'map.svg'));
    const m = await fetch(`${s.url}/api/worlds/7/depths/3`);
    expect(await m.json()).toEqual(map);
    const svg = await fetch(`${s.url}/api/worlds/7/depths/3?format=svg`);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toBe(await fs.readFile(join(tmp, 'map.svg'), 'utf8'));

    const [x, y] = [
      (map['rooms'] as { x: number; y: number }[])[0].x,
      (map['rooms'] as { x: number; y: number }[])[0].y,
    ];
    const [cube] = cli(
      'worlds',
      'cube',
      '--seed',
      '7',
      '--depth',
      '3',
      '--at',
      `${x},${y}`,
      '--json',
      '--svg',
      join(tmp, 'cube.svg'),
    );
    const c = (await (await fetch(`${s.url}/api/worlds/7/depths/3/cubes/${x}/${y}`)).json()) as Record<string, unknown>;
    expect(c['ms']).toEqual(expect.any(Number));
    delete c['ms'];
    expect(c).toEqual(cube);
    expect(await (await fetch(`${s.url}/api/worlds/7/depths/3/cubes/${x}/${y}?format=svg`)).text()).toBe(
      await fs.readFile(join(tmp, 'cube.svg'), 'utf8'),
    );

    // POST {weights} previews unsaved weights, like `--weights FILE`
    const weights = JSON.parse(await fs.readFile(join(root, 'levels/worldgen/weights.json'), 'utf8')) as {
      pieces: Record<string, number>;
    };
    // rivers everywhere: a depth that was one big meadow or highland region changes for sure
    const tuned = { ...weights, pieces: { ...weights.pieces, meadow: 0.01, highland: 0.01, river: 30 } };
    await fs.writeFile(join(tmp, 'weights.json'), JSON.stringify(tuned));
    const [tunedMap] = cli(
      'worlds',
      'map',
      '--seed',
      '7',
      '--depth',
      '3',
      '--json',
      '--weights',
      join(tmp, 'weights.json'),
    );
    const previewed = await post('/api/worlds/7/depths/3', { weights: tuned });
    expect(previewed.body).toEqual(tunedMap);
    expect(previewed.body).not.toEqual(map);
    const badWeights = await post('/api/worlds/7/depths/3', { weights: { pieces: 'x' } });
    expect(badWeights.status).toBe(400);
    expect(badWeights.body['errors']).toContainEqual(
      expect.objectContaining({ path: expect.stringMatching(/^\/weights/) }),
    );

    expect((await fetch(`${s.url}/api/worlds/7/depths/3/cubes/900/900`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/worlds/7/depths/99`)).status).toBe(400);
    expect((await fetch(`${s.url}/api/worlds/abc/depths/1`)).status).toBe(400);
    expect((await fetch(`${s.url}/api/worlds/7/depths/1?format=png`)).status).toBe(400);
  }, 60_000);
});
