/**
 * `npm run bench:pool`: the same batches through piscina with 1 worker and with every core, and
 * through worker-threads-pool (a new Worker per task). Prints a table; numbers go in the README.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom } from 'rxjs';
import WorkerThreadsPool from 'worker-threads-pool';
import { type BatchItem, runBatch } from './batch';
import { createPool, resolveWorkerFile } from './pool';
import type { TaskRequest } from './tags';

// npm runs benchmarks from the workspace root (the bundle itself lives in dist/bench)
const root = process.cwd();
const REPEATS = Number(process.env['BENCH_REPEATS'] ?? 3);

/** The 100 Water Sort curve levels as verify items (generate twice, prove solvable, optimal metrics). */
function watersortBatch(): BatchItem[] {
  const curve = JSON.parse(readFileSync(join(root, 'levels/watersort/curve.json'), 'utf8')) as { levels: number };
  return Array.from({ length: curve.levels }, (_, i) => ({
    id: `watersort/level-${i + 1}`,
    tag: 'verify.item' as const,
    payload: { check: 'watersort', kind: 'level', id: `watersort/level-${i + 1}`, curve, n: i + 1 },
  }));
}

/** `count` worlds walked to depth 20 as verify items (hundreds of ms each: the parallel-speedup batch). */
function worldsBatch(count: number): BatchItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `worlds/seed-${i + 1}`,
    tag: 'verify.item' as const,
    payload: { check: 'worlds', id: `worlds/seed-${i + 1}`, seed: i + 1, weights: null, mapDepths: [] },
  }));
}

/** Wall time of the batch on a pool; `cold` includes starting the pool, else its threads are started and warm first. */
async function piscina(items: readonly BatchItem[], workers: number, cold: boolean): Promise<number> {
  let t0 = performance.now();
  const pool = createPool({ workers });
  if (!cold) {
    await Promise.all(Array.from({ length: workers * 2 }, (_, i) => pool.run('test.echo', i)));
    t0 = performance.now();
  }
  await lastValueFrom(runBatch(pool, items));
  const ms = performance.now() - t0;
  await pool.destroy();
  return ms;
}

// A worker that loads the same router, runs one task from workerData, posts the result and exits.
const ONE_SHOT = `const { parentPort, workerData } = require('node:worker_threads');
const route = require(workerData.file).default;
Promise.resolve(route(workerData.req)).then((r) => parentPort.postMessage({ ok: true, r }), (e) => parentPort.postMessage({ ok: false, e: String(e) }));`;

/** Wall time of the batch on worker-threads-pool: one new Worker per task, at most `workers` at once. */
async function workerThreadsPool(items: readonly BatchItem[], workers: number): Promise<number> {
  const t0 = performance.now();
  const pool = new WorkerThreadsPool({ max: workers });
  const file = resolveWorkerFile();
  await Promise.all(
    items.map(
      (item) =>
        new Promise<void>((resolve, reject) => {
          const req: TaskRequest = { tag: item.tag, payload: item.payload };
          pool.acquire(ONE_SHOT, { eval: true, workerData: { file, req } }, (err, worker) => {
            if (err) return reject(err);
            worker.once('message', (m: { ok: boolean; e?: string }) => (m.ok ? resolve() : reject(new Error(m.e))));
            worker.once('error', reject);
          });
        }),
    ),
  );
  // every one-shot worker exits by itself once its event loop runs dry: nothing to destroy
  return performance.now() - t0;
}

async function best(run: () => Promise<number>, repeats = REPEATS): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) times.push(await run());
  return Math.min(...times);
}

async function main(): Promise<void> {
  const cores = availableParallelism();
  const rows: string[][] = [];
  const row = (batch: string, pool: string, workers: number, ms: number, note: string): number => {
    rows.push([batch, pool, String(workers), ms.toFixed(0), note]);
    return ms;
  };
  const batches: [string, BatchItem[]][] = [
    ['100 Water Sort levels', watersortBatch()],
    ['16 worlds', worldsBatch(16)],
  ];
  for (const [name, items] of batches) {
    const one = row(name, 'piscina, warm', 1, await best(() => piscina(items, 1, false)), '1.00x');
    const all = await best(() => piscina(items, cores, false));
    row(name, 'piscina, warm', cores, all, `${(one / all).toFixed(2)}x speedup`);
    const cold = row(name, 'piscina, cold (incl. pool start)', cores, await best(() => piscina(items, cores, true)), '');
    // one run only: a new Worker per task makes it slow
    const wtp = await workerThreadsPool(items, cores);
    row(name, 'worker-threads-pool (1 run)', cores, wtp, `${(wtp / cold).toFixed(1)}x piscina cold, ${(wtp / all).toFixed(1)}x warm`);
    process.stderr.write(`${name}: speedup ${(one / all).toFixed(2)}x on ${cores} workers; worker-threads-pool takes ${(wtp / cold).toFixed(1)}x piscina (cold)\n`);
  }
  const head = ['batch', 'pool', 'workers', `wall ms (best of ${REPEATS})`, 'ratio'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]): string => '| ' + r.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  process.stdout.write([line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n');
}

void main();
