/** report.html: one self-contained page (inline CSS and SVG, no scripts, no external files). */
import { CHECK_DEFINITIONS, type CheckRegistry } from './checks/registry';
import { duration, esc, htmlTable as table, reuseLine, runSizes, verdict } from './report-format';
import { SCORECARD_HEADERS, scorecardRows } from './scorecards';
import type { Summary } from './summary';

const MAX_FIGURES = 12;
const CSS = `body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1000px;color:#222;padding:0 16px}
h1 .PASS,td.PASS{color:#1b7f3b}h1 .FAIL,td.FAIL{color:#b00020}table{border-collapse:collapse;margin:8px 0}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:left}th{background:#f3f3f3}.meta{color:#555}
figure{display:inline-block;margin:8px;vertical-align:top}figure svg{max-width:460px;height:auto}figcaption{font-size:12px;color:#555}
.plot svg{max-width:100%;height:auto}details{margin:6px 0}code{background:#f3f3f3;padding:0 3px}`;

/** Renders report.html. */
export function renderHtmlReport(s: Summary, registry: CheckRegistry = CHECK_DEFINITIONS): string {
  const ran = registry.filter((d) => s.checks[d.name]);
  const figures = s.items.flatMap((i) => i.figures ?? []);
  const parts: string[] = [];
  const partial = s.complete ? '' : ` (shard ${s.shards.map((x) => `${x.k}/${x.n}`).join(', ')} only)`;
  parts.push(
    `<h1>levelbench verify: <span class="${verdict(s.passed)}">${verdict(s.passed)}</span>${esc(partial)}</h1>`,
  );
  parts.push(
    `<p class="meta">created ${esc(s.createdAt)} · levelbench ${esc(s.tool.version)} · commit <code>${esc(s.commit ?? 'unknown')}</code> · date ${esc(s.run.date)} · store <code>${esc(s.run.levelsDir)}</code>${runSizes(
      s,
      ran,
    )
      .map((x) => ` · ${esc(x)}`)
      .join('')} · wall ${duration(s.timings.wallMs)} on ${s.timings.workers} workers</p>`,
  );
  if (s.timings.reused !== undefined) parts.push(`<p class="meta">${esc(reuseLine(s))}</p>`);
  const rows = ran.flatMap(({ name: c }) => {
    const r = s.checks[c];
    return r ? [[c, verdict(r.passed), r.total - r.failed, r.failed, r.total, duration(s.timings.itemMs[c] ?? 0)]] : [];
  });
  parts.push(table(['check', 'verdict', 'passed', 'failed', 'total', 'item time'], rows));
  const cards = scorecardRows(s);
  if (cards.length) parts.push('<h2>Scorecards</h2>', table([...SCORECARD_HEADERS], cards));
  const failures = ran.flatMap((d) => s.checks[d.name]?.failures ?? []);
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
  const warnings = ran.flatMap((d) => s.checks[d.name]?.warnings ?? []);
  if (warnings.length)
    parts.push(
      '<h2>Warnings</h2><ul>' +
        warnings
          .slice(0, 300)
          .map((w) => `<li><b>${esc(w.id)}</b>: ${esc(w.messages.join('; '))}</li>`)
          .join('') +
        '</ul>',
    );
  for (const d of registry)
    parts.push(
      ...d.report.html(
        s.items.filter((i) => i.check === d.name),
        s,
      ),
    );
  if (figures.length) {
    parts.push('<h2>Drawings</h2>');
    parts.push(
      figures
        .slice(0, MAX_FIGURES)
        .map((f) => `<figure>${f.svg}<figcaption>${esc(f.title)}</figcaption></figure>`)
        .join(''),
    );
    if (figures.length > MAX_FIGURES)
      parts.push(`<p>${figures.length - MAX_FIGURES} more drawings in summary.json.</p>`);
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>levelbench verify ${esc(s.run.date)}: ${verdict(s.passed)}</title><style>${CSS}</style></head><body>${parts.join('\n')}</body></html>\n`;
}
