import { suggestPigment } from '@levelbench/pigment';
import { defaultGames } from './default-games';
import { readSse, startPooledTestServer, type TestServer } from './testing';

describe('POST /api/pigment/suggest and the Pigment pack', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startPooledTestServer({ games: defaultGames() }, 2);
  }, 60_000);
  afterAll(() => s.close());

  const post = async (path: string, body: unknown, method = 'POST') => {
    const r = await fetch(`${s.url}${path}`, {
      method,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };

  it('runs in the pool, streams boards as progress, and ends with the same ranked boards as the CLI', async () => {
    const options = { width: 6, height: 6, marks: 3, length: 12, unique: true, count: 3, seed: 4 };
    const started = await post('/api/pigment/suggest', options);
    expect(started.status).toBe(202);
    const events = await readSse(`${s.url}${started.body['events']}`);
    const progress = events
      .filter((e) => e.event === 'progress')
      .map((e) => e.data as { found: number; suggestions: unknown[] });
    expect(progress[0].found).toBe(0);
    expect(progress.at(-1)?.found).toBe(3);
    for (const p of progress) expect(p.suggestions).toHaveLength(p.found);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const expected = suggestPigment(options);
    const got = done?.data as { complete: boolean; suggestions: { level: { id: string } }[] };
    expect(got.complete).toBe(true);
    expect(got.suggestions.map((x) => x.level)).toEqual(expected.suggestions.map((x) => x.level));
  }, 60_000);

  it('refuses impossible options with the sentence and a path (400), before starting a job', async () => {
    const r = await post('/api/pigment/suggest', { width: 2, height: 2, marks: 4, length: 5 });
    expect(r.status).toBe(400);
    expect(r.body['error']).toContain('4 marks do not fit');
    const bad = await post('/api/pigment/suggest', { options: { width: 5, height: 5, marks: 2, length: 'x' } });
    expect(bad.body['errors']).toEqual([expect.objectContaining({ path: '/options/length' })]);
  });

  it('cancels: the stream ends with `cancelled`', async () => {
    const started = await post('/api/pigment/suggest', {
      width: 9,
      height: 9,
      marks: 6,
      length: 30,
      count: 20,
      unique: true,
    });
    const id = started.body['id'] as string;
    const stream = readSse(`${s.url}/api/jobs/${id}/events`);
    await new Promise((r) => setTimeout(r, 300));
    const del = await fetch(`${s.url}/api/jobs/${id}`, { method: 'DELETE' });
    expect(await del.json()).toMatchObject({ id, state: 'cancelled' });
    expect((await stream).at(-1)?.event).toBe('cancelled');
  }, 60_000);

  it('stores pack.json through the level store, validated by its own schema, and keeps it out of the level list', async () => {
    const bad = await post('/api/levels/pigment/pack', { order: ['white', 'gone'] }, 'PUT');
    expect(bad.status).toBe(400);
    expect(bad.body['errors']).toEqual([expect.objectContaining({ path: '/order/1' })]);
    const ok = await post('/api/levels/pigment/pack', { order: ['white', 'return'] }, 'PUT');
    expect(ok.status).toBe(201);
    expect(await (await fetch(`${s.url}/api/levels/pigment/pack`)).json()).toEqual({ order: ['white', 'return'] });
    const list = (await (await fetch(`${s.url}/api/levels/pigment`)).json()) as { id: string }[];
    expect(list.map((l) => l.id)).not.toContain('pack');
    expect(list.map((l) => l.id)).toContain('white');
  });
});
