import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { HISTORY_LIMIT } from './history';
import { headerAuthor as authorOf } from './identity';
import { replaceId } from './routes/history';
import { pigmentCalls, smallGames } from './small-games.testing';
import { startTestServer, type TestServer, fileGames } from './testing';

describe('level history and rename', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ games: fileGames(smallGames()) });
  });
  afterAll(() => s.close());

  const { put, rename, versions } = pigmentCalls(() => s);

  it('keeps every replaced version with who and when, outside levels/pigment', async () => {
    // an authored file from git: its first save through the server keeps the git version (who/when unknown)
    const before = await fetch(`${s.url}/api/levels/pigment/return`);
    const gitEtag = before.headers.get('etag') ?? '';
    const level = (await before.json()) as Record<string, unknown>;
    const r1 = await put('return', { ...level, limit: 6 }, { 'if-match': gitEtag, 'x-levelbench-author': 'ada' });
    expect(r1.status).toBe(200);
    const r2 = await put('return', { ...level, limit: 7 }, { 'if-match': r1.headers.get('etag') ?? '' });
    expect(r2.status).toBe(200);

    const list = await versions('return');
    expect(list.map((v) => [v.version, v.savedBy, v.current])).toEqual([
      [3, null, true],
      [2, 'ada', false],
      [1, null, false],
    ]);
    expect(list[2]).toMatchObject({ etag: gitEtag, savedAt: null });
    expect(Date.parse(list[1].savedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const v1 = (await (await fetch(`${s.url}/api/history/pigment/return/1`)).json()) as { file: { limit: number } };
    expect(v1.file.limit).toBe(level['limit']);
    expect((await fetch(`${s.url}/api/history/pigment/return/99`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/history/pigment/..%2Fx`)).status).toBe(400);
    // the store folder holds only levels: history sits in levels/.history
    expect((await fs.readdir(join(s.levelsDir, 'pigment'))).every((n) => /^[a-z0-9-]+\.json$/.test(n))).toBe(true);
    expect(await fs.readdir(join(s.levelsDir, '.history/pigment/return'))).toHaveLength(3);
  });

  it('restores a version in one step: POST …/restore with If-Match, recorded as a new version', async () => {
    const list = await versions('return');
    const restore = (v: number, headers: Record<string, string>, body: string | null = '{}') =>
      fetch(`${s.url}/api/history/pigment/return/${v}/restore`, {
        method: 'POST',
        body: body ?? undefined,
        headers: { ...(body === null ? {} : { 'content-type': 'application/json' }), ...headers },
      });
    expect((await restore(1, {})).status).toBe(428);
    expect((await restore(1, { 'if-match': list[1].etag })).status).toBe(409);
    // not JSON at all: the request guard refuses it before the route (csrf.ts)
    expect((await restore(1, { 'if-match': list[0].etag }, null)).status).toBe(415);
    expect((await restore(99, { 'if-match': list[0].etag })).status).toBe(404);
    const ok = await restore(1, { 'if-match': list[0].etag, 'x-levelbench-author': 'bo' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('etag')).toBe(list[2].etag);
    expect(await ok.json()).toMatchObject({ id: 'return', etag: list[2].etag, created: false });
    expect((await versions('return'))[0]).toMatchObject({
      version: 4,
      current: true,
      etag: list[2].etag,
      savedBy: 'bo',
    });
  });

  it(`keeps at most ${HISTORY_LIMIT} previous versions per level`, async () => {
    let etag = (await put('busy', { name: 'Busy', limit: 1 }, { 'if-none-match': '*' })).headers.get('etag') ?? '';
    for (let i = 2; i <= HISTORY_LIMIT + 5; i++) {
      etag = (await put('busy', { name: 'Busy', limit: i }, { 'if-match': etag })).headers.get('etag') ?? '';
    }
    const list = await versions('busy');
    expect(list).toHaveLength(HISTORY_LIMIT + 1);
    expect(list[0]).toMatchObject({ version: HISTORY_LIMIT + 5, current: true });
    expect(list[list.length - 1].version).toBe(5);
  });

  it('rename moves the file, its history and its entry in pack.json', async () => {
    const created = await put('probe-six-copy', { name: 'Probe Six copy', limit: 2 }, { 'if-none-match': '*' });
    await fs.writeFile(
      join(s.levelsDir, 'pigment/pack.json'),
      JSON.stringify({ order: ['return', 'probe-six-copy', 'white'] }),
    );
    const stale = await rename('probe-six-copy', { to: 'probe-seven' }, { 'if-match': '"nope"' });
    expect(stale.status).toBe(409);

    const r = await rename(
      'probe-six-copy',
      { to: 'probe-seven', name: 'Probe Seven' },
      {
        'if-match': created.headers.get('etag') ?? '',
      },
    );
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ id: 'probe-seven', name: 'Probe Seven' });
    expect((await fetch(`${s.url}/api/levels/pigment/probe-six-copy`)).status).toBe(404);
    const moved = JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/probe-seven.json'), 'utf8'));
    expect(moved).toEqual({ id: 'probe-seven', name: 'Probe Seven', limit: 2 });
    const pack = JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/pack.json'), 'utf8'));
    expect(pack).toEqual({ order: ['return', 'probe-seven', 'white'] });
    expect((await versions('probe-seven')).map((v) => v.version)).toEqual([2, 1]);
    expect(await versions('probe-six-copy')).toEqual([]);

    // an existing target is refused and nothing moves
    const taken = await rename('probe-seven', { to: 'return' });
    expect(taken.status).toBe(409);
    expect((await fetch(`${s.url}/api/levels/pigment/probe-seven`)).status).toBe(200);
    expect((await rename('probe-seven', { to: 'Bad Id' })).status).toBe(400);
    expect((await rename('missing', { to: 'other' })).status).toBe(404);
    expect((await rename('probe-seven', { to: 'pack' })).status).toBe(400);
  });

  it('rename works without a pack.json; it needs If-Match and a `to` other than its own id', async () => {
    await fs.rm(join(s.levelsDir, 'pigment/pack.json'), { force: true });
    const r = await rename('probe-seven', { to: 'probe-eight' });
    expect(r.status).toBe(200);
    const blind = await rename('probe-eight', { to: 'probe-nine' }, {});
    expect(blind.status).toBe(428);
    expect(await blind.json()).toMatchObject({ etag: r.headers.get('etag') });
    expect((await rename('probe-eight', { name: 'Probe Eight' })).status).toBe(400);
    expect((await rename('probe-eight', { to: 'probe-eight', name: 'Probe Eight' })).status).toBe(400);
    const bodyless = await fetch(`${s.url}/api/levels/pigment/probe-eight/rename`, {
      method: 'POST',
      headers: { 'if-match': '*' },
    });
    expect(bodyless.status).toBe(415); // what a no-cors page can send: refused before the route
    const empty = await fetch(`${s.url}/api/levels/pigment/probe-eight/rename`, {
      method: 'POST',
      headers: { 'if-match': '*', 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    expect((await fs.readdir(join(s.levelsDir, 'pigment'))).filter((n) => n.startsWith('probe'))).toEqual([
      'probe-eight.json',
    ]);
    expect((await versions('probe-eight')).map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('reads the author header, percent-decoded and bounded', () => {
    expect(authorOf('Zoë%20K')).toBe('Zoë K');
    expect(authorOf(['ada', 'bob'])).toBe('ada');
    expect(authorOf('100%')).toBe('100%');
    expect(authorOf('  ')).toBeNull();
    expect(authorOf('x'.repeat(99))).toHaveLength(64);
  });

  it('replaceId swaps exact id strings and keys only', () => {
    expect(replaceId({ a: ['x', 'xx', { x: 1 }], b: 'x' }, 'x', 'y')).toEqual({ a: ['y', 'xx', { y: 1 }], b: 'y' });
  });
});
