/**
 * Issue #22 item 1: cross-site writes. Every state-changing request from another site is refused with
 * 403 (Fetch Metadata, then Origin), and every POST/PUT needs a JSON body, so a `no-cors` fetch (which can
 * only send text/plain, a form or no body) changes nothing. Real server on port 0, real files.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { defaultGames } from './default-games';
import { storeChecksums, send, type SentResponse } from './fuzz.testing';
import { type TestServer, startTestServer } from './testing';

describe('cross-site and body-less writes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ games: defaultGames() });
  });
  afterAll(() => s.close());

  const historyOf = async (id: string) => (await fetch(`${s.url}/api/history/pigment/${id}`)).json();
  const req = (method: string, url: string, headers: Record<string, string> = {}, payload?: string | object) =>
    send(s.port, { method, url, headers, payload });

  /** Runs `attempt`, then checks the store's bytes and `return`'s history are exactly as before. */
  async function unchanged(attempt: () => Promise<SentResponse>): Promise<SentResponse> {
    const before = await storeChecksums(s.levelsDir);
    const history = await historyOf('return');
    const r = await attempt();
    expect(await storeChecksums(s.levelsDir)).toEqual(before);
    expect(await historyOf('return')).toEqual(history);
    return r;
  }

  it('refuses a body-less POST rename (what a no-cors fetch sends) and adds no history version', async () => {
    const r = await unchanged(() => req('POST', '/api/levels/pigment/return/rename'));
    expect(r.statusCode).toBe(415);
    const typed = await unchanged(() =>
      req('POST', '/api/levels/pigment/return/rename', { 'content-type': 'application/json' }),
    );
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error).toMatch(/body is empty/);
  });

  it('refuses text/plain and form bodies on POST, the other bodies a no-cors fetch or a form can send', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const r = await unchanged(() =>
        req('POST', '/api/levels/pigment/return/rename', { 'content-type': type }, '{"to":"return"}'),
      );
      expect(r.statusCode).toBe(415);
    }
  });

  const origin = () => `http://127.0.0.1:${s.port}`;
  const level = async () => JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/return.json'), 'utf8'));
  /** Writes that would each change the store if they got through. */
  const writes = async () =>
    [
      ['PUT', '/api/levels/pigment/return', { ...(await level()), name: 'Forged' }, { 'if-match': '*' }],
      ['POST', '/api/levels/pigment/return/rename', { to: 'stolen', name: 'Stolen' }, {}],
      ['DELETE', '/api/levels/pigment/return', undefined, { 'if-match': '*' }],
    ] as const;

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another port on localhost)', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['another port of this host as Origin', { origin: 'http://127.0.0.1:1' }],
    ['Origin: null', { origin: 'null' }],
    ['cross-site even with our own Origin', { 'sec-fetch-site': 'cross-site', origin: 'ORIGIN' }],
  ])('refuses writes with %s with 403, and nothing changes', async (_what, extra: Record<string, string>) => {
    const headers = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v === 'ORIGIN' ? origin() : v]));
    for (const [method, url, body, h] of await writes()) {
      const r = await unchanged(() => req(method, url, { ...h, ...headers }, body));
      expect([method, r.statusCode]).toEqual([method, 403]);
      expect(r.json().error).toMatch(/^cross-site requests cannot change anything here/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(await fs.readdir(join(s.levelsDir, 'pigment'))).not.toContain('stolen.json');
  });

  it('accepts same-origin browser requests, user-typed ones and curl (no Fetch Metadata, no Origin)', async () => {
    const base = await level();
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: origin() },
      { 'sec-fetch-site': 'none' },
      { origin: origin() },
      { origin: `http://localhost:${s.port}`, host: `localhost:${s.port}` },
      {},
    ];
    for (const headers of cases) {
      const r = await send(s.port, {
        method: 'PUT',
        url: '/api/levels/pigment/return',
        headers: { 'if-match': '*', ...headers },
        payload: base,
      });
      expect([headers, r.statusCode]).toEqual([headers, 200]);
    }
    // a DELETE needs no body: the workbench sends none
    const copy = await req('PUT', '/api/levels/pigment/doomed', { 'if-none-match': '*' }, { ...base, id: 'doomed' });
    expect(copy.statusCode).toBe(201);
    const del = await req('DELETE', '/api/levels/pigment/doomed', {
      'sec-fetch-site': 'same-origin',
      origin: origin(),
      'if-match': copy.headers['etag'] as string,
    });
    expect(del.statusCode).toBe(204);
  });

  it('gives each browser a random HttpOnly, SameSite=Strict levelbench-client cookie once', async () => {
    const first = await req('GET', '/api/health');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^levelbench-client=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const again = await req('GET', '/api/health', { cookie: cookie.split(';')[0] });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(String((await req('GET', '/api/health')).headers['set-cookie'])).not.toBe(cookie);
  });
});
