/**
 * Metrics on the large set (part of `npm run bench:pigment`): `pigmentMetrics` (pruned exploration, or searches)
 * against the previous method, `pigmentMetricsByEnumeration` (every state within the limit in one graph), both with
 * default options, timed back to back per board. Each board runs twice: with its generated limit (the walk's length,
 * far above the shortest line) and with limit = shortest (what `pigment verify` demands of a level).
 * Imports stay relative (tsx runs without the workspace path aliases).
 */
import { largeSet } from './large-set';
import { pigmentMetrics, pigmentMetricsByEnumeration, type PigmentMetrics } from './metrics';
import { formatChance } from './metrics-format';
import { solvePigment } from './solver';
import type { PigmentLevel } from './types';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function timed(f: () => PigmentMetrics): { m: PigmentMetrics; ms: number } {
  const t0 = performance.now();
  const m = f();
  return { m, ms: performance.now() - t0 };
}

/** The line fields are known (exact) when there is a line, or when dead ends are known (then null means no line). */
const linesKnown = (m: PigmentMetrics) => m.shortest !== null || m.deadEnds !== null;
/** What a metrics answer knows: all of it, the line fields only, or nothing. */
const known = (m: PigmentMetrics) => (m.exhaustive ? 'exact' : linesKnown(m) ? 'line' : '–');

interface Tally {
  exact: number;
  line: number;
  ms: number[];
  oldExact: number;
  oldMs: number[];
}
const tallies = new Map<string, Tally>();
const rows: string[][] = [];
for (const { level } of largeSet()) {
  const shortest = solvePigment(level).shortest;
  const variants: [string, PigmentLevel][] = [['generated', level]];
  if (shortest !== null && shortest !== level.limit) variants.push(['= shortest', { ...level, limit: shortest }]);
  for (const [which, at] of variants) {
    const ours = timed(() => pigmentMetrics({ ...at }));
    const old = timed(() => pigmentMetricsByEnumeration({ ...at }));
    // wherever the old method finished, both must agree on every field
    if (old.m.exhaustive && JSON.stringify(old.m) !== JSON.stringify(ours.m))
      throw new Error(`${at.id}: ${JSON.stringify(ours.m)} ≠ ${JSON.stringify(old.m)}`);
    const t = tallies.get(which) ?? { exact: 0, line: 0, ms: [], oldExact: 0, oldMs: [] };
    t.exact += ours.m.exhaustive ? 1 : 0;
    t.line += linesKnown(ours.m) ? 1 : 0;
    t.ms.push(ours.ms);
    t.oldExact += old.m.exhaustive ? 1 : 0;
    t.oldMs.push(old.ms);
    tallies.set(which, t);
    rows.push([
      at.id,
      which,
      String(at.limit),
      String(shortest ?? 'none'),
      ours.m.liveStates === null ? '–' : fmt(ours.m.liveStates),
      String(ours.m.traps ?? '–'),
      String(ours.m.deadEnds ?? '–'),
      String(ours.m.difficulty ?? '–'),
      formatChance(ours.m.randomWin),
      known(ours.m),
      fmt(ours.ms, 1),
      known(old.m),
      fmt(old.ms, 1),
    ]);
  }
}

const header = [
  'board',
  'limit set',
  'limit',
  'shortest',
  'live states',
  'traps',
  'dead ends',
  'difficulty',
  'random win',
  'ours',
  'ms',
  'old',
  'old ms',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r: string[]) =>
  r
    .map((c, i) => c.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(
  'Pigment metrics on the large set: pigmentMetrics (pruned exploration, or searches) vs pigmentMetricsByEnumeration ' +
    '(the previous method), default budgets, back to back per board',
);
console.log(
  '("exact": every field; "line": shortest, optimal count, branching, traps, line, difficulty exact; "–": none)',
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log();
for (const [which, t] of tallies) {
  const n = t.ms.length;
  console.log(
    `limit ${which}: ${n} boards; exhaustive metrics ${t.exact}/${n} (old ${t.oldExact}/${n}), exact line fields ` +
      `${t.line}/${n}; ms median ${fmt(median(t.ms), 1)} / max ${fmt(Math.max(...t.ms), 1)} ` +
      `(old ${fmt(median(t.oldMs), 1)} / ${fmt(Math.max(...t.oldMs), 1)})`,
  );
}
console.log('(wall times share 2 cores with other work; ours and the old method were timed back to back per board)');
