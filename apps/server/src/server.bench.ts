/**
 * Load check of the workbench server (`npm run bench:server`): the bundled server on loopback,
 * many concurrent solve requests, bounded in count and time; prints p50/p95 latency and errors,
 * exits 1 on any error. Env: BENCH_REQUESTS (default 240), BENCH_CONCURRENCY (16), BENCH_SECONDS (120).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServerBundle } from './bundle-server.testing';
import { repoRoot } from './repo-root';
import { heavyBurst, postDrained } from './burst.bench-scenario';

const root = repoRoot(__dirname);
const REQUESTS = Number(process.env['BENCH_REQUESTS'] ?? 240);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 16);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 120);

interface Request {
  readonly name: string;
  readonly path: string;
  readonly body: unknown;
}

/** The request mix: every committed Pigment level, plus Water Sort levels and hints. */
function workload(): Request[] {
  const dir = join(root, 'levels/pigment');
  const levels = readdirSync(dir)
    .filter((f) => /^[a-z0-9-]+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string });
  const mix: Request[] = levels.map((level) => ({
    name: `pigment/${level.id}`,
    path: '/api/pigment/solve',
    body: { level },
  }));
  for (const n of [1, 10, 30])
    mix.push({ name: `watersort/level-${n}`, path: '/api/watersort/level', body: { level: n } });
  mix.push({
    name: 'watersort/hint',
    path: '/api/watersort/hint',
    body: { board: { capacity: 4, tubes: [['red', 'blue', 'red', 'blue'], ['blue', 'red', 'blue', 'red'], [], []] } },
  });
  return mix;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const r1 = (v: number) => Math.round(v * 10) / 10;

async function main(): Promise<number> {
  const { child, url } = await startServerBundle();
  const mix = workload();
  const deadline = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  const errors: string[] = [];
  try {
    // warm-up: one of each, so worker start-up and JIT are not in the numbers
    for (const r of mix)
      await fetch(url + r.path, {
        method: 'POST',
        body: JSON.stringify(r.body),
        headers: { 'content-type': 'application/json' },
      }).then((x) => x.arrayBuffer());
    let next = 0;
    let retried = 0;
    const t0 = performance.now();
    const client = async () => {
      while (next < REQUESTS && Date.now() < deadline) {
        const r = mix[next++ % mix.length];
        const s = performance.now();
        try {
          // a well-behaved client: a 503 with Retry-After (the pool's queue is full) is retried after
          // that wait, and its latency counts the wait
          for (let attempt = 0; ; attempt++) {
            const res = await postDrained(url + r.path, r.body, 60_000);
            const wait = Number(res.headers.get('retry-after'));
            if (res.status === 503 && wait > 0 && attempt < 10 && Date.now() < deadline) {
              retried++;
              await new Promise((ok) => setTimeout(ok, wait * 1000));
              continue;
            }
            if (res.status !== 200) errors.push(`${r.name}: HTTP ${res.status}`);
            break;
          }
        } catch (e) {
          errors.push(`${r.name}: ${(e as Error).message}`);
        }
        latencies.push(performance.now() - s);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const health = (await (await fetch(`${url}/api/health`)).json()) as { workers: number };
    const line = {
      bench: 'server',
      requests: latencies.length,
      concurrency: CONCURRENCY,
      workers: health.workers,
      errors: errors.length,
      retried503: retried,
      seconds: r1(seconds),
      rps: r1(latencies.length / seconds),
      p50Ms: r1(pct(latencies, 0.5)),
      p95Ms: r1(pct(latencies, 0.95)),
      maxMs: r1(latencies.at(-1) ?? 0),
      timedOut: latencies.length < REQUESTS,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
    process.stdout.write(
      `server: ${line.requests} requests (${mix.length}-request mix), ${CONCURRENCY} concurrent, ${line.workers} workers: p50 ${line.p50Ms} ms, p95 ${line.p95Ms} ms, max ${line.maxMs} ms, ${line.rps} req/s, ${line.errors} errors, ${retried} retries after 503\n`,
    );
    for (const e of errors.slice(0, 10)) process.stderr.write(`  ${e}\n`);
    const burst = process.env['BENCH_BURST'] === '0' ? null : await heavyBurst(url, child.pid ?? 0);
    return errors.length === 0 && !line.timedOut && !burst?.failed ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
  }
}

main().then(
  (code) => (process.exitCode = code),
  (e: Error) => {
    process.stderr.write(`bench:server: ${e.message}\n`);
    process.exitCode = 1;
  },
);
