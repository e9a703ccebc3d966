import { Observable, interval, map, take } from 'rxjs';
import { JobManager, type JobEvent } from './jobs';
import type { JobKind } from './routes/jobs';
import { readSse, readSseStream, startTestServer, type TestServer } from './testing';

/** A job that emits `n` progress events `ms` apart, then its result; it stops when its signal aborts. */
function ticking(n: number, ms: number): (signal: AbortSignal) => Observable<JobEvent> {
  return (signal) =>
    new Observable<JobEvent>((sub) => {
      let done = 0;
      const t = setInterval(() => {
        done++;
        sub.next({ type: 'progress', done, total: n });
        if (done === n) {
          sub.next({ type: 'done', summary: { passed: true, items: n } });
          sub.complete();
        }
      }, ms);
      signal.addEventListener('abort', () => sub.error(signal.reason));
      return () => clearInterval(t);
    });
}

const until = (m: JobManager, id: string) =>
  new Promise<void>((resolve) => {
    const stop = m.watch(id, (e) => {
      if (e.type !== 'progress') resolve();
    });
    void stop;
  });

describe('JobManager', () => {
  it('keeps the latest progress and ends with the result', async () => {
    const m = new JobManager();
    const job = m.start('t', () =>
      interval(1).pipe(
        take(3),
        map((i): JobEvent => ({ type: 'progress', done: i + 1, total: 3 })),
      ),
    );
    await until(m, job.id);
    expect(m.get(job.id)).toMatchObject({ state: 'done', progress: { done: 3, total: 3 }, error: null });
    const late: JobEvent[] = [];
    m.watch(job.id, (e) => late.push(e));
    expect(late.map((e) => e.type)).toEqual(['progress', 'done']);
  });

  it('limits running jobs, cancels through the signal, and forgets old finished jobs', async () => {
    const m = new JobManager(1, 2);
    const a = m.start('t', ticking(1000, 5));
    expect(() => m.start('t', ticking(1, 1))).toThrow(RangeError);
    const cancelled = await m.cancel(a.id);
    expect(cancelled).toMatchObject({ state: 'cancelled', error: 'cancelled by a client' });
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const j = m.start('t', ticking(1, 1));
      ids.push(j.id);
      await until(m, j.id);
    }
    expect(m.list().map((j) => j.id)).toEqual([ids[2], ids[1]]);
    expect(await m.cancel('nope')).toBeUndefined();
  });

  it('drops a job that ignores its signal after the grace period', async () => {
    const m = new JobManager(2, 20, 50);
    const j = m.start('t', () => new Observable<JobEvent>(() => undefined));
    expect(await m.cancel(j.id)).toMatchObject({
      state: 'cancelled',
      error: expect.stringMatching(/did not stop within 50 ms/),
    });
  });
});

describe('job API', () => {
  let s: TestServer;
  const kinds: Record<string, JobKind> = {
    tick: {
      prepare: (o) => {
        const n = (o as { n?: unknown }).n;
        return typeof n === 'number' && Number.isInteger(n) && n > 0
          ? { ok: true, run: ticking(n, 10) }
          : { ok: false, errors: [{ file: 'options', path: '/n', message: 'must be a positive integer' }] };
      },
    },
  };
  beforeAll(async () => {
    s = await startTestServer({ jobKinds: kinds });
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
    expect(events.at(-1)).toEqual({ event: 'done', data: { type: 'done', summary: { passed: true, items: 5 } } });
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
