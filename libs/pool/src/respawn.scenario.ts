/**
 * Run by pool.spec.ts in a plain Node process (`node --require tsx/cjs`): Jest's vm sandbox hides a
 * respawned piscina worker's "ready" message (an `instanceof Object` across realms), so worker
 * replacement after a crash or a cancel is proven here. Prints one JSON line.
 */
import { createPool, resolveWorkerFile } from './pool';
import type { TestTaskMap } from './testing/test-tasks';

async function scenario(): Promise<void> {
  const pool = createPool<TestTaskMap>({ workers: 2, workerFile: resolveWorkerFile('test-worker.cjs') });
  const crashed = await pool.run('test.crash', 4).then(
    () => 'resolved',
    (e: Error) => e.message,
  );
  const ac = new AbortController();
  const sleeping = pool.run('test.sleep', { ms: 30_000 }, { signal: ac.signal });
  setTimeout(() => ac.abort(), 50);
  const cancelled = await sleeping.then(
    () => 'resolved',
    (e: Error) => e.message,
  );
  // both original workers are gone now: these run on replacements
  const after = await Promise.all([1, 2, 3, 4].map((n) => pool.run('test.echo', n)));
  await pool.destroy();
  process.stdout.write(JSON.stringify({ crashed, cancelled, after, recycled: await recycling() }) + '\n');
}

/** A worker holding more than recycleMemoryMb is replaced after its task; a small task keeps its worker. */
async function recycling(): Promise<Record<string, unknown>> {
  const pool = createPool<TestTaskMap>({
    workers: 1,
    recycleMemoryMb: 48,
    workerFile: resolveWorkerFile('test-worker.cjs'),
  });
  const before = await pool.run('test.thread', null);
  await pool.run('test.echo', 'small');
  const small = pool.stats.recycled;
  const { kept } = await pool.run('test.allocate', { mb: 64 });
  const recycled = pool.stats.recycled;
  const newWorker = (await pool.run('test.thread', null)) !== before;
  const after = await pool.run('test.echo', 'fresh');
  await pool.destroy();
  return { kept, recycled, newWorker, small, after };
}

void scenario();
