/**
 * The Pigment level list's metrics (`npm run bench:list`): the bundled server on loopback over a copy of
 * `levels/` without its analysis cache, then the list's own requests — GET the list, and per level GET
 * the file and POST /api/pigment/solve {level}, up to 6 levels at once as the workbench sends them — timed
 * three times: the first load (every analysis computed), the next (the in-memory content-hash cache),
 * and the first load after a restart of the server (the cache on disk, levels/.cache). Prints all three
 * and their ratios; exits 1 when the next or the after-restart load is over BENCH_LIST_MS (default 1000).
 */
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerBundle, stopServerBundle } from './bundle-server.testing';
import { repoRoot } from './repo-root';

const root = repoRoot(__dirname);
const LIMIT_MS = Number(process.env['BENCH_LIST_MS'] ?? 1000);

const startServer = (levels: string) => startServerBundle(['--levels', levels]);

/** One load of the list's metrics; returns the wall time and how many answers came from the cache. */
async function loadList(url: string): Promise<{ ms: number; levels: number; hits: number; metrics: number }> {
  const t0 = performance.now();
  const rows = (await (await fetch(`${url}/api/levels/pigment`)).json()) as { id: string; etag: string | null }[];
  let hits = 0;
  let metrics = 0;
  const levels = rows.filter((r) => r.etag !== null);
  const queue = [...levels];
  const check = async (row: { id: string }) => {
    const level = await (await fetch(`${url}/api/levels/pigment/${row.id}`)).json();
    const r = await fetch(`${url}/api/pigment/solve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level }),
    });
    if (!r.ok) throw new Error(`solve of ${row.id}: ${r.status} ${await r.text()}`);
    const body = (await r.json()) as { metrics?: unknown };
    if (body.metrics) metrics++;
    if (r.headers.get('x-levelbench-cache') === 'hit') hits++;
  };
  // the workbench's PigmentLevelsStore reads and checks up to CHECKS_AT_ONCE (6) levels side by side
  const runner = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await check(row);
  };
  await Promise.all(Array.from({ length: 6 }, runner));
  return { ms: performance.now() - t0, levels: levels.length, hits, metrics };
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(join(tmpdir(), 'levelbench-bench-list-'));
  const levels = join(dir, 'levels');
  await fs.cp(join(root, 'levels'), levels, { recursive: true });
  await fs.rm(join(levels, '.cache'), { recursive: true, force: true });
  try {
    let server = await startServer(levels);
    const cold = await loadList(server.url);
    const warm = await loadList(server.url);
    await stopServerBundle(server.child);
    server = await startServer(levels);
    const restarted = await loadList(server.url);
    await stopServerBundle(server.child);
    const fmt = (x: typeof cold) =>
      `${x.ms.toFixed(0)} ms for ${x.levels} levels (${x.metrics} with metrics, ${x.hits} from the cache)`;
    console.log(`level list metrics, first load (uncached):  ${fmt(cold)}`);
    console.log(`level list metrics, next load (memory):     ${fmt(warm)}`);
    console.log(`level list metrics, after a restart (disk): ${fmt(restarted)}`);
    console.log(
      `ratios: first / next ${(cold.ms / warm.ms).toFixed(1)}×, first / after restart ${(cold.ms / restarted.ms).toFixed(1)}×; target ≤ ${LIMIT_MS} ms`,
    );
    const bad = (x: typeof cold) => x.ms > LIMIT_MS || x.hits !== x.levels;
    if (bad(warm) || bad(restarted)) process.exitCode = 1;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
