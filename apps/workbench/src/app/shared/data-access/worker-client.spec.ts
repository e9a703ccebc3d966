import { WorkerClient } from './worker-client';

type Req = { id: number; kind: 'run' | 'stats'; n: number } | { id: number; kind: 'cancel' };
type Ev =
  | { id: number; type: 'step'; n: number }
  | { id: number; type: 'error'; message: string }
  | { id: number; type: 'done' };

/** A stand-in Worker: records what is posted; `answer` delivers an event as the worker would. */
class FakeWorker extends EventTarget {
  readonly posted: unknown[] = [];
  terminated = false;
  postMessage(m: unknown): void {
    this.posted.push(m);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(e: Ev): void {
    this.dispatchEvent(new MessageEvent('message', { data: e }));
  }
}

/** A client whose `stats` requests go to a second worker, as the worlds edge's do. */
class TestClient extends WorkerClient<Req, Ev> {
  readonly spawned: FakeWorker[] = [];
  protected override readonly laneOf = (body: { readonly kind: string }) => body.kind;
  protected spawn(): Worker {
    const w = new FakeWorker();
    this.spawned.push(w);
    return w as unknown as Worker;
  }
}

describe('WorkerClient', () => {
  it('posts each request with a new id and streams its own events until done', () => {
    const client = new TestClient();
    const seen: unknown[] = [];
    let completed = false;
    client.request({ kind: 'run', n: 1 }).subscribe({ next: (e) => seen.push(e), complete: () => (completed = true) });
    client.request({ kind: 'run', n: 2 }).subscribe();
    const [fake] = client.spawned;
    expect(client.spawned).toHaveLength(1);
    expect(fake.posted).toEqual([
      { kind: 'run', n: 1, id: 1 },
      { kind: 'run', n: 2, id: 2 },
    ]);
    fake.answer({ id: 1, type: 'step', n: 5 });
    fake.answer({ id: 2, type: 'step', n: 6 });
    fake.answer({ id: 1, type: 'done' });
    fake.answer({ id: 1, type: 'step', n: 7 });
    expect(seen).toEqual([{ id: 1, type: 'step', n: 5 }]);
    expect(completed).toBe(true);
  });

  it("errors with the worker's message, and cancels only a request still running", () => {
    const client = new TestClient();
    let error = '';
    client.request({ kind: 'run', n: 1 }).subscribe({ error: (e: Error) => (error = e.message) });
    const [fake] = client.spawned;
    fake.answer({ id: 1, type: 'error', message: 'no board' });
    expect(error).toBe('no board');
    const ended = client.request({ kind: 'run', n: 2 }).subscribe();
    fake.answer({ id: 2, type: 'done' });
    ended.unsubscribe();
    client.request({ kind: 'run', n: 3 }).subscribe().unsubscribe();
    expect(fake.posted.slice(2)).toEqual([
      { kind: 'run', n: 3, id: 3 },
      { id: 3, kind: 'cancel' },
    ]);
  });

  it('starts one worker per lane, each on its first request, and terminates them all', () => {
    const client = new TestClient();
    expect(client.spawned).toHaveLength(0);
    client.request({ kind: 'run', n: 1 }).subscribe();
    client.request({ kind: 'stats', n: 2 }).subscribe();
    client.request({ kind: 'stats', n: 3 }).subscribe();
    expect(client.spawned.map((w) => w.posted.length)).toEqual([1, 2]);
    client.ngOnDestroy();
    expect(client.spawned.every((w) => w.terminated)).toBe(true);
  });
});
