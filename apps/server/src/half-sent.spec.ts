/**
 * Issue #39 item 5: in team mode, half-sent requests without a token cannot starve signed-in users.
 * The audit: 260 half-sent requests from one machine reset a signed-in user's requests 4 times in 5.
 * Now connections that have not signed in are capped per address (connection-guard.ts), headers must
 * arrive within 5 s, idle keep-alive connections close after 5 s, and sign-ins and wrong tokens are
 * limited per address (@fastify/rate-limit). The attacker here is 127.0.0.2, the user 127.0.0.1.
 */
import { defaultGames } from './default-games';
import { eventually } from './jobs.testing';
import { type TestServer, startTestServer } from './testing';
import { halfSent, sendFrom, signIn } from './team.testing';
import type { ServerOptions } from './app';

const TOKEN = 'team-token-0123456789abcdef';
const ATTACKER = '127.0.0.2';

async function teamServer(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  return startTestServer({ games: defaultGames(), team: [{ name: 'team', token: TOKEN }], ...opts });
}

/** `n` signed-in requests one after another on fresh connections: how many answered 200. */
async function userRequests(port: number, n: number, headers: Record<string, string>): Promise<number> {
  let ok = 0;
  for (let i = 0; i < n; i++) {
    try {
      const r = await sendFrom(port, { method: 'GET', url: '/api/levels/pigment', headers });
      if (r.statusCode === 200) ok++;
    } catch {
      // ECONNRESET: the server had no connection slot left for this one
    }
  }
  return ok;
}

describe('half-sent requests in team mode', () => {
  const bearer = { authorization: `Bearer ${TOKEN}` };

  it('without the per-address cap, the audit’s attack locks a signed-in user out (the reproduction)', async () => {
    const s = await teamServer({ maxConnections: 64, teamAuth: { preAuthConnectionsPerAddress: 100_000 } });
    const attack = await halfSent(s.port, 70, ATTACKER);
    try {
      expect(await userRequests(s.port, 5, bearer)).toBe(0);
    } finally {
      attack.destroy();
      await s.close();
    }
  });

  it('keeps at most 16 not-signed-in connections per address, and the signed-in user keeps working', async () => {
    const s = await teamServer({ maxConnections: 64 });
    const cookie = await signIn(s.port, TOKEN);
    const attack = await halfSent(s.port, 70, ATTACKER);
    try {
      await eventually(() => attack.closed() >= 70 - 16);
      expect(attack.closed()).toBe(70 - 16);
      expect(await userRequests(s.port, 10, bearer)).toBe(10);
      expect(await userRequests(s.port, 10, { cookie })).toBe(10);
      // a new person on another machine can still sign in
      expect(await signIn(s.port, TOKEN, '127.0.0.3')).toMatch(/^levelbench-session=/);
    } finally {
      attack.destroy();
      await s.close();
    }
  });

  it('gives headers 5 s and idle keep-alive connections 5 s (Fastify’s default kept them 72 s)', async () => {
    const s = await teamServer();
    try {
      expect([s.app.server.headersTimeout, s.app.server.requestTimeout, s.app.server.keepAliveTimeout]).toEqual([
        5000, 10_000, 5000,
      ]);
    } finally {
      await s.close();
    }
    const quick = await teamServer({ bodyTimeoutMs: 2000 });
    try {
      // headers never get longer than the whole request
      expect(quick.app.server.headersTimeout).toBe(2000);
    } finally {
      await quick.close();
    }
  });
});

describe('sign-in and wrong-token limit per address', () => {
  let s: TestServer;
  beforeAll(async () => (s = await teamServer({ teamAuth: { signIns: { max: 5, windowMs: 60_000 } } })));
  afterAll(() => s.close());

  it('refuses a guessing address with 429, even its right token, while others and sessions go on', async () => {
    const cookie = await signIn(s.port, TOKEN, ATTACKER); // one sign-in: 4 attempts left
    for (let i = 0; i < 4; i++) {
      const wrong = await sendFrom(s.port, {
        method: 'GET',
        url: '/api/levels/pigment',
        headers: { authorization: `Bearer wrong-token-${i}-0123456789` },
        from: ATTACKER,
      });
      expect(wrong.statusCode).toBe(401);
    }
    // the budget is spent: the right token is refused without being looked at
    const right = await sendFrom(s.port, {
      method: 'GET',
      url: '/api/levels/pigment',
      headers: { authorization: `Bearer ${TOKEN}` },
      from: ATTACKER,
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json().error).toMatch(/too many sign-ins or wrong tokens from your address/);
    const link = await sendFrom(s.port, { method: 'GET', url: `/pigment?token=${TOKEN}`, from: ATTACKER });
    expect([link.statusCode, link.headers['set-cookie']]).toEqual([429, undefined]);
    expect(link.body).toContain('too many sign-ins');
    // a session opened before still works from there; another address is not affected
    const mine = await sendFrom(s.port, {
      method: 'GET',
      url: '/api/levels/pigment',
      headers: { cookie },
      from: ATTACKER,
    });
    expect(mine.statusCode).toBe(200);
    expect(
      (
        await sendFrom(s.port, {
          method: 'GET',
          url: '/api/levels/pigment',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('counts link sign-ins, right ones too, but not a signed-in Bearer script’s requests', async () => {
    const from = '127.0.0.4';
    for (let i = 0; i < 20; i++) {
      const r = await sendFrom(s.port, {
        method: 'GET',
        url: '/api/health',
        headers: { authorization: `Bearer ${TOKEN}` },
        from,
      });
      expect(r.statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i++) await signIn(s.port, TOKEN, from);
    await expect(signIn(s.port, TOKEN, from)).rejects.toThrow(/sign-in answered 429/);
  });
});
