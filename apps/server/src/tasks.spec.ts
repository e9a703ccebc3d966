import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createPool, type LevelbenchPool } from '@levelbench/pool';
import { type TestTaskMap, testWorkerFile } from '@levelbench/pool/testing';
import { ApiError } from './http';
import { repoRoot } from './main';
import { runTask } from './tasks';

describe('runTask', () => {
  let pool: LevelbenchPool<TestTaskMap>;
  let app: FastifyInstance;
  let url: string;
  const shutdown = new AbortController();
  const outcomes: { status: number | 'ok'; ms: number }[] = [];

  beforeAll(async () => {
    execFileSync(process.execPath, [join(repoRoot(), 'tools/scripts/build-node.mjs')], { stdio: 'inherit' });
    // two workers: a cancelled task's thread is terminated and replaced, which takes a while on a busy machine
    pool = createPool<TestTaskMap>({ workers: 2, workerFile: testWorkerFile() });
    app = Fastify();
    app.get<{ Querystring: { ms: string } }>('/sleep', async (req, reply) => {
      const t0 = performance.now();
      try {
        const v = await runTask({ pool, shutdown: shutdown.signal }, reply, 'test.sleep', {
          ms: Number(req.query.ms),
          value: 'slept',
        });
        outcomes.push({ status: 'ok', ms: performance.now() - t0 });
        return { v };
      } catch (e) {
        outcomes.push({ status: (e as ApiError).statusCode, ms: performance.now() - t0 });
        throw e;
      }
    });
    app.get('/spin', async (_req, reply) =>
      runTask({ pool, shutdown: shutdown.signal }, reply, 'test.spin', { steps: null, budget: 1000 }),
    );
    app.get('/nopool', async (_req, reply) =>
      runTask<TestTaskMap, 'test.echo'>({ shutdown: shutdown.signal }, reply, 'test.echo', 1),
    );
    app.setErrorHandler((e, _req, reply) =>
      reply.code((e as ApiError).statusCode ?? 500).send({ error: (e as Error).message }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await pool.destroy();
  });

  it('returns the task value', async () => {
    expect(await (await fetch(`${url}/sleep?ms=10`)).json()).toEqual({ v: 'slept' });
  });

  it('cancels the task when the client disconnects, and other tasks still run', async () => {
    outcomes.length = 0;
    const client = new AbortController();
    setTimeout(() => client.abort(), 200);
    await expect(fetch(`${url}/sleep?ms=20000`, { signal: client.signal })).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 200));
    expect(outcomes).toEqual([{ status: 499, ms: expect.any(Number) }]);
    expect(outcomes[0].ms).toBeLessThan(5000);
    // the cancelled 20 s sleep no longer holds a worker: a new task does not wait for it
    const t0 = performance.now();
    expect(await (await fetch(`${url}/sleep?ms=10`)).json()).toEqual({ v: 'slept' });
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it('answers a spent budget with 422 and a missing pool with 503', async () => {
    const spin = await fetch(`${url}/spin`);
    expect(spin.status).toBe(422);
    expect(((await spin.json()) as { error: string }).error).toMatch(/budget exceeded/);
    expect((await fetch(`${url}/nopool`)).status).toBe(503);
  });
});
