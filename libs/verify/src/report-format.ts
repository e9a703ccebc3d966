/** The small formatting both report renderers and every check's report section use. */
import { percentile } from '@levelbench/contracts';
import type { CheckDefinition } from './checks/definition';
import type { ItemRecord, Summary } from './summary';

/** A compact description of a distribution. */
export interface Spread {
  readonly count: number;
  readonly mean: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

/** Mean and percentiles of a list of numbers. */
export function spread(values: readonly number[]): Spread {
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return {
    count: values.length,
    mean,
    p50: percentile(values, 0.5),
    p90: percentile(values, 0.9),
    p99: percentile(values, 0.99),
    max: values.length ? Math.max(...values) : 0,
  };
}

/** A finite number, else null. */
export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** The numbers of a list (anything else dropped). */
export const nums = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

/** PASS or FAIL. */
export function verdict(passed: boolean): string {
  return passed ? 'PASS' : 'FAIL';
}

/** Milliseconds as a short human duration. */
export function duration(ms: number): string {
  return ms < 1000
    ? `${Math.round(ms)} ms`
    : ms < 120_000
      ? `${(ms / 1000).toFixed(1)} s`
      : `${(ms / 60_000).toFixed(1)} min`;
}

/** A Markdown table cell: `–` for nothing, pipes escaped. */
export const cell = (v: unknown): string => (v === null || v === undefined ? '–' : String(v).replace(/\|/g, '\\|'));
/** Two decimals. */
export const f1 = (v: number): string => v.toFixed(2);

/** HTML-escapes any value (`–` for nothing). */
export const esc = (s: unknown): string =>
  String(s ?? '–')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** An HTML table; PASS/FAIL cells get their verdict's class. */
export function htmlTable(head: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const tr = rows
    .map(
      (r) =>
        `<tr>${r.map((c) => (c === 'PASS' || c === 'FAIL' ? `<td class="${c}">${c}</td>` : `<td>${esc(c)}</td>`)).join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>`;
}

/** Every item of a check as a folded table of the given metrics. */
export function itemsTable(items: readonly ItemRecord[], cols: readonly string[]): string {
  return `<details><summary>all ${items.length} items</summary>${htmlTable(
    ['id', ...cols, 'ms', 'result'],
    items.map((i) => [i.id, ...cols.map((c) => i.metrics[c]), i.ms, verdict(i.passed)]),
  )}</details>`;
}

/** The run's sizes, from each check that ran and has a size option: `["64 worlds", "400 face pairs"]`. */
export function runSizes(s: Summary, ran: readonly CheckDefinition[]): string[] {
  return ran.flatMap((d) => (d.sizeOption ? [`${s.run[d.sizeOption]} ${d.item}s`] : []));
}

/** How many verdicts were reused and from where, and how many earlier results were found broken and ran again. */
export function reuseLine(s: Summary): string {
  const from = (o: 'report' | 'cache'): number => s.items.filter((i) => i.from === o).length;
  const broken = s.timings.broken ? `; ${s.timings.broken} broken or refuted earlier results ran again` : '';
  return `${s.timings.reused ?? 0} of ${s.items.length} items reused (${from('report')} from the report, ${from('cache')} from the cache)${broken}`;
}
