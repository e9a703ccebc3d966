/**
 * Issue #39 items 6 and 7: with one shared token each browser session is its own client (jobs, event
 * streams, cancel rights); sessions live on the server, `POST /api/logout` ends one, and they are capped
 * per address and per token, oldest out, so one token holder cannot push everyone else out.
 */
import { TEST_KINDS } from './jobs.testing';
import { Sessions } from './sessions';
import { type TestServer, readSseStream, startTestServer } from './testing';
import { sendFrom, signIn } from './team.testing';

const TOKEN = 'team-token-0123456789abcdef';

describe('team sessions (real server, one shared token)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      jobKinds: TEST_KINDS,
      team: [{ name: 'team', token: TOKEN }],
      jobs: { maxRunning: 2, streamsPerClient: 2, unwatchedMs: 60_000 },
      teamAuth: { signIns: { max: 100_000, windowMs: 60_000 } },
    });
  });
  afterAll(() => s.close());

  const as = (cookie: string, method: string, url: string, payload?: object) =>
    sendFrom(s.port, { method, url, headers: { cookie }, payload });

  it('ends the session on POST /api/logout: the old cookie no longer works anywhere', async () => {
    const cookie = await signIn(s.port, TOKEN);
    expect((await as(cookie, 'GET', '/api/session')).json()).toEqual({ team: true, name: 'team', via: 'session' });
    expect((await as(cookie, 'GET', '/api/levels/pigment')).statusCode).toBe(200);
    const out = await as(cookie, 'POST', '/api/logout', {});
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^levelbench-session=; Max-Age=0; Path=\/; .*HttpOnly; SameSite=Strict$/,
    );
    const after = await as(cookie, 'GET', '/api/levels/pigment');
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toMatch(/this session has ended/);
    expect((await as(cookie, 'GET', '/pigment/return')).statusCode).toBe(401);
    // signing out twice, or without a session, is no error; a GET is not a sign-out
    expect((await as(cookie, 'POST', '/api/logout', {})).statusCode).toBe(204);
    const get = await sendFrom(s.port, {
      method: 'GET',
      url: '/api/logout',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect([get.statusCode, get.headers['allow']]).toEqual([405, 'POST']);
  });

  it('refuses a sign-out sent by another site (403), so a page cannot sign you out', async () => {
    const cookie = await signIn(s.port, TOKEN);
    const r = await sendFrom(s.port, {
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(r.statusCode).toBe(403);
    expect((await as(cookie, 'GET', '/api/levels/pigment')).statusCode).toBe(200);
  });

  it('makes each session its own client: own jobs, own cancel rights, own stream share', async () => {
    const [a, b] = [await signIn(s.port, TOKEN), await signIn(s.port, TOKEN)];
    const started = await as(a, 'POST', '/api/jobs', { kind: 'quiet' });
    expect([started.statusCode, started.json().state]).toEqual([202, 'running']);
    const id = started.json().id as string;
    // the other session of the same token is another client: its job runs at once (a free slot), not queued
    const other = await as(b, 'POST', '/api/jobs', { kind: 'quiet' });
    expect([other.statusCode, other.json().state]).toEqual([202, 'running']);
    expect((await as(b, 'GET', `/api/jobs/${id}`)).json().mine).toBe(false);
    expect((await as(a, 'GET', `/api/jobs/${id}`)).json().mine).toBe(true);
    const cancel = await as(b, 'DELETE', `/api/jobs/${id}`);
    expect(cancel.statusCode).toBe(403);
    expect((await as(a, 'GET', `/api/jobs/${id}`)).json().state).toBe('running');
    // streams count per session: B's two streams leave A's share untouched
    const stop = new AbortController();
    const streams = [1, 2].map(() =>
      readSseStream(`${s.url}/api/jobs/${id}/events`, { cookie: b }, stop.signal).catch(() => null),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect((await as(b, 'GET', `/api/jobs/${id}/events`)).statusCode).toBe(429);
    const mine = new AbortController();
    const aStream = readSseStream(`${s.url}/api/jobs/${id}/events`, { cookie: a }, mine.signal).catch(() => null);
    expect((await as(a, 'DELETE', `/api/jobs/${id}`)).json().state).toBe('cancelled');
    await aStream;
    stop.abort();
    mine.abort();
    await Promise.all(streams);
    await as(b, 'DELETE', `/api/jobs/${other.json().id}`);
  });

  it('keeps everyone else signed in while one address opens a hundred sessions', async () => {
    const others = [await signIn(s.port, TOKEN), await signIn(s.port, TOKEN, '127.0.0.3')];
    const first = await signIn(s.port, TOKEN, '127.0.0.2');
    let last = '';
    for (let i = 0; i < 100; i++) last = await signIn(s.port, TOKEN, '127.0.0.2');
    for (const cookie of others) expect((await as(cookie, 'GET', '/api/levels/pigment')).statusCode).toBe(200);
    // its own oldest went first; its newest works
    expect((await as(first, 'GET', '/api/levels/pigment')).statusCode).toBe(401);
    expect((await as(last, 'GET', '/api/levels/pigment')).statusCode).toBe(200);
  });
});

describe('loopback mode', () => {
  it('has no sign-in: GET /api/session says so and POST /api/logout has nothing to end', async () => {
    const s = await startTestServer({ jobKinds: TEST_KINDS });
    try {
      const info = await sendFrom(s.port, { method: 'GET', url: '/api/session' });
      expect(info.json()).toEqual({ team: false, name: null, via: null });
      expect((await sendFrom(s.port, { method: 'POST', url: '/api/logout', payload: {} })).statusCode).toBe(204);
    } finally {
      await s.close();
    }
  });
});

describe('Sessions (the store)', () => {
  it('lets 10,000 sessions from one token holder push out only their own (per address)', () => {
    const sessions = new Sessions({ perAddress: 32, perToken: 512, total: 10_000 });
    const victim = sessions.open('team', 'team', '10.0.0.2');
    const mine: string[] = [];
    for (let i = 0; i < 10_000; i++) mine.push(sessions.open('team', 'team', '10.0.0.66'));
    expect(sessions.get(victim)?.name).toBe('team');
    expect(sessions.size).toBe(33);
    expect(mine.filter((id) => sessions.get(id)).length).toBe(32);
    expect(sessions.get(mine[9_999])).not.toBeNull();
    expect(sessions.get(mine[9_967])).toBeNull();
  });

  it('caps a token over many addresses, oldest out, and never touches another token’s sessions', () => {
    const sessions = new Sessions({ perAddress: 32, perToken: 100, total: 10_000 });
    const ben = sessions.open('Ben', 'Ben', '10.0.0.2');
    const ana: string[] = [];
    for (let i = 0; i < 10_000; i++) ana.push(sessions.open('Ana', 'Ana', `10.1.${i >> 8}.${i & 255}`));
    expect(sessions.get(ben)?.name).toBe('Ben');
    expect(sessions.size).toBe(101);
    expect(sessions.get(ana[9_900])).not.toBeNull();
    expect(sessions.get(ana[9_899])).toBeNull();
  });

  it('gives each session its own client id, ends it on sign-out, and keeps a total cap', () => {
    const sessions = new Sessions({ perAddress: 10, perToken: 10, total: 3 });
    const ids = ['a', 'b', 'c', 'd'].map((n, i) => sessions.open(n, n, `10.0.0.${i}`));
    expect(sessions.get(ids[0])).toBeNull();
    const clients = ids.slice(1).map((id) => sessions.get(id)?.client);
    expect(new Set(clients).size).toBe(3);
    expect(clients.every((c) => /^session:[A-Za-z0-9_-]{16}$/.test(c ?? ''))).toBe(true);
    expect(sessions.end(ids[1])).toBe(true);
    expect(sessions.end(ids[1])).toBe(false);
    expect(sessions.get(ids[1])).toBeNull();
    expect(sessions.size).toBe(2);
  });
});
