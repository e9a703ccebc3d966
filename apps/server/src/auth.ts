/**
 * Who may use the server. Team mode (the server listens beyond loopback, or `--token`/`--tokens-file`
 * is given): every request needs a session cookie, a `?token=` link or `Authorization: Bearer <token>`,
 * like Jupyter's token login, and the person it names signs the history. Loopback mode: no token,
 * but each browser gets a random `levelbench-client` cookie so its jobs can be told from another's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody, header } from './http';
import { CLIENT_COOKIE, cookieOf } from './identity';
import { type TeamToken, TokenList } from './tokens';

/** The cookie holding a team-mode session id (opaque; the name it stands for stays on the server). */
export const SESSION_COOKIE = 'levelbench-session';

/** Sessions kept at most; the oldest are forgotten first (their browsers open the link again). */
export const MAX_SESSIONS = 10_000;

/** Attributes of both cookies: never readable by scripts, never sent by another site's requests. */
const COOKIE_ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Strict';

const randomId = (): string => randomBytes(32).toString('base64url');

/** Team-mode sessions: random ids mapped to names, kept in memory (a restart signs everyone out). */
export class Sessions {
  // keyed by a digest of the id, so even a timing leak of the map's comparisons reveals no live id
  private readonly byDigest = new Map<string, string>();

  constructor(private readonly max = MAX_SESSIONS) {}

  /** A new session for `name`; returns the id to put in the cookie. */
  open(name: string): string {
    const id = randomId();
    this.byDigest.set(digest(id), name);
    while (this.byDigest.size > this.max) this.byDigest.delete(this.byDigest.keys().next().value as string);
    return id;
  }

  /** The name of session `id`, or null. */
  nameOf(id: string): string | null {
    return this.byDigest.get(digest(id)) ?? null;
  }
}

function digest(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

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

/**
 * Team mode: one onRequest hook, after the Host check. Order: `?token=` on a GET/HEAD (valid → a new
 * session cookie and a 303 to the same URL without the token, so it leaves the address bar and history;
 * from another site's link a page that refreshes to it, see {@link fromAnotherSite}),
 * then `Authorization: Bearer`, then the session cookie. `/api/health` stays open (it says the server is
 * up, its uptime, worker count and running jobs; nothing about levels or people). Everything else
 * without a valid credential → 401.
 */
export function registerTeamAuth(app: FastifyInstance, tokens: readonly TeamToken[], sessions = new Sessions()): void {
  const list = new TokenList(tokens);
  app.addHook('onRequest', async (req, reply) => {
    const asPerson = (name: string) => void (req.levelbenchClient = { id: `user:${name}`, name, authenticated: true });

    const linkToken = req.method === 'GET' || req.method === 'HEAD' ? queryToken(req.url) : undefined;
    if (linkToken !== undefined) {
      const name = list.nameOf(linkToken);
      if (name === null) return refuse(req, reply, 'the token in this link is not valid');
      reply.header('set-cookie', `${SESSION_COOKIE}=${sessions.open(name)}; ${COOKIE_ATTRIBUTES}`);
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
      const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
      const name = m ? list.nameOf(m[1]) : null;
      if (name === null) return refuse(req, reply, 'the Authorization header does not carry a valid token');
      return asPerson(name);
    }

    const session = cookieOf(req, SESSION_COOKIE);
    const name = session ? sessions.nameOf(session) : null;
    if (name !== null) return asPerson(name);
    if (pathOf(req.url) === '/api/health') return;
    return refuse(req, reply, session ? 'this session has ended (the server restarted?)' : 'no token given');
  });
}

/**
 * Loopback mode: every answer to a request without a well-formed `levelbench-client` cookie sets one
 * (random), so two browser tabs on one machine are two clients for job ownership. The request itself
 * keeps today's identity (its address), so curl, which drops cookies, stays one client.
 */
export function registerClientCookie(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const current = cookieOf(req, CLIENT_COOKIE);
    if (current && /^[A-Za-z0-9_-]{8,64}$/.test(current)) return;
    reply.header('set-cookie', `${CLIENT_COOKIE}=${randomId()}; ${COOKIE_ATTRIBUTES}`);
  });
}

/** The log line's request fields (Fastify's defaults) with any `?token=` taken out of the URL. */
export function redactedRequest(req: FastifyRequest): Record<string, unknown> {
  const url = queryToken(req.url) === undefined ? req.url : withoutToken(req.url) + ' (token removed)';
  return { method: req.method, url, host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
