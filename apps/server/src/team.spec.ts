/**
 * Issue #22 item 11: team mode. Without a session or token nothing but `/api/health` answers (401);
 * the `?token=` link sets an HttpOnly, SameSite=Strict session cookie and redirects to the clean URL;
 * Bearer tokens work for scripts; the history is signed with the token's name, not the author header.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { defaultGames } from './default-games';
import { send } from './fuzz.testing';
import { type TestServer, startTestServer } from './testing';
import { withoutToken } from './auth';
import { TokenList, isLoopbackHost, parseTokensFile } from './tokens';

const ANA = 'ana-token-0123456789abcdef';
const BEN = 'ben-token-0123456789abcdef';

describe('team mode', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      games: defaultGames(),
      team: [
        { name: 'Ana', token: ANA },
        { name: 'Ben', token: BEN },
      ],
    });
  });
  afterAll(() => s.close());

  const req = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
    send(s.port, { method, url, headers, payload });
  const level = async () => JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/return.json'), 'utf8'));

  it('answers 401 without a token or with a wrong one: JSON under /api, a sign-in page elsewhere', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { cookie: 'levelbench-session=forged' },
    ];
    for (const headers of attempts) {
      const list = await req('GET', '/api/levels/pigment', headers);
      expect(list.statusCode).toBe(401);
      expect(list.json().error).toMatch(/shared with a team/);
      expect(list.headers['www-authenticate']).toBe('Bearer realm="levelbench"');
      const put = await req('PUT', '/api/levels/pigment/return', { ...headers, 'if-match': '*' }, await level());
      expect(put.statusCode).toBe(401);
    }
    const page = await req('GET', '/pigment/return');
    expect(page.statusCode).toBe(401);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/needs your token/);
    expect((await req('GET', '/pigment/return?token=not-a-valid-token-at-all')).statusCode).toBe(401);
    // health stays open (uptime, workers, running jobs: nothing about levels or people)
    expect((await req('GET', '/api/health')).statusCode).toBe(200);
  });

  it('turns the ?token= link into an HttpOnly, SameSite=Strict session cookie and a clean redirect', async () => {
    const link = await req('GET', `/pigment/return?view=json&token=${ANA}`);
    expect(link.statusCode).toBe(303);
    expect(link.headers['location']).toBe('/pigment/return?view=json');
    const setCookie = String(link.headers['set-cookie']);
    expect(setCookie).toMatch(/^levelbench-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain(ANA);
    const cookie = setCookie.split(';')[0];
    const list = await req('GET', '/api/levels/pigment', { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((l: { id: string }) => l.id)).toContain('return');
    // a path that would read as another host after the redirect is sent home instead
    expect((await req('GET', `//evil.example/?token=${ANA}`)).headers['location']).toBe('/');
  });

  it('follows a link from another site with a page of its own, so the SameSite=Strict cookie comes along', async () => {
    const link = await req('GET', `/pigment/return?token=${ANA}`, { 'sec-fetch-site': 'cross-site' });
    expect(link.statusCode).toBe(200);
    expect(String(link.headers['set-cookie'])).toMatch(/^levelbench-session=.*; HttpOnly; SameSite=Strict$/);
    expect(link.body).toContain('<meta http-equiv="refresh" content="0; url=/pigment/return">');
    expect(link.body).not.toContain(ANA);
    // a deep link from another site, signed in or not, looks once more from our own page
    const deep = await req('GET', '/pigment/white', { 'sec-fetch-site': 'cross-site' });
    expect([deep.statusCode, deep.body]).toEqual([401, expect.stringContaining('url=/pigment/white">')]);
    const away = await req('GET', '//evil.example/', { 'sec-fetch-site': 'cross-site' });
    expect(away.body).toContain('url=/">');
    const own = await req('GET', '/pigment/white', { 'sec-fetch-site': 'same-origin' });
    expect([own.statusCode, own.body.includes('refresh')]).toEqual([401, false]);
  });

  it('signs the history with the token name, whatever X-Levelbench-Author says (cookie and Bearer)', async () => {
    const cookie = String((await req('GET', `/?token=${BEN}`)).headers['set-cookie']).split(';')[0];
    const put1 = await req(
      'PUT',
      '/api/levels/pigment/return',
      { cookie, 'if-match': '*', 'x-levelbench-author': 'Ana' },
      { ...(await level()), name: 'By Ben' },
    );
    expect(put1.statusCode).toBe(200);
    const put2 = await req(
      'PUT',
      '/api/levels/pigment/return',
      { authorization: `Bearer ${ANA}`, 'if-match': '*', 'x-levelbench-author': 'Ben' },
      { ...(await level()), name: 'By Ana' },
    );
    expect(put2.statusCode).toBe(200);
    const put3 = await req(
      'PUT',
      '/api/levels/pigment/return',
      { authorization: `Bearer ${ANA}`, 'if-match': '*' },
      await level(),
    );
    expect(put3.statusCode).toBe(200);
    const history = (await req('GET', '/api/history/pigment/return', { cookie })).json() as {
      savedBy: string | null;
    }[];
    // newest first: the version put3 replaced was saved by Ana (put2), the one put2 replaced by Ben (put1)
    expect(history.slice(0, 3).map((v) => v.savedBy)).toEqual(['Ana', 'Ana', 'Ben']);
  });

  it('still refuses a cross-site write from a signed-in person (403)', async () => {
    const r = await req(
      'PUT',
      '/api/levels/pigment/return',
      { authorization: `Bearer ${ANA}`, 'if-match': '*', 'sec-fetch-site': 'cross-site' },
      await level(),
    );
    expect(r.statusCode).toBe(403);
  });
});

describe('team mode request logs', () => {
  it('never write the token of a sign-in link', async () => {
    let log = '';
    const stream = new Writable({ write: (chunk, _enc, done) => ((log += String(chunk)), done()) });
    const s = await startTestServer({
      games: defaultGames(),
      team: [{ name: 'Ana', token: ANA }],
      logger: { level: 'info', stream },
    });
    try {
      expect((await send(s.port, { method: 'GET', url: `/pigment?x=1&token=${ANA}` })).statusCode).toBe(303);
    } finally {
      await s.close();
    }
    expect(log).toContain('"url":"/pigment?x=1 (token removed)"');
    expect(log).not.toContain(ANA);
  });
});

describe('team tokens', () => {
  it('matches tokens to names and nothing else', () => {
    const list = new TokenList([{ name: 'Ana', token: ANA }]);
    expect(list.nameOf(ANA)).toBe('Ana');
    expect(list.nameOf(ANA.slice(0, -1))).toBeNull();
    expect(list.nameOf('')).toBeNull();
  });

  it('validates a tokens file, saying where it is wrong', () => {
    /** A tokens file listing `tokens`, parsed. */
    const parse = (...tokens: { name: string; token: string }[]) => parseTokensFile(JSON.stringify({ tokens }));
    expect(parse({ name: ' Ana ', token: ANA })).toEqual([{ name: 'Ana', token: ANA }]);
    expect(() => parseTokensFile('{')).toThrow(/is not valid JSON/);
    expect(() => parseTokensFile('{"tokens": []}')).toThrow(/at least one/);
    expect(() => parseTokensFile('{"tokens": [{"name": "Ana", "token": "short"}]}')).toThrow(/\/tokens\/0\/token/);
    expect(() => parse({ name: '', token: ANA })).toThrow(/\/tokens\/0\/name/);
    expect(() => parse({ name: 'Ana', token: ANA }, { name: 'ana', token: BEN })).toThrow(/listed twice/);
    expect(() => parse({ name: 'Ana', token: ANA }, { name: 'Ben', token: ANA })).toThrow(/two people/);
  });

  it('knows loopback addresses, strips the token from a URL', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.5', 'myhost'].some(isLoopbackHost)).toBe(false);
    expect(withoutToken('/a?x=1&token=t&y=2')).toBe('/a?x=1&y=2');
    expect(withoutToken('/?token=t')).toBe('/');
  });
});
