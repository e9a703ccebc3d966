/**
 * The Pigment level list's metrics (`npm run bench:list`): the bundled server on loopback, then the
 * list's own requests — GET the list, and per level GET the file and POST /api/pigment/solve {level},
 * one after another as the workbench sends them — timed twice: the first load after start (every
 * analysis computed) and the next (answered from the content-hash cache). Prints both; exits 1 when the
 * second is over BENCH_LIST_MS (default 1000).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function findRoot(from: string): string {
  for (let d = resolve(from); ; d = dirname(d)) {
    if (existsSync(join(d, 'nx.json'))) return d;
    if (dirname(d) === d) return process.cwd();
  }
}
const root = findRoot(__dirname);
const LIMIT_MS = Number(process.env['BENCH_LIST_MS'] ?? 1000);

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const bundle = join(root, 'dist/node/server.cjs');
  const child = spawn(
    process.execPath,
    [bundle, '--port', '0', '--log-level', 'warn', '--levels', join(root, 'levels')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((ok, fail) => {
    let err = '';
    child.stderr?.on('data', (c: Buffer) => {
      err += c.toString();
      const m = /listening on (http:\/\/\S+?)\/?\n/.exec(err);
      if (m) ok({ child, url: m[1] });
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${err}`)));
  });
}

/** One load of the list's metrics; returns the wall time and how many answers came from the cache. */
async function loadList(url: string): Promise<{ ms: number; levels: number; hits: number; metrics: number }> {
  const t0 = performance.now();
  const rows = (await (await fetch(`${url}/api/levels/pigment`)).json()) as { id: string; etag: string | null }[];
  let hits = 0;
  let metrics = 0;
  const levels = rows.filter((r) => r.etag !== null);
  for (const row of levels) {
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
  }
  return { ms: performance.now() - t0, levels: levels.length, hits, metrics };
}

async function main(): Promise<void> {
  const { child, url } = await startServer();
  try {
    const cold = await loadList(url);
    const warm = await loadList(url);
    const fmt = (x: typeof cold) =>
      `${x.ms.toFixed(0)} ms for ${x.levels} levels (${x.metrics} with metrics, ${x.hits} from the cache)`;
    console.log(`level list metrics, first load: ${fmt(cold)}`);
    console.log(`level list metrics, next load:  ${fmt(warm)}`);
    console.log(`ratio first / next: ${(cold.ms / warm.ms).toFixed(1)}×; target next ≤ ${LIMIT_MS} ms`);
    if (warm.ms > LIMIT_MS || warm.hits !== warm.levels) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
