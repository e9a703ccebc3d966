/**
 * `npm run bench:cli`: start-up cost of a one-board CLI call, side by side with bare `node -e 0` in the same
 * run (interleaved, so machine load hits both alike). Target: the CLI within 60 ms of bare node.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** CPU seconds (user + system) of this process's waited-for children, from /proc (Linux; null elsewhere). */
function childCpuMs(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10; // cutime + cstime in clock ticks of 10 ms
  } catch {
    return null;
  }
}

const root = process.cwd();
const ROUNDS = Number(process.env['ROUNDS'] ?? 40);
/** The measured command line: one authored board, solved, as JSON. */
const SOLVE = ['pigment', 'solve', join(root, 'levels/pigment/return.json'), '--json'];
const cases: Record<string, string[]> = {
  'node -e 0': ['-e', '0'],
  'levelbench.cjs pigment solve return.json --json': [join(root, 'dist/node/levelbench.cjs'), ...SOLVE],
  // the same loading (entry, shared and pigment parts, the level's validator) without the search: what is left
  // between this and the solve is the solve's own work
  'levelbench.cjs pigment play return.json ESENW': [
    join(root, 'dist/node/levelbench.cjs'),
    ...['pigment', 'play', join(root, 'levels/pigment/return.json'), 'ESENW'],
  ],
  'levelbench.cjs --version': [join(root, 'dist/node/levelbench.cjs'), '--version'],
  'bin (tools/scripts/levelbench.mjs) pigment solve': [join(root, 'tools/scripts/levelbench.mjs'), ...SOLVE],
};

// BASELINE_CLI=/path/to/an/older/dist/node/levelbench.cjs adds that build to the same interleaved run (a copy
// of its whole dist/node, e.g. in dist/cli-baseline: the entry loads its parts and validators from beside it)
const baseline = process.env['BASELINE_CLI'];
if (baseline) {
  cases['baseline pigment solve return.json --json'] = [baseline, ...SOLVE];
  cases['baseline pigment play return.json ESENW'] = [
    baseline,
    ...['pigment', 'play', join(root, 'levels/pigment/return.json'), 'ESENW'],
  ];
  cases['baseline --version'] = [baseline, '--version'];
}

const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
const cpu: Record<string, number> = Object.fromEntries(Object.keys(cases).map((k) => [k, 0]));
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, args] of Object.entries(cases)) {
    const c0 = childCpuMs();
    const t0 = performance.now();
    const res = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const ms = performance.now() - t0;
    const c1 = childCpuMs();
    if (res.status !== 0) throw new Error(`${name} exited ${res.status}: ${res.stderr}`);
    if (r > 1) {
      times[name].push(ms); // two warm-up rounds (file cache)
      if (c0 !== null && c1 !== null) cpu[name] += c1 - c0;
    }
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const base = median(times['node -e 0']);
const n = ROUNDS - 2;
const cpuBase = cpu['node -e 0'] / n;
console.log(`CLI start-up, ${n} interleaved rounds: median wall time and mean CPU time (user + system) per run`);
for (const [name, xs] of Object.entries(times)) {
  const m = median(xs);
  const c = cpu[name] / n;
  console.log(
    `  ${name.padEnd(50)} wall ${m.toFixed(1).padStart(6)} ms (+${(m - base).toFixed(1)})   cpu ${c.toFixed(1).padStart(6)} ms (+${(c - cpuBase).toFixed(1)})`,
  );
}
if (baseline) {
  const over = (name: string) => median(times[name]) - base;
  const cpuOver = (name: string) => cpu[name] / n - cpuBase;
  console.log('Against the baseline (+ms over node -e 0, now vs baseline):');
  for (const [now, then] of [
    ['levelbench.cjs pigment solve return.json --json', 'baseline pigment solve return.json --json'],
    ['levelbench.cjs pigment play return.json ESENW', 'baseline pigment play return.json ESENW'],
    ['levelbench.cjs --version', 'baseline --version'],
  ]) {
    const [a, b, c, d] = [over(now), over(then), cpuOver(now), cpuOver(then)];
    console.log(
      `  ${now.padEnd(50)} wall +${a.toFixed(1)} vs +${b.toFixed(1)} (${(a / b).toFixed(2)}×)   cpu +${c.toFixed(1)} vs +${d.toFixed(1)} (${(c / d).toFixed(2)}×)`,
    );
  }
}
