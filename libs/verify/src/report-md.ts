/** report.md: the summary for people reading a terminal, a PR or a CI log. */
import { CHECK_DEFINITIONS, type CheckRegistry } from './checks/registry';
import { duration, reuseLine, runSizes, verdict } from './report-format';
import { SCORECARD_HEADERS, scorecardRows } from './scorecards';
import type { Summary } from './summary';

/** Renders report.md: the run, a row per check, the failures, then each check's own section. */
export function renderMarkdownReport(s: Summary, registry: CheckRegistry = CHECK_DEFINITIONS): string {
  const ran = registry.filter((d) => s.checks[d.name]);
  const out: string[] = [];
  const shard = s.complete ? '' : ` (shard ${s.shards.map((x) => `${x.k}/${x.n}`).join(', ')} only)`;
  out.push(`# levelbench verify: ${verdict(s.passed)}${shard}`, '');
  out.push(`- created ${s.createdAt}, levelbench ${s.tool.version}, commit ${s.commit ?? 'unknown'}`);
  out.push([`- date ${s.run.date}`, `levels from \`${s.run.levelsDir}\``, ...runSizes(s, ran)].join(', '));
  out.push(`- curve: ${s.run.inputs.curve}; weights: ${s.run.inputs.weights}`);
  out.push(`- wall time ${duration(s.timings.wallMs)} on ${s.timings.workers} workers`);
  if (s.timings.reused !== undefined) out.push(`- ${reuseLine(s)}`);
  out.push('');
  out.push('| check | verdict | passed | failed | total | item time |', '|---|---|---|---|---|---|');
  for (const { name: c } of ran) {
    const r = s.checks[c];
    if (r)
      out.push(
        `| ${c} | ${verdict(r.passed)} | ${r.total - r.failed} | ${r.failed} | ${r.total} | ${duration(s.timings.itemMs[c] ?? 0)} |`,
      );
  }
  const cards = scorecardRows(s);
  if (cards.length)
    out.push(
      '',
      '## Scorecards',
      '',
      `| ${SCORECARD_HEADERS.join(' | ')} |`,
      `|${SCORECARD_HEADERS.map(() => '---|').join('')}`,
      ...cards.map((r) => `| ${r.join(' | ')} |`),
    );
  const failures = ran.flatMap((d) => s.checks[d.name]?.failures ?? []);
  if (failures.length) {
    out.push('', '## Failures', '');
    for (const f of failures.slice(0, 200)) out.push(`- **${f.id}**: ${f.messages.join('; ')}`);
    if (failures.length > 200) out.push(`- … and ${failures.length - 200} more (see summary.json)`);
  }
  const warnings = ran.flatMap((d) => s.checks[d.name]?.warnings ?? []);
  if (warnings.length) {
    out.push('', '## Warnings', '');
    for (const w of warnings.slice(0, 200)) out.push(`- **${w.id}**: ${w.messages.join('; ')}`);
    if (warnings.length > 200) out.push(`- … and ${warnings.length - 200} more (see summary.json)`);
  }
  for (const d of registry)
    out.push(
      ...d.report.markdown(
        s.items.filter((i) => i.check === d.name),
        s,
      ),
    );
  out.push('', 'Plots and drawings: report.html. Machine-readable: summary.json.', '');
  return out.join('\n');
}
