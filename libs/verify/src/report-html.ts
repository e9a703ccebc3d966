/** report.html: one self-contained page (inline CSS and SVG, no scripts, no external files). */
import { CHECKS } from './checks';
import { barChart, binnedHistogram, integerHistogram, lineChart } from './plots';
import { duration, reportData, spread, verdict } from './report-data';
import type { ItemRecord, Summary } from './summary';

const esc = (s: unknown): string =>
  String(s ?? '–')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const MAX_FIGURES = 12;

const CSS = `body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1000px;color:#222;padding:0 16px}
h1 .PASS,td.PASS{color:#1b7f3b}h1 .FAIL,td.FAIL{color:#b00020}table{border-collapse:collapse;margin:8px 0}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:left}th{background:#f3f3f3}.meta{color:#555}
figure{display:inline-block;margin:8px;vertical-align:top}figure svg{max-width:460px;height:auto}figcaption{font-size:12px;color:#555}
.plot svg{max-width:100%;height:auto}details{margin:6px 0}code{background:#f3f3f3;padding:0 3px}`;

function table(head: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const tr = rows
    .map(
      (r) =>
        `<tr>${r.map((c) => (c === 'PASS' || c === 'FAIL' ? `<td class="${c}">${c}</td>` : `<td>${esc(c)}</td>`)).join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>`;
}

function itemsTable(items: readonly ItemRecord[], cols: readonly string[]): string {
  return `<details><summary>all ${items.length} items</summary>${table(
    ['id', ...cols, 'ms', 'result'],
    items.map((i) => [i.id, ...cols.map((c) => i.metrics[c]), i.ms, verdict(i.passed)]),
  )}</details>`;
}

/** Renders report.html. */
export function renderHtmlReport(s: Summary): string {
  const d = reportData(s);
  const parts: string[] = [];
  const partial = s.complete ? '' : ` (shard ${s.shards.map((x) => `${x.k}/${x.n}`).join(', ')} only)`;
  parts.push(
    `<h1>levelbench verify: <span class="${verdict(s.passed)}">${verdict(s.passed)}</span>${esc(partial)}</h1>`,
  );
  parts.push(
    `<p class="meta">created ${esc(s.createdAt)} · levelbench ${esc(s.tool.version)} · commit <code>${esc(s.commit ?? 'unknown')}</code> · date ${esc(s.run.date)} · store <code>${esc(s.run.levelsDir)}</code>${s.run.checks.includes('worlds') ? ` · ${s.run.worlds} worlds` : ''}${s.run.checks.includes('faces') ? ` · ${s.run.pairs} pairs` : ''} · wall ${duration(s.timings.wallMs)} on ${s.timings.workers} workers</p>`,
  );
  const rows = CHECKS.flatMap((c) => {
    const r = s.checks[c];
    return r ? [[c, verdict(r.passed), r.total - r.failed, r.failed, r.total, duration(s.timings.itemMs[c] ?? 0)]] : [];
  });
  parts.push(table(['check', 'verdict', 'passed', 'failed', 'total', 'item time'], rows));
  const failures = CHECKS.flatMap((c) => s.checks[c]?.failures ?? []);
  if (failures.length) {
    parts.push(
      '<h2>Failures</h2><ul>' +
        failures
          .slice(0, 300)
          .map((f) => `<li><b>${esc(f.id)}</b>: ${esc(f.messages.join('; '))}</li>`)
          .join('') +
        '</ul>',
    );
  }
  if (d.pigment.length) {
    parts.push('<h2>Pigment</h2>');
    parts.push(
      table(
        ['level', 'name', 'limit', 'shortest', 'optimal lines', 'limit verdict', 'replays', 'states', 'result'],
        d.pigment.map((i) => {
          const m = i.metrics;
          return [
            i.id,
            m['name'],
            m['limit'],
            m['shortest'],
            m['optimalCount'],
            m['limitVerdict'],
            `${m['replaysPassed'] ?? '–'}/${m['replays'] ?? '–'}`,
            m['states'],
            verdict(i.passed),
          ];
        }),
      ),
    );
  }
  if (d.levels.length || d.dailies.length) {
    parts.push('<h2>Water Sort</h2>');
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
    const water = s.items.filter((i) => i.check === 'watersort');
    parts.push(itemsTable(water, ['colors', 'mixedness', 'optimalPours', 'fastPours', 'attempts']));
  }
  if (d.worlds.length) {
    const t = spread(d.tries);
    const ms = spread(d.cubeMs);
    const walkable = d.worlds.filter((w) => w.metrics['walkable'] === true).length;
    parts.push('<h2>Worlds</h2>');
    parts.push(
      `<p>${walkable}/${d.worlds.length} worlds walkable to depth 20 · ${t.count} cubes · tries mean ${t.mean.toFixed(3)}, max ${t.max} · ms per cube p50 ${ms.p50.toFixed(1)}, p90 ${ms.p90.toFixed(1)}, max ${ms.max.toFixed(1)}</p>`,
    );
    parts.push('<div class="plot">' + barChart('Tries per cube', 'tries', integerHistogram(d.tries)) + '</div>');
    parts.push(
      '<div class="plot">' +
        barChart('Build time per cube (ms, measured in the worker)', 'ms', binnedHistogram(d.cubeMs), '#59a14f') +
        '</div>',
    );
    parts.push(itemsTable(d.worlds, ['walkable', 'depths', 'cubes', 'triesMean', 'triesMax']));
  }
  if (d.faces.length) {
    const bad = d.faces.filter((f) => !f.passed).length;
    parts.push(
      `<h2>Face pairs</h2><p>${d.faces.length - bad}/${d.faces.length} neighbouring cube pairs agree on every edge cell.</p>`,
    );
    parts.push(itemsTable(d.faces, ['seed', 'depth', 'dir', 'mismatches']));
  }
  if (d.figures.length) {
    parts.push('<h2>Drawings</h2>');
    parts.push(
      d.figures
        .slice(0, MAX_FIGURES)
        .map((f) => `<figure>${f.svg}<figcaption>${esc(f.title)}</figcaption></figure>`)
        .join(''),
    );
    if (d.figures.length > MAX_FIGURES)
      parts.push(`<p>${d.figures.length - MAX_FIGURES} more drawings in summary.json.</p>`);
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>levelbench verify ${esc(s.run.date)}: ${verdict(s.passed)}</title><style>${CSS}</style></head><body>${parts.join('\n')}</body></html>\n`;
}
