import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { analysePigment } from '@levelbench/pigment';
import type { TaskMap } from '@levelbench/tasks';
import type { TaskPool } from './app';
import { defaultGames } from './default-games';
import { eventually } from './jobs.testing';
import { repoRoot } from './main';
import { startTestServer, type TestServer } from './testing';

/**
 * A stand-in pool whose `pigment.analyse` runs until the test releases it (or its signal aborts), so
 * the test decides when each requester disconnects relative to the shared run.
 */
function gatedPool() {
  const runs: { signal: AbortSignal; release: () => void }[] = [];
  const pool = {
    size: 1,
    run: (tag: string, input: TaskMap['pigment.analyse']['in'], opts: { signal?: AbortSignal } = {}) =>
      new Promise((resolve, reject) => {
        if (tag !== 'pigment.analyse') return reject(new Error(`unexpected task ${tag}`));
        const signal = opts.signal as AbortSignal;
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        runs.push({ signal, release: () => resolve(analysePigment(input.level, input.options)) });
      }),
  };
  return { pool: pool as unknown as TaskPool, runs };
}

describe('POST /api/pigment/solve: one shared analysis for identical concurrent requests', () => {
  let s: TestServer;
  let gate: ReturnType<typeof gatedPool>;
  let level: unknown;

  beforeAll(async () => {
    gate = gatedPool();
    s = await startTestServer({ games: defaultGames(), pool: gate.pool });
    level = JSON.parse(await fs.readFile(join(repoRoot(), 'levels/pigment/return.json'), 'utf8'));
  }, 60_000);
  afterAll(async () => {
    // the sockets of the requests aborted in the second test stay counted by node's server (not idle), and
    // `close` would wait for them; the real server ends them after its shutdown grace (main.ts)
    s.app.server.closeAllConnections();
    await s.close();
  });

  const solve = (body: unknown, signal?: AbortSignal) =>
    fetch(`${s.url}/api/pigment/solve`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      signal,
    });

  it('answers the other requesters when the FIRST one disconnects, and keeps the run going', async () => {
    const body = { level, lines: 7 };
    const first = new AbortController();
    const a = solve(body, first.signal).catch((e: Error) => e);
    await eventually(() => gate.runs.length === 1);
    const b = solve(body);
    const c = solve(body);
    await new Promise((r) => setTimeout(r, 100)); // b and c have joined the run
    expect(gate.runs).toHaveLength(1);
    first.abort();
    expect(String(await a)).toMatch(/abort/i);
    await new Promise((r) => setTimeout(r, 200)); // the server has seen the first client's close
    expect(gate.runs[0].signal.aborted).toBe(false);
    gate.runs[0].release();
    const [rb, rc] = await Promise.all([b, c]);
    expect([rb.status, rc.status]).toEqual([200, 200]);
    expect(((await rb.json()) as { id: string }).id).toBe('return');
    expect(rb.headers.get('x-levelbench-cache')).toBe('miss');
    expect(gate.runs).toHaveLength(1);
    // the result is kept: the next ask is a hit and runs nothing
    const again = await solve(body);
    expect([again.status, again.headers.get('x-levelbench-cache'), gate.runs.length]).toEqual([200, 'hit', 1]);
  });

  it('aborts the shared run only when every requester is gone; the next ask starts a fresh one', async () => {
    const body = { level, lines: 8 };
    const clients = [new AbortController(), new AbortController()];
    const before = gate.runs.length;
    const asks = clients.map((c) => solve(body, c.signal).catch((e: Error) => e));
    await eventually(() => gate.runs.length === before + 1);
    await new Promise((r) => setTimeout(r, 100));
    const run = gate.runs[before];
    clients[0].abort();
    await new Promise((r) => setTimeout(r, 200));
    expect(run.signal.aborted).toBe(false); // one requester still waits
    clients[1].abort();
    await Promise.all(asks);
    await eventually(() => run.signal.aborted);
    const next = solve(body);
    await eventually(() => gate.runs.length === before + 2);
    gate.runs[before + 1].release();
    expect((await next).status).toBe(200);
  });
});
