/** The one percentile of the project's published numbers (the verify report's p50/p90/p99, the CLI's `worlds check` median and p95). */

/**
 * The p-quantile (0 ≤ p ≤ 1) of `values` by **nearest rank**, without interpolation: the smallest value
 * with at least ⌈p·n⌉ of the n values at or below it, i.e. `sorted[⌈p·n⌉ − 1]` (the minimum for p = 0).
 * The answer is always one of the values; the median of an even count is the lower middle value.
 * No values give 0. `values` need not be sorted and is not changed.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
}
