/**
 * Who sent a request. `clientOf(req)` is the one place routes ask: jobs belong to `client.id`,
 * history versions are signed with `authorName(req)`.
 *
 * Loopback mode (no authentication): a client is its `levelbench-client` cookie (auth.ts sets one on
 * every browser) when it sends one, else its remote address; the author is the `X-Levelbench-Author`
 * header. Team mode replaces both: auth.ts's onRequest hook sets `req.levelbenchClient` before any route
 * runs, to the browser session (`session:<random>`, one per sign-in, so two people sharing one token are
 * two clients) or, for a Bearer token, `user:<name>`; the name is always the token's.
 */
import type { FastifyRequest } from 'fastify';

/** The sender of a request. */
export interface Client {
  /** Stable per browser session or person: jobs started by it can be cancelled only by it. */
  readonly id: string;
  /** The person's name when known (team mode: from the token; loopback: the author header). */
  readonly name: string | null;
  /** True when `name` comes from a token, not from a header the client chose. */
  readonly authenticated: boolean;
  /** Team mode: signed in by a session cookie or by a Bearer token on the request. */
  readonly via?: 'session' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the identity hook (team mode); absent means "derive from the request". */
    levelbenchClient?: Client;
  }
}

/** Name of the cookie that tells browser sessions apart on loopback. */
export const CLIENT_COOKIE = 'levelbench-client';

/** The sender of `req`. */
export function clientOf(req: FastifyRequest): Client {
  if (req.levelbenchClient) return req.levelbenchClient;
  // @fastify/cookie parses the Cookie header (app.ts registers it before any hook)
  const cookie = req.cookies?.[CLIENT_COOKIE];
  const id = cookie && /^[A-Za-z0-9_-]{8,64}$/.test(cookie) ? `session:${cookie}` : `addr:${req.ip}`;
  return { id, name: headerAuthor(req.headers['x-levelbench-author']), authenticated: false };
}

/** Who signs a history version saved by `req`. */
export function authorName(req: FastifyRequest): string | null {
  return clientOf(req).name;
}

/** The `X-Levelbench-Author` header (percent-decoded: header values are Latin-1), at most 64 characters, or null. */
export function headerAuthor(value: string | string[] | undefined): string | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return null;
  let v = raw;
  try {
    v = decodeURIComponent(raw);
  } catch {
    // not percent-encoded: keep it as sent
  }
  return v.trim().slice(0, 64) || null;
}
