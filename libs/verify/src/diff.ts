/**
 * `report diff`: what changed between two verify runs — items that broke or were fixed, items that
 * came or went, and the deterministic metrics that moved (a tweaked curve, a new solver, new weights).
 */
import type { CheckName } from './checks';
import { CHECK_DEFINITIONS, type CheckRegistry } from './checks/registry';
import { INPUTS } from './inputs';
import type { DiffItem, ItemChange, MetricChange, ReportDiff, Score, ScoreChange } from '@levelbench/contracts';
import { scoreText } from './scorecards';
import type { ItemRecord, Summary } from './summary';

export type { DiffItem, ItemChange, MetricChange, ReportDiff } from '@levelbench/contracts';

/**
 * Metrics left out of the comparison: wall-clock times (`ms`, `…Ms`) differ on every run.
 * Everything else a verify item reports is a pure function of its inputs.
 */
export function ignored(key: string): boolean {
  return key === 'ms' || /Ms$/.test(key);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The metrics of an item that differ, in the order the newer item lists them (then the dropped ones). */
export function metricChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): MetricChange[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((k) => !ignored(k));
  return (
    keys
      // a metric absent on one side and null on the other says the same thing: no change
      .filter((k) => !same(before[k] ?? null, after[k] ?? null))
      .map((key) => ({ key, before: before[key] ?? null, after: after[key] ?? null }))
  );
}

/** The checks of `registry` that an option of the run (or an input's source) affects. */
function affected(registry: CheckRegistry, what: string): CheckName[] {
  return registry
    .filter((d) => (d.options as readonly string[]).includes(what) || (d.inputs as readonly string[]).includes(what))
    .map((d) => d.name);
}

function runChanges(before: Summary, after: Summary, registry: CheckRegistry): string[] {
  const [a, b] = [before.run, after.run];
  const shared = a.checks.filter((c) => b.checks.includes(c));
  const out: string[] = [];
  const shards = (s: Summary): string =>
    s.complete ? 'whole run' : `shard ${s.shards.map((x) => `${x.k}/${x.n}`).join(',')}`;
  if (!before.complete || !after.complete)
    out.push(`shards: ${shards(before)} → ${shards(after)} (only items in both compared)`);
  if (!same(a.checks, b.checks))
    out.push(`checks: ${a.checks.join(',')} → ${b.checks.join(',')} (only ${shared.join(',') || 'none'} compared)`);
  // a difference matters only when both runs ran a check it affects
  const field = (name: string, x: unknown, y: unknown): void => {
    if (!same(x, y) && affected(registry, name).some((c) => shared.includes(c)))
      out.push(`${name}: ${JSON.stringify(x)} → ${JSON.stringify(y)}`);
  };
  field('levels', a.levelsDir, b.levelsDir);
  field('worlds', a.worlds, b.worlds);
  field('pairs', a.pairs, b.pairs);
  field('date', a.date, b.date);
  field('curve', a.inputs.curve, b.inputs.curve);
  field('weights', a.inputs.weights, b.inputs.weights);
  // same files, other contents: name the inputs whose content hash moved (summaries without hashes say nothing)
  const moved = INPUTS.filter(({ name }) => {
    const x = a.inputs.hashes?.[name],
      y = b.inputs.hashes?.[name];
    const readers = registry.filter((d) => d.inputs.includes(name)).map((d) => d.name);
    return x !== undefined && y !== undefined && x !== y && readers.some((c) => shared.includes(c));
  }).map(({ shown }) => shown);
  if (moved.length) out.push(`inputs changed: ${moved.join(', ')}`);
  return out;
}

const entry = (r: ItemRecord): DiffItem => ({
  check: r.check,
  id: r.id,
  ...(r.at ? { at: r.at } : {}),
  passed: r.passed,
  messages: r.passed ? [] : r.failures,
  ...(!r.passed && r.locations?.length ? { locations: r.locations } : {}),
});

/**
 * Compares two verify summaries item by item (items are matched by id). Only checks both runs ran
 * are compared: `verify --only watersort --compare latest` after a full run lists no Pigment level
 * as removed (runChanges says the checks differ).
 */
export function diffSummaries(
  before: Summary,
  after: Summary,
  registry: CheckRegistry = CHECK_DEFINITIONS,
): ReportDiff {
  const shared = new Set(after.run.checks.filter((c) => before.run.checks.includes(c)));
  const beforeItems = before.items.filter((r) => shared.has(r.check));
  const afterItems = after.items.filter((r) => shared.has(r.check));
  const old = new Map(beforeItems.map((r) => [r.id, r]));
  const now = new Set(afterItems.map((r) => r.id));
  const regressions: DiffItem[] = [];
  const fixes: DiffItem[] = [];
  const added: DiffItem[] = [];
  const changed: ItemChange[] = [];
  let unchanged = 0;
  for (const r of afterItems) {
    const o = old.get(r.id);
    if (!o) {
      // a shard of the older run lacks most items: those are not new
      if (!before.complete) continue;
      added.push(entry(r));
      if (!r.passed) regressions.push(entry(r));
      continue;
    }
    if (o.passed && !r.passed) regressions.push(entry(r));
    if (!o.passed && r.passed) fixes.push(entry(r));
    const changes = metricChanges(o.metrics, r.metrics);
    if (changes.length > 0) changed.push({ check: r.check, id: r.id, ...(r.at ? { at: r.at } : {}), changes });
    else if (o.passed === r.passed) unchanged++;
  }
  // likewise a shard of the newer run: the items it did not run are not gone
  const removed = after.complete ? beforeItems.filter((r) => !now.has(r.id)).map(entry) : [];
  const head = (s: Summary): ReportDiff['before'] => ({ createdAt: s.createdAt, commit: s.commit, passed: s.passed });
  const scores = scoreChanges(before, after);
  return {
    before: head(before),
    after: head(after),
    runChanges: runChanges(before, after, registry),
    regressions,
    fixes,
    added,
    removed,
    changed,
    unchanged,
    ...(scores.length ? { scores } : {}),
  };
}

const SCORES = ['quality', 'diversity', 'controllability'] as const;

/** The scorecard scores that moved (numerator or denominator), per generator; nothing when a run has no scorecards. */
export function scoreChanges(before: Pick<Summary, 'scorecards'>, after: Pick<Summary, 'scorecards'>): ScoreChange[] {
  if (!before.scorecards || !after.scorecards) return [];
  const a = before.scorecards;
  const b = after.scorecards;
  const names = [...new Set([...a, ...b].map((c) => c.generator))];
  const out: ScoreChange[] = [];
  for (const generator of names) {
    const x = a.find((c) => c.generator === generator);
    const y = b.find((c) => c.generator === generator);
    for (const score of SCORES) {
      const u = x?.[score] ?? null;
      const v = y?.[score] ?? null;
      if (u?.hit !== v?.hit || u?.of !== v?.of) out.push({ generator, score, before: u, after: v });
    }
  }
  return out;
}

const scoreOrNone = (s: Score | null): string => (s ? scoreText(s) : 'none');

/** One line per moved score: `watersort-curve diversity 1.00 (100/100) → 0.99 (99/100)`. */
export function formatScoreChange(c: ScoreChange): string {
  return `${c.generator} ${c.score} ${scoreOrNone(c.before)} → ${scoreOrNone(c.after)}`;
}

/** How many items fall in each part of a diff. */
export interface DiffCounts {
  readonly regressions: number;
  readonly fixes: number;
  readonly added: number;
  readonly removed: number;
  readonly changed: number;
  readonly unchanged: number;
}

/** The size of each part of a diff (the headline, the Markdown table and the CLI's JSON line). */
export function diffCounts(d: ReportDiff): DiffCounts {
  return {
    regressions: d.regressions.length,
    fixes: d.fixes.length,
    added: d.added.length,
    removed: d.removed.length,
    changed: d.changed.length,
    unchanged: d.unchanged,
  };
}

/** One line: `1 regression, 0 fixed, 0 added, 0 removed, 17 with changed metrics, 118 unchanged`. */
export function diffHeadline(d: ReportDiff): string {
  const c = diffCounts(d);
  return [
    `${c.regressions} ${c.regressions === 1 ? 'regression' : 'regressions'}`,
    `${c.fixes} fixed`,
    `${c.added} added`,
    `${c.removed} removed`,
    `${c.changed} with changed metrics`,
    `${c.unchanged} unchanged`,
    ...(d.scores?.length ? [`${d.scores.length} ${d.scores.length === 1 ? 'score' : 'scores'} moved`] : []),
  ].join(', ');
}

/** True when anything at all moved between the runs (the regressions included). */
export function anyChange(d: ReportDiff): boolean {
  const c = diffCounts(d);
  return c.regressions + c.fixes + c.added + c.removed + c.changed > 0 || (d.scores?.length ?? 0) > 0;
}

/** A fraction as people read it: 0.14285714285714285 → 0.143 (two decimals from 10 up); whole numbers as they are. */
export function roundForPeople(n: number): number {
  if (Number.isInteger(n) || !Number.isFinite(n)) return n;
  return Number(n.toFixed(Math.abs(n) >= 10 ? 2 : 3));
}

function show(v: unknown, exact = false): string {
  if (Array.isArray(v) && v.length > 6) return `[${v.length} entries]`;
  const s = JSON.stringify(v, (_k, x: unknown) => (!exact && typeof x === 'number' ? roundForPeople(x) : x));
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

/**
 * One line per metric change: `optimalPours 20 → 22`, fractions rounded (`traps 0.143 → 0.25`); exact when
 * rounding would make the two sides read the same.
 */
export function formatChange(c: MetricChange): string {
  const [b, a] = [show(c.before), show(c.after)];
  return b === a ? `${c.key} ${show(c.before, true)} → ${show(c.after, true)}` : `${c.key} ${b} → ${a}`;
}

/** The diff as Markdown for people (CLI output, changes.md). */
export function renderDiffMarkdown(d: ReportDiff, beforeName: string, afterName: string): string {
  const lines = [
    `# Changes: ${beforeName} → ${afterName}`,
    '',
    `${beforeName}: ${d.before.passed ? 'PASS' : 'FAIL'}, ${d.before.createdAt}, commit ${d.before.commit ?? 'unknown'}  `,
    `${afterName}: ${d.after.passed ? 'PASS' : 'FAIL'}, ${d.after.createdAt}, commit ${d.after.commit ?? 'unknown'}`,
    '',
    `| regressions | fixed | added | removed | metrics changed | unchanged |`,
    `|---|---|---|---|---|---|`,
    `| ${Object.values(diffCounts(d)).join(' | ')} |`,
  ];
  if (d.runChanges.length > 0) lines.push('', '## The runs differ', '', ...d.runChanges.map((c) => `- ${c}`));
  const section = (title: string, items: readonly DiffItem[], detail: (i: DiffItem) => string): void => {
    if (items.length > 0)
      lines.push('', `## ${title} (${items.length})`, '', ...items.map((i) => `- \`${i.id}\`${detail(i)}`));
  };
  section('Regressions', d.regressions, (i) => (i.messages.length ? `: ${i.messages.join('; ')}` : ''));
  section('Fixed', d.fixes, () => '');
  section('Added', d.added, (i) => (i.passed ? '' : ' (failing)'));
  section('Removed', d.removed, () => '');
  if (d.changed.length > 0) {
    lines.push('', `## Metrics changed (${d.changed.length})`, '', '| item | changes |', '|---|---|');
    for (const c of d.changed)
      lines.push(`| \`${c.id}\` | ${c.changes.map(formatChange).join('; ').replace(/\|/g, '\\|')} |`);
  }
  if (d.scores?.length)
    lines.push('', `## Scores moved (${d.scores.length})`, '', ...d.scores.map((c) => `- ${formatScoreChange(c)}`));
  if (!anyChange(d)) lines.push('', 'No item changed.');
  return lines.join('\n') + '\n';
}
