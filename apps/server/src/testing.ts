/** Test fixtures: a real server on an ephemeral port over a temporary copy of `levels/`, and raw HTTP. */
import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { promises as fs } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analysePigment } from '@levelbench/pigment';
import type { LevelbenchPool } from '@levelbench/pool';
import { type TaskMap, createTaskPool } from '@levelbench/tasks';
import { buildServer, type ServerOptions, type TaskPool } from './app';
import { defaultGames } from './default-games';
import type { GameRegistry, ServerGame } from './games';
import { repoRoot } from './main';

/** Games that are only files (no routes, no jobs), from a registry of specs as tests write them. */
export function fileGames(registry: GameRegistry): ServerGame[] {
  return Object.entries(registry).map(([name, spec]) => ({ format: { label: name, ...spec, name } }));
}

/** A running test server and its folders. */
export interface TestServer {
  readonly app: FastifyInstance;
  readonly port: number;
  readonly url: string;
  readonly levelsDir: string;
  readonly reportsDir: string;
  readonly uiDir: string;
  close(): Promise<void>;
}

/** A new temporary folder `dir` (named from `prefix`) holding a copy of the repository's `levels/` at `levelsDir`. */
export async function copyOfLevels(prefix: string): Promise<{ dir: string; levelsDir: string }> {
  const dir = await fs.mkdtemp(join(tmpdir(), prefix));
  const levelsDir = join(dir, 'levels');
  await fs.cp(join(repoRoot(), 'levels'), levelsDir, { recursive: true });
  return { dir, levelsDir };
}

/**
 * Plants the hostile entries of issue #22 in the game folder `gameDir`: `x.json` a symlink to `secretFile`,
 * `loop.json` a symlink to itself, a folder `dir.json`, a FIFO `pipe.json`, a sparse 200 MB `big.json`, and
 * `broken.json` holding `broken` (not JSON).
 */
export async function plantHostileEntries(gameDir: string, secretFile: string, broken: string): Promise<void> {
  const p = (n: string): string => join(gameDir, n);
  await fs.symlink(secretFile, p('x.json'));
  await fs.symlink(p('loop.json'), p('loop.json'));
  await fs.mkdir(p('dir.json'));
  execFileSync('mkfifo', [p('pipe.json')]);
  await fs.writeFile(p('big.json'), '');
  await fs.truncate(p('big.json'), 200 * 1024 * 1024);
  await fs.writeFile(p('broken.json'), broken);
}

/** Starts `buildServer` on 127.0.0.1:0 with a temporary copy of the repository's `levels/`. */
export async function startTestServer(
  opts: Partial<ServerOptions> & Pick<ServerOptions, 'games'>,
): Promise<TestServer> {
  const { dir, levelsDir } = await copyOfLevels('levelbench-server-');
  const reportsDir = opts.reportsDir ?? join(dir, 'reports');
  await fs.mkdir(reportsDir, { recursive: true });
  const uiDir = opts.uiDir ?? join(dir, 'ui');
  const app = await buildServer({ levelsDir, reportsDir, uiDir, ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    app,
    port,
    url: `http://127.0.0.1:${port}`,
    levelsDir,
    reportsDir,
    uiDir,
    close: async () => {
      await app.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test server over the production worker pool (`workers` workers), for specs of routes that run tasks: builds
 * the Node bundles first (the worker runs from dist/node); `close` stops the server and the pool.
 */
export async function startPooledTestServer(
  opts: Partial<ServerOptions> = {},
  workers = 1,
): Promise<TestServer & { readonly pool: LevelbenchPool<TaskMap> }> {
  execFileSync(process.execPath, [join(repoRoot(), 'tools/scripts/build-node.mjs')], { stdio: 'inherit' });
  const pool = createTaskPool({ workers });
  const s = await startTestServer({ pool, ...opts });
  return {
    ...s,
    pool,
    close: async () => {
      await s.close();
      await pool.destroy();
    },
  };
}

/** A pool that runs every pigment analysis in this process, and how many it has run. */
function countingAnalysePool(): { pool: TaskPool; runs: () => number } {
  let runs = 0;
  const pool = {
    size: 1,
    run: async (_tag: string, input: TaskMap['pigment.analyse']['in']) => {
      runs++;
      return analysePigment(input.level, input.options);
    },
  } as unknown as TaskPool;
  return { pool, runs: () => runs };
}

/** POST /api/pigment/solve with `level` to the server at `url`: the status, the `x-levelbench-cache` header, the body. */
export async function postSolve(
  url: string,
  level: unknown,
): Promise<{ status: number; cache: string | null; body: Record<string, unknown> }> {
  const r = await fetch(`${url}/api/pigment/solve`, {
    method: 'POST',
    body: JSON.stringify({ level }),
    headers: { 'content-type': 'application/json' },
  });
  return {
    status: r.status,
    cache: r.headers.get('x-levelbench-cache'),
    body: (await r.json()) as Record<string, unknown>,
  };
}

/**
 * A copy of `levels/` without its analysis cache and a server over it started afresh for each `withServer` call
 * (a restart), its analyses run in this process and counted, for specs of what survives one. Call `setup` in
 * `beforeAll` and `teardown` in `afterAll`.
 */
export function restartingServer(prefix: string) {
  const { pool, runs } = countingAnalysePool();
  let dir = '';
  return {
    /** The temporary folder holding `levels/`. */
    dir: (): string => dir,
    /** How many analyses the servers have run. */
    runs,
    setup: async (): Promise<void> => {
      ({ dir } = await copyOfLevels(prefix));
      await fs.rm(join(dir, 'levels', '.cache'), { recursive: true, force: true });
    },
    teardown: (): Promise<void> => fs.rm(dir, { recursive: true, force: true }),
    /** Starts a server over the copy, runs `body` with its URL, and closes it. */
    withServer: async <T>(body: (url: string) => Promise<T>): Promise<T> => {
      const app = await buildServer({
        levelsDir: join(dir, 'levels'),
        reportsDir: join(dir, 'reports'),
        uiDir: join(dir, 'ui'),
        games: defaultGames(),
        pool,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      try {
        return await body(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`);
      } finally {
        await app.close();
      }
    },
  };
}

/** A raw HTTP answer. */
export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/** Sends a request with the path exactly as given (fetch would normalise `..`), for traversal tests. */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body !== undefined ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One Server-Sent Event as received. */
export interface SseEvent {
  readonly event: string;
  readonly data: unknown;
}

/** Reads an SSE stream until the server ends it (or `signal` aborts), returning every event. */
export async function readSse(url: string, signal?: AbortSignal): Promise<SseEvent[]> {
  return (await readSseStream(url, {}, signal)).events;
}

/** Reads an SSE stream with extra request headers (e.g. `last-event-id`): the status, events and their ids. */
export async function readSseStream(
  url: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<{ status: number; events: SseEvent[]; ids: number[] }> {
  const res = await fetch(url, { signal, headers: { accept: 'text/event-stream', ...headers } });
  if (res.status === 204) return { status: 204, events: [], ids: [] };
  if (res.status !== 200 || !res.body) throw new Error(`SSE ${url}: HTTP ${res.status}`);
  const events: SseEvent[] = [];
  const ids: number[] = [];
  const decoder = new TextDecoder();
  let buf = '';
  const reader = res.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    const chunk = next.value;
    buf += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, end);
      buf = buf.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      const id = /^id: (.*)$/m.exec(block)?.[1];
      if (event && data !== undefined) {
        events.push({ event, data: JSON.parse(data) as unknown });
        ids.push(Number(id));
      }
    }
  }
  return { status: res.status, events, ids };
}

/** PUTs the JSON text `body` to `url` with a JSON content type plus `headers`. */
export function putJson(url: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'PUT', body, headers: { 'content-type': 'application/json', ...headers } });
}

/** POSTs `body` as JSON to `url` and reads the answer's status and JSON body. */
export async function postJson(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const r = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}
