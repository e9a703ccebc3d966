import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { lastValueFrom, toArray } from 'rxjs';
import { type BatchEvent, type BatchItem, runBatch } from './batch';
import { createPool, type LevelbenchPool } from './pool';
import { type TestTaskMap, testWorkerFile } from './testing';

const root = join(__dirname, '..', '..', '..');

// A fresh pool per test: under Jest a respawned worker never reports ready (see respawn.scenario.ts).
let pool: LevelbenchPool<TestTaskMap>;
beforeAll(() => execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root }));
beforeEach(() => {
  pool = createPool<TestTaskMap>({ workers: 2, workerFile: testWorkerFile() });
});
afterEach(() => pool.destroy());

describe('runBatch', () => {
  it('marks a thrown task, a crashed worker and a spent budget as failed items and finishes the rest', async () => {
    const items: BatchItem<TestTaskMap>[] = [
      { id: 'a', tag: 'test.echo', input: 1 },
      { id: 'throws', tag: 'test.throw', input: 'bad item' },
      { id: 'b', tag: 'test.echo', input: 2 },
      { id: 'crashes', tag: 'test.crash', input: 9 },
      { id: 'spins', tag: 'test.spin', input: { steps: null, budget: 100_000 } },
      { id: 'c', tag: 'test.echo', input: 3 },
    ];
    const events = await lastValueFrom(runBatch(pool, items).pipe(toArray()));
    const outcomes = events.flatMap((e) => (e.type === 'item' ? [e.outcome] : []));
    expect(outcomes.map((o) => o.id).sort()).toEqual(['a', 'b', 'c', 'crashes', 'spins', 'throws']);
    const byId = new Map(outcomes.map((o) => [o.id, o]));
    expect(byId.get('throws')).toMatchObject({ ok: false, error: 'bad item', index: 1 });
    expect(byId.get('crashes')).toMatchObject({ ok: false, error: expect.stringMatching(/exited with code: 9/) });
    expect(byId.get('spins')).toMatchObject({ ok: false, error: expect.stringMatching(/budget exceeded/) });
    expect(byId.get('c')).toMatchObject({ ok: true, value: 3 });
    const last = events[events.length - 1];
    expect(last).toMatchObject({ type: 'progress', done: 6, total: 6, failures: 3 });
    expect(events[0]).toEqual({ type: 'progress', done: 0, total: 6, current: null, failures: 0 });
  });

  it('counts values the caller calls failures', async () => {
    const items: BatchItem<TestTaskMap>[] = [0, 1, 2, 3].map((n) => ({ id: `n${n}`, tag: 'test.echo', input: n }));
    const events = await lastValueFrom(
      runBatch(pool, items, { isFailure: (v) => (v as number) % 2 === 1 }).pipe(toArray()),
    );
    expect(events[events.length - 1]).toMatchObject({ done: 4, failures: 2 });
  });

  it('is never refused by a full queue: it bounds its own tasks in flight', async () => {
    const tight = createPool<TestTaskMap>({ workers: 1, maxQueue: 0, workerFile: testWorkerFile() });
    try {
      const items: BatchItem<TestTaskMap>[] = [1, 2, 3, 4].map((n) => ({ id: `e${n}`, tag: 'test.echo', input: n }));
      const events = await lastValueFrom(runBatch(tight, items).pipe(toArray()));
      expect(events[events.length - 1]).toMatchObject({ done: 4, failures: 0 });
    } finally {
      await tight.destroy();
    }
  });

  it('completes an empty batch', async () => {
    const events = await lastValueFrom(runBatch(pool, []).pipe(toArray()));
    expect(events).toEqual([{ type: 'progress', done: 0, total: 0, current: null, failures: 0 }]);
  });

  it('errors with an AbortError and cancels running tasks when the signal aborts', async () => {
    const ac = new AbortController();
    const items: BatchItem<TestTaskMap>[] = [1, 2, 3, 4].map((n) => ({
      id: `s${n}`,
      tag: 'test.sleep',
      input: { ms: 20_000 },
    }));
    const seen: BatchEvent<unknown>[] = [];
    const t0 = Date.now();
    setTimeout(() => ac.abort(), 100);
    await expect(
      new Promise((resolve, reject) =>
        runBatch(pool, items, { signal: ac.signal }).subscribe({
          next: (e) => seen.push(e),
          error: reject,
          complete: () => resolve(null),
        }),
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(seen.filter((e) => e.type === 'item')).toHaveLength(0);
  });

  it('cancels running tasks on unsubscribe', async () => {
    const items: BatchItem<TestTaskMap>[] = [1, 2].map((n) => ({
      id: `s${n}`,
      tag: 'test.sleep',
      input: { ms: 20_000 },
    }));
    const sub = runBatch(pool, items).subscribe();
    await new Promise((r) => setTimeout(r, 100));
    const before = (pool as unknown as { piscina: { threads: unknown[] } }).piscina.threads.slice();
    sub.unsubscribe();
    // piscina terminates a worker whose running task is aborted
    await new Promise((r) => setTimeout(r, 200));
    const after = (pool as unknown as { piscina: { threads: unknown[] } }).piscina.threads;
    expect(after.filter((t) => before.includes(t))).toHaveLength(0);
  });
});
