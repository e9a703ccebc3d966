/**
 * What every request passes before a route sees it: the Host allow-list (DNS rebinding), security
 * headers (@fastify/helmet), the JSON body parser (UTF-8, nesting depth, media type) and
 * 405 + Allow for a known path asked with the wrong method.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, STATUS_CODES, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { parseJsonText } from '@levelbench/formats';
import { ApiError } from './http';

/** JSON bodies nested deeper than this are refused before parsing (a level is 4 deep, a request 6). */
export const MAX_JSON_DEPTH = 64;

/**
 * JSON bodies with more array elements and object members than this are refused before parsing: the
 * largest valid level (144 holes, 144 stains, 100 replays) has about 1,600, a curve or weights file a few
 * hundred; schema-checking 87,000 `{}` marks made Ajv build 174,000 errors in seconds (issue #39 item 4).
 */
export const MAX_JSON_VALUES = 5_000;

/** Host names every server answers to; the bound address is added by `main`. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * The workbench's Content-Security-Policy. Angular's build loads its full stylesheet with an inline
 * `onload="this.media='all'"` handler: that one handler is allowed by its hash ('unsafe-hashes'),
 * nothing else inline runs, and nothing is evaluated from strings: the workbench validates files with
 * validators generated ahead of time (tools/scripts/gen-validators.mjs), not with Ajv compiling schemas
 * at run time, so no 'unsafe-eval'; scripts load only from our own origin. Monaco and Angular Material set inline styles, Monaco's AMD loader and the app's
 * workers load from our own origin.
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'unsafe-hashes'", "'sha256-MhtPZXr7+LpJUY5qtMutB+qWfQtMaPccfe7QXtCcEYc='"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // the workbench shows report.html in an iframe of its own; no other site may frame it
  'frame-ancestors': ["'self'"],
};

/** The security headers (no HSTS and no upgrade-insecure-requests: the server speaks plain HTTP). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  strictTransportSecurity: false,
  frameguard: { action: 'sameorigin' },
  crossOriginEmbedderPolicy: false,
};

/** Security headers on every response that passes the onRequest hooks (helmet's hook). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, { global: true, ...HELMET_OPTIONS });
}

/**
 * The same headers as a plain record, for the answers that never reach the hooks: a URL Fastify cannot
 * decode (`frameworkErrors`) and a request Node refuses before Fastify sees it (`clientErrorAnswer`).
 * Taken from helmet itself with the same options, so the two cannot drift apart.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(HELMET_OPTIONS)(req, res, () => undefined);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) headers[name.toLowerCase()] = String(value);
  return Object.freeze(headers);
})();

/**
 * Fastify's `clientErrorHandler`: Node's own refusals (not HTTP 400, headers too large 431, request not
 * complete in time 408) written to the socket in the API's error shape, with the security headers.
 */
export function clientErrorAnswer(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'the request did not arrive in time']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'the request headers are too large']
        : [400, 'the request is not valid HTTP'];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

/** The host name of a Host header, lower-cased, without its port (`[::1]:4200` → `[::1]`). */
export function hostName(header: string): string {
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const colon = h.indexOf(':');
  return colon < 0 ? h : h.slice(0, colon);
}

/** Normalises an allow-list entry: IPv6 addresses get brackets, names are lower-cased. */
export function allowedHostEntry(host: string): string {
  const h = host.trim().toLowerCase();
  return h.includes(':') && !h.startsWith('[') ? `[${h}]` : h;
}

/**
 * Refuses requests whose Host is not on the list with 421, so a page on another site that rebinds
 * its DNS name to 127.0.0.1 cannot talk to the API. `*` in the list allows every host.
 */
export function registerHostCheck(app: FastifyInstance, allowed: readonly string[]): void {
  const list = new Set(allowed.map(allowedHostEntry));
  if (list.has('*')) return;
  app.addHook('onRequest', async (req) => {
    const raw = req.headers.host;
    const name = raw ? hostName(raw) : '';
    if (!list.has(name)) {
      throw new ApiError(
        421,
        `this server does not answer to the host ${JSON.stringify(raw ?? '')}: use one of ${[...list].join(', ')} (or start it with --allowed-hosts)`,
      );
    }
  });
}

/** The size of a JSON text: its deepest nesting and how many array elements and object members it has. */
export interface JsonShape {
  readonly depth: number;
  readonly values: number;
}

/**
 * Deepest nesting of arrays/objects in a JSON text and its element + member count, counted in one pass
 * without recursion (strings skipped); stops as soon as either passes its limit. Only meaningful for
 * text that parses: it is run before JSON.parse, to refuse what would cost too much to parse and check.
 */
export function jsonShape(text: string, maxDepth = Infinity, maxValues = Infinity): JsonShape {
  let depth = 0;
  let max = 0;
  let values = 0;
  let inString = false;
  // just after `[` or `{`: the next token starts the first element, unless it closes the container
  let opened = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 32 || c === 10 || c === 13 || c === 9) continue;
    if (opened && c !== 93 /* ] */ && c !== 125 /* } */) values++;
    opened = false;
    if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      opened = true;
      if (++depth > max) max = depth;
      if (max > maxDepth) break;
    } else if (c === 93 || c === 125) depth--;
    else if (c === 44 /* , */ && ++values > maxValues) break;
  }
  return { depth: max, values };
}

/** Deepest nesting of arrays/objects in a JSON text (see {@link jsonShape}). */
export function jsonDepth(text: string, stopAt = Infinity): number {
  return jsonShape(text, stopAt).depth;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The only body parser: `application/json` in UTF-8. Other media types answer 415 (Fastify's own
 * check, message set in the error handler); bad UTF-8, deep nesting and syntax errors answer 400.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8')
      return done(new ApiError(415, `the request body must be UTF-8 JSON, not ${charset}`), undefined);
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(
        new ApiError(400, 'body is not valid UTF-8 JSON', [
          { file: 'request body', path: '', message: 'is not valid UTF-8' },
        ]),
        undefined,
      );
    }
    if (text.trim() === '') return done(null, undefined);
    const shape = jsonShape(text, MAX_JSON_DEPTH, MAX_JSON_VALUES);
    const tooLarge =
      shape.depth > MAX_JSON_DEPTH
        ? `is nested deeper than ${MAX_JSON_DEPTH} levels`
        : shape.values > MAX_JSON_VALUES
          ? `has more than ${MAX_JSON_VALUES} array elements and object members`
          : null;
    if (tooLarge)
      return done(
        new ApiError(400, `the request body ${tooLarge}`, [{ file: 'request body', path: '', message: tooLarge }]),
        undefined,
      );
    const r = parseJsonText(text, 'request body');
    if (r.ok) done(null, r.value);
    else done(new ApiError(400, 'the request body is not valid JSON', r.errors), undefined);
  });
}

/** Route patterns by method, collected as routes are added, to answer 405 with `Allow`. */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];

  /** Collects every `/api` route; call before the routes are registered. */
  track(app: FastifyInstance): void {
    app.addHook('onRoute', (r) => {
      if (!r.url.startsWith('/api')) return;
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      const source = r.url
        .split('/')
        .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      const pattern = new RegExp(`^${source}/?$`);
      const known = this.routes.find((x) => x.pattern.source === pattern.source);
      const set = known?.methods ?? new Set<string>();
      for (const m of methods) set.add(m.toUpperCase());
      if (set.has('GET')) set.add('HEAD');
      if (!known) this.routes.push({ pattern, methods: set });
    });
  }

  /** The methods a path answers, sorted; empty when no route matches it. */
  allowed(path: string): string[] {
    const set = new Set<string>();
    for (const r of this.routes) if (r.pattern.test(path)) for (const m of r.methods) set.add(m);
    return [...set].sort();
  }
}

/** The path of a request without its query string. */
export function pathOf(req: FastifyRequest): string {
  return req.url.split('?')[0];
}
