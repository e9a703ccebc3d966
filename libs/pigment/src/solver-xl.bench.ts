/**
 * XL benchmark (issue #25, part of `npm run bench:pigment`): `solvePigment` with default options on the xl set (38
 * seeded 10×10–12×12 boards with 6–7 marks, secondary colours, holes and stains, shortest lines 30–65, plus 3
 * unsolvable variants) against the solver of issue #12 (`reference/solver-v1.ts`, default options: its 8 M budget).
 * Phase 1 solves every board once and samples the peak RSS (before any reference solve). Phase 2 times each board:
 * 3 solves (median, each on a fresh level copy, so no cached tables), then the reference once, back to back.
 * Phase 3 checks that the large set of issue #12 stays at least as fast (median of 3 each, both solvers).
 * Imports stay relative (tsx runs without the workspace path aliases).
 */
import { answerCells, fmt, median, MiB, peakRssSolving, printTable, RUNS, timed, yes } from './bench.testing';
import { largeSet } from './large-set';
import { solvePigmentV1 } from './testing';
import { solvePigment, type PigmentSearchResult } from './solver';
import type { PigmentLevel } from './types';
import { xlSet } from './xl-set';

const boards = xlSet();
const peakRss = peakRssSolving(boards, 1024);

const once = (solve: (l: PigmentLevel) => PigmentSearchResult, level: PigmentLevel) => {
  const t0 = performance.now();
  const r = solve({ ...level });
  return { r, ms: performance.now() - t0 };
};

const rows: string[][] = [];
const msList: number[] = [];
const statesList: number[] = [];
const ratios: number[] = [];
const timeRatios: number[] = [];
let allAnswered = true;
for (const { level, unsolvable } of boards) {
  const { r, ms, cpu } = timed((l) => solvePigment(l), level);
  const old = once((l) => solvePigmentV1(l), level);
  msList.push(ms);
  statesList.push(r.states);
  allAnswered &&=
    r.exhaustive && !r.aborted && (unsolvable ? !r.solvable && !!r.reason?.includes(unsolvable) : r.solvable);
  if (!old.r.aborted && (old.r.shortest !== r.shortest || old.r.optimalCount !== r.optimalCount))
    throw new Error(`${level.id}: #12 ${old.r.shortest}/${old.r.optimalCount} ≠ ${r.shortest}/${r.optimalCount}`);
  const ratio = old.r.states / Math.max(1, r.states);
  if (!unsolvable) {
    ratios.push(ratio);
    timeRatios.push(old.ms / Math.max(ms, 0.01));
  }
  rows.push([
    level.id,
    `${level.width}×${level.height}`,
    String(level.marks.length),
    ...answerCells(r, ms, cpu, { states: old.r.states, ms: old.ms, bound: old.r.aborted }, 1),
  ]);
}

const header = ['board', 'size', 'marks', 'shortest', 'count / reason', 'states', 'ms', 'cpu ms'];
header.push('#12 states', '#12 ms', 'states ratio', 'time ratio');
const solved = boards.filter((b) => !b.unsolvable).length;
console.log(
  `\nPigment xl set: ${solved} seeded boards + ${boards.length - solved} unsolvable, solvePigment with default options ` +
    `(median of ${RUNS}, cold tables) vs the solver of issue #12 (default options, 8 M states; "≥": it hit its budget)`,
);
printTable(header, rows, 4);
const med = median(msList);
const worst = Math.max(...msList);
console.log('');
console.log(`every board answered exhaustively with default options: ${yes(allAnswered)}`);
console.log(
  `median ${fmt(med, 1)} ms (target ≤ 300: ${yes(med <= 300)}); slowest ${fmt(worst, 1)} ms (target ≤ 3000: ${yes(worst <= 3000)})`,
);
console.log(`states: median ${fmt(median(statesList))}, max ${fmt(Math.max(...statesList))}`);
console.log(`peak RSS while solving the set: ${fmt(peakRss / MiB)} MiB (target ≤ 1024: ${yes(peakRss <= 1024 * MiB)})`);
console.log(
  `ratio #12 / now on the seeded boards: states median ${fmt(median(ratios), 0)}× (min ${fmt(Math.min(...ratios), 1)}×), ` +
    `time median ${fmt(median(timeRatios), 1)}× (min ${fmt(Math.min(...timeRatios), 2)}×; lower bounds count as their bound)`,
);

// phase 3: the large set of issue #12 must stay at least as fast
const largeNow: number[] = [];
const largeOld: number[] = [];
for (const { level } of largeSet()) {
  largeNow.push(timed((l) => solvePigment(l), level).ms);
  largeOld.push(timed((l) => solvePigmentV1(l), level).ms);
}
const lm = median(largeNow);
const lo = median(largeOld);
console.log(
  `large set (#12, ${largeNow.length} boards, median of ${RUNS} each): now median ${fmt(lm, 1)} / max ${fmt(Math.max(...largeNow), 1)} ms, ` +
    `#12 median ${fmt(lo, 1)} / max ${fmt(Math.max(...largeOld), 1)} ms (at least as fast: ${yes(lm <= lo * 1.05)})`,
);
console.log('(wall times share 2 cores with other work; ours and the reference were timed back to back per board)');
