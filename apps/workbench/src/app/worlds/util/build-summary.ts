import type { BuildTiming } from '../data-access/worker-protocol';

/** A build time for people: one decimal under 10 ms, whole milliseconds above, seconds from 1 s. */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** "Built in 2 tries, 14 ms (from scratch, timed in the browser)": what Build it shows. */
export function buildSummary(tries: number, build: BuildTiming): string {
  const how = [
    build.fresh ? 'from scratch' : 'first build',
    `timed ${build.timedBy === 'builder' ? 'by the builder' : 'in the browser'}`,
  ];
  return `Built in ${tries} ${tries === 1 ? 'try' : 'tries'}, ${formatMs(build.ms)} (${how.join(', ')})`;
}
