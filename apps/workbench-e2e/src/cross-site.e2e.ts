import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { useWorkbench } from './support';

/** sha256 of every file under `dir`, by relative path: the store's bytes, history included. */
function checksums(dir: string, root = dir, acc: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) checksums(p, root, acc);
    else acc[relative(root, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
  }
  return acc;
}

/** `METHOD status` of every state-changing request in a slice of the server's pino log (info level). */
function writesAnswered(log: string): string[] {
  const methods = new Map<string, string>();
  const answers: string[] = [];
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    const e = JSON.parse(line) as { reqId?: string; req?: { method: string }; res?: { statusCode: number } };
    if (e.reqId && e.req) methods.set(e.reqId, e.req.method);
    const method = e.reqId ? methods.get(e.reqId) : undefined;
    if (e.res && method && !['GET', 'HEAD', 'OPTIONS'].includes(method)) answers.push(`${method} ${e.res.statusCode}`);
  }
  return answers;
}

/**
 * Issue #22 item 1 in a real browser: a page on another origin (a second server on another port, as
 * `127.0.0.1` — same-site — and as `localhost` — cross-site) sends every write a page can send without
 * our cooperation: `no-cors` fetches (body-less, text/plain), CORS fetches that need a preflight (PUT,
 * DELETE, JSON POST) and form submissions. Nothing in the store or its history changes, and every
 * request that reaches the server is answered 403 by the cross-site guard.
 */
test.describe('Cross-site pages cannot change the store (headless Chromium, real server)', () => {
  const wb = useWorkbench({ server: { logLevel: 'info' } });
  let attacker: Server;
  let attackerPort = 0;

  test.beforeAll(async () => {
    attacker = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>another site</title><iframe name="sink"></iframe>');
    });
    await new Promise<void>((r) => attacker.listen(0, '127.0.0.1', r));
    attackerPort = (attacker.address() as AddressInfo).port;
  });
  test.afterAll(() => new Promise((r) => attacker.close(r)));

  /** Every write the page at `origin` can try against the workbench API; resolves once all have settled. */
  async function attack(page: Page, api: string): Promise<void> {
    await page.evaluate(async (api) => {
      const tries: Promise<unknown>[] = [];
      const rename = `${api}/api/levels/pigment/return/rename`;
      const level = `${api}/api/levels/pigment/return`;
      const swallow = (p: Promise<unknown>) => tries.push(p.catch(() => undefined));
      swallow(fetch(rename, { method: 'POST', mode: 'no-cors' }));
      swallow(fetch(rename, { method: 'POST', mode: 'no-cors', body: '{"to":"stolen","name":"Stolen"}' }));
      swallow(fetch(rename, { method: 'POST', mode: 'no-cors', credentials: 'include' }));
      swallow(fetch(`${api}/api/jobs`, { method: 'POST', mode: 'no-cors', body: '{"kind":"verify"}' }));
      // these need a CORS preflight, which the server never grants; no-cors refuses the method outright
      swallow(fetch(level, { method: 'DELETE', headers: { 'if-match': '*' } }));
      swallow(fetch(level, { method: 'DELETE', mode: 'no-cors' }));
      swallow(
        fetch(level, { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json', 'if-match': '*' } }),
      );
      swallow(
        fetch(rename, { method: 'POST', body: '{"to":"stolen"}', headers: { 'content-type': 'application/json' } }),
      );
      await Promise.all(tries);

      // forms: a text/plain one whose body reads as JSON, and a urlencoded one, each into the iframe
      const submit = (enctype: string, fields: Record<string, string>) =>
        new Promise<void>((resolve) => {
          const frame = document.querySelector('iframe') as HTMLIFrameElement;
          frame.addEventListener('load', () => resolve(), { once: true });
          const form = document.createElement('form');
          Object.assign(form, { method: 'POST', action: rename, enctype, target: 'sink' });
          for (const [name, value] of Object.entries(fields)) {
            const input = Object.assign(document.createElement('input'), { type: 'hidden', name, value });
            form.append(input);
          }
          document.body.append(form);
          form.submit();
        });
      await submit('text/plain', { '{"to":"stolen","name":"Stolen","pad":"': '"}' });
      await submit('application/x-www-form-urlencoded', { to: 'stolen', name: 'Stolen' });
    }, api);
  }

  for (const [what, host] of [
    ['127.0.0.1 on another port (Sec-Fetch-Site: same-site)', '127.0.0.1'],
    ['localhost on another port (Sec-Fetch-Site: cross-site)', 'localhost'],
  ] as const) {
    test(`a page on ${what} changes nothing`, async () => {
      const before = checksums(wb.server.levelsDir);
      const history = await (await fetch(`${wb.server.url}/api/history/pigment/return`)).text();
      const page = await wb.browser.context.newPage();
      const logFrom = wb.server.log().length;
      try {
        await page.goto(`http://${host}:${attackerPort}/`);
        await attack(page, wb.server.url);
        const sent = await page.evaluate(() => document.title);
        expect(sent).toBe('another site');
      } finally {
        await page.close();
      }
      expect(checksums(wb.server.levelsDir)).toEqual(before);
      expect(await (await fetch(`${wb.server.url}/api/history/pigment/return`)).text()).toBe(history);
      expect(readdirSync(join(wb.server.levelsDir, 'pigment'))).not.toContain('stolen.json');
      // the no-cors POSTs and both forms reached the server (the browser then hid the answers from the page,
      // by CORP and frame-ancestors): each was refused as cross-site
      const writes = () => writesAnswered(wb.server.log().slice(logFrom));
      await expect.poll(() => writes().length, { message: 'the attacks in the server log' }).toBeGreaterThanOrEqual(6);
      expect(writes().filter((w) => w !== 'POST 403')).toEqual([]);
    });
  }

  test('still lets the workbench itself write and delete (same-origin)', async () => {
    const page = wb.page;
    await page.goto('/pigment');
    const statuses = await page.evaluate(async () => {
      const level = await (await fetch('/api/levels/pigment/return')).json();
      const put = await fetch('/api/levels/pigment/same-origin-copy', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'if-none-match': '*' },
        body: JSON.stringify({ ...level, id: 'same-origin-copy' }),
      });
      // a delete says which version it removes, as the workbench's own does
      const del = await fetch('/api/levels/pigment/same-origin-copy', {
        method: 'DELETE',
        headers: { 'if-match': put.headers.get('etag') ?? '*' },
      });
      return [put.status, del.status];
    });
    expect(statuses).toEqual([201, 204]);
  });
});
