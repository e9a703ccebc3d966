/**
 * Pigment solver benchmark (`npm run bench:pigment`): the five authored levels plus 25 generated boards (seeded,
 * up to 7×7, up to 4 marks, shortest lines up to 24) solved by `solvePigment`, against a naive search keyed on the
 * whole board. The large boards are in solver-large.bench.ts.
 * Imports stay relative (tsx runs without the workspace path aliases).
 */
import { AUTHORED_LEVEL_FILES } from './authored-levels';
import { generatePigmentBoard, type GenerateOptions } from './generate';
import { solveNaive } from './testing';
import { solvePigment, type PigmentSearchResult } from './solver';
import type { PigmentLevel } from './types';

const NAIVE_BUDGET = Number(process.env['NAIVE_BUDGET'] ?? 150_000);
const RUNS = 3;

type Spec = readonly [
  seed: number,
  width: number,
  height: number,
  marks: number,
  walk: number,
  holes: number,
  stains: number,
];
/** Small boards straight from consecutive seeds, then seeds picked once from a scan for long shortest lines. */
const SPECS: Spec[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(
    (s): Spec => [s, 4 + (s % 4), 4 + ((s >> 2) % 4), 1 + (s % 4), 14 + ((s * 7) % 17), s % 4, s % 3],
  ),
  ...[32, 58, 80, 116, 146].map((s): Spec => [s, ...SIZES(s, 5), 3 + (s % 2), 30 + (s % 16), s % 5, s % 3]),
  ...[202, 224, 293, 294, 297, 341, 368, 409, 435, 476, 484, 498].map(
    (s): Spec => [s, ...SIZES(s, 6), 4, 40 + (s % 21), s % 5, s % 3],
  ),
];
function SIZES(seed: number, n: 5 | 6): [number, number] {
  const sizes: [number, number][] = [
    [5, 5],
    [6, 5],
    [6, 6],
    [7, 6],
    [7, 7],
    [7, 7],
  ];
  return sizes[seed % n];
}

const authored = AUTHORED_LEVEL_FILES.map(([, json]) => {
  const raw = json as PigmentLevel;
  return { ...raw, holes: raw.holes ?? [], stains: raw.stains ?? [], replays: raw.replays ?? [] } as PigmentLevel;
});
const generated = SPECS.map(([seed, width, height, marks, walk, holes, stains]) => {
  const opts: GenerateOptions = { width, height, marks, walk, holes, stains };
  return generatePigmentBoard(seed, opts).level;
});

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Wall-clock and CPU milliseconds (medians): on a shared machine the CPU figure is the steadier one. */
function timed(level: PigmentLevel): { r: PigmentSearchResult; ms: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  let r = solvePigment(level, { linesCap: 1 });
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    r = solvePigment({ ...level }, { linesCap: 1 }); // a fresh copy: no cached relaxation tables
    const c = process.cpuUsage(c0);
    wall.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { r, ms: median(wall), cpu: median(cpu) };
}

function compareNaive(level: PigmentLevel, ours: PigmentSearchResult) {
  const t0 = performance.now();
  const naive = solveNaive(level, NAIVE_BUDGET);
  const ms = performance.now() - t0;
  if (!naive.aborted) return { naive, ms, depth: ours.shortest, ratio: naive.states / ours.states, at: '' };
  // the naive search ran out of budget: compare both on the layers it finished
  const depth = naive.completedDepth;
  // the best-first search may store no state at all here: its heuristic alone proves "no win within depth"
  const oursThere = Math.max(1, solvePigment(level, { maxMoves: depth, linesCap: 0 }).states);
  return { naive, ms, depth, ratio: naive.statesAtCompletedDepth / oursThere, at: ` @≤${depth}` };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows: string[][] = [];
let worstMs = 0;
let allExhaustive = true;
let minRatio3 = Number.POSITIVE_INFINITY;
let totalStates = 0;
let totalMs = 0;
for (const level of authored) solvePigment(level); // warm-up
for (const level of [...authored, ...generated]) {
  const { r, ms, cpu } = timed(level);
  const cmp = compareNaive(level, r);
  worstMs = Math.max(worstMs, ms);
  totalStates += r.states;
  totalMs += ms;
  allExhaustive &&= r.exhaustive && !r.aborted && r.solvable;
  if (level.marks.length >= 3) minRatio3 = Math.min(minRatio3, cmp.ratio);
  if (cmp.naive.shortest !== null && cmp.naive.shortest !== r.shortest)
    throw new Error(`${level.id}: naive shortest ${cmp.naive.shortest} ≠ ${r.shortest}`);
  rows.push([
    level.id,
    `${level.width}×${level.height}`,
    String(level.marks.length),
    String(level.holes.length),
    String(r.shortest),
    fmt(r.optimalCount ?? NaN),
    fmt(r.states),
    fmt(ms, 2),
    fmt(cpu, 1),
    fmt((r.states / Math.max(ms, 0.01)) * 1000),
    `${fmt(cmp.naive.aborted ? cmp.naive.statesAtCompletedDepth : cmp.naive.states)}${cmp.naive.aborted ? ` (≤${cmp.depth})` : ''}`,
    fmt(cmp.ms, 0),
    `${fmt(cmp.ratio, 1)}×${cmp.at}`,
  ]);
}

const header = [
  'board',
  'size',
  'marks',
  'holes',
  'shortest',
  'optimal',
  'states',
  'ms',
  'cpu ms',
  'states/s',
  'naive states',
  'naive ms',
  'naive/ours',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r: string[]) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(
  `Pigment solver: ${authored.length} authored + ${generated.length} generated boards, median of ${RUNS} runs; naive budget ${fmt(NAIVE_BUDGET)} states`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log('');
console.log(
  `total ${fmt(totalStates)} states in ${fmt(totalMs, 1)} ms (${fmt((totalStates / totalMs) * 1000)} states/s); slowest board ${fmt(worstMs, 1)} ms`,
);
console.log(`every board solved exhaustively under 1 s: ${allExhaustive && worstMs < 1000 ? 'yes' : 'NO'}`);
console.log(
  `fewest-states ratio vs naive on boards with 3+ marks: ${fmt(minRatio3, 1)}× (target ≥ 10×: ${minRatio3 >= 10 ? 'yes' : 'NO'})`,
);
console.log(
  '(naive states "(≤d)" and ratio "@≤d": the naive search hit its budget, so both searches are compared on the layers 0…d it finished;\n' +
    ' where solvePigment needs no state to prove "no win within d" (its heuristic bound at the start exceeds d), it counts as 1)',
);
