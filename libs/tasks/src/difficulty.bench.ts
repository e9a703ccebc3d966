/**
 * `node tools/scripts/bench.mjs libs/tasks/src/difficulty.bench.ts` (in `npm run bench:watersort`): the Water Sort
 * difficulty profile of the 100 curve levels and the 30 dailies ending at BENCH_DATE (default 2026-12-04), one
 * `watersort.difficulty` task a board in the production worker pool (BENCH_WORKERS, default every core). Prints
 * the total wall time and the slowest board. Then (unless BENCH_ONLY=profile) generates the curve ranked by
 * randomWin in this thread: its time, the levels that drew extra boards, the curve check's problems and the
 * within-tier steps where randomWin rises, beside today's curve.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  type Board,
  type Curve,
  curvePromiseProblems,
  difficultyProfile,
  generateDaily,
  generateLevel,
  levelCount,
  openDays,
  parseCurve,
} from '@levelbench/watersort';
import { lastValueFrom, toArray } from 'rxjs';
import { type BatchItem, runBatch } from '@levelbench/pool';
import { createTaskPool, type TaskMap } from './index';

const root = process.cwd();
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? availableParallelism());
const DATE = process.env['BENCH_DATE'] ?? '2026-12-04';
const out = (line: string) => process.stdout.write(`${line}\n`);

async function profiles(curve: Curve): Promise<void> {
  const boards: [string, Board][] = [
    ...Array.from({ length: levelCount(curve) }, (_, i): [string, Board] => [
      `level ${i + 1}`,
      generateLevel(curve, i + 1).board,
    ]),
    ...openDays(DATE, 30).map((date): [string, Board] => [`daily ${date}`, generateDaily(date).board]),
  ];
  const items: BatchItem<TaskMap, 'watersort.difficulty'>[] = boards.map(([id, board]) => ({
    id,
    tag: 'watersort.difficulty',
    input: { board },
  }));
  const pool = createTaskPool({ workers: WORKERS });
  // warm every worker (its code loaded, the profile compiled) so the first board's time is its own
  const warm = boards.slice(0, WORKERS).map(([id, board]) => ({ ...items[0], id: `warm ${id}`, input: { board } }));
  await lastValueFrom(runBatch<TaskMap, 'watersort.difficulty'>(pool, warm, { concurrency: WORKERS }).pipe(toArray()));
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  // one task per worker in flight, so an item's ms is its time in the worker, not in a queue
  const events = await lastValueFrom(
    runBatch<TaskMap, 'watersort.difficulty'>(pool, items, { concurrency: WORKERS }).pipe(toArray()),
  );
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  await pool.destroy();
  const done = events.flatMap((e) => {
    if (e.type !== 'item') return [];
    if (!e.outcome.ok) throw new Error(`${e.outcome.id}: ${e.outcome.error}`);
    return [{ id: e.outcome.id, ms: e.outcome.ms, states: e.outcome.value.reachableStates, all: e.outcome.value }];
  });
  const slowest = done.reduce((a, b) => (b.ms > a.ms ? b : a));
  out(`difficulty profile: ${done.length} boards (${levelCount(curve)} levels + 30 dailies), ${WORKERS} workers`);
  const exhaustive = done.filter((d) => d.all.exhaustive).length;
  out(
    `total ${(ms / 1000).toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s cpu; ${exhaustive} exhaustive`,
  );
  out(`slowest board: ${slowest.id}, ${slowest.ms.toFixed(0)} ms, ${slowest.states} states`);
}

/** Within-tier steps where the next level's random-win chance is higher than the one before. */
function rising(curve: Curve, boards: readonly { colors: number; board: Board }[]): number {
  const p = boards.map((b) => difficultyProfile(b.board).randomWin.probability);
  return boards.filter((b, i) => i > 0 && b.colors === boards[i - 1].colors && p[i] > p[i - 1]).length;
}

function rankedCurve(curve: Curve): void {
  const ranked: Curve = { ...curve, rankBy: 'randomWin' };
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const levels = Array.from({ length: levelCount(ranked) }, (_, i) => generateLevel(ranked, i + 1));
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const extra = levels.filter((g) => g.candidates.length > ranked.candidates);
  const today = Array.from({ length: levelCount(curve) }, (_, i) => generateLevel(curve, i + 1));
  const steps = levels.filter((g, i) => i > 0 && g.colors === levels[i - 1].colors).length;
  out(`curve ranked by randomWin: generated in ${(ms / 1000).toFixed(1)} s wall, ${(cpu.user / 1e6).toFixed(1)} s cpu`);
  out(`  ${extra.length} levels drew extra boards (at most ${Math.max(0, ...extra.map((g) => g.attempts))} shuffles)`);
  out(`  curve check: ${curvePromiseProblems(ranked, levels).length} problems`);
  out(
    `  randomWin rises in ${rising(ranked, levels)} of ${steps} within-tier steps (today's curve: ${rising(curve, today)})`,
  );
  // a designer switching the axis: the first candidates' profiles are reused, only new extra draws are profiled
  for (const rankBy of ['deadEndDensity', 'wrongMoveDensity'] as const) {
    const other: Curve = { ...curve, rankBy };
    const s0 = performance.now();
    const again = Array.from({ length: levelCount(other) }, (_, i) => generateLevel(other, i + 1));
    const problems = curvePromiseProblems(other, again).length;
    out(`then ranked by ${rankBy}: ${((performance.now() - s0) / 1000).toFixed(1)} s wall, ${problems} problems`);
  }
}

async function main(): Promise<void> {
  const file = join(root, 'levels/watersort/curve.json');
  const curve = parseCurve(readFileSync(file, 'utf8'), file);
  if (!curve.ok) throw new Error(curve.errors.map((e) => e.message).join('\n'));
  await profiles(curve.value);
  if (process.env['BENCH_ONLY'] !== 'profile') rankedCurve({ ...curve.value, rankBy: 'mixedness' });
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exitCode = 1;
});
