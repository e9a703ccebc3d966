/**
 * Cross-site request refusal (OWASP CSRF Prevention Cheat Sheet: Fetch Metadata, then Origin
 * verification) and the JSON-only rule for writes. A page on another site can make a browser send a
 * `no-cors` fetch or submit a form to us, but only with a "simple" body (text/plain, a form, or none)
 * and always with `Sec-Fetch-Site: cross-site`/`same-site` (or, in old browsers, a foreign `Origin`).
 * Refusing those, and requiring `content-type: application/json` on every POST/PUT/PATCH, means such
 * a request never reaches a route. The workbench's own requests are same-origin JSON and pass.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, header } from './http';

/** Methods that change state; GET/HEAD/OPTIONS never do here. */
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Methods that must carry a JSON body (DELETE does not: the workbench sends none). */
const NEEDS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Why a state-changing request is refused as cross-site, or null when it may go on.
 * `Sec-Fetch-Site` decides when present: only `same-origin` and `none` (typed by the user) pass — another
 * port on localhost is `same-site`, so `same-site` is refused too. Without it (curl, scripts, old
 * browsers) an `Origin` must name this server (`http://` + the Host header, which already passed the
 * allow-list); `Origin: null` (sandboxed frames, some redirects) is refused. No header at all is not a
 * browser's cross-site request and passes.
 */
export function crossSiteRefusal(
  site: string | undefined,
  origin: string | undefined,
  host: string | undefined,
): string | null {
  if (site !== undefined) {
    const s = site.trim().toLowerCase();
    return s === 'same-origin' || s === 'none' ? null : `Sec-Fetch-Site: ${s}`;
  }
  if (origin === undefined) return null;
  const o = origin.trim();
  if (o.toLowerCase() === 'null') return 'Origin: null';
  return sameOrigin(o, host) ? null : `Origin: ${o}`;
}

/** True when `origin` is this server's own origin (scheme, host and port; default ports normalised). */
function sameOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    // the server speaks plain HTTP; behind a TLS proxy browsers send Sec-Fetch-Site, decided above
    return new URL(origin).origin === new URL(`http://${host.trim()}`).origin;
  } catch {
    return false;
  }
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(value: string | undefined): string {
  return (value ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Registers the guards of every state-changing request: 403 for a cross-site one, 415 for a POST/PUT/PATCH
 * that is not `application/json` (with or without a body), 400 for one whose JSON body is empty.
 * Call after the Host check, so the Host the origin is compared with is one we answer to.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const refused = crossSiteRefusal(header(req, 'sec-fetch-site'), header(req, 'origin'), req.headers.host);
    if (refused)
      throw new ApiError(403, `cross-site requests cannot change anything here (${refused}): use the workbench itself`);
  });
  // after routing (a wrong method stays 405, an unknown path 404) and parsing (a typed body of another
  // media type was already refused with 415): what is left is no content type, or JSON with nothing in it
  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (req.is404 || !NEEDS_BODY.has(req.method)) return;
    if (mediaType(req.headers['content-type']) !== 'application/json')
      throw new ApiError(
        415,
        `the request body must be JSON (content-type: application/json), not ${req.headers['content-type'] || 'untyped'}`,
      );
    if (req.body === undefined)
      throw new ApiError(400, 'the request body is empty: send JSON', [
        { file: 'request body', path: '', message: 'is missing' },
      ]);
  });
}
