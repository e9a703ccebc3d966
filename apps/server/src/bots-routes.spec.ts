import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePigmentLevel, pigmentBots } from '@levelbench/pigment';
import { defaultCurve, generateDaily, generateLevel, watersortBots } from '@levelbench/watersort';
import { repoRoot } from './main';
import { startPooledTestServer, type TestServer, postJson } from './testing';

const root = repoRoot();

describe('POST /api/watersort/bots and /api/pigment/bots (worker pool)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startPooledTestServer({}, 2);
  }, 120_000);
  afterAll(() => s.close());

  const post = (path: string, body: unknown) => postJson(`${s.url}${path}`, body);

  it('plays a curve level, a daily or a board and answers the lib’s report', async () => {
    const level = await post('/api/watersort/bots', { level: 4, runs: 5, seed: 3 });
    expect(level).toEqual({
      status: 200,
      body: watersortBots(generateLevel(defaultCurve, 4).board, { runs: 5, seed: 3 }),
    });
    const daily = await post('/api/watersort/bots', { date: '2026-12-01', runs: 3 });
    expect(daily.body).toEqual(watersortBots(generateDaily('2026-12-01').board, { runs: 3 }));
    const board = await post('/api/watersort/bots', { board: { capacity: 2, tubes: [['a'], ['a'], ['b', 'b']] } });
    expect(board.body).toMatchObject({ optimal: 1, budget: 3, runs: 100 });
  });

  it('refuses a missing board, a bad date or run count with a 400 naming the field', async () => {
    expect((await post('/api/watersort/bots', {})).status).toBe(400);
    const date = await post('/api/watersort/bots', { date: '2026-02-30' });
    expect([date.status, JSON.stringify(date.body)]).toEqual([400, expect.stringContaining('/date')]);
    const runs = await post('/api/watersort/bots', { level: 1, runs: 0 });
    expect([runs.status, JSON.stringify(runs.body)]).toEqual([400, expect.stringContaining('/runs')]);
    expect((await post('/api/pigment/bots', { level: { id: 'x' } })).status).toBe(400);
  });

  it('plays a Pigment level sent whole', async () => {
    const text = readFileSync(join(root, 'levels/pigment/return.json'), 'utf8');
    const parsed = parsePigmentLevel(text, 'return.json');
    if (!parsed.ok) throw new Error('return.json does not parse');
    const r = await post('/api/pigment/bots', { level: JSON.parse(text), runs: 10 });
    expect(r).toEqual({ status: 200, body: pigmentBots(parsed.value, { runs: 10 }) });
  });
});
