/**
 * The heavy-burst scenario of `npm run bench:server`: many heavy solves at once against a server
 * with a bounded pool queue, while /api/health is polled. Prints the answers by status (200 ran,
 * 503 refused at once with Retry-After), p95 of /api/health during the burst, and the server's RSS
 * at its peak and 20 s after the burst. Env: BENCH_BURST (requests, default 32), BENCH_IDLE_SECONDS (20).
 */

/** A 7×7 board with four marks: a few seconds of solving and metrics each (shortest line 30). */
const HEAVY_PIGMENT = {
  id: 'burst',
  name: 'Burst',
  width: 7,
  height: 7,
  start: [0, 0],
  marks: [
    { at: [6, 6], color: 'green' },
    { at: [3, 2], color: 'orange' },
    { at: [1, 5], color: 'red' },
    { at: [5, 1], color: 'yellow' },
  ],
  limit: 30,
};

/** The server's resident set in MiB (Linux /proc), or null elsewhere. */
async function rssMiB(pid: number): Promise<number | null> {
  const { readFile } = await import('node:fs/promises');
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const r1 = (v: number) => Math.round(v * 10) / 10;

/** POSTs `body` as JSON and reads the whole answer (so its time counts), giving up after `timeoutMs`. */
export async function postDrained(url: string, body: unknown, timeoutMs: number): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  await res.arrayBuffer();
  return res;
}

/** What the burst printed, for the caller's exit code. */
export interface BurstResult {
  readonly statuses: Record<string, number>;
  readonly healthP95Ms: number;
  readonly healthMaxMs: number;
  readonly rssPeakMiB: number | null;
  readonly rssAfterMiB: number | null;
  readonly failed: boolean;
}

/** Runs the burst against a running server (`pid` for its RSS). */
export async function heavyBurst(url: string, pid: number): Promise<BurstResult> {
  const count = Number(process.env['BENCH_BURST'] ?? 32);
  const idleSeconds = Number(process.env['BENCH_IDLE_SECONDS'] ?? 20);
  const level100 = (await (
    await fetch(`${url}/api/watersort/level`, {
      method: 'POST',
      body: JSON.stringify({ level: 100 }),
      headers: { 'content-type': 'application/json' },
    })
  ).json()) as { board: unknown };
  // three heavy Pigment solves to one optimal Water Sort solve of the hardest curve level
  const requests = Array.from({ length: count }, (_, i) =>
    i % 4 === 3
      ? { path: '/api/watersort/solve', body: { board: level100.board, optimal: true } }
      : { path: '/api/pigment/solve', body: { level: HEAVY_PIGMENT } },
  );
  const statuses: Record<string, number> = {};
  let peak: number | null = null;
  let bursting = true;
  const health: number[] = [];
  const poll = (async () => {
    while (bursting) {
      const s = performance.now();
      const r = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
      await r?.arrayBuffer();
      health.push(performance.now() - s);
      const rss = await rssMiB(pid);
      if (rss !== null) peak = Math.max(peak ?? 0, rss);
      await new Promise((ok) => setTimeout(ok, 100));
    }
  })();
  const t0 = performance.now();
  await Promise.all(
    requests.map(async (r) => {
      try {
        const res = await postDrained(url + r.path, r.body, 120_000);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      } catch (e) {
        statuses[(e as Error).name] = (statuses[(e as Error).name] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  bursting = false;
  await poll;
  await new Promise((ok) => setTimeout(ok, idleSeconds * 1000));
  const after = await rssMiB(pid);
  health.sort((a, b) => a - b);
  const result: BurstResult = {
    statuses,
    healthP95Ms: r1(pct(health, 0.95)),
    healthMaxMs: r1(health.at(-1) ?? 0),
    rssPeakMiB: peak,
    rssAfterMiB: after,
    // a 500 or a dropped connection is a failure; 503 (queue full) and 504 (backstop) are answers
    failed: Object.keys(statuses).some((s) => !/^(200|503|504)$/.test(s)),
  };
  process.stdout.write(
    `${JSON.stringify({ bench: 'server-burst', requests: count, seconds: r1(seconds), ...result })}\n`,
  );
  const counts = Object.entries(statuses)
    .map(([s, n]) => `${s} ×${n}`)
    .join(', ');
  process.stdout.write(
    `server burst: ${count} heavy solves at once in ${r1(seconds)} s: ${counts}; /api/health p95 ${result.healthP95Ms} ms (max ${result.healthMaxMs} ms, ${health.length} polls); RSS peak ${peak ?? '?'} MiB, ${after ?? '?'} MiB ${idleSeconds} s after\n`,
  );
  return result;
}
