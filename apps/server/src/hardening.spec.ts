/** Hostile input against the real app (inject): bodies, media types, methods, hosts, headers, conditional PUTs. */
import type { FastifyInstance } from 'fastify';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './app';
import { defaultGames } from './default-games';
import { jsonDepth } from './hardening';
import { type SendOptions, send, storeChecksums } from './fuzz.testing';
import { copyOfLevels } from './testing';

describe('hardened request handling', () => {
  let dir: string;
  let levelsDir: string;
  let app: FastifyInstance;
  let before: Map<string, string>;

  beforeAll(async () => {
    ({ dir, levelsDir } = await copyOfLevels('levelbench-hardening-'));
    app = await buildServer({
      levelsDir,
      reportsDir: join(dir, 'reports'),
      uiDir: join(dir, 'ui'),
      games: defaultGames(),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    before = await storeChecksums(levelsDir);
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const inject = (o: SendOptions) => send((app.server.address() as { port: number }).port, o);
  const put = (url: string, payload: SendOptions['payload'], headers?: Record<string, string>) =>
    inject({ method: 'PUT', url, payload, headers });
  const returnLevel = async () => JSON.parse(await fs.readFile(join(levelsDir, 'pigment/return.json'), 'utf8'));

  it('answers deeply nested JSON with 400 and a plain message, on PUT and POST', async () => {
    const deep = `{"name": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const [method, url] of [
      ['PUT', '/api/levels/pigment/deep'],
      ['POST', '/api/pigment/solve'],
      ['POST', '/api/jobs'],
    ] as const) {
      const r = await inject({ method, url, payload: deep, headers: { 'content-type': 'application/json' } });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({
        error: 'the request body is nested deeper than 64 levels',
        errors: [{ file: 'request body', path: '', message: 'is nested deeper than 64 levels' }],
      });
    }
  });

  it('counts nesting without recursion and ignores brackets inside strings', () => {
    expect(jsonDepth('{"a": [1, {"b": "[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[[["')).toBe(0);
    expect(jsonDepth('['.repeat(200_000))).toBe(200_000);
  });

  it('refuses text/plain with 415 and invalid UTF-8 with 400 saying so', async () => {
    const text = JSON.stringify(await returnLevel());
    const plain = await put('/api/levels/pigment/return', text, { 'content-type': 'text/plain', 'if-match': '*' });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().error).toBe('the request body must be JSON (content-type: application/json), not text/plain');

    const latin1 = await inject({
      method: 'POST',
      url: '/api/pigment/solve',
      payload: '{}',
      headers: { 'content-type': 'application/json; charset=latin1' },
    });
    expect(latin1.statusCode).toBe(415);

    const bad = await put(
      '/api/levels/pigment/return',
      Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      { 'content-type': 'application/json', 'if-match': '*' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('body is not valid UTF-8 JSON');
  });

  it('answers a wrong method with 405 and Allow, an unknown path with 404', async () => {
    const patch = await inject({ method: 'PATCH', url: '/api/levels/pigment/return' });
    expect(patch.statusCode).toBe(405);
    expect(patch.headers['allow']).toBe('DELETE, GET, HEAD, PUT');
    expect(patch.json().error).toMatch(/PATCH is not allowed/);
    const health = await inject({ method: 'POST', url: '/api/health' });
    expect(health.statusCode).toBe(405);
    expect(health.headers['allow']).toBe('GET, HEAD');
    const solve = await inject({ method: 'GET', url: '/api/pigment/solve' });
    expect([solve.statusCode, solve.headers['allow']]).toEqual([405, 'POST']);
    const page = await inject({ method: 'DELETE', url: '/pigment/return' });
    expect([page.statusCode, page.headers['allow']]).toEqual([405, 'GET, HEAD']);
    expect((await inject({ method: 'GET', url: '/api/nothing/here' })).statusCode).toBe(404);
  });

  it('refuses stray files under watersort and worldgen: only curve and weights', async () => {
    const curve = await fs.readFile(join(levelsDir, 'watersort/curve.json'), 'utf8');
    const r = await put('/api/levels/watersort/other', curve, { 'content-type': 'application/json' });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('"other" is not a watersort file: the only id is "curve"');
    const w = await inject({ method: 'GET', url: '/api/levels/worldgen/curve' });
    expect(w.statusCode).toBe(400);
    await expect(fs.stat(join(levelsDir, 'watersort/other.json'))).rejects.toThrow();
  });

  it('bounds numbers: a million-level curve and a 1e300 limit are refused with their paths', async () => {
    const curve = await put(
      '/api/levels/watersort/curve',
      { levels: 1_000_000, candidates: 12, tiers: [{ colors: 3, levels: 1_000_000 }] },
      { 'if-match': '*' },
    );
    expect(curve.statusCode).toBe(400);
    expect(curve.json().errors.map((e: { path: string }) => e.path)).toEqual(['/levels', '/tiers/0/levels']);
    const level = { ...(await returnLevel()), limit: 1e300 };
    const huge = await put('/api/levels/pigment/return', level, { 'if-match': '*' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toContainEqual(expect.objectContaining({ path: '/limit' }));
    const big = { ...(await returnLevel()), width: 13 };
    const wide = await inject({ method: 'POST', url: '/api/pigment/solve', payload: { level: big } });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().errors).toContainEqual(
      expect.objectContaining({ path: '/level/width', message: 'must be at most 12' }),
    );
  });

  it('conditional PUT: replacing needs If-Match, If-None-Match with the current ETag is refused', async () => {
    const get = await inject({ method: 'GET', url: '/api/levels/pigment/white' });
    const etag = String(get.headers['etag']);
    const body = get.json();
    const blind = await put('/api/levels/pigment/white', body);
    expect(blind.statusCode).toBe(428);
    expect(blind.json()).toMatchObject({ etag, error: expect.stringMatching(/If-Match/) });
    const same = await put('/api/levels/pigment/white', body, { 'if-none-match': etag });
    expect(same.statusCode).toBe(409);
    // creating a new file needs no precondition; If-Match with the loaded ETag replaces it
    const created = await put('/api/levels/pigment/white-copy', { ...body, id: 'white-copy' });
    expect(created.statusCode).toBe(201);
    const ok = await put(
      '/api/levels/pigment/white-copy',
      { ...body, id: 'white-copy', name: 'White copy' },
      { 'if-match': String(created.headers['etag']) },
    );
    expect(ok.statusCode).toBe(200);
    await inject({ method: 'DELETE', url: '/api/levels/pigment/white-copy', headers: { 'if-match': '*' } });
  });

  it('checks the Host header against the allow-list (DNS rebinding) with 421', async () => {
    for (const host of ['evil.example', 'localhost.evil.example:80', '127.0.0.2', 'localhost@evil.example']) {
      const r = await inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect([host, r.statusCode]).toEqual([host, 421]);
      expect(r.json().error).toMatch(/does not answer to the host/);
    }
    for (const host of ['localhost', 'LOCALHOST:4200', '127.0.0.1:80', '[::1]:4200']) {
      const r = await inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect([host, r.statusCode]).toEqual([host, 200]);
    }
  });

  it('sends security headers on answers and errors, with a CSP that forbids framing and inline script', async () => {
    for (const url of ['/api/health', '/api/nothing', '/pigment/return']) {
      const r = await inject({ method: 'GET', url });
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toContain('unsafe-inline;script');
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('left every committed file as it was (the history of the one file the tests created aside)', async () => {
    const after = await storeChecksums(levelsDir);
    for (const k of after.keys()) if (k.startsWith('.history/pigment/white-copy/')) after.delete(k);
    expect(after).toEqual(before);
  });
});
