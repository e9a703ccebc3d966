/** The built Angular workbench: static files, SPA fallback for deep links, and a hint when it is not built. */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteMethods } from '../hardening';
import { ApiError, errorBody } from '../http';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>levelbench</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>levelbench workbench</h1>
<p>The API is running under <a href="/api/health"><code>/api</code></a>, but the UI has not been built.</p>
<p>Build it with <code>npm run build</code> and reload this page (or run <code>npm start</code>, which builds and serves).</p>
</body></html>
`;

/**
 * A file whose name carries its content hash: the Angular build's `main-…`, `chunk-…`, `worker-…`, `styles-…`
 * and `polyfills-…` (8 upper-case letters and digits) and Monaco's `…-<8 characters>.js` under `monaco/vs/`.
 * Such a URL never changes its content, so the browser may keep it without asking again.
 */
export function isHashedAsset(path: string): boolean {
  const p = path.replace(/\\/g, '/');
  const name = p.slice(p.lastIndexOf('/') + 1);
  if (/^(main|chunk|worker|styles|polyfills)-[A-Z0-9]{8}\.(js|css)$/.test(name)) return true;
  return /(^|\/)monaco\/vs\//.test(p) && /-[A-Za-z0-9_-]{8}\.js$/.test(name);
}

/** `cache-control` of a UI file: hashed assets for a year (`immutable`); the rest (index.html, loader.js) revalidated. */
export function uiCacheControl(path: string): string {
  return isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Registers the UI routes; must be registered after the API so `/api/*` never falls back to the app. */
export async function registerUiRoutes(app: FastifyInstance, uiDir: string, methods?: RouteMethods): Promise<void> {
  const index = join(uiDir, 'index.html');
  await app.register(fastifyStatic, {
    root: uiDir,
    wildcard: true,
    index: ['index.html'],
    dotfiles: 'deny',
    // a fresh profile still downloads everything; a returning one reloads only index.html and no hashed chunk
    cacheControl: false,
    setHeaders: (res, path) => res.setHeader('cache-control', uiCacheControl(path)),
  });

  // answers are sent, never thrown: Fastify also calls this handler for URLs it cannot decode
  // (`%w`), where a thrown error is not caught and the request would hang until its timeout
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const refuse = (status: number, message: string) =>
      reply.code(status).send(errorBody(new ApiError(status, message)));
    if (path === '/api' || path.startsWith('/api/')) {
      // a known path asked with the wrong method: 405 and the methods it does answer
      const allow = methods?.allowed(path) ?? [];
      if (allow.length) {
        reply.header('allow', allow.join(', '));
        return refuse(405, `${req.method} is not allowed on ${path} (allowed: ${allow.join(', ')})`);
      }
      return refuse(404, `no route ${req.method} ${path}`);
    }
    // deep links such as /pigment/return load the app; a missing asset (has an extension) stays a 404
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      reply.header('allow', 'GET, HEAD');
      return refuse(405, `${req.method} is not allowed on ${path} (allowed: GET, HEAD)`);
    }
    const isPage = !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return refuse(404, `not found: ${path}`);
    if (!existsSync(index)) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
