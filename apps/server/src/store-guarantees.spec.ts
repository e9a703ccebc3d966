/**
 * Issue #39 item 1 and 8, reproduced over real files with restarts: a rename or delete that is refused
 * or fails half-way changes nothing and leaves no journal, so the next start cannot apply it over a
 * later save; a levels folder that is gone is an error naming it; files whose names are not ids are
 * problem rows; only the newest deleted levels keep their history.
 */
import type { FastifyInstance } from 'fastify';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { ConfinedStore } from '@levelbench/store';
import { type ServerOptions, buildServer } from './app';
import { defaultGames } from './default-games';
import { LevelHistory } from './history';
import { storeChecksums } from './fuzz.testing';
import { copyOfLevels } from './testing';

const json = { 'content-type': 'application/json' };

describe('the level store across failures and restarts', () => {
  let dir: string;
  let levelsDir: string;
  let app: FastifyInstance;
  let url: string;

  const start = async (extra: Partial<ServerOptions> = {}) => {
    app = await buildServer({
      levelsDir,
      reportsDir: join(dir, 'reports'),
      uiDir: join(dir, 'ui'),
      games: defaultGames(),
      ...extra,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  };
  const restart = async () => {
    await app.close();
    await start();
  };
  const get = (id: string) => fetch(`${url}/api/levels/pigment/${id}`);
  /** Saves `white` under a new name through the API; returns the saved text. */
  const saveWhite = async (name: string) => {
    const r = await get('white');
    const level = (await r.json()) as Record<string, unknown>;
    const put = await fetch(`${url}/api/levels/pigment/white`, {
      method: 'PUT',
      headers: { ...json, 'if-match': r.headers.get('etag') ?? '' },
      body: JSON.stringify({ ...level, name }),
    });
    expect(put.status).toBe(200);
    return fs.readFile(join(levelsDir, 'pigment/white.json'), 'utf8');
  };
  const rename = (to: string) =>
    fetch(`${url}/api/levels/pigment/white/rename`, {
      method: 'POST',
      headers: { ...json, 'if-match': '*' },
      body: JSON.stringify({ to }),
    });
  const journals = async () =>
    (await fs.readdir(join(levelsDir, '.journal')).catch(() => [])).filter((n) => n.endsWith('.json'));

  beforeEach(async () => {
    ({ dir, levelsDir } = await copyOfLevels('levelbench-guarantees-'));
    await fs.mkdir(join(dir, 'reports'));
    await start();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('(a) a stray file in the target history folder refuses the rename with 409 before anything is journalled', async () => {
    const stray = join(levelsDir, '.history/pigment/white-3');
    await fs.mkdir(stray, { recursive: true });
    await fs.writeFile(join(stray, 'notes.txt'), 'mine');
    const before = await storeChecksums(join(levelsDir, 'pigment'));
    const r = await rename('white-3');
    expect(r.status).toBe(409);
    expect(((await r.json()) as { error: string }).error).toMatch(
      /levels\/\.history\/pigment\/white-3 already exists .*notes\.txt/,
    );
    expect(await journals()).toEqual([]);
    expect(await storeChecksums(join(levelsDir, 'pigment'))).toEqual(before);
    const saved = await saveWhite('After the refused rename');
    await fs.rm(stray, { recursive: true });
    await restart();
    expect(await (await get('white')).text()).toBe(saved);
    expect((await get('white-3')).status).toBe(404);
  });

  it('(b) a history path that is a file refuses the delete with 422 before anything is journalled', async () => {
    await fs.mkdir(join(levelsDir, '.history/pigment'), { recursive: true });
    await fs.writeFile(join(levelsDir, '.history/pigment/white'), 'not a folder');
    const before = await storeChecksums(join(levelsDir, 'pigment'));
    const r = await fetch(`${url}/api/levels/pigment/white`, { method: 'DELETE', headers: { 'if-match': '*' } });
    expect(r.status).toBe(422);
    expect(await r.json()).toMatchObject({
      problem: 'not a folder',
      error: expect.stringMatching(/^levels\/\.history\/pigment\/white is not a folder/),
    });
    expect(await journals()).toEqual([]);
    expect(await storeChecksums(join(levelsDir, 'pigment'))).toEqual(before);
    await fs.rm(join(levelsDir, '.history/pigment/white'));
    const saved = await saveWhite('After the refused delete');
    await restart();
    expect(await (await get('white')).text()).toBe(saved);
  });

  it('(c) a rename that runs out of disk half-way is undone before it answers, and a later save survives a restart', async () => {
    const write = ConfinedStore.prototype.writeAtomic;
    // the disk fills up once the new file is written: the history record cannot be
    jest.spyOn(ConfinedStore.prototype, 'writeAtomic').mockImplementation(function (this: ConfinedStore, rel, text) {
      if (rel.startsWith('.history/pigment/white-3/'))
        return Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
      return write.call(this, rel, text);
    });
    const before = await storeChecksums(join(levelsDir, 'pigment'));
    const r = await rename('white-3');
    expect(r.status).toBe(500);
    jest.restoreAllMocks();
    expect(await journals()).toEqual([]);
    expect(await storeChecksums(join(levelsDir, 'pigment'))).toEqual(before);
    const saved = await saveWhite('After the full disk');
    await restart();
    expect(await (await get('white')).text()).toBe(saved);
    expect((await get('white-3')).status).toBe(404);
  });

  it('(d) every save records its history in the same transaction: the newest version is the file', async () => {
    for (const n of [1, 2, 3]) {
      const text = await saveWhite(`Save ${n}`);
      const h = await (await fetch(`${url}/api/history/pigment/white`)).json();
      expect(h[0]).toMatchObject({ current: true });
      const newest = (await (await fetch(`${url}/api/history/pigment/white/${h[0].version}`)).json()) as {
        text: string;
      };
      expect(newest.text).toBe(text);
    }
  });

  it('a levels folder that disappears while running is an error naming it, and is never re-created', async () => {
    const level = await (await get('white')).json();
    await fs.rm(levelsDir, { recursive: true });
    const put = await fetch(`${url}/api/levels/pigment/white`, {
      method: 'PUT',
      headers: { ...json, 'if-match': '*' },
      body: JSON.stringify(level),
    });
    expect(put.status).toBe(503);
    expect(await put.json()).toMatchObject({
      problem: 'missing store',
      error: expect.stringMatching(/^levels does not exist/),
    });
    expect((await fetch(`${url}/api/levels/pigment`)).status).toBe(503);
    expect((await get('white')).status).toBe(503);
    await expect(fs.stat(levelsDir)).rejects.toMatchObject({ code: 'ENOENT' });
    await app.close();
    await expect(start()).rejects.toThrow(`the levels folder ${levelsDir} does not exist`);
    await fs.mkdir(levelsDir); // for afterEach's close of a server that never started
    await start();
  });

  it('lists a *.json whose name is not an id as a problem row instead of leaving it out', async () => {
    await fs.writeFile(join(levelsDir, 'pigment/My Level.json'), '{}');
    const rows = (await (await fetch(`${url}/api/levels/pigment`)).json()) as { id: string }[];
    expect(rows).toContainEqual({
      id: 'My Level',
      name: 'My Level',
      etag: null,
      problem: 'invalid id',
      message: expect.stringMatching(/^levels\/pigment\/My Level\.json is not served: "My Level" is not a valid id/),
    });
    expect(rows.filter((r) => r.id !== 'My Level').every((r) => /^[a-z0-9-]+$/.test(r.id))).toBe(true);
  });

  it('keeps the history of the newest deleted levels only', async () => {
    const history = new LevelHistory(levelsDir, { keepDeleted: 2 });
    for (const [i, id] of ['d-1', 'd-2', 'd-3'].entries()) {
      const t = `.history/pigment/${id}`;
      await fs.mkdir(join(levelsDir, t), { recursive: true });
      await fs.writeFile(join(levelsDir, t, '000001.json'), JSON.stringify({ text: '{}', etag: '"x"' }));
      await fs.writeFile(
        join(levelsDir, t, 'deleted.json'),
        JSON.stringify({ deletedAt: `2026-12-0${i + 1}T00:00:00.000Z`, deletedBy: null, etag: '"x"' }),
      );
    }
    expect(await history.pruneDeleted('pigment')).toEqual(['d-1']);
    expect((await history.deleted('pigment')).map((d) => d.id)).toEqual(['d-2', 'd-3']);
    await expect(fs.stat(join(levelsDir, '.history/pigment/d-1'))).rejects.toMatchObject({ code: 'ENOENT' });
    // the server's default keeps 50: a delete through the API prunes beyond that
    const r = await fetch(`${url}/api/levels/pigment/white`, { method: 'DELETE', headers: { 'if-match': '*' } });
    expect(r.status).toBe(204);
    expect((await (await fetch(`${url}/api/history/pigment`)).json()).map((d: { id: string }) => d.id)).toEqual([
      'd-2',
      'd-3',
      'white',
    ]);
  });

  it('keeps the history of as many deleted levels as the keepDeleted option says', async () => {
    await app.close();
    await start({ keepDeleted: 1 });
    for (const id of ['return', 'white']) {
      const r = await fetch(`${url}/api/levels/pigment/${id}`, { method: 'DELETE', headers: { 'if-match': '*' } });
      expect(r.status).toBe(204);
    }
    expect((await (await fetch(`${url}/api/history/pigment`)).json()).map((d: { id: string }) => d.id)).toEqual([
      'white',
    ]);
    await expect(fs.stat(join(levelsDir, '.history/pigment/return'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
