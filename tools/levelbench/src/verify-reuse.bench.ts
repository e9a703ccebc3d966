/**
 * `npm run bench:reuse`: what a pull request that changes one Pigment level costs with incremental
 * verify, side by side with a full run in the same process tree (interleaved rounds, so machine load
 * hits both alike). Target: `verify --reuse` within 10% of the full run's wall time.
 *
 * Each round: a full `verify` of a copy of levels/ (the baseline), then one level's limit is changed
 * and `verify --reuse <that report>` runs (face pairs planned again), and `verify --reuse … --cache`
 * (face pairs from the cache too). ROUNDS (default 2) and VERIFY_ARGS (default: every check with
 * the default 64 worlds and 400 pairs) change the run.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = process.cwd();
const ROUNDS = Number(process.env['ROUNDS'] ?? 2);
const EXTRA = (process.env['VERIFY_ARGS'] ?? '').split(' ').filter(Boolean);
const cli = join(root, 'dist/node/levelbench.cjs');
const tmp = mkdtempSync(join(tmpdir(), 'bench-reuse-'));

function verify(args: string[]): { ms: number; stderr: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [cli, 'verify', '--levels', join(tmp, 'levels'), ...EXTRA, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const ms = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`verify exited ${r.status}: ${r.stderr}`);
  return { ms, stderr: r.stderr };
}

const times: Record<string, number[]> = { full: [], reuse: [], 'reuse + cache': [] };
let reusedLine = '';
try {
  for (let round = 0; round < ROUNDS; round++) {
    rmSync(join(tmp, 'levels'), { recursive: true, force: true });
    cpSync(join(root, 'levels'), join(tmp, 'levels'), { recursive: true });
    const cache = join(tmp, `cache-${round}`);
    times['full'].push(verify(['--out', join(tmp, `full-${round}`), '--cache', cache]).ms);
    const file = join(tmp, 'levels', 'pigment', 'return.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"limit": 5', '"limit": 6'));
    const reuse = verify(['--out', join(tmp, `reuse-${round}`), '--reuse', join(tmp, `full-${round}`)]);
    times['reuse'].push(reuse.ms);
    reusedLine = /verify: (\d+ of \d+ items reused)/.exec(reuse.stderr)?.[1] ?? 'no reuse line';
    times['reuse + cache'].push(
      verify(['--out', join(tmp, `cached-${round}`), '--reuse', join(tmp, `full-${round}`), '--cache', cache]).ms,
    );
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const full = median(times['full']);
console.log(
  `verify after one changed Pigment level, ${ROUNDS} interleaved rounds (median wall time; ${reusedLine}; args: ${EXTRA.join(' ') || 'defaults'})`,
);
for (const [name, xs] of Object.entries(times)) {
  const m = median(xs);
  console.log(
    `  ${name.padEnd(14)} ${(m / 1000).toFixed(2).padStart(7)} s   ${((100 * m) / full).toFixed(1).padStart(5)}% of full`,
  );
}
