import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { BODY_LIMIT } from './app';
import { SMALL_LEVEL_SCHEMA, smallGames } from './small-games.testing';
import { rawRequest, startTestServer, type TestServer, fileGames, putJson } from './testing';

// the small games' level schema, closed: extra properties are refused
const levelSchema = { ...SMALL_LEVEL_SCHEMA, additionalProperties: false };

describe('level API', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ games: fileGames(smallGames(levelSchema)) });
  });
  afterAll(() => s.close());

  const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    putJson(`${s.url}${path}`, typeof body === 'string' ? body : JSON.stringify(body), headers);

  it('answers health', async () => {
    const r = await fetch(`${s.url}/api/health`);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ status: 'ok' });
  });

  it('round-trips create, list, read, update and delete with ETags', async () => {
    const created = await put('/api/levels/pigment/round-trip', { name: 'Round trip', limit: 3 });
    expect(created.status).toBe(201);
    const etag1 = created.headers.get('etag') ?? '';
    expect(await created.json()).toEqual({ id: 'round-trip', name: 'Round trip', etag: etag1, created: true });
    // the id is filled in from the URL and the file is pretty JSON with a trailing newline
    const onDisk = await fs.readFile(join(s.levelsDir, 'pigment/round-trip.json'), 'utf8');
    expect(onDisk).toBe('{\n  "id": "round-trip",\n  "name": "Round trip",\n  "limit": 3\n}\n');

    const list = (await (await fetch(`${s.url}/api/levels/pigment`)).json()) as {
      id: string;
      name: string;
      etag: string;
    }[];
    expect(list).toContainEqual({ id: 'round-trip', name: 'Round trip', etag: etag1 });

    const read = await fetch(`${s.url}/api/levels/pigment/round-trip`);
    expect(read.headers.get('etag')).toBe(etag1);
    expect(await read.text()).toBe(onDisk);
    expect(
      (await fetch(`${s.url}/api/levels/pigment/round-trip`, { headers: { 'if-none-match': etag1 } })).status,
    ).toBe(304);

    const updated = await put(
      '/api/levels/pigment/round-trip',
      { id: 'round-trip', name: 'Renamed', limit: 4 },
      { 'if-match': etag1 },
    );
    expect(updated.status).toBe(200);
    const etag2 = updated.headers.get('etag') ?? '';
    expect(etag2).not.toBe(etag1);

    const stale = await fetch(`${s.url}/api/levels/pigment/round-trip`, {
      method: 'DELETE',
      headers: { 'if-match': etag1 },
    });
    expect(stale.status).toBe(409);
    const del = await fetch(`${s.url}/api/levels/pigment/round-trip`, {
      method: 'DELETE',
      headers: { 'if-match': etag2 },
    });
    expect(del.status).toBe(204);
    expect((await fetch(`${s.url}/api/levels/pigment/round-trip`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/levels/pigment/round-trip`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers a stale If-Match with 409, the current version and its ETag, and keeps the file', async () => {
    const v1 = await put('/api/levels/pigment/race', { name: 'A', limit: 1 });
    const etag1 = v1.headers.get('etag') ?? '';
    const v2 = await put('/api/levels/pigment/race', { name: 'B', limit: 2 }, { 'if-match': etag1 });
    expect(v2.status).toBe(200);
    const lost = await put('/api/levels/pigment/race', { name: 'C', limit: 3 }, { 'if-match': etag1 });
    expect(lost.status).toBe(409);
    expect(lost.headers.get('etag')).toBe(v2.headers.get('etag'));
    expect(await lost.json()).toMatchObject({
      etag: v2.headers.get('etag'),
      current: { id: 'race', name: 'B', limit: 2 },
    });
    expect(JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/race.json'), 'utf8'))).toMatchObject({ name: 'B' });
    // If-None-Match: * means "create only"
    expect((await put('/api/levels/pigment/race', { name: 'D', limit: 1 }, { 'if-none-match': '*' })).status).toBe(409);
  });

  it('refuses invalid files with 400, JSON paths and sentences, and writes nothing', async () => {
    const r = await put('/api/levels/pigment/bad', { name: 7, limit: 0, extra: true });
    expect(r.status).toBe(400);
    const body = (await r.json()) as { error: string; errors: { file: string; path: string; message: string }[] };
    expect(body.error).toMatch(/not a valid pigment file/);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { file: 'levels/pigment/bad.json', path: '/name', message: 'must be of type string' },
        { file: 'levels/pigment/bad.json', path: '/limit', message: 'must be at least 1' },
        { file: 'levels/pigment/bad.json', path: '/extra', message: 'is not a known field' },
      ]),
    );
    const mismatch = await put('/api/levels/pigment/bad', { id: 'other', name: 'x', limit: 1 });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { errors: { path: string }[] }).errors[0].path).toBe('/id');
    const syntax = await put('/api/levels/pigment/bad', '{\n  "name": "x",\n}');
    expect(syntax.status).toBe(400);
    expect(((await syntax.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/line 3/);
    expect((await put('/api/levels/pigment/bad', '')).status).toBe(400);
    await expect(fs.access(join(s.levelsDir, 'pigment/bad.json'))).rejects.toThrow();
  });

  it('refuses path traversal: dots, encoded slashes, absolute paths, unknown games', async () => {
    const outside = join(s.levelsDir, '..', 'secret.json');
    await fs.writeFile(outside, '{"secret":true}\n');
    const attempts = [
      '/api/levels/pigment/..%2F..%2Fsecret',
      '/api/levels/pigment/%2E%2E%2Fsecret',
      '/api/levels/pigment/..',
      '/api/levels/pigment/%2Fetc%2Fpasswd',
      '/api/levels/pigment/..%5Csecret',
      '/api/levels/pigment/Secret',
      '/api/levels/pigment/a.json',
    ];
    for (const path of attempts) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const r = await rawRequest(s.port, method, path, method === 'PUT' ? '{"name":"x","limit":1}' : undefined);
        expect([400, 404]).toContain(r.status);
        expect(r.text).not.toContain('secret":true');
      }
    }
    for (const path of [
      '/api/levels/..%2F..%2Ftmp/x',
      '/api/levels/%2Ftmp/x',
      '/api/levels/pigment/../../secret',
      '/api/levels/../secret',
    ]) {
      const r = await rawRequest(s.port, 'PUT', path, '{"name":"x","limit":1}');
      expect([400, 404]).toContain(r.status);
    }
    expect(await fs.readFile(outside, 'utf8')).toBe('{"secret":true}\n');
    expect((await fs.readdir(join(s.levelsDir, '..'))).sort()).toEqual(['levels', 'reports', 'secret.json']);
    expect((await rawRequest(s.port, 'GET', '/api/levels/chess')).status).toBe(404);
    // a game the server was not given is unknown, whatever the rules libs have
    const unregistered = await rawRequest(s.port, 'GET', '/api/levels/worldgen');
    expect([unregistered.status, JSON.parse(unregistered.text).error]).toEqual([
      404,
      'unknown game "worldgen" (expected one of pigment, watersort)',
    ]);
    expect((await rawRequest(s.port, 'GET', '/api/levels/constructor')).status).toBe(404);
  });

  it('answers 204 for a fixed-name file not written yet (an absent pack is normal), 404 for a missing level', async () => {
    const absent = await fetch(`${s.url}/api/levels/pigment/pack`);
    expect([absent.status, absent.headers.get('etag'), await absent.text()]).toEqual([204, null, '']);
    expect((await fetch(`${s.url}/api/levels/pigment/no-such-level`)).status).toBe(404);
    const created = await put('/api/levels/pigment/pack', { order: [] }, { 'if-none-match': '*' });
    expect(created.status).toBe(201);
    const present = await fetch(`${s.url}/api/levels/pigment/pack`);
    expect([present.status, await present.json()]).toEqual([200, { order: [] }]);
    await fs.rm(join(s.levelsDir, 'pigment/pack.json'));
  });

  it('refuses an oversized body with 413', async () => {
    const big = { name: 'x'.repeat(BODY_LIMIT), limit: 1 };
    const r = await put('/api/levels/pigment/big', big);
    expect(r.status).toBe(413);
    expect(await r.json()).toEqual({ error: expect.stringMatching(/larger than 256 KiB/) });
  });

  it('serves the schema for Monaco', async () => {
    expect(await (await fetch(`${s.url}/api/schemas/pigment`)).json()).toEqual(levelSchema);
    expect((await fetch(`${s.url}/api/schemas/nope`)).status).toBe(404);
  });

  it('says how to build the UI when it is not built, and falls back to index.html for deep links when it is', async () => {
    const hint = await fetch(`${s.url}/`);
    expect(await hint.text()).toContain('npm run build');
    expect((await fetch(`${s.url}/api/unknown`)).status).toBe(404);
    await fs.mkdir(s.uiDir, { recursive: true });
    await fs.writeFile(join(s.uiDir, 'index.html'), '<app-root></app-root>');
    await fs.writeFile(join(s.uiDir, 'main.js'), 'console.log(1)');
    for (const path of ['/', '/pigment/return']) {
      const r = await fetch(`${s.url}${path}`);
      expect(r.status).toBe(200);
      expect(await r.text()).toBe('<app-root></app-root>');
    }
    expect(await (await fetch(`${s.url}/main.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${s.url}/missing.js`)).status).toBe(404);
  });
});
