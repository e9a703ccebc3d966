/** Every status a solver route answers, through a real buildServer: the pool's failures mapped to HTTP. */
import { JOB_LIMITS } from './job-limits';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  BudgetExceededError,
  type LevelbenchPool,
  QueueFullError,
  type RunOptions,
  TaskAbortedError,
  TaskFailedError,
  toTaskFailure,
} from '@levelbench/pool';
import { type TaskMap, createTaskPool } from '@levelbench/tasks';
import { repoRoot } from './main';
import { BUDGETS } from './tasks';
import { startTestServer, type TestServer } from './testing';

/** What the scripted pool does with the next tasks: pass them to the real pool, or fail as a pool fails. */
type Script = 'real' | 'timeout' | 'budget' | 'refuse' | 'queue-full' | 'crash' | 'words' | 'hang';

/**
 * A pool for the server that runs tasks in a real one-worker pool, or fails the way the pool does:
 * `timeout` is the real pool's own timeout (its guard shortened to 1 ms), the others throw the pool's
 * error classes. Every run's options are recorded.
 */
class ScriptedPool {
  script: Script = 'real';
  readonly runs: { tag: string; options: RunOptions }[] = [];
  constructor(private readonly real: LevelbenchPool<TaskMap>) {}
  get size(): number {
    return this.real.size;
  }
  async run(tag: keyof TaskMap, input: never, options: RunOptions = {}): Promise<unknown> {
    this.runs.push({ tag, options });
    switch (this.script) {
      case 'real':
        return this.real.run(tag, input, options);
      case 'timeout':
        return this.real.run(tag, input, { ...options, timeoutMs: 1 });
      case 'budget':
        // as the pool rejects when the handler's budget ran out inside the worker
        throw new TaskFailedError(tag, toTaskFailure(new BudgetExceededError('states', 5)));
      case 'refuse':
        throw new TaskFailedError(tag, toTaskFailure(new RangeError('tube 2 holds 5 units, capacity 4')));
      case 'queue-full':
        throw new QueueFullError(tag, 4, 3);
      case 'crash':
        throw new Error('worker exited with code 1');
      case 'words':
        // a failure that only says the words the server once matched on: no code, so no 504 or 422
        throw new TaskFailedError(tag, toTaskFailure(new Error('the input timed out; budget exceeded')));
      case 'hang':
        return new Promise((_, reject) => {
          const { signal } = options;
          if (!signal) return;
          signal.addEventListener('abort', () => reject(new TaskAbortedError(tag)), { once: true });
        });
    }
  }
}

const root = repoRoot();
const pigmentLevel = {
  id: 'return',
  name: 'Return',
  width: 5,
  height: 5,
  holes: [],
  start: [0, 0],
  stains: [],
  marks: [{ at: [1, 0], color: 'green' }],
  limit: 5,
  replays: [],
};
const board = { capacity: 2, tubes: [['a', 'b'], ['b', 'a'], []] };
/** One request per route that runs a solver task, and the tag it runs. */
const routes: { method: 'GET' | 'POST'; path: string; body?: unknown; tag: keyof TaskMap }[] = [
  { method: 'POST', path: '/api/pigment/solve', body: { level: pigmentLevel }, tag: 'pigment.analyse' },
  { method: 'POST', path: '/api/pigment/analyse', body: { level: pigmentLevel }, tag: 'pigment.analyse' },
  { method: 'POST', path: '/api/watersort/level', body: { level: 3 }, tag: 'watersort.level' },
  { method: 'POST', path: '/api/watersort/level', body: { date: '2026-03-01' }, tag: 'watersort.daily' },
  { method: 'POST', path: '/api/watersort/solve', body: { board }, tag: 'watersort.solve' },
  { method: 'POST', path: '/api/watersort/hint', body: { board }, tag: 'watersort.hint' },
  { method: 'GET', path: '/api/worlds/7/depths/3', tag: 'worlds.map' },
];

let sent = 0;
/** Sends one route's request; a Pigment level gets a fresh name each time, so the analysis cache never answers for the pool. */
async function send(s: TestServer, r: (typeof routes)[number]) {
  const body = r.path.startsWith('/api/pigment/')
    ? { ...(r.body as object), level: { ...pigmentLevel, name: `Return ${++sent}` } }
    : r.body;
  const res = await fetch(`${s.url}${r.path}`, {
    method: r.method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as Record<string, unknown> };
}

describe('solver routes: the pool outcome as an HTTP status', () => {
  let real: LevelbenchPool<TaskMap>;
  let pool: ScriptedPool;
  let s: TestServer;
  beforeAll(async () => {
    execFileSync(process.execPath, [join(root, 'tools/scripts/build-node.mjs')], { stdio: 'inherit' });
    real = createTaskPool({ workers: 1 });
    pool = new ScriptedPool(real);
    s = await startTestServer({ pool: pool as unknown as LevelbenchPool<TaskMap> });
  }, 60_000);
  afterAll(async () => {
    await s.close();
    await real.destroy();
  });
  beforeEach(() => {
    pool.script = 'real';
    pool.runs.length = 0;
  });

  it('200 from the real pool, each task guarded by the wall-clock budget', async () => {
    for (const r of routes) {
      const a = await send(s, r);
      expect([r.path, a.status]).toEqual([r.path, 200]);
    }
    expect(pool.runs.map((x) => x.tag)).toEqual(routes.map((r) => r.tag));
    for (const x of pool.runs) expect(x.options.timeoutMs).toBe(BUDGETS.taskMs);
  }, 60_000);

  it('504 when the task outlives its wall-clock guard (the real pool timing out)', async () => {
    pool.script = 'timeout';
    for (const r of routes) {
      // a warm worker can answer within the 1 ms guard before its timer fires (seen under load): ask again
      let a = await send(s, r);
      for (let tries = 1; a.status === 200 && tries < 5; tries++) a = await send(s, r);
      expect([r.path, a.status, a.body['error']]).toEqual([r.path, 504, `${r.tag} did not finish within 30 s`]);
    }
  }, 60_000);

  it('422 when a task spends its step budget', async () => {
    pool.script = 'budget';
    for (const r of routes) {
      const a = await send(s, r);
      expect([r.path, a.status, a.body['error']]).toEqual([r.path, 422, `${r.tag}: budget exceeded: states > 5`]);
    }
  });

  it('422 when the worker refuses the input (a rules lib RangeError, code TASK_BAD_INPUT)', async () => {
    pool.script = 'refuse';
    for (const r of routes) {
      const a = await send(s, r);
      expect([r.path, a.status, a.body['error']]).toEqual([r.path, 422, `${r.tag}: tube 2 holds 5 units, capacity 4`]);
    }
  });

  it('500, not 504 or 422, for a failure without a code whatever its message says', async () => {
    pool.script = 'words';
    for (const r of routes) {
      const a = await send(s, r);
      expect([r.path, a.status]).toEqual([r.path, 500]);
    }
  });

  it('503 with Retry-After from the queue-full error, before any work', async () => {
    pool.script = 'queue-full';
    for (const r of routes) {
      const a = await send(s, r);
      expect([r.path, a.status, a.headers.get('retry-after')]).toEqual([r.path, 503, '3']);
      expect(a.body['error']).toBe(`the solver queue is full: ${r.tag} was not started; retry in 3 s`);
    }
  });

  it('500 naming the task when the worker fails otherwise', async () => {
    pool.script = 'crash';
    for (const r of routes) {
      const a = await send(s, r);
      expect([r.path, a.status, a.body['error']]).toEqual([r.path, 500, `${r.tag} failed: worker exited with code 1`]);
    }
  });

  it('400 for a bad request, before the pool is asked', async () => {
    pool.script = 'crash';
    const a = await send(s, {
      method: 'POST',
      path: '/api/watersort/hint',
      body: { board: { capacity: 'x' } },
      tag: 'watersort.hint',
    });
    expect(a.status).toBe(400);
    expect(pool.runs).toEqual([]);
  });

  it('202 queued while a job runs, 429 only once the queue is full', async () => {
    pool.script = 'hang';
    const start = () =>
      fetch(`${s.url}/api/pigment/suggest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ width: 5, height: 5, marks: 2, length: 4 }),
      });
    // one client (this test's address): one job runs, the next ones wait with their place in the queue
    const accepted = [];
    for (let i = 0; i <= JOB_LIMITS.maxQueuedPerClient; i++) accepted.push(await start());
    expect(accepted.map((r) => r.status)).toEqual(accepted.map(() => 202));
    const views = (await Promise.all(accepted.map((r) => r.json()))) as { id: string; state: string }[];
    expect(views.map((v) => v.state)).toEqual(['running', ...Array(JOB_LIMITS.maxQueuedPerClient).fill('queued')]);
    const over = await start();
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toBe(
      `you already have ${JOB_LIMITS.maxQueuedPerClient} jobs waiting; wait for one or cancel it`,
    );
    for (const { id } of views.reverse()) await fetch(`${s.url}/api/jobs/${id}`, { method: 'DELETE' });
  });
});

describe('solver routes without a pool, and while the server shuts down', () => {
  it('503 on every solver route and on suggest when no pool is running', async () => {
    const s = await startTestServer({});
    try {
      for (const r of routes) {
        const a = await send(s, r);
        expect([r.path, a.status, a.body['error']]).toEqual([r.path, 503, 'no worker pool is running in this server']);
      }
      const suggest = await send(s, {
        method: 'POST',
        path: '/api/pigment/suggest',
        body: { width: 5, height: 5, marks: 2, length: 4 },
        tag: 'pigment.suggest',
      });
      expect(suggest.status).toBe(503);
    } finally {
      await s.close();
    }
  });

  it('503 for a task still running when the server closes', async () => {
    const fake = new ScriptedPool(undefined as unknown as LevelbenchPool<TaskMap>);
    fake.script = 'hang';
    const s = await startTestServer({ pool: fake as unknown as LevelbenchPool<TaskMap> });
    const answer = send(s, routes[5]);
    while (fake.runs.length === 0) await new Promise((r) => setTimeout(r, 10));
    const closed = s.close();
    const a = await answer;
    await closed;
    expect([a.status, a.body['error']]).toEqual([503, 'the server is shutting down']);
  });
});
