/** The Water Sort check: every level of the curve and every open daily, generated and solved in a worker. */
import { DAILY_DAYS } from '@levelbench/contracts';
import type { FailureLocation } from '@levelbench/contracts';
import { levelCount, openDays, verifyDaily, verifyWatersortLevel } from '@levelbench/watersort';
import { lineChart } from '../plots';
import { itemsTable, num } from '../report-format';
import type { ItemRecord } from '../summary';
import { defineCheck } from './definition';
import type { VerifyItemPayload } from './payloads';

type WatersortPayload = Extract<VerifyItemPayload, { check: 'watersort' }>;

/** The curve levels (by n) with the figures the section draws, and the dailies. */
function split(items: readonly ItemRecord[]) {
  const levels = items
    .filter((i) => i.metrics['kind'] === 'level')
    .map((i) => ({
      n: num(i.metrics['n']) ?? 0,
      colors: num(i.metrics['colors']),
      mixedness: num(i.metrics['mixedness']),
      optimal: num(i.metrics['optimalPours']),
    }))
    .sort((a, b) => a.n - b.n);
  return { levels, dailies: items.filter((i) => i.metrics['kind'] === 'daily') };
}

function place(p: WatersortPayload): FailureLocation {
  return p.kind === 'level' ? { kind: 'watersort-level', n: p.n } : { kind: 'watersort-daily', date: p.date };
}

export const watersortCheck = defineCheck<WatersortPayload>({
  name: 'watersort',
  label: 'Water Sort curve and dailies',
  item: 'level or daily',
  inputs: ['curve'],
  options: ['levels', 'date'],
  sources: ['libs/watersort/src'],
  items: ({ options, inputs }) => [
    ...Array.from(
      { length: levelCount(inputs.curve) },
      (_, i): WatersortPayload => ({
        check: 'watersort',
        kind: 'level',
        id: `watersort/level-${i + 1}`,
        curve: inputs.curve,
        n: i + 1,
      }),
    ),
    ...openDays(options.date, DAILY_DAYS).map(
      (date): WatersortPayload => ({ check: 'watersort', kind: 'daily', id: `watersort/daily-${date}`, date }),
    ),
  ],
  place,
  check(p) {
    const opts = { optimalNodes: p.optimalNodes };
    const r = p.kind === 'level' ? verifyWatersortLevel(p.curve, p.n, opts) : verifyDaily(p.date, opts);
    const where = p.kind === 'level' ? { kind: 'level', n: p.n } : { kind: 'daily', date: p.date };
    const at = place(p);
    return {
      check: 'watersort',
      id: p.id,
      passed: r.passed,
      failures: r.failures,
      ...(r.failures.length ? { locations: r.failures.map(() => at) } : {}),
      metrics: { ...where, ...(r.metrics ?? {}) },
    };
  },
  report: {
    markdown(items) {
      const d = split(items);
      if (!d.levels.length && !d.dailies.length) return [];
      const out = ['', '## Water Sort', ''];
      const tiers = new Map<number, number[]>();
      for (const l of d.levels)
        if (l.colors !== null && l.optimal !== null) tiers.set(l.colors, [...(tiers.get(l.colors) ?? []), l.optimal]);
      out.push(
        `${d.levels.length} curve levels, ${d.dailies.length} dailies.`,
        '',
        '| colours | levels | optimal pours min–max |',
        '|---|---|---|',
      );
      for (const [c, o] of [...tiers].sort((a, b) => a[0] - b[0]))
        out.push(`| ${c} | ${o.length} | ${Math.min(...o)}–${Math.max(...o)} |`);
      return out;
    },
    html(items) {
      const d = split(items);
      if (!d.levels.length && !d.dailies.length) return [];
      const parts = ['<h2>Water Sort</h2>'];
      if (d.levels.length) {
        parts.push(
          '<div class="plot">' +
            lineChart('Curve: colours, mixedness and optimal pours per level', 'level', [
              { name: 'colours', color: '#4e79a7', values: d.levels.map((l) => l.colors) },
              { name: 'mixedness', color: '#f28e2b', values: d.levels.map((l) => l.mixedness) },
              { name: 'optimal pours', color: '#e15759', values: d.levels.map((l) => l.optimal) },
            ]) +
            '</div>',
        );
      }
      parts.push(itemsTable(items, ['colors', 'mixedness', 'optimalPours', 'fastPours', 'attempts']));
      return parts;
    },
  },
});
