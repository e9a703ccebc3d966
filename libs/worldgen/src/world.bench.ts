/** Benchmark: ms per cube (median, p95), tries per cube, one whole world to depth 20, peak memory. `npm run bench:worldgen` */
import { checkFacePair, checkWorld, createWorld, facePairSpecs } from './index';

const WORLDS = Number(process.env['WORLDGEN_BENCH_WORLDS'] ?? 8);
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const fmt = (v: number, k = 2) => v.toFixed(k);

let peakRss = 0,
  peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};

// warm-up so the JIT has seen every stage
checkWorld(1000);

const cubeMs: number[] = [];
const tries: number[] = [];
const worldMs: number[] = [];
const worldCpu: number[] = [];
for (let s = 1; s <= WORLDS; s++) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = checkWorld(s, undefined, { now: () => performance.now() });
  worldMs.push(performance.now() - t0);
  worldCpu.push(process.cpuUsage(cpu0).user / 1000);
  if (!r.walkable) console.error(`world ${s} is not walkable: ${r.failures[0]}`);
  for (const c of r.cubeStats) {
    cubeMs.push(c.ms);
    tries.push(c.tries);
  }
  sample();
}

// a world built in one go, every room and every neighbour cube (the UI's worst case)
const full0 = performance.now();
const w = createWorld(4242);
let built = 0;
for (let d = 0; d <= 20; d++)
  for (const c of w.map(d).cubes) {
    w.cube(d, c.x, c.y);
    built++;
  }
const fullMs = performance.now() - full0;
sample();

const p0 = performance.now();
const pairs = facePairSpecs(100, 1);
const mismatches = pairs.reduce((n, p) => n + checkFacePair(p).mismatches.length, 0);
const pairMs = (performance.now() - p0) / pairs.length;
sample();

cubeMs.sort((a, b) => a - b);
worldMs.sort((a, b) => a - b);
worldCpu.sort((a, b) => a - b);
const lines = [
  `worldgen bench: ${WORLDS} worlds, ${cubeMs.length} room cubes`,
  `cube ms: median ${fmt(cubeMs[Math.floor(cubeMs.length / 2)])}, p95 ${fmt(pct(cubeMs, 0.95))}, max ${fmt(cubeMs[cubeMs.length - 1])}`,
  `tries per cube: mean ${fmt(tries.reduce((a, b) => a + b, 0) / tries.length, 3)} (seed ~1.07), max ${Math.max(...tries)}`,
  `world to depth 20 (rooms, walk checked): median ${fmt(worldMs[worldMs.length >> 1], 0)} ms wall, ${fmt(worldCpu[worldCpu.length >> 1], 0)} ms cpu`,
  `whole world incl. neighbour cubes: ${built} cubes in ${fmt(fullMs, 0)} ms`,
  `face pair check: ${fmt(pairMs)} ms per pair, ${mismatches} mismatches`,
  `peak memory: rss ${fmt(peakRss / 2 ** 20, 0)} MiB, heap ${fmt(peakHeap / 2 ** 20, 0)} MiB`,
];
process.stdout.write(lines.join('\n') + '\n');
