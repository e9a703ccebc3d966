/** The bots' report section: a solve-rate chart along the Water Sort curve and one table row per board. */
import { type BotsItemMetrics, metricsOf } from '@levelbench/contracts';
import { lineChart } from '../plots';
import { cell, htmlTable } from '../report-format';
import type { ItemRecord } from '../summary';

const COLOURS: Readonly<Record<string, string>> = { random: '#e15759', greedy: '#4e79a7', lookahead: '#59a14f' };

/** One item's figures, or null when it has none (a failed task, an older summary). */
function figuresOf(item: ItemRecord): Partial<BotsItemMetrics> | null {
  const m = metricsOf({ check: 'bots', metrics: item.metrics });
  return m.game && Array.isArray(m.bots) ? m : null;
}

/** Where a board is, as a reader names it: `level 7`, `daily 2026-12-01`, `pigment return`. */
function label(m: Partial<BotsItemMetrics>): string {
  if (m.kind === 'file') return `pigment ${m.name ?? '?'}`;
  if (m.kind === 'daily') return `daily ${m.date ?? '?'}`;
  return m.kind === 'level' ? `level ${m.n ?? '?'}` : '?';
}

/** The bots' names in report order (from the first board that has them). */
function botNames(rows: readonly Partial<BotsItemMetrics>[]): string[] {
  return rows.find((r) => r.bots?.length)?.bots?.map((b) => b.bot) ?? [];
}

/** `87% / 45.2`: solve rate, then the mean moves of the solved runs. */
function rate(m: Partial<BotsItemMetrics>, bot: string): string {
  const b = m.bots?.find((f) => f.bot === bot);
  if (!b) return '–';
  return `${Math.round(b.solveRate * 100)}% / ${b.meanMoves === null ? '–' : b.meanMoves.toFixed(1)}`;
}

function rows(items: readonly ItemRecord[]): Partial<BotsItemMetrics>[] {
  return items.map(figuresOf).filter((m): m is Partial<BotsItemMetrics> => m !== null);
}

function intro(all: readonly Partial<BotsItemMetrics>[]): string {
  const first = all.find((m) => m.runs);
  const runs = first ? `${first.runs} runs per bot and board (seed ${first.seed})` : 'no runs';
  return `${all.length} boards, ${runs}; a run may spend 3 × the optimal moves (moves, undos and restarts). Each cell: solve rate / mean moves of the solved runs. Information only: never a failure.`;
}

/** report.md: the intro and one row per board. */
export function botsMarkdown(items: readonly ItemRecord[]): string[] {
  const all = rows(items);
  if (!all.length) return [];
  const names = botNames(all);
  return [
    '',
    '## Play-testing bots',
    '',
    intro(all),
    '',
    `| board | optimal | budget | ${names.join(' | ')} |`,
    `|---|---|---|${names.map(() => '---|').join('')}`,
    ...all.map(
      (m) =>
        `| ${cell(label(m))} | ${cell(m.optimal)} | ${cell(m.budget)} | ${names.map((b) => rate(m, b)).join(' | ')} |` +
        (m.skipped ? ` skipped: ${cell(m.skipped)}` : ''),
    ),
  ];
}

/** report.html: solve rate per curve level for each bot, then the table. */
export function botsHtml(items: readonly ItemRecord[]): string[] {
  const all = rows(items);
  if (!all.length) return [];
  const names = botNames(all);
  const levels = all.flatMap((m) => (m.kind === 'level' ? [{ ...m, n: m.n ?? 0 }] : [])).sort((a, b) => a.n - b.n);
  const parts = ['<h2>Play-testing bots</h2>', `<p>${intro(all)}</p>`];
  if (levels.length)
    parts.push(
      '<div class="plot">' +
        lineChart(
          'Water Sort curve: solve rate per level (%)',
          'level',
          names.map((bot) => ({
            name: bot,
            color: COLOURS[bot] ?? '#79706e',
            values: levels.map((m) => {
              const f = m.bots?.find((b) => b.bot === bot);
              return f ? Math.round(f.solveRate * 1000) / 10 : null;
            }),
          })),
        ) +
        '</div>',
    );
  parts.push(
    `<details><summary>all ${all.length} boards</summary>${htmlTable(
      ['board', 'optimal', 'budget', ...names, 'note'],
      all.map((m) => [label(m), m.optimal, m.budget, ...names.map((b) => rate(m, b)), m.skipped ?? '']),
    )}</details>`,
  );
  return parts;
}
