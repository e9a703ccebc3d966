/**
 * Who may use the server. Team mode (the server listens beyond loopback, or `--token`/`--tokens-file`
 * is given): every request needs a session cookie, a `?token=` link or `Authorization: Bearer <token>`,
 * like Jupyter's token login, and the person it names signs the history; each browser session is its
 * own client for jobs (sessions.ts); `POST /api/logout` ends it. Sign-ins and wrong tokens are limited
 * per address (@fastify/rate-limit), and connections that have not signed in are capped per address
 * (connection-guard.ts). Loopback mode: no token, but each browser gets a random `levelbench-client`
 * cookie so its jobs can be told from another's.
 */
import { randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { SessionInfo } from '@levelbench/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PreAuthConnections } from './connection-guard';
import { ApiError, errorBody, header } from './http';
import { CLIENT_COOKIE, type Client } from './identity';
import { type SessionLimits, Sessions } from './sessions';
import { type TeamToken, TokenList } from './tokens';

/** The cookie holding a team-mode session id (opaque; the name it stands for stays on the server). */
export const SESSION_COOKIE = 'levelbench-session';

/** Attributes of both cookies: never readable by scripts, never sent by another site's requests. */
const COOKIE: CookieSerializeOptions = { path: '/', httpOnly: true, sameSite: 'strict' };

/** Sign-ins (`?token=` links, right or wrong) and wrong Bearer tokens one address may make per window. */
export interface SignInLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** The default: 20 a minute per address (a /64 for IPv6). */
export const SIGN_IN_LIMIT: SignInLimit = { max: 20, windowMs: 60_000 };

/** Team mode's knobs (tests lower or raise them). */
export interface TeamAuthOptions {
  readonly sessions?: Partial<SessionLimits>;
  readonly signIns?: SignInLimit;
  /** Connections one address may hold before any of them signs in; see connection-guard.ts. */
  readonly preAuthConnectionsPerAddress?: number;
}

const randomId = (): string => randomBytes(32).toString('base64url');

/** The address a request counts against (IPv6 by its /64, as the rate limiter counts it). */
const addressOf = (req: FastifyRequest): string => normalizeIP(req.ip, 64);

/** `url` without its `token` query parameter (the redirect target after a link sign-in). */
export function withoutToken(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  params.delete('token');
  const rest = params.toString();
  return url.slice(0, q) + (rest ? `?${rest}` : '');
}

/** The `?token=` value of a request URL, or undefined. */
function queryToken(url: string): string | undefined {
  const q = url.indexOf('?');
  return q < 0 ? undefined : (new URLSearchParams(url.slice(q + 1)).get('token') ?? undefined);
}

/** `url` when it is a path on this server; `/` for one such as `//other.example/` (protocol-relative). */
function localPath(url: string): string {
  return /^\/(?![/\\])/.test(url) ? url : '/';
}

/** The request path without its query string. */
function pathOf(url: string): string {
  return url.split('?')[0];
}

const SIGN_IN =
  'open the link the server printed when it started (http://…/?token=…), or ask whoever runs it for yours';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * True when a browser navigated here from another site. Such a request, and every redirect it follows,
 * carries no SameSite=Strict cookie; a page of ours that reloads itself (`<meta http-equiv="refresh">`,
 * no script needed under the CSP) makes the next request same-origin, and that one carries it.
 */
function fromAnotherSite(req: FastifyRequest): boolean {
  const site = header(req, 'sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/** A small HTML page: `refreshTo` reloads it (same-origin) at once. */
function page(body: string, refreshTo?: string): string {
  const refresh =
    refreshTo === undefined ? '' : `<meta http-equiv="refresh" content="0; url=${escapeHtml(refreshTo)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">${refresh}<title>levelbench: sign in</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>levelbench workbench</h1>
${body}
</body></html>
`;
}

/** The page a browser gets without a session; its form sends `?token=` to this same URL. */
const SIGN_IN_BODY = `<p>This workbench is shared with a team, so it needs your token: ${SIGN_IN}.</p>
<form method="get"><label>Token <input name="token" type="password" autocomplete="off" required></label>
<button type="submit">Open</button></form>`;

/** 401 for a request without a valid session or token: JSON under `/api`, the sign-in page elsewhere. */
function refuse(req: FastifyRequest, reply: FastifyReply, why: string): FastifyReply {
  reply.code(401).header('www-authenticate', 'Bearer realm="levelbench"').header('cache-control', 'no-store');
  const path = pathOf(req.url);
  if (path === '/api' || path.startsWith('/api/'))
    return reply.send(
      errorBody(
        new ApiError(
          401,
          `${why}: this server is shared with a team; ${SIGN_IN}, or send Authorization: Bearer <token>`,
        ),
      ),
    );
  // a link from another site arrives without the session cookie even when there is one: look once more
  const again = fromAnotherSite(req) && queryToken(req.url) === undefined ? localPath(req.url) : undefined;
  return reply.type('text/html; charset=utf-8').send(page(SIGN_IN_BODY, again));
}

/** 429 for an address past its sign-in budget: the token it sent is not even looked at. */
function tooMany(req: FastifyRequest, reply: FastifyReply, seconds: number): FastifyReply {
  const s = Math.max(1, seconds);
  const why = `too many sign-ins or wrong tokens from your address: try again in ${s} s`;
  reply.code(429).header('retry-after', String(s)).header('cache-control', 'no-store');
  const path = pathOf(req.url);
  if (path === '/api' || path.startsWith('/api/')) return reply.send(errorBody(new ApiError(429, why)));
  return reply.type('text/html; charset=utf-8').send(page(`<p>${escapeHtml(why)}.</p>`));
}

/**
 * Team mode: one onRequest hook, after the Host check. Order: `?token=` on a GET/HEAD (counted against the
 * address's sign-in budget, then: valid → a new session cookie and a 303 to the same URL without the
 * token, so it leaves the address bar and history; from another site's link a page that refreshes to it,
 * see {@link fromAnotherSite}), then `Authorization: Bearer` (refused unchecked while the address is past
 * its budget; a wrong one counts), then the session cookie. `/api/health` and `POST /api/logout` stay
 * open. Everything else without a valid credential → 401.
 */
export async function registerTeamAuth(
  app: FastifyInstance,
  tokens: readonly TeamToken[],
  opts: TeamAuthOptions = {},
): Promise<Sessions> {
  const list = new TokenList(tokens);
  const sessions = new Sessions(opts.sessions);
  const connections = new PreAuthConnections(opts.preAuthConnectionsPerAddress);
  connections.attach(app.server);
  const limit = opts.signIns ?? SIGN_IN_LIMIT;
  const attempts = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: addressOf });

  app.addHook('onRequest', async (req, reply) => {
    const asClient = (client: Client) => {
      req.levelbenchClient = client;
      connections.signedIn(req.socket);
    };

    const linkToken = req.method === 'GET' || req.method === 'HEAD' ? queryToken(req.url) : undefined;
    if (linkToken !== undefined) {
      const counted = await attempts(req);
      if (!counted.isAllowed && counted.isExceeded) return tooMany(req, reply, counted.ttlInSeconds);
      const name = list.nameOf(linkToken);
      if (name === null) return refuse(req, reply, 'the token in this link is not valid');
      void reply.setCookie(SESSION_COOKIE, sessions.open(name, name, addressOf(req)), COOKIE);
      connections.signedIn(req.socket);
      const target = localPath(withoutToken(req.url));
      // from another site a redirect would arrive without the new cookie: our own page moves on instead
      if (fromAnotherSite(req))
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(page(`<p>Signed in. <a href="${escapeHtml(target)}">Continue</a></p>`, target));
      return reply.code(303).header('location', target).send();
    }

    const auth = header(req, 'authorization');
    if (auth !== undefined) {
      const budget = await attempts(req, { increment: false });
      if (!budget.isAllowed && budget.remaining <= 0) return tooMany(req, reply, budget.ttlInSeconds);
      const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
      const name = m ? list.nameOf(m[1]) : null;
      if (name === null) {
        await attempts(req);
        return refuse(req, reply, 'the Authorization header does not carry a valid token');
      }
      // a script's requests with one token are one client (it has no session to tell them apart)
      return asClient({ id: `user:${name}`, name, authenticated: true, via: 'bearer' });
    }

    const id = req.cookies[SESSION_COOKIE];
    const session = id ? sessions.get(id) : null;
    if (session) return asClient({ id: session.client, name: session.name, authenticated: true, via: 'session' });
    const path = pathOf(req.url);
    if (path === '/api/health' || (path === '/api/logout' && req.method === 'POST')) return;
    return refuse(req, reply, id ? 'this session has ended (signed out, or the server restarted)' : 'no token given');
  });

  // ends the session on the server: its cookie no longer signs anything in, here or in a copied request
  app.post('/api/logout', async (req, reply) => {
    const id = req.cookies[SESSION_COOKIE];
    const ended = id ? sessions.end(id) : false;
    req.log.info({ ended }, 'signed out');
    return reply.clearCookie(SESSION_COOKIE, COOKIE).header('cache-control', 'no-store').code(204).send();
  });
  app.get('/api/session', async (req): Promise<SessionInfo> => {
    const c = req.levelbenchClient;
    return { team: true, name: c?.name ?? null, via: c?.via ?? null };
  });
  return sessions;
}

/**
 * Loopback mode: every answer to a request without a well-formed `levelbench-client` cookie sets one
 * (random), so two browser tabs on one machine are two clients for job ownership. The request itself
 * keeps today's identity (its address), so curl, which drops cookies, stays one client. There is no
 * sign-in, so `POST /api/logout` has nothing to end (204) and `GET /api/session` says so.
 */
export function registerClientCookie(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const current = req.cookies[CLIENT_COOKIE];
    if (current && /^[A-Za-z0-9_-]{8,64}$/.test(current)) return;
    void reply.setCookie(CLIENT_COOKIE, randomId(), COOKIE);
  });
  app.post('/api/logout', async (_req, reply) => reply.code(204).send());
  app.get('/api/session', async (): Promise<SessionInfo> => ({ team: false, name: null, via: null }));
}

/** The log line's request fields (Fastify's defaults) with any `?token=` taken out of the URL. */
export function redactedRequest(req: FastifyRequest): Record<string, unknown> {
  const url = queryToken(req.url) === undefined ? req.url : withoutToken(req.url) + ' (token removed)';
  return { method: req.method, url, host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
