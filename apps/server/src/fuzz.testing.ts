/** Test helpers for hostile-input suites: a checksum of every file in the store, to prove nothing changed. */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { type TaskPool, buildServer } from './app';
import { defaultGames } from './default-games';

/** sha256 of every file under `dir` (recursively), keyed by its path relative to `dir`. */
export async function storeChecksums(dir: string): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  const pending = [dir];
  while (pending.length) {
    const d = pending.pop() as string;
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) pending.push(p);
      else
        sums.set(
          relative(dir, p),
          createHash('sha256')
            .update(await fs.readFile(p))
            .digest('hex'),
        );
    }
  }
  return new Map([...sums].sort(([a], [b]) => a.localeCompare(b)));
}

/** What {@link send} answers: Fastify's inject shape, over a real socket. */
export interface SentResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A request as Fastify's inject takes it: objects are sent as JSON. */
export interface SendOptions {
  readonly method: string;
  readonly url: string;
  readonly payload?: string | Buffer | object;
  readonly headers?: Record<string, string>;
  /** Source address: Linux answers all of 127/8, so 127.0.0.2 is another machine to the server. */
  readonly from?: string;
}

/**
 * Sends one request to a listening app over loopback, like `app.inject` (whose cookie dependency is
 * ESM-only and does not load under Jest): any method, any Host, raw bytes, from any loopback address.
 */
export function send(port: number, opts: SendOptions): Promise<SentResponse> {
  const p = opts.payload;
  const body = p === undefined ? undefined : typeof p === 'string' || Buffer.isBuffer(p) ? p : JSON.stringify(p);
  const headers: Record<string, string> = {
    ...(p !== undefined && typeof p === 'object' && !Buffer.isBuffer(p) ? { 'content-type': 'application/json' } : {}),
    // explicit: Node's client sends an OPTIONS/DELETE body without a length, which reads as a second request
    ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    // a fresh connection each time: a reused keep-alive socket the server is closing would hang up
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: opts.method,
        path: opts.url,
        headers,
        agent: false,
        ...(opts.from !== undefined ? { localAddress: opts.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Builds the server over `levelsDir` (reports and ui under `dir`) with a pool that fails every task with `reason`, listening on a free local port. */
export async function listenWithFailingPool(
  dir: string,
  levelsDir: string,
  reason: string,
): Promise<{ app: FastifyInstance; port: number }> {
  const pool = {
    size: 1,
    run: () => Promise.reject(new Error(reason)),
    destroy: async () => undefined,
  } as unknown as TaskPool;
  const app = await buildServer({
    levelsDir,
    reportsDir: join(dir, 'reports'),
    uiDir: join(dir, 'ui'),
    games: defaultGames(),
    pool,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as { port: number }).port };
}
