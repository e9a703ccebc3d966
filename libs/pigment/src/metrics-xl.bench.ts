/**
 * The metrics and `randomWin` on the xl set (part of `npm run bench:pigment`): every solvable 10×10–12×12 board with
 * its limit set to its shortest line (what `pigment verify` demands of a level). Per board: the previous method of
 * counting every state within the limit (`pigmentMetricsByEnumeration`, its default 250,000-state graph: it never
 * finishes there, which left `deadEnds` null on every board) against `pigmentMetrics`, after the solve (the solver's
 * relaxations are shared, as in `analysePigment` and `pigment solve`: the target, ≤ 0.5 s a board) and cold (a fresh
 * level object: the relaxations are built inside).
 * Imports stay relative (tsx runs without the workspace path aliases).
 */
import { fmt, median, printTable, yes } from './bench.testing';
import { pigmentMetrics, pigmentMetricsByEnumeration, type PigmentMetrics } from './metrics';
import { formatChance } from './metrics-format';
import { solvePigment } from './solver';
import { xlSet } from './xl-set';

const TARGET_MS = 500;
const time = (f: () => PigmentMetrics) => {
  const t0 = performance.now();
  const m = f();
  return { m, ms: performance.now() - t0 };
};

const rows: string[][] = [];
const cold: number[] = [];
const warm: number[] = [];
let exact = 0;
let oldExact = 0;
const boards = xlSet().filter((b) => !b.unsolvable);
for (const { level } of boards) {
  const shortest = solvePigment(level).shortest as number;
  const at = { ...level, limit: shortest };
  const old = time(() => pigmentMetricsByEnumeration({ ...at }));
  const c = time(() => pigmentMetrics({ ...at }));
  solvePigment(at);
  const w = time(() => pigmentMetrics(at));
  if (JSON.stringify(c.m) !== JSON.stringify(w.m)) throw new Error(`${at.id}: cold and warm metrics differ`);
  cold.push(c.ms);
  warm.push(w.ms);
  exact += w.m.exhaustive ? 1 : 0;
  oldExact += old.m.exhaustive ? 1 : 0;
  const r = w.m.randomWin;
  rows.push([
    at.id,
    `${at.width}×${at.height}`,
    String(at.marks.length),
    String(shortest),
    old.m.exhaustive ? 'exact' : 'stopped',
    fmt(old.ms, 1),
    String(w.m.liveStates ?? '–'),
    String(w.m.traps),
    String(w.m.deadEnds),
    String(w.m.difficulty),
    r ? String(r.log10) : '–',
    formatChance(r),
    w.m.exhaustive ? 'yes' : 'NO',
    fmt(c.ms, 1),
    fmt(w.ms, 1),
  ]);
}
console.log('Pigment metrics on the xl set, limit = shortest line (wall ms; 2 cores shared with other work)');
printTable(
  [
    'board',
    'size',
    'marks',
    'limit',
    'every state',
    'ms',
    'live states',
    'traps',
    'dead ends',
    'difficulty',
    'log10 randomWin',
    'random win',
    'exact',
    'cold ms',
    'ms',
  ],
  rows,
  11,
);
const n = boards.length;
const maxWarm = Math.max(...warm);
console.log();
console.log(
  `every field exact (randomWin included): ${exact}/${n} (${yes(exact === n)}); counting every state: ${oldExact}/${n}`,
);
console.log(
  `after the solve: median ${fmt(median(warm), 1)} / max ${fmt(maxWarm, 1)} ms (target ≤ ${TARGET_MS} a board: ` +
    `${yes(maxWarm <= TARGET_MS)}); cold, relaxations built inside: median ${fmt(median(cold), 1)} / max ` +
    `${fmt(Math.max(...cold), 1)} ms`,
);
