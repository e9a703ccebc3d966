/** Test helpers for jobs: a ticking job kind, requests as one client or another (distinct session cookies). */
import { Observable } from 'rxjs';
import { CLIENT_COOKIE } from './identity';
import type { JobRunEvent, Summary } from '@levelbench/contracts';
import type { JobKind } from './routes/jobs';

/** A job that emits `n` progress events `ms` apart, then its result; it stops when its signal aborts. */
export function ticking(n: number, ms: number): (signal: AbortSignal) => Observable<JobRunEvent> {
  return (signal) =>
    new Observable<JobRunEvent>((sub) => {
      let done = 0;
      const t = setInterval(() => {
        done++;
        sub.next({ type: 'progress', done, total: n, current: null, failures: 0, checks: {} });
        if (done === n) {
          // a stand-in summary: the manager passes results through untouched
          const summary = { passed: true, items: n } as unknown as Summary;
          sub.next({ type: 'done', reportId: 'tick', reportDir: 'tick', summary });
          sub.complete();
        }
      }, ms);
      signal.addEventListener('abort', () => sub.error(signal.reason));
      return () => clearInterval(t);
    });
}

/** `tick` jobs: `{n, ms?}` progress events; `quiet` jobs emit nothing until cancelled. */
export const TEST_KINDS: Record<string, JobKind> = {
  tick: {
    prepare: (o) => {
      const { n, ms } = o as { n?: unknown; ms?: unknown };
      return typeof n === 'number' && Number.isInteger(n) && n > 0
        ? { ok: true, run: ticking(n, typeof ms === 'number' ? ms : 10) }
        : { ok: false, errors: [{ file: 'options', path: '/n', message: 'must be a positive integer' }] };
    },
  },
  quiet: {
    prepare: () => ({
      ok: true,
      run: (signal) =>
        new Observable<JobRunEvent>((sub) => {
          signal.addEventListener('abort', () => sub.error(signal.reason));
        }),
    }),
  },
};

/** Request headers of one browser session: its own `levelbench-client` cookie. */
export function asClient(name: string, headers: Record<string, string> = {}): Record<string, string> {
  return { cookie: `${CLIENT_COOKIE}=${`client-${name}`.padEnd(12, 'x')}`, ...headers };
}

/** A client's handle on a test server's job API. */
export function jobClient(url: string, name: string) {
  const json = async (r: Response) => ({
    status: r.status,
    headers: r.headers,
    body: (await r.json()) as Record<string, unknown>,
  });
  return {
    headers: asClient(name),
    start: async (kind: string, options: unknown = {}) =>
      json(
        await fetch(`${url}/api/jobs`, {
          method: 'POST',
          body: JSON.stringify({ kind, options }),
          headers: asClient(name, { 'content-type': 'application/json' }),
        }),
      ),
    get: async (id: string) => json(await fetch(`${url}/api/jobs/${id}`, { headers: asClient(name) })),
    cancel: async (id: string) =>
      json(await fetch(`${url}/api/jobs/${id}`, { method: 'DELETE', headers: asClient(name) })),
  };
}

/** Polls `check` every 20 ms until it returns true, failing after `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > ms) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
