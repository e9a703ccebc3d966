/**
 * Every answer carries the security headers (helmet's set with the CSP), including the ones that never
 * reach the onRequest hooks: URLs Fastify cannot decode, and requests Node itself refuses.
 */
import type { FastifyInstance } from 'fastify';
import { promises as fs } from 'node:fs';
import { type Socket, connect } from 'node:net';
import { join } from 'node:path';
import { buildServer } from './app';
import { defaultGames } from './default-games';
import { SECURITY_HEADERS } from './hardening';
import { send } from './fuzz.testing';
import { copyOfLevels } from './testing';

/** Sends raw bytes on a fresh socket and resolves with the status and headers of the answer. */
function raw(port: number, bytes: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const s: Socket = connect(port, '127.0.0.1', () => s.write(bytes));
    let text = '';
    s.on('data', (c) => (text += c.toString('latin1')));
    s.on('error', () => undefined);
    s.on('close', () => {
      const [head] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const m = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine);
      if (!m) return reject(new Error(`not an HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status: Number(m[1]), headers });
    });
  });
}

describe('security headers on every answer', () => {
  let dir: string;
  let app: FastifyInstance;
  let port: number;
  /** The security headers of an ordinary answer (helmet's onRequest hook), the reference for the others. */
  let expected: Record<string, string>;

  beforeAll(async () => {
    ({ dir } = await copyOfLevels('levelbench-headers-'));
    app = await buildServer({
      levelsDir: join(dir, 'levels'),
      reportsDir: join(dir, 'reports'),
      uiDir: join(dir, 'ui'),
      games: defaultGames(),
      bodyTimeoutMs: 500,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    const health = await send(port, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expected = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((k) => [k, String(health.headers[k])]));
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('knows the headers helmet sets on an ordinary answer, CSP included', () => {
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
  });

  it.each(['/%E0%A4%A', '/api/%zz', '/api/levels/pigment/%', '/%E0%A4%A?x=1'])(
    'answers a URL Fastify cannot decode (%s) with 400, the API error shape and the same headers',
    async (url) => {
      const r = await send(port, { method: 'GET', url });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(/^the request URL is not valid/);
      for (const [k, v] of Object.entries(expected)) expect([k, r.headers[k]]).toEqual([k, v]);
    },
  );

  it('answers a request that arrives while the server shuts down with 503 and the same headers', async () => {
    const closing = await buildServer({
      levelsDir: join(dir, 'levels'),
      reportsDir: join(dir, 'reports'),
      uiDir: join(dir, 'ui'),
      games: defaultGames(),
    });
    // a request held open keeps its connection (close() ends idle ones only) until the second one is in
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    let arrived = () => undefined as void;
    const first = new Promise<void>((r) => (arrived = r));
    closing.get('/test/held', async () => {
      arrived();
      await held;
      return { ok: true };
    });
    let preClosed = () => undefined as void;
    const shuttingDown = new Promise<void>((r) => (preClosed = r));
    closing.addHook('preClose', async () => preClosed()); // runs after the app's own preClose
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const s: Socket = connect((closing.server.address() as { port: number }).port, '127.0.0.1');
    let text = '';
    s.on('data', (c) => (text += c.toString('latin1')));
    const ended = new Promise((r) => s.on('close', r));
    s.write('GET /test/held HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await first;
    const closed = closing.close();
    await shuttingDown;
    const secondRead = new Promise((r) => closing.server.once('request', r));
    s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await secondRead; // read while the first is still held
    release();
    await Promise.all([ended, closed]);
    const second = text.slice(text.indexOf('HTTP/1.1', 1));
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    const headers = Object.fromEntries(
      second
        .split('\r\n\r\n')[0]
        .split('\r\n')
        .slice(1)
        .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    for (const [k, v] of Object.entries(expected)) expect([k, headers[k]]).toEqual([k, v]);
    expect(second).toContain('the server is shutting down');
  });

  it('sends the same headers with the 400, 431 and 408 Node answers before any route is found', async () => {
    const bad = await raw(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n');
    const huge = await raw(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const slow = await raw(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect([bad.status, huge.status, slow.status]).toEqual([400, 431, 408]);
    for (const r of [bad, huge, slow])
      for (const [k, v] of Object.entries(expected)) expect([k, r.headers[k]]).toEqual([k, v]);
  });
});
