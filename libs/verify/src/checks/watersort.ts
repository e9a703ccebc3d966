/** The Water Sort check: every level of the curve and every open daily, generated and solved in a worker. */
import { DAILY_DAYS, metricsOf } from '@levelbench/contracts';
import type { FailureLocation } from '@levelbench/contracts';
import {
  curvePin,
  generateDaily,
  levelBoard,
  levelCount,
  openDays,
  solutionHolds,
  verifyDaily,
  verifyWatersortLevel,
} from '@levelbench/watersort';
import { rootLabel } from '@levelbench/store';
import { lineChart } from '../plots';
import { itemsTable } from '../report-format';
import type { ItemRecord } from '../summary';
import { defineCheck } from './definition';
import type { VerifyItemPayload } from './payloads';

type WatersortPayload = Extract<VerifyItemPayload, { check: 'watersort' }>;

/** The curve levels (by n) with the figures the section draws, and the dailies. */
function split(items: readonly ItemRecord[]) {
  const typed = items.map((i) => metricsOf({ check: 'watersort', metrics: i.metrics }));
  const levels = typed
    .flatMap((m) => (m.kind === 'level' ? [m] : []))
    .map((m) => ({
      n: m.n ?? 0,
      colors: m.colors ?? null,
      mixedness: m.mixedness ?? null,
      optimal: m.optimalPours ?? null,
      difficulty: m.difficulty ?? null,
    }))
    .sort((a, b) => a.n - b.n);
  return { levels, dailies: typed.filter((m) => m.kind === 'daily') };
}

/** "min–max" of the values, or "–" when there are none. */
function range(values: readonly number[], digits = 0): string {
  return values.length ? `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}` : '–';
}

const pct = (x: number | undefined): number | null => (x === undefined ? null : 100 * x);

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
        // named as summary.json names files: relative to the levels folder as run.levelsDir shows it
        ...(curvePin(inputs.curve, i + 1)
          ? { curveFile: `${rootLabel(options.levelsDir)}/${inputs.sources.curve}` }
          : {}),
      }),
    ),
    ...openDays(options.date, DAILY_DAYS).map(
      (date): WatersortPayload => ({ check: 'watersort', kind: 'daily', id: `watersort/daily-${date}`, date }),
    ),
  ],
  place,
  check(p) {
    const opts = { optimalNodes: p.optimalNodes };
    const r =
      p.kind === 'level'
        ? verifyWatersortLevel(p.curve, p.n, p.curveFile === undefined ? opts : { ...opts, curveFile: p.curveFile })
        : verifyDaily(p.date, opts);
    const where = p.kind === 'level' ? { kind: 'level', n: p.n } : { kind: 'daily', date: p.date };
    const at = place(p);
    return {
      check: 'watersort',
      id: p.id,
      passed: r.passed,
      failures: r.failures,
      ...(r.failures.length ? { locations: r.failures.map(() => at) } : {}),
      ...(r.warnings.length ? { warnings: r.warnings } : {}),
      metrics: { ...where, ...(r.metrics ?? {}) },
      ...(r.passed ? { pours: [...r.solution] } : {}),
    };
  },
  recheck(p, claimed) {
    if (!claimed.pours) return false;
    // a pinned level replays on its pin (levelBoard: nothing generated or solved for it)
    const board = p.kind === 'level' ? levelBoard(p.curve, p.n) : generateDaily(p.date).board;
    return solutionHolds({ board }, claimed.pours, claimed.metrics['fastPours']);
  },
  report: {
    markdown(items) {
      const d = split(items);
      if (!d.levels.length && !d.dailies.length) return [];
      const out = ['', '## Water Sort', ''];
      const tiers = new Map<number, (typeof d.levels)[number][]>();
      for (const l of d.levels) if (l.colors !== null) tiers.set(l.colors, [...(tiers.get(l.colors) ?? []), l]);
      out.push(
        `${d.levels.length} curve levels, ${d.dailies.length} dailies.`,
        '',
        '| colours | levels | optimal pours min–max | random win % min–max | dead-end density % min–max |',
        '|---|---|---|---|---|',
      );
      for (const [c, ls] of [...tiers].sort((a, b) => a[0] - b[0])) {
        const optimal = ls.flatMap((l) => (l.optimal === null ? [] : [l.optimal]));
        const profiles = ls.flatMap((l) => (l.difficulty ? [l.difficulty] : []));
        const win = range(
          profiles.map((p) => 100 * p.randomWin.probability),
          1,
        );
        const dead = range(
          profiles.map((p) => 100 * p.deadEndDensity),
          1,
        );
        out.push(`| ${c} | ${ls.length} | ${range(optimal)} | ${win} | ${dead} |`);
      }
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
          '<div class="plot">' +
            lineChart('Difficulty per level (%): random win, dead-end and wrong-move density', 'level', [
              {
                name: 'random win',
                color: '#59a14f',
                values: d.levels.map((l) => pct(l.difficulty?.randomWin.probability)),
              },
              {
                name: 'dead-end density',
                color: '#b07aa1',
                values: d.levels.map((l) => pct(l.difficulty?.deadEndDensity)),
              },
              {
                name: 'wrong-move density',
                color: '#9c755f',
                values: d.levels.map((l) => pct(l.difficulty?.wrongMoveDensity)),
              },
            ]) +
            '</div>',
        );
      }
      parts.push(itemsTable(items, ['colors', 'mixedness', 'optimalPours', 'fastPours', 'attempts']));
      return parts;
    },
  },
});
