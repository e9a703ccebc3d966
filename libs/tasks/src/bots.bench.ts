/**
 * `npm run bench:bots`: the whole bot population (3 bots × 100 runs) on the 100 Water Sort levels, the 30 dailies
 * ending at BENCH_DATE (default 2026-12-04) and the Pigment levels in levels/pigment, through the production
 * worker pool (BENCH_WORKERS, default every core). Prints the total wall time, the slowest board and the mean
 * solve rate per bot.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { isPigmentLevelFileName, parsePigmentLevel } from '@levelbench/pigment';
import { levelCount, openDays, parseCurve } from '@levelbench/watersort';
import { lastValueFrom, toArray } from 'rxjs';
import { type BatchItem, runBatch } from '@levelbench/pool';
import { createTaskPool, type TaskMap } from './index';

const root = process.cwd();
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? availableParallelism());
const DATE = process.env['BENCH_DATE'] ?? '2026-12-04';

interface Timed {
  readonly id: string;
  readonly ms: number;
  readonly rates: readonly number[];
}

async function main(): Promise<void> {
  const curveFile = join(root, 'levels/watersort/curve.json');
  const curve = parseCurve(readFileSync(curveFile, 'utf8'), curveFile);
  if (!curve.ok) throw new Error(curve.errors.map((e) => e.message).join('\n'));
  const dir = join(root, 'levels/pigment');
  const levels = readdirSync(dir)
    .filter(isPigmentLevelFileName)
    .sort()
    .map((f) => parsePigmentLevel(readFileSync(join(dir, f), 'utf8'), f))
    .flatMap((p) => (p.ok ? [p.value] : []));
  const items: BatchItem<TaskMap, 'bots.watersort' | 'bots.pigment'>[] = [
    ...Array.from({ length: levelCount(curve.value) }, (_, i) => ({
      id: `watersort level ${i + 1}`,
      tag: 'bots.watersort' as const,
      input: { source: { kind: 'level' as const, curve: curve.value, n: i + 1 } },
    })),
    ...openDays(DATE, 30).map((date) => ({
      id: `watersort daily ${date}`,
      tag: 'bots.watersort' as const,
      input: { source: { kind: 'daily' as const, date } },
    })),
    ...levels.map((level) => ({ id: `pigment ${level.id}`, tag: 'bots.pigment' as const, input: { level } })),
  ];
  const pool = createTaskPool({ workers: WORKERS });
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  // one task per worker in flight, so an item's ms is its time in the worker, not in a queue
  const events = await lastValueFrom(runBatch(pool, items, { concurrency: WORKERS }).pipe(toArray()));
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  await pool.destroy();
  const results: Timed[] = events.flatMap((e) => {
    if (e.type !== 'item') return [];
    if (!e.outcome.ok) throw new Error(`${e.outcome.id}: ${e.outcome.error}`);
    return [{ id: e.outcome.id, ms: e.outcome.ms, rates: e.outcome.value.bots.map((b) => b.solveRate) }];
  });
  const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  const mean = (k: number, of: readonly Timed[]) => (of.reduce((s, r) => s + r.rates[k], 0) / of.length).toFixed(3);
  const ws = results.filter((r) => r.id.startsWith('watersort'));
  const pg = results.filter((r) => r.id.startsWith('pigment'));
  process.stdout.write(
    [
      `bots: ${ws.length} Water Sort boards + ${pg.length} Pigment levels, 3 bots × 100 runs, ${WORKERS} workers`,
      `total ${(ms / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s cpu (the process, all threads)`,
      `slowest board: ${slowest.id}, ${slowest.ms.toFixed(0)} ms`,
      `mean solve rate random / greedy / lookahead: Water Sort ${[0, 1, 2].map((k) => mean(k, ws)).join(' / ')}` +
        (pg.length ? `; Pigment ${[0, 1, 2].map((k) => mean(k, pg)).join(' / ')}` : ''),
      '',
    ].join('\n'),
  );
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exitCode = 1;
});
