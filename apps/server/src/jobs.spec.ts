import { Observable, concat, interval, map, of, take } from 'rxjs';
import type { JobRunEvent, Summary } from '@levelbench/contracts';
import { type JobEvent, isFinalEvent } from './job-types';
import { JobManager } from './jobs';
import { TEST_KINDS, ticking } from './jobs.testing';
import { readSse, readSseStream, startTestServer, type TestServer } from './testing';

const until = (m: JobManager, id: string) =>
  new Promise<void>((resolve) => {
    const stop = m.watch(id, (e) => {
      if (isFinalEvent(e.type)) resolve();
    });
    void stop;
  });

const result: JobRunEvent = {
  type: 'done',
  reportId: 'r',
  reportDir: 'r',
  summary: { passed: true } as unknown as Summary,
};

describe('JobManager', () => {
  it('keeps the latest progress and ends with the result', async () => {
    const m = new JobManager();
    const job = m.start(
      't',
      () =>
        concat(
          interval(1).pipe(
            take(3),
            map(
              (i): JobRunEvent => ({ type: 'progress', done: i + 1, total: 3, current: null, failures: 0, checks: {} }),
            ),
          ),
          of(result),
        ),
      'a',
    );
    await until(m, job.id);
    expect(m.get(job.id)).toMatchObject({ state: 'done', progress: { done: 3, total: 3 }, error: null, result });
    const late: JobEvent[] = [];
    m.watch(job.id, (e) => late.push(e));
    expect(late).toEqual([expect.objectContaining({ type: 'progress', done: 3 }), result]);
  });

  it('fails a job whose runner completes without its result', async () => {
    const m = new JobManager();
    const job = m.start(
      't',
      () => of<JobRunEvent>({ type: 'progress', done: 1, total: 1, current: null, failures: 0, checks: {} }),
      'a',
    );
    await until(m, job.id);
    expect(m.get(job.id)).toMatchObject({ state: 'failed', error: 'the job ended without a result', result: null });
    const late: JobEvent[] = [];
    m.watch(job.id, (e) => late.push(e));
    expect(late.map((e) => e.type)).toEqual(['progress', 'failed']);
    expect(late[1]).toEqual({ type: 'failed', error: 'the job ended without a result' });
  });

  it('queues past the running limit, cancels through the signal, and forgets old finished jobs', async () => {
    const m = new JobManager({ maxRunning: 1, keep: 2 });
    const a = m.start('t', ticking(1000, 5), 'a');
    expect(m.start('t', ticking(1, 1), 'b')).toMatchObject({ state: 'queued', position: 1, startedAt: null });
    const cancelled = await m.cancel(a.id);
    expect(cancelled).toMatchObject({ state: 'cancelled', error: 'cancelled by a client' });
    await new Promise((r) => setTimeout(r, 30));
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const j = m.start('t', ticking(1, 1), 'a');
      ids.push(j.id);
      await until(m, j.id);
    }
    expect(m.list().map((j) => j.id)).toEqual([ids[2], ids[1]]);
    expect(await m.cancel('nope')).toBeUndefined();
  });

  it('drops a job that ignores its signal after the grace period', async () => {
    const m = new JobManager({ graceMs: 50 });
    const j = m.start('t', () => new Observable<JobRunEvent>(() => undefined), 'a');
    expect(await m.cancel(j.id)).toMatchObject({
      state: 'cancelled',
      error: expect.stringMatching(/did not stop within 50 ms/),
    });
  });
});

describe('JobManager fairness', () => {
  it('runs one job per client, queues the rest with their place, and starts them as slots free', async () => {
    const m = new JobManager({ maxRunning: 2 });
    const a1 = m.start('t', ticking(10_000, 5), 'a');
    const a2 = m.start('t', ticking(3, 1), 'a');
    const b1 = m.start('t', ticking(10_000, 5), 'b');
    const c1 = m.start('t', ticking(3, 1), 'c');
    expect([a1, a2, b1, c1].map((j) => [j.state, j.position])).toEqual([
      ['running', null],
      ['queued', 1], // a slot is free, but a already runs one
      ['running', null],
      ['queued', 2],
    ]);
    const seen: JobEvent[] = [];
    m.watch(c1.id, (e) => seen.push(e));
    expect(seen).toEqual([{ type: 'queued', position: 2 }]);
    await m.cancel(b1.id);
    // b's slot goes to c (a's second job still waits for a's first); c runs to its end
    expect(m.get(c1.id)?.state).toBe('running');
    expect(m.get(a2.id)).toMatchObject({ state: 'queued', position: 1 });
    await until(m, c1.id);
    expect(seen.map((e) => e.type)).toEqual(['queued', 'started', 'progress', 'progress', 'progress', 'done']);
    await m.cancel(a1.id);
    await until(m, a2.id);
    expect(m.get(a2.id)).toMatchObject({ state: 'done', position: null });
  });

  it('refuses only when the queue is full: per client, then in all', async () => {
    const m = new JobManager({ maxRunning: 1, maxQueuedPerClient: 2, maxQueued: 3 });
    m.start('t', ticking(10_000, 5), 'a');
    m.start('t', ticking(1, 1), 'a');
    m.start('t', ticking(1, 1), 'a');
    expect(() => m.start('t', ticking(1, 1), 'a')).toThrow(/you already have 2 jobs waiting/);
    m.start('t', ticking(1, 1), 'b');
    expect(() => m.start('t', ticking(1, 1), 'c')).toThrow(/the job queue is full \(3 waiting\)/);
    await m.cancelAll('test over');
    expect(m.list().every((j) => j.state === 'cancelled' && j.error === 'test over')).toBe(true);
    expect(() => m.start('t', ticking(1, 1), 'a')).toThrow(/shutting down/);
  });

  it('cancels jobs nobody watches, queued or running, but not one with a listener', async () => {
    const m = new JobManager({ maxRunning: 1, unwatchedMs: 100 });
    const watched = m.start('t', ticking(10_000, 5), 'a');
    const queued = m.start('t', ticking(1, 1), 'b');
    const stop = m.watch(watched.id, () => undefined);
    await new Promise((r) => setTimeout(r, 400));
    expect(m.get(queued.id)).toMatchObject({ state: 'cancelled', error: 'nobody watched this job for 100 ms' });
    expect(m.get(watched.id)?.state).toBe('running');
    stop?.();
    await new Promise((r) => setTimeout(r, 400));
    expect(m.get(watched.id)?.state).toBe('cancelled');
  });
});

describe('job API', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ jobKinds: TEST_KINDS });
  });
  afterAll(() => s.close());

  const post = (body: unknown) =>
    fetch(`${s.url}/api/jobs`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('streams progress over SSE and ends with the result; a late client gets the latest state and the end', async () => {
    const r = await post({ kind: 'tick', options: { n: 5 } });
    expect(r.status).toBe(202);
    const { id } = (await r.json()) as { id: string };
    const events = await readSse(`${s.url}/api/jobs/${id}/events`);
    expect(events.filter((e) => e.event === 'progress').length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: { type: 'done', reportId: 'tick', reportDir: 'tick', summary: { passed: true, items: 5 } },
    });
    expect(await (await fetch(`${s.url}/api/jobs/${id}`)).json()).toMatchObject({
      id,
      state: 'done',
      progress: { done: 5, total: 5 },
    });
    const late = await readSse(`${s.url}/api/jobs/${id}/events`);
    expect(late.map((e) => e.event)).toEqual(['progress', 'done']);
  });

  it('numbers events per job and resumes after Last-Event-ID instead of starting again at 1', async () => {
    const { id } = (await (await post({ kind: 'tick', options: { n: 5 } })).json()) as { id: string };
    const first = await readSseStream(`${s.url}/api/jobs/${id}/events`, {});
    expect(first.ids.length).toBeGreaterThan(1);
    // ids only grow, whichever event the stream started with
    expect(first.ids).toEqual([...first.ids].sort((a, b) => a - b));
    const doneId = first.ids.at(-1) as number;
    // a client that saw a progress event gets only what came later (here: the end)
    const resumed = await readSseStream(`${s.url}/api/jobs/${id}/events`, { 'last-event-id': String(doneId - 1) });
    expect(resumed.events.map((e) => e.event)).toEqual(['done']);
    expect(resumed.ids).toEqual([doneId]);
    // a client that saw the end is told there is nothing more (204 stops EventSource reconnecting)
    const over = await readSseStream(`${s.url}/api/jobs/${id}/events`, { 'last-event-id': String(doneId) });
    expect(over.status).toBe(204);
    // a fresh client (or a nonsense id) gets the latest progress and the end, with the job's ids
    const fresh = await readSseStream(`${s.url}/api/jobs/${id}/events`, { 'last-event-id': 'x' });
    expect(fresh.events.map((e) => e.event)).toEqual(['progress', 'done']);
    expect(fresh.ids.at(-1)).toBe(doneId);
  });

  it('cancels a job with DELETE and tells its SSE clients', async () => {
    const { id } = (await (await post({ kind: 'tick', options: { n: 10000 } })).json()) as { id: string };
    const stream = readSse(`${s.url}/api/jobs/${id}/events`);
    await new Promise((r) => setTimeout(r, 50));
    const del = await fetch(`${s.url}/api/jobs/${id}`, { method: 'DELETE' });
    expect(await del.json()).toMatchObject({ id, state: 'cancelled' });
    expect((await stream).at(-1)).toMatchObject({ event: 'cancelled' });
  });

  it('validates kind and options with paths, and 404s unknown jobs', async () => {
    const bad = await post({ kind: 'tick', options: { n: -1 } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ path: '/n', message: 'must be a positive integer' }] });
    const unknown = await post({ kind: 'nope' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { path: string }[] }).errors[0].path).toBe('/kind');
    expect((await fetch(`${s.url}/api/jobs/zzz`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/jobs/zzz/events`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/jobs/zzz`, { method: 'DELETE' })).status).toBe(404);
  });
});
