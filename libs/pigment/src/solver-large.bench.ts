/**
 * Large-board benchmark (issue #12, part of `npm run bench:pigment`): `solvePigment` with default options on the
 * large set (34 seeded 8×8 / 10×10 boards with 5–7 marks, plus 3 unsolvable variants) against the BFS reference.
 * Phase 1 solves every board once and samples the peak RSS (no BFS has run yet, so the figure is ours). Phase 2 times
 * each board interleaved: 3 best-first solves (median, each on a fresh level copy, so no cached tables), then the BFS
 * once with a raised budget (`BFS_BUDGET`, default 10 M states); a BFS that hits it is shown as a lower bound "≥".
 * Imports stay relative (tsx runs without the workspace path aliases).
 */
import { answerCells, fmt, median, MiB, peakRssSolving, printTable, RUNS, timed, yes } from './bench.testing';
import { solvePigmentBfs } from './testing';
import { largeSet } from './large-set';
import { solvePigment } from './solver';

const BFS_BUDGET = Number(process.env['BFS_BUDGET'] ?? 10_000_000);

const boards = largeSet();
const peakRss = peakRssSolving(boards, 16_384);

const rows: string[][] = [];
const msList: number[] = [];
const ratios: number[] = [];
let allAnswered = true;
let proofMs = 0;
for (const { level, unsolvable } of boards) {
  const { r, ms, cpu } = timed((l) => solvePigment(l), level);
  const t0 = performance.now();
  const bfs = solvePigmentBfs(level, { maxStates: BFS_BUDGET, linesCap: 1 });
  const bfsMs = performance.now() - t0;
  msList.push(ms);
  allAnswered &&=
    r.exhaustive && !r.aborted && (unsolvable ? !r.solvable && !!r.reason?.includes(unsolvable) : r.solvable);
  if (unsolvable?.includes('reached')) proofMs = Math.max(proofMs, ms);
  if (!bfs.aborted && (bfs.shortest !== r.shortest || bfs.optimalCount !== r.optimalCount))
    throw new Error(`${level.id}: BFS ${bfs.shortest}/${bfs.optimalCount} ≠ ${r.shortest}/${r.optimalCount}`);
  const ratio = bfs.states / Math.max(1, r.states);
  if (!unsolvable) ratios.push(ratio);
  rows.push([
    level.id,
    `${level.width}×${level.height}`,
    String(level.marks.length),
    String(level.holes.length),
    String(level.stains.length),
    ...answerCells(r, ms, cpu, { states: bfs.states, ms: bfsMs, bound: bfs.aborted }, 0),
  ]);
}

const header = ['board', 'size', 'marks', 'holes', 'stains', 'shortest', 'optimal / reason', 'states', 'ms', 'cpu ms'];
header.push('BFS states', 'BFS ms', 'states ratio', 'time ratio');
const solved = boards.filter((b) => !b.unsolvable).length;
console.log(
  `\nPigment large set: ${solved} seeded boards + ${boards.length - solved} unsolvable, solvePigment with default options ` +
    `(median of ${RUNS}, cold tables) vs solvePigmentBfs (budget ${fmt(BFS_BUDGET)}; "≥": the BFS hit it, a lower bound)`,
);
printTable(header, rows, 6);
const med = median(msList);
const worst = Math.max(...msList);
const medRatio = median(ratios);
console.log('');
console.log(`every board answered exhaustively with default options: ${yes(allAnswered)}`);
console.log(
  `median ${fmt(med, 1)} ms (target < 300: ${yes(med < 300)}); slowest ${fmt(worst, 1)} ms (target < 1000: ${yes(worst < 1000)})`,
);
console.log(`peak RSS while solving the set: ${fmt(peakRss / MiB)} MiB (target < 1024: ${yes(peakRss < 1024 * MiB)})`);
console.log(
  `median states ratio BFS / best-first: ${fmt(medRatio, 0)}× (target ≥ 10×: ${yes(medRatio >= 10)}; lower bounds count as their bound)`,
);
console.log(`walled-off marks proven unsolvable in ${fmt(proofMs, 2)} ms at most (target < 50: ${yes(proofMs < 50)})`);
console.log('(wall times share 2 cores with other work; ours and the BFS were timed back to back per board)');
