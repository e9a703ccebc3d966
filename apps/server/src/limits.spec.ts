/** Slow clients, many connections and bursts: request timeout, connection cap, full queue → 503 + Retry-After. */
import { QueueFullError } from '@levelbench/pool';
import type { FastifyInstance } from 'fastify';
import { promises as fs } from 'node:fs';
import { type Socket, connect } from 'node:net';
import { join } from 'node:path';
import { type ServerOptions, type TaskPool, buildServer } from './app';
import { defaultGames } from './default-games';
import { send } from './fuzz.testing';
import { copyOfLevels } from './testing';

/**
 * A pool like @levelbench/pool with a bounded queue: `workers` tasks run, `queue` wait, the rest are
 * refused at once with a QueueFullError (matched by name, as the server does).
 */
function boundedPool(workers: number, queue: number, taskMs: number): TaskPool & { started: number } {
  let inFlight = 0;
  const pool = {
    size: workers,
    started: 0,
    run: async () => {
      // the pool's own refusal, with its code (the server maps codes, not names or words)
      if (inFlight >= workers + queue) throw new QueueFullError('pigment.analyse', queue, 2);
      inFlight++;
      pool.started++;
      await new Promise((r) => setTimeout(r, taskMs));
      inFlight--;
      return {
        solve: { solvable: true, shortest: 5, optimalCount: 1, solution: 'ESWNE', exhaustive: true, aborted: false },
        limitVerdict: 'ok',
        replays: [],
        passed: true,
        failures: [],
      };
    },
    destroy: async () => undefined,
  };
  return pool as unknown as TaskPool & { started: number };
}

describe('limits', () => {
  let dir: string;
  const apps: FastifyInstance[] = [];
  const start = async (opts: Partial<ServerOptions>) => {
    const app = await buildServer({
      levelsDir: join(dir, 'levels'),
      reportsDir: join(dir, 'reports'),
      uiDir: join(dir, 'ui'),
      games: defaultGames(),
      ...opts,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    return { app, port: (app.server.address() as { port: number }).port };
  };
  beforeAll(async () => {
    ({ dir } = await copyOfLevels('levelbench-limits-'));
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** Opens a socket, sends `head` and the first bytes of a body that never finishes; resolves with what came back. */
  const stall = (port: number, head: string) =>
    new Promise<{ text: string; closed: boolean }>((resolve) => {
      const s: Socket = connect(port, '127.0.0.1', () => s.write(head));
      let text = '';
      s.on('data', (c) => (text += c.toString()));
      s.on('error', () => undefined);
      s.on('close', () => resolve({ text, closed: true }));
    });

  it('answers a body that stops arriving with 408 and closes its socket', async () => {
    const { port } = await start({ bodyTimeoutMs: 500 });
    const r = await stall(
      port,
      'PUT /api/levels/pigment/slow HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name": "sl',
    );
    expect(r.closed).toBe(true);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    await expect(fs.stat(join(dir, 'levels/pigment/slow.json'))).rejects.toThrow();
    // headers that never finish are cut off the same way
    const h = await stall(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(h.closed).toBe(true);
  });

  it('caps open connections: the ones over the cap are closed, the others still answer', async () => {
    const { port } = await start({ maxConnections: 4 });
    const sockets: Socket[] = [];
    const closed: boolean[] = [];
    for (let i = 0; i < 8; i++) {
      const s = connect(port, '127.0.0.1');
      s.on('error', () => undefined);
      closed.push(false);
      s.on('close', () => (closed[i] = true));
      sockets.push(s);
      await new Promise((r) => s.once('connect', r));
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(closed.filter(Boolean).length).toBe(4);
    expect(closed.slice(0, 4)).toEqual([false, false, false, false]);
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await send(port, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('a burst beyond the queue gets 503 with Retry-After at once; health answers throughout', async () => {
    const pool = boundedPool(2, 4, 400);
    const { port } = await start({ pool });
    const level = JSON.parse(await fs.readFile(join(dir, 'levels/pigment/return.json'), 'utf8'));
    // twenty different levels (names differ): the server's analysis cache answers a repeated level itself
    const burst = Array.from({ length: 20 }, (_, i) =>
      send(port, { method: 'POST', url: '/api/pigment/solve', payload: { level: { ...level, name: `Return ${i}` } } }),
    );
    const health = await send(port, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const answers = await Promise.all(burst);
    const by = (code: number) => answers.filter((a) => a.statusCode === code);
    expect(by(200).length).toBe(6);
    expect(by(503).length).toBe(14);
    expect(pool.started).toBe(6);
    for (const a of by(503)) {
      expect(a.headers['retry-after']).toBe('2');
      expect(a.json()).toEqual({
        error: 'the solver queue is full: pigment.analyse was not started; retry in 2 s',
        retryAfterSeconds: 2,
      });
    }
  });
});
