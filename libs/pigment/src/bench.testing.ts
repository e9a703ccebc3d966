/** Helpers shared by the solver benchmarks (solver-large, solver-xl): medians, number formatting, timing, peak RSS. */
import { solvePigment, type PigmentSearchResult } from './solver';
import type { PigmentLevel } from './types';

/** Solves timed per board in {@link timed}. */
export const RUNS = 3;
export const MiB = 1024 * 1024;

/** The median of `xs` (the upper one for an even count), without sorting `xs` in place. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `n` in en-US grouping with exactly `digits` decimals. */
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Solves every board once with `solvePigment` (one line, progress every `progressEvery` states) and returns the peak RSS seen. */
export function peakRssSolving(boards: { level: PigmentLevel }[], progressEvery: number): number {
  let peakRss = process.memoryUsage().rss;
  const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
  for (const { level } of boards) {
    solvePigment({ ...level }, { linesCap: 1, progressEvery, onProgress: sample });
    sample();
  }
  return peakRss;
}

/** One warm-up solve, then the median wall and CPU milliseconds of `runs` solves, each on a fresh level copy. */
export function timed(
  solve: (l: PigmentLevel) => PigmentSearchResult,
  level: PigmentLevel,
  runs = RUNS,
): { r: PigmentSearchResult; ms: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  let r = solve({ ...level });
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    r = solve({ ...level });
    const c = process.cpuUsage(c0);
    wall.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { r, ms: median(wall), cpu: median(cpu) };
}

/**
 * A solver bench row from the shortest line on: the answer (count or reason), states, ms and cpu ms, then the
 * reference solver's states and ms, the states ratio ("proof" when no state was needed) and the time ratio with
 * `timeDigits` decimals; "≥" marks the reference's figures when it hit its budget (`bound`).
 */
export function answerCells(
  r: PigmentSearchResult,
  ms: number,
  cpu: number,
  ref: { states: number; ms: number; bound: boolean },
  timeDigits: number,
): string[] {
  const lb = ref.bound ? '≥' : '';
  return [
    r.solvable ? String(r.shortest) : 'none',
    r.solvable ? fmt(r.optimalCount ?? NaN) : (r.reason ?? '').slice(0, 28),
    fmt(r.states),
    fmt(ms, 1),
    fmt(cpu, 1),
    `${lb}${fmt(ref.states)}`,
    `${lb}${fmt(ref.ms, 0)}`,
    r.states === 0 ? 'proof' : `${lb}${fmt(ref.states / Math.max(1, r.states), 0)}×`,
    `${lb}${fmt(ref.ms / Math.max(ms, 0.01), timeDigits)}×`,
  ];
}

/** "yes" or "NO", for the target lines under a table. */
export const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

/** Prints `header`, a dashed rule and `rows` in aligned columns: the first two and column `textColumn` left-aligned. */
export function printTable(header: string[], rows: string[][], textColumn: number): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i < 2 || i === textColumn ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
