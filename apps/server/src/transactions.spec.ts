import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { pigmentCalls, smallGames } from './small-games.testing';
import { startTestServer, type TestServer, fileGames } from './testing';

const json = { 'content-type': 'application/json' };

describe('rename, delete and restore as one step', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ games: fileGames(smallGames()) });
  });
  afterAll(() => s.close());

  const { put, rename, versions } = pigmentCalls(() => s);
  const pack = async () =>
    JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/pack.json'), 'utf8')) as { order: string[] };

  it('20 parallel renames of 20 different levels all succeed and leave pack.json naming exactly the moved ids', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `par-${i}`);
    for (const id of ids) expect((await put(id, { name: id, limit: 1 }, { 'if-none-match': '*' })).status).toBe(201);
    await fs.writeFile(join(s.levelsDir, 'pigment/pack.json'), JSON.stringify({ order: ['return', ...ids] }));
    const answers = await Promise.all(ids.map((id) => rename(id, { to: `${id}-moved` })));
    expect(answers.map((r) => r.status)).toEqual(ids.map(() => 200));
    expect((await pack()).order).toEqual(['return', ...ids.map((id) => `${id}-moved`)]);
    const files = await fs.readdir(join(s.levelsDir, 'pigment'));
    for (const id of ids) {
      expect(files).toContain(`${id}-moved.json`);
      expect(files).not.toContain(`${id}.json`);
    }
  });

  const del = (id: string, headers: Record<string, string> = { 'if-match': '*' }) =>
    fetch(`${s.url}/api/levels/pigment/${id}`, { method: 'DELETE', headers });
  const restore = (id: string, v: number, headers: Record<string, string> = {}) =>
    fetch(`${s.url}/api/history/pigment/${id}/${v}/restore`, {
      method: 'POST',
      body: '{}',
      headers: { ...json, ...headers },
    });

  it('a delete needs If-Match, keeps the history with a tombstone (who/when) and leaves the pack', async () => {
    const etag =
      (await put('doomed', { name: 'Doomed', limit: 2 }, { 'if-none-match': '*' })).headers.get('etag') ?? '';
    await fs.writeFile(join(s.levelsDir, 'pigment/pack.json'), JSON.stringify({ order: ['doomed', 'return'] }));
    const blind = await del('doomed', {});
    expect(blind.status).toBe(428);
    expect(await blind.json()).toMatchObject({ etag });
    expect((await del('doomed', { 'if-match': '"stale"' })).status).toBe(409);
    expect((await del('doomed', { 'if-match': etag, 'x-levelbench-author': 'cy' })).status).toBe(204);
    expect((await fetch(`${s.url}/api/levels/pigment/doomed`)).status).toBe(404);
    expect((await pack()).order).toEqual(['return']);
    expect((await versions('doomed')).map((v) => v.etag)).toEqual([etag]);
    const deleted = (await (await fetch(`${s.url}/api/history/pigment`)).json()) as { id: string }[];
    expect(deleted).toContainEqual({ id: 'doomed', etag, deletedBy: 'cy', deletedAt: expect.any(String) });
    // a new file on its id would merge into the deleted level's history
    const again = await put('doomed', { name: 'Doomed again', limit: 1 }, { 'if-none-match': '*' });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/doomed\.json was deleted on .* by cy .*restore it/);
  });

  it('a rename onto a deleted level is refused with 409 naming it, and its history stays (it was erased before)', async () => {
    await put('other', { name: 'Other', limit: 3 }, { 'if-none-match': '*' });
    const before = await versions('doomed');
    const r = await rename('other', { to: 'doomed' });
    expect(r.status).toBe(409);
    expect(await r.json()).toMatchObject({ error: expect.stringMatching(/levels\/pigment\/doomed\.json was deleted/) });
    expect(await versions('doomed')).toEqual(before);
    expect((await fetch(`${s.url}/api/levels/pigment/other`)).status).toBe(200);
    expect((await fetch(`${s.url}/api/levels/pigment/doomed`)).status).toBe(404);
  });

  it('restores a deleted level in one step: file back, history continued, tombstone gone', async () => {
    const [last] = await versions('doomed');
    const r = await restore('doomed', last.version);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ id: 'doomed', name: 'Doomed', etag: last.etag, created: true });
    expect(JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/doomed.json'), 'utf8'))).toEqual({
      id: 'doomed',
      name: 'Doomed',
      limit: 2,
    });
    expect((await versions('doomed'))[0]).toMatchObject({ version: 2, etag: last.etag });
    expect((await versions('doomed')).length).toBe(2);
    expect(await (await fetch(`${s.url}/api/history/pigment`)).json()).not.toContainEqual(
      expect.objectContaining({ id: 'doomed' }),
    );
    // once it exists again, a restore must name the version it replaces
    expect((await restore('doomed', 1)).status).toBe(428);
  });

  it('a history version holding broken JSON is listed, opened with a problem and refused with 422 on restore', async () => {
    const id = 'conflicted';
    const dir = join(s.levelsDir, '.history/pigment', id);
    await fs.mkdir(dir, { recursive: true });
    const broken = '{\n<<<<<<< HEAD\n  "limit": 2\n=======\n  "limit": 3\n>>>>>>> theirs\n}\n';
    await fs.writeFile(
      join(dir, '000001.json'),
      JSON.stringify({ etag: '"x"', savedAt: null, savedBy: null, text: broken }),
    );
    await fs.writeFile(join(dir, '000002.json'), 'not json at all');
    expect((await versions(id)).map((v) => v.version)).toEqual([2, 1]);
    const v1 = await fetch(`${s.url}/api/history/pigment/${id}/1`);
    expect(v1.status).toBe(200);
    const body = (await v1.json()) as { text: string; file: unknown; problem: { errors: { message: string }[] } };
    expect(body).toMatchObject({ text: broken, file: null });
    expect(body.problem.errors[0].message).toMatch(/line 2, column 1/);
    const v2 = await fetch(`${s.url}/api/history/pigment/${id}/2`);
    expect(v2.status).toBe(200);
    expect(await v2.json()).toMatchObject({
      text: 'not json at all',
      file: null,
      problem: { error: expect.any(String) },
    });
    for (const v of [1, 2]) {
      const r = await restore(id, v);
      expect([v, r.status]).toEqual([v, 422]);
      expect((await r.json()).error).toMatch(new RegExp(`levels/pigment/${id}.json version ${v} cannot be restored`));
    }
    await expect(fs.access(join(s.levelsDir, `pigment/${id}.json`))).rejects.toThrow();
  });

  it('renaming a level file with merge-conflict markers is 422 naming the file and line, and nothing moves', async () => {
    const text =
      '{\n  "id": "merged",\n<<<<<<< HEAD\n  "name": "A",\n=======\n  "name": "B",\n>>>>>>> b\n  "limit": 1\n}\n';
    await fs.writeFile(join(s.levelsDir, 'pigment/merged.json'), text);
    const r = await rename('merged', { to: 'merged-two' });
    expect(r.status).toBe(422);
    expect((await r.json()).error).toMatch(
      /^levels\/pigment\/merged\.json cannot be renamed: it is not valid JSON at line 3, column 1/,
    );
    expect(await fs.readFile(join(s.levelsDir, 'pigment/merged.json'), 'utf8')).toBe(text);
    await expect(fs.access(join(s.levelsDir, 'pigment/merged-two.json'))).rejects.toThrow();
    // a stale If-Match on it answers 409 with its text, not 500
    const stale = await rename('merged', { to: 'merged-two' }, { 'if-match': '"old"' });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: text });
  });

  it('a deleted pack.json can be created again (a fixed-name file has one history, it goes on)', async () => {
    const etag = (await fetch(`${s.url}/api/levels/pigment/pack`)).headers.get('etag') ?? '';
    expect((await del('pack', { 'if-match': etag })).status).toBe(204);
    const again = await put('pack', { order: ['return'] }, { 'if-none-match': '*' });
    expect(again.status).toBe(201);
    expect(await (await fetch(`${s.url}/api/history/pigment`)).json()).not.toContainEqual(
      expect.objectContaining({ id: 'pack' }),
    );
  });

  it('leaves no journal behind', async () => {
    expect(await fs.readdir(join(s.levelsDir, '.journal')).catch(() => [])).toEqual([]);
  });
});
