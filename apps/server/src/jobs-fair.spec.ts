/** Issue #22 item 6 against the real server: jobs belong to their client, queue fairly, and streams cannot starve anyone. */
import { request } from 'node:http';
import { eventually, asClient, jobClient, TEST_KINDS } from './jobs.testing';
import { readSseStream, startTestServer, type TestServer } from './testing';

describe('fair jobs (two clients, real server)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      jobKinds: TEST_KINDS,
      jobs: { maxRunning: 2, maxQueuedPerClient: 2, maxQueued: 4, unwatchedMs: 60_000 },
    });
  });
  afterAll(() => s.close());

  it("queues B's job (not 429) while A and C hold both slots, and runs it once a slot frees", async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((n) => jobClient(s.url, n));
    const a1 = await a.start('tick', { n: 100_000, ms: 20 });
    const c1 = await c.start('tick', { n: 100_000, ms: 20 });
    expect([a1.status, a1.body['state'], c1.status, c1.body['state']]).toEqual([202, 'running', 202, 'running']);
    // A's second job waits behind A's first even though it is A's own
    const a2 = await a.start('tick', { n: 3 });
    expect(a2.body).toMatchObject({ state: 'queued', position: 1 });
    const b1 = await b.start('tick', { n: 3 });
    expect(b1.status).toBe(202);
    expect(b1.body).toMatchObject({ state: 'queued', position: 2 });
    const id = b1.body['id'] as string;
    expect((await b.get(id)).body).toMatchObject({ state: 'queued', position: 2, startedAt: null, mine: true });
    expect((await a.get(id)).body).toMatchObject({ mine: false });
    const stream = readSseStream(`${s.url}/api/jobs/${id}/events`, b.headers);
    // C's job ends: its slot goes to B (A's second still waits for A's first)
    expect((await c.cancel(c1.body['id'] as string)).body).toMatchObject({ state: 'cancelled' });
    const events = (await stream).events.map((e) => e.event);
    expect(events.slice(0, 2)).toEqual(['queued', 'started']);
    expect(events.at(-1)).toBe('done');
    expect((await a.get(a2.body['id'] as string)).body).toMatchObject({ state: 'queued', position: 1 });
    for (const j of [a1, a2]) await a.cancel(j.body['id'] as string);
  });

  it('answers 429 with Retry-After only when the queue is full', async () => {
    const [a, b, c] = ['qa', 'qb', 'qc'].map((n) => jobClient(s.url, n));
    const running = [await a.start('quiet'), await b.start('quiet')];
    const waiting = [await a.start('quiet'), await a.start('quiet')];
    const third = await a.start('quiet');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(third.body['error']).toMatch(/you already have 2 jobs waiting/);
    waiting.push(await b.start('quiet'), await c.start('quiet'));
    const full = await c.start('quiet');
    expect(full.status).toBe(429);
    expect(full.body['error']).toMatch(/the job queue is full/);
    for (const [cl, j] of [
      [a, running[0]],
      [b, running[1]],
      [a, waiting[0]],
      [a, waiting[1]],
      [b, waiting[2]],
      [c, waiting[3]],
    ] as const)
      await cl.cancel(j.body['id'] as string);
  });

  it("refuses a cancel from anyone but the job's owner with 403", async () => {
    const [a, b] = ['owner', 'other'].map((n) => jobClient(s.url, n));
    const { body } = await a.start('quiet');
    const id = body['id'] as string;
    const refused = await b.cancel(id);
    expect(refused.status).toBe(403);
    expect(refused.body['error']).toMatch(/started by another client/);
    expect((await a.get(id)).body['state']).toBe('running');
    expect((await a.cancel(id)).body).toMatchObject({ state: 'cancelled', mine: true });
    expect((await b.cancel('nope')).status).toBe(404);
  });

  it('256 event streams from one client do not lock another client out of /api/health or its own stream', async () => {
    const a = jobClient(s.url, 'streamer');
    const b = jobClient(s.url, 'bystander');
    const { body } = await a.start('quiet');
    const id = body['id'] as string;
    const open = (headers: Record<string, string>) =>
      new Promise<{ status: number; close: () => void }>((resolve, reject) => {
        const req = request(`${s.url}/api/jobs/${id}/events`, { headers }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, close: () => req.destroy() });
        });
        req.on('error', reject);
        req.end();
      });
    const streams = await Promise.all(Array.from({ length: 256 }, () => open(a.headers)));
    const count = (st: number) => streams.filter((x) => x.status === st).length;
    expect([count(200), count(429)]).toEqual([8, 248]);
    const health = await fetch(`${s.url}/api/health`, { headers: b.headers });
    expect(health.status).toBe(200);
    const mine = await open(b.headers);
    expect(mine.status).toBe(200);
    mine.close();
    for (const x of streams) x.close();
    await a.cancel(id);
  });
});

describe('abandoned jobs and idle streams', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      jobKinds: TEST_KINDS,
      jobs: { unwatchedMs: 300, streamIdleMs: 400, heartbeatMs: 100 },
    });
  });
  afterAll(() => s.close());

  it('cancels a job nobody watches (no stream, no GET) after the idle time, and keeps a watched one', async () => {
    const a = jobClient(s.url, 'forgetful');
    const left = (await a.start('quiet')).body['id'] as string;
    const kept = (await a.start('quiet')).body['id'] as string;
    const poll = setInterval(() => void a.get(kept), 100);
    // the list does not count as watching (a page polling it would keep every job alive)
    const inList = async () =>
      ((await (await fetch(`${s.url}/api/jobs`, { headers: a.headers })).json()) as { id: string }[]).find(
        (j) => j.id === left,
      ) as Record<string, unknown>;
    try {
      await eventually(async () => (await inList())['state'] === 'cancelled', 5000);
      expect((await inList())['error']).toBe('nobody watched this job for 300 ms');
      expect((await a.get(kept)).body['state']).not.toBe('cancelled');
    } finally {
      clearInterval(poll);
      await a.cancel(kept);
    }
  });

  it('sends heartbeat comments and ends a stream that carried no event for the idle time', async () => {
    const a = jobClient(s.url, 'quiet-watcher');
    const id = (await a.start('quiet')).body['id'] as string;
    const t0 = Date.now();
    const res = await fetch(`${s.url}/api/jobs/${id}/events`, { headers: asClient('quiet-watcher') });
    const text = await res.text(); // resolves only when the server ends the stream
    expect(Date.now() - t0).toBeGreaterThanOrEqual(350);
    expect(text).toContain(': keep-alive');
    expect(text).toContain('event: started');
    await a.cancel(id);
  });
});
