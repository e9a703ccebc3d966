import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { QueueFullError, TASK_ERROR, TaskAbortedError, TaskTimeoutError, errorCode, isQueueFull } from './errors';
import { createPool, type LevelbenchPool } from './pool';
import { type TestTaskMap, testWorkerFile } from './testing';

const root = join(__dirname, '..', '..', '..');

// Under Jest a worker piscina respawns never reports ready (see respawn.scenario.ts), so each test
// that kills a worker gets a pool of its own; the respawn itself is proven in a plain Node process.
function testPool(workers: number): LevelbenchPool<TestTaskMap> {
  return createPool<TestTaskMap>({ workers, workerFile: testWorkerFile() });
}

async function withPool<T>(workers: number, body: (pool: LevelbenchPool<TestTaskMap>) => Promise<T>): Promise<T> {
  const pool = testPool(workers);
  try {
    return await body(pool);
  } finally {
    await pool.destroy();
  }
}

describe('LevelbenchPool', () => {
  let pool: LevelbenchPool<TestTaskMap>;

  beforeAll(() => {
    execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root });
    pool = testPool(2);
  });
  afterAll(() => pool.destroy());

  it('round-trips a payload through a worker', async () => {
    await expect(pool.run('test.echo', { a: [1, 2], b: 'x' })).resolves.toEqual({ a: [1, 2], b: 'x' });
    expect(pool.size).toBe(2);
  });

  it('sizes a pool from the machine by default', async () => {
    const p = createPool<TestTaskMap>({ workerFile: testWorkerFile() });
    expect(p.size).toBe(availableParallelism());
    await p.destroy();
  });

  it('rejects with the error a task throws, and keeps serving', async () => {
    await expect(pool.run('test.throw', 'boom in task')).rejects.toThrow('boom in task');
    await expect(pool.run('test.echo', 7)).resolves.toBe(7);
  });

  it('stops a spinning task at its step budget', async () => {
    await expect(pool.run('test.spin', { steps: null, budget: 2_000_000 })).rejects.toThrow(
      'budget exceeded: spin steps > 2000000',
    );
    // the budget's code and figures cross the thread as data, not as words in the message
    const spent = await pool.run('test.spin', { steps: null, budget: 10 }).catch((e: unknown) => e);
    expect(errorCode(spent)).toBe(TASK_ERROR.budget);
    expect(spent).toMatchObject({ tag: 'test.spin', details: { what: 'spin steps', budget: 10 } });
    await expect(pool.run('test.spin', { steps: 1000, budget: 2000 })).resolves.toMatchObject({ spent: 1000 });
  });

  it('rejects at once when the signal is already aborted', async () => {
    await expect(pool.run('test.echo', 1, { signal: AbortSignal.abort() })).rejects.toThrow(/cancelled/);
  });

  it('rejects an unknown tag as a task error', async () => {
    await expect(pool.run('nope' as never, null as never)).rejects.toThrow('unknown task tag "nope"');
    expect(errorCode(await pool.run('nope' as never, null as never).catch((e: unknown) => e))).toBe(
      TASK_ERROR.unknownTag,
    );
  });

  it('gives every failure its code: a refused input, a plain throw, a cancel, a timeout', async () => {
    const codeOf = (p: Promise<unknown>) => p.then(() => 'resolved', errorCode);
    expect(await codeOf(pool.run('test.refuse', 'the board is not playable'))).toBe(TASK_ERROR.badInput);
    expect(await codeOf(pool.run('test.throw', 'boom'))).toBe(TASK_ERROR.failed);
    expect(await codeOf(pool.run('test.echo', 1, { signal: AbortSignal.abort() }))).toBe(TASK_ERROR.aborted);
    const late = await pool.run('test.sleep', { ms: 5_000 }, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(errorCode(late)).toBe(TASK_ERROR.timeout);
    expect(late).toBeInstanceOf(TaskTimeoutError);
    expect(late).toMatchObject({ tag: 'test.sleep', timeoutMs: 50, message: 'task test.sleep timed out after 50 ms' });
    // the message survives as the worker wrote it
    await expect(pool.run('test.refuse', 'the board is not playable')).rejects.toThrow('the board is not playable');
  });

  it('refuses a bad size', () => {
    expect(() => createPool({ workers: 0 })).toThrow(/positive integer/);
  });

  it('rejects when the worker crashes (process.exit) and keeps serving', () =>
    withPool(2, async (p) => {
      await expect(p.run('test.crash', 3)).rejects.toThrow(/exited with code: 3/);
      await expect(Promise.all([1, 2, 3].map((n) => p.run('test.echo', n)))).resolves.toEqual([1, 2, 3]);
    }));

  it('cancels a running task through its AbortSignal', () =>
    withPool(2, async (p) => {
      const ac = new AbortController();
      const t0 = Date.now();
      const task = p.run('test.sleep', { ms: 20_000 }, { signal: ac.signal });
      setTimeout(() => ac.abort(), 100);
      await expect(task).rejects.toBeInstanceOf(TaskAbortedError);
      expect(Date.now() - t0).toBeLessThan(5_000);
      await expect(p.run('test.echo', 'alive')).resolves.toBe('alive');
    }));

  it('fails a task that outlives its wall-clock backstop', () =>
    withPool(2, async (p) => {
      await expect(p.run('test.sleep', { ms: 20_000 }, { timeoutMs: 150 })).rejects.toThrow(
        'task test.sleep timed out after 150 ms',
      );
    }));

  it('refuses at once with QueueFullError when every worker is busy and the queue is full', () =>
    withPool(1, async (p) => {
      const small = createPool<TestTaskMap>({ workers: 1, maxQueue: 2, workerFile: testWorkerFile() });
      try {
        const running = small.run('test.sleep', { ms: 400, value: 'a' });
        const waiting = [small.run('test.sleep', { ms: 10, value: 'b' }), small.run('test.echo', 'c')];
        const t0 = Date.now();
        const refused = await small.run('test.echo', 'd').then(
          () => null,
          (e: unknown) => e,
        );
        expect(Date.now() - t0).toBeLessThan(100);
        expect(refused).toBeInstanceOf(QueueFullError);
        expect(isQueueFull(refused)).toBe(true);
        expect(refused).toMatchObject({ code: 'POOL_QUEUE_FULL', limit: 2, tag: 'test.echo' });
        expect((refused as QueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(small.stats).toMatchObject({ workers: 1, running: 1, queued: 2, maxQueue: 2 });
        // a caller that bounds its own tasks in flight may still queue
        const unbounded = small.run('test.echo', 'e', { bounded: false });
        await expect(Promise.all([running, ...waiting, unbounded])).resolves.toEqual(['a', 'b', 'c', 'e']);
        await expect(small.run('test.echo', 'f')).resolves.toBe('f');
      } finally {
        await small.destroy();
      }
      expect(p.stats.maxQueue).toBe(2); // the default: 2 × workers
    }));

  it('starts the time limit when a worker takes the task, not while it waits in the queue', () =>
    withPool(1, async (p) => {
      const first = p.run('test.sleep', { ms: 600, value: 'first' });
      // waits ~600 ms for the only worker, then runs 100 ms: within its 400 ms limit
      const second = p.run('test.sleep', { ms: 100, value: 'second' }, { timeoutMs: 400 });
      await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
      // and the limit still holds once it runs
      await expect(p.run('test.sleep', { ms: 5_000 }, { timeoutMs: 200 })).rejects.toThrow(
        'task test.sleep timed out after 200 ms',
      );
    }));

  it('cancels a task still waiting in the queue without touching the running one', () =>
    withPool(1, async (p) => {
      const running = p.run('test.sleep', { ms: 300, value: 'ran' });
      const ac = new AbortController();
      const queued = p.run('test.echo', 'never', { signal: ac.signal });
      expect(p.queued).toBe(1);
      ac.abort();
      await expect(queued).rejects.toBeInstanceOf(TaskAbortedError);
      expect(p.queued).toBe(0);
      await expect(running).resolves.toBe('ran');
    }));

  it('replaces crashed and cancelled workers (plain Node process)', () => {
    const stdout = execFileSync(process.execPath, ['--require', 'tsx/cjs', 'libs/pool/src/respawn.scenario.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(JSON.parse(stdout)).toEqual({
      crashed: 'worker exited with code: 4',
      cancelled: 'task test.sleep was cancelled',
      after: [1, 2, 3, 4],
      recycled: { kept: 64 * 16, recycled: 1, newWorker: true, small: 0, after: 'fresh' },
    });
  }, 35_000);
});
