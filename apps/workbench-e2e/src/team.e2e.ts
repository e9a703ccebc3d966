import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { screenshot, useWorkbench } from './support';

const TOKEN = 'e2e-team-token-0123456789abcdef';

/**
 * Issue #22 item 11 in a real browser: a server in team mode (`--token`). Without the token the
 * workbench is a sign-in page; its form, or the printed link, signs the browser in with an HttpOnly,
 * SameSite=Strict cookie, after which the whole workbench (scripts, workers, API) works. A sign-in link
 * clicked on another site's page also lands signed in, though a Strict cookie never rides a
 * cross-site navigation.
 */
test.describe('Team mode with the real workbench (headless Chromium, real server)', () => {
  const wb = useWorkbench({ server: { args: ['--token', TOKEN] } });
  let other: Server;
  let otherUrl = '';

  test.beforeAll(async () => {
    // another site whose page links to the sign-in link
    other = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>chat</title><a href="${wb.server.url}/pigment/white?token=${TOKEN}">link</a>`);
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    otherUrl = `http://localhost:${(other.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise((r) => other.close(r)));

  test('prints no token of its own (--token given) and refuses the API without one', async () => {
    expect(wb.server.log()).toContain('levelbench-server: open http://127.0.0.1:');
    expect(wb.server.log()).not.toContain(TOKEN);
    expect((await fetch(`${wb.server.url}/api/levels/pigment`)).status).toBe(401);
  });

  test('shows the sign-in page, and its form signs the browser in with a Strict, HttpOnly cookie', async () => {
    const page = wb.page;
    const first = await page.goto('/pigment/return');
    expect(first?.status()).toBe(401);
    await expect(page.getByText('needs your token')).toBeVisible();
    await screenshot(page, 'team-sign-in');
    await page.getByLabel('Token').fill(TOKEN);
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('grid').first()).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/pigment/return');
    expect(page.url()).not.toContain('token');
    const [cookie] = (await wb.browser.context.cookies()).filter((c) => c.name === 'levelbench-session');
    expect([cookie.httpOnly, cookie.sameSite, cookie.path]).toEqual([true, 'Strict', '/']);
    // the page's own API calls carry the cookie
    const status = await page.evaluate(async () => (await fetch('/api/levels/pigment')).status);
    expect(status).toBe(200);
    await wb.browser.context.clearCookies();
  });

  test('lands signed in from a link on another site, and the file it saves is signed "team"', async () => {
    const page = await wb.browser.context.newPage();
    try {
      await page.goto(otherUrl);
      await page.getByRole('link', { name: 'link' }).click();
      await expect(page.getByRole('grid').first()).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/pigment/white');
      expect(page.url()).not.toContain('token');
      const saved = await page.evaluate(async () => {
        const res = await fetch('/api/levels/pigment/white');
        const etag = res.headers.get('etag') ?? '';
        const put = await fetch('/api/levels/pigment/white', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'if-match': etag, 'x-levelbench-author': 'Someone Else' },
          body: JSON.stringify({ ...(await res.json()), name: 'White (team)' }),
        });
        const history = await (await fetch('/api/history/pigment/white')).json();
        return { status: put.status, savedBy: history[0].savedBy };
      });
      expect(saved).toEqual({ status: 200, savedBy: 'team' });
      const file = JSON.parse(readFileSync(join(wb.server.levelsDir, 'pigment/white.json'), 'utf8'));
      expect(file.name).toBe('White (team)');
    } finally {
      await page.close();
    }
  });
});
