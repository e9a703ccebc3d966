/** report.md: the summary for people reading a terminal, a PR or a CI log. */
import { CHECKS } from './checks';
import { duration, reportData, spread, verdict } from './report-data';
import type { Summary } from './summary';

const cell = (v: unknown): string => (v === null || v === undefined ? '–' : String(v).replace(/\|/g, '\\|'));
const f1 = (v: number): string => v.toFixed(2);

/** Renders report.md. */
export function renderMarkdownReport(s: Summary): string {
  const d = reportData(s);
  const out: string[] = [];
  const shard = s.complete ? '' : ` (shard ${s.shards.map((x) => `${x.k}/${x.n}`).join(', ')} only)`;
  out.push(`# levelbench verify: ${verdict(s.passed)}${shard}`, '');
  out.push(`- created ${s.createdAt}, levelbench ${s.tool.version}, commit ${s.commit ?? 'unknown'}`);
  out.push(
    `- date ${s.run.date}, levels from \`${s.run.levelsDir}\`${s.run.checks.includes('worlds') ? `, ${s.run.worlds} worlds` : ''}${s.run.checks.includes('faces') ? `, ${s.run.pairs} face pairs` : ''}`,
  );
  out.push(`- curve: ${s.run.inputs.curve}; weights: ${s.run.inputs.weights}`);
  out.push(`- wall time ${duration(s.timings.wallMs)} on ${s.timings.workers} workers`, '');
  out.push('| check | verdict | passed | failed | total | item time |', '|---|---|---|---|---|---|');
  for (const c of CHECKS) {
    const r = s.checks[c];
    if (r)
      out.push(
        `| ${c} | ${verdict(r.passed)} | ${r.total - r.failed} | ${r.failed} | ${r.total} | ${duration(s.timings.itemMs[c] ?? 0)} |`,
      );
  }
  const failures = CHECKS.flatMap((c) => s.checks[c]?.failures ?? []);
  if (failures.length) {
    out.push('', '## Failures', '');
    for (const f of failures.slice(0, 200)) out.push(`- **${f.id}**: ${f.messages.join('; ')}`);
    if (failures.length > 200) out.push(`- … and ${failures.length - 200} more (see summary.json)`);
  }
  if (d.pigment.length) {
    out.push(
      '',
      '## Pigment',
      '',
      '| level | limit | shortest | optimal lines | verdict | replays | result |',
      '|---|---|---|---|---|---|---|',
    );
    for (const i of d.pigment) {
      const m = i.metrics;
      out.push(
        `| ${cell(i.id)} | ${cell(m['limit'])} | ${cell(m['shortest'])} | ${cell(m['optimalCount'])} | ${cell(m['limitVerdict'])} | ${cell(m['replaysPassed'])}/${cell(m['replays'])} | ${verdict(i.passed)} |`,
      );
    }
  }
  if (d.levels.length || d.dailies.length) {
    out.push('', '## Water Sort', '');
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
  }
  if (d.worlds.length) {
    const t = spread(d.tries);
    const ms = spread(d.cubeMs);
    const walkable = d.worlds.filter((w) => w.metrics['walkable'] === true).length;
    out.push('', '## Worlds', '', `${walkable}/${d.worlds.length} worlds walkable to depth 20; ${t.count} cubes.`, '');
    out.push(`- tries per cube: mean ${f1(t.mean)}, max ${t.max}`);
    out.push(
      `- ms per cube: mean ${f1(ms.mean)}, p50 ${f1(ms.p50)}, p90 ${f1(ms.p90)}, p99 ${f1(ms.p99)}, max ${f1(ms.max)}`,
    );
  }
  if (d.faces.length) {
    const bad = d.faces.filter((f) => !f.passed).length;
    out.push(
      '',
      '## Face pairs',
      '',
      `${d.faces.length - bad}/${d.faces.length} neighbouring cube pairs agree on ground and water on every edge cell.`,
    );
  }
  out.push('', 'Plots and drawings: report.html. Machine-readable: summary.json.', '');
  return out.join('\n');
}
