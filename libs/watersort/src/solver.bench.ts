/**
 * Water Sort benchmark: `npm run bench:watersort`. Per class of issue #15 (12/14/16 colours with two
 * empty tubes; 9 and 12 with one, solvable and unsolvable) ours vs a baseline on the same seeded
 * boards, interleaved in one run: the optimal solver vs a plain BFS, the fast solver vs a plain DFS.
 * Then solver ms per board (6 and 9 colours), generation ms per level, fast/optimal pour ratios.
 * `BENCH_CLASS_BOARDS` (default 40) boards per class; `BENCH_ONLY=classes` skips the rest.
 */
import { defaultCurve, levelCount } from './curve';
import { generateLevel, shuffledBoard } from './generate';
import { createRng, hashText } from '@levelbench/random';
import { CAPACITY, isCompleteTube } from './rules';
import { solveFast } from './solve-fast';
import { benchClasses, bestTimes } from './bench-sets';
import { solveOptimal } from './solve-optimal';
import { baselineBfs, baselineDfs } from './testing/solver-baseline';
import type { Board } from './types';

// the lib compiles without Node or DOM typings; the bench runs under Node (tsx)
declare const process: { env: Record<string, string | undefined>; stdout: { write(text: string): void } };
declare const performance: { now(): number };

const BOARDS = Number(process.env['BENCH_BOARDS'] ?? 300);

function boards(colors: number, count: number): Board[] {
  const rng = createRng(hashText(`bench:${colors}`));
  const out: Board[] = [];
  while (out.length < count) {
    const b = shuffledBoard(colors, rng);
    if (!b.tubes.some((t) => isCompleteTube(t, CAPACITY))) out.push(b);
  }
  return out;
}

function stats(ms: number[]): { median: number; p95: number; max: number; mean: number } {
  const s = ms.slice().sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1], mean: s.reduce((a, b) => a + b, 0) / s.length };
}

const REPEAT = Number(process.env['BENCH_REPEAT'] ?? 3);

const timeEach = <T>(items: readonly T[], fn: (item: T) => void) => bestTimes(items, fn, REPEAT);

const f = (n: number) => n.toFixed(3).padStart(9);
const rows: string[] = [];
const row = (name: string, ms: number[], extra = '') => {
  const s = stats(ms);
  rows.push(`${name.padEnd(30)}${f(s.median)}${f(s.p95)}${f(s.max)}${f(s.mean)}  ${extra}`);
};

const CLASS_BOARDS = Number(process.env['BENCH_CLASS_BOARDS'] ?? 40);
const ONLY_CLASSES = process.env['BENCH_ONLY'] === 'classes';
const median = (ms: number[]) => stats(ms).median;
const classRows: string[] = [];
for (const cls of benchClasses(CLASS_BOARDS)) {
  const b = cls.boards as Board[];
  timeEach(b.slice(0, 5), (x) => (solveFast(x), solveOptimal(x))); // warm-up
  // interleaved: each solver runs on the whole class, twice, alternating; the best time per board is kept
  const best = (a: number[], c: number[]) => a.map((v, i) => Math.min(v, c[i]));
  const solvers: ((x: Board) => unknown)[] = [solveOptimal, baselineBfs, solveFast, baselineDfs];
  const timeSolver = (k: number) => timeEach(b, (x) => solvers[k](x));
  const firstPass = solvers.map((_, k) => timeSolver(k));
  const [opt, bfs, fast, dfs] = firstPass.map((ms, k) => best(ms, timeSolver(k)));
  let agree = 0;
  for (const x of b) {
    const o = solveOptimal(x);
    const r = baselineBfs(x);
    const f = solveFast(x);
    if (o.status === r.status && o.optimal === r.pours && (f.status === 'solved') === (o.status === 'solved')) agree++;
  }
  const ratio = (a: number[], c: number[]) => (median(a) / median(c)).toFixed(2).padStart(7);
  classRows.push(
    `${cls.name.padEnd(34)}${f(median(opt))}${f(median(bfs))}${ratio(opt, bfs)}${f(median(fast))}${f(median(dfs))}${ratio(fast, dfs)}  agree ${agree}/${b.length}`,
  );
}
process.stdout.write(
  `Water Sort solver classes: ${CLASS_BOARDS} seeded boards a class, median ms per board (best of ${REPEAT} runs, twice interleaved)\n`,
);
process.stdout.write(
  `${'class'.padEnd(34)}${'optimal'.padStart(9)}${'BFS'.padStart(9)}${'ratio'.padStart(7)}${'fast'.padStart(9)}${'DFS'.padStart(9)}${'ratio'.padStart(7)}  (agree: same status, optimal = BFS length)\n`,
);
process.stdout.write(classRows.join('\n') + '\n\n');

for (const colors of ONLY_CLASSES ? [] : [6, 9]) {
  const set = boards(colors, BOARDS);
  timeEach(set.slice(0, 30), (b) => (solveFast(b), solveOptimal(b))); // warm-up
  const fastLen: number[] = [];
  const optLen: number[] = [];
  const statuses = new Map<string, number>();
  const fastNodes: number[] = [];
  const optNodes: number[] = [];
  for (const b of set) {
    const r = solveFast(b);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    fastLen.push(r.status === 'solved' ? r.moves.length : NaN);
    fastNodes.push(r.nodes);
    const o = solveOptimal(b);
    optLen.push(o.optimal ?? NaN);
    optNodes.push(o.nodes);
  }
  const fastMs = timeEach(set, (b) => solveFast(b));
  const optMs = timeEach(set, (b) => solveOptimal(b));
  const ratios = fastLen.map((l, i) => l / optLen[i]).filter((x) => Number.isFinite(x));
  const meanRatio = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  row(
    `fast solver, ${colors} colours`,
    fastMs,
    `${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')}, max nodes ${Math.max(...fastNodes)}`,
  );
  row(`optimal solver, ${colors} colours`, optMs, `max nodes ${Math.max(...optNodes)}`);
  rows.push(
    `${''.padEnd(30)}fast/optimal pours: mean ${meanRatio.toFixed(3)}, max ${Math.max(...ratios).toFixed(3)} over ${ratios.length} solved boards`,
  );
}

if (!ONLY_CLASSES) generationAndSolvers();

/** The older part of the bench: whole-curve generation and 6/9-colour solver times. */
function generationAndSolvers(): void {
  const total = levelCount(defaultCurve);
  generateLevel(defaultCurve, 1); // warm-up
  const start = performance.now();
  const levels = Array.from({ length: total }, (_, i) => generateLevel(defaultCurve, i + 1));
  const onePass = performance.now() - start;
  const genMs = timeEach(levels, (g) => generateLevel(defaultCurve, g.level));
  const levelOptMs = timeEach(levels, (g) => solveOptimal(g.board));
  row(`generate level (all ${total})`, genMs, `one pass over all levels: ${onePass.toFixed(0)} ms`);
  row(`optimal solver, the ${total} levels`, levelOptMs);

  process.stdout.write(
    `Water Sort bench: ${BOARDS} shuffled boards per colour count (no complete tube), ms per board = best of ${REPEAT} runs\n`,
  );
  process.stdout.write(
    `${'case'.padEnd(30)}${'median'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}${'mean'.padStart(9)}\n`,
  );
  process.stdout.write(rows.join('\n') + '\n');
}
