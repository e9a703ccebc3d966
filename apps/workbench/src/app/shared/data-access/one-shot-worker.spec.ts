import { OneShotWorker } from './one-shot-worker';

type Ev = { type: 'step'; n: number } | { type: 'result'; value: string } | { type: 'error'; message: string };

/** A stand-in Worker: records what is posted and lets the spec send events back. */
class FakeWorker {
  readonly posted: unknown[] = [];
  terminated = false;
  private readonly listeners = new Map<string, Set<(ev: unknown) => void>>();
  addEventListener(type: string, fn: (ev: unknown) => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(fn);
  }
  removeEventListener(type: string, fn: (ev: unknown) => void): void {
    this.listeners.get(type)?.delete(fn);
  }
  postMessage(m: unknown): void {
    this.posted.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  send(data: Ev): void {
    for (const fn of this.listeners.get('message') ?? []) fn({ data });
  }
  crash(message: string): void {
    for (const fn of this.listeners.get('error') ?? []) fn({ message });
  }
}

class TestWorker extends OneShotWorker<{ ask: string }, Ev> {
  readonly spawned: FakeWorker[] = [];
  protected spawn(): Worker {
    const w = new FakeWorker();
    this.spawned.push(w);
    return w as Partial<Worker> as Worker;
  }
  ask(q: string) {
    return this.request({ ask: q });
  }
}

describe('OneShotWorker', () => {
  it('posts the request, streams the steps and completes with the result; the worker is kept', () => {
    const t = new TestWorker();
    const seen: Ev[] = [];
    let done = false;
    t.ask('a').subscribe({ next: (e) => seen.push(e), complete: () => (done = true) });
    const w = t.spawned[0];
    expect(w.posted).toEqual([{ ask: 'a' }]);
    w.send({ type: 'step', n: 1 });
    w.send({ type: 'result', value: 'x' });
    expect(seen).toEqual([
      { type: 'step', n: 1 },
      { type: 'result', value: 'x' },
    ]);
    expect(done).toBe(true);
    expect(w.terminated).toBe(false);
    t.ask('b').subscribe();
    expect(t.spawned).toHaveLength(1); // reused for the next request
  });

  it("turns an 'error' event into an Observable error", () => {
    const t = new TestWorker();
    let error: unknown;
    t.ask('a').subscribe({ error: (e: unknown) => (error = e) });
    t.spawned[0].send({ type: 'error', message: 'no board' });
    expect(error).toEqual(new Error('no board'));
  });

  it('terminates the worker when unsubscribed mid-search, and the next request starts a fresh one', () => {
    const t = new TestWorker();
    const sub = t.ask('a').subscribe();
    sub.unsubscribe();
    expect(t.spawned[0].terminated).toBe(true);
    t.ask('b').subscribe();
    expect(t.spawned).toHaveLength(2);
  });

  it('drops a crashed worker with an error naming what it said', () => {
    const t = new TestWorker();
    let error: unknown;
    t.ask('a').subscribe({ error: (e: unknown) => (error = e) });
    t.spawned[0].crash('out of memory');
    expect(error).toEqual(new Error('out of memory'));
    expect(t.spawned[0].terminated).toBe(true);
    t.ask('b').subscribe();
    expect(t.spawned).toHaveLength(2);
  });
});
