import { expect, test } from '@playwright/test';
import { useWorkbench } from './support';

const TOKEN = 'e2e-sign-out-token-0123456789abcdef';

/**
 * Issue #39 item 7 in a real browser: the toolbar's "Sign out" ends the session on the server (POST
 * /api/logout) and shows the sign-in page; the old session cookie, replayed, no longer signs anything in.
 */
test.describe('Sign-out in team mode (headless Chromium, real server)', () => {
  const wb = useWorkbench({ server: { args: ['--token', TOKEN] } });

  test('signs in, signs out from the toolbar, and the old cookie is dead', async () => {
    const page = wb.page;
    await page.goto(`/pigment/return?token=${TOKEN}`);
    await expect(page.getByRole('grid').first()).toBeVisible({ timeout: 30_000 });
    const [cookie] = (await wb.browser.context.cookies()).filter((c) => c.name === 'levelbench-session');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const old = `levelbench-session=${cookie.value}`;
    expect((await fetch(`${wb.server.url}/api/levels/pigment`, { headers: { cookie: old } })).status).toBe(200);

    const logout = page.waitForResponse((r) => r.url().endsWith('/api/logout') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sign out' }).click();
    expect((await logout).status()).toBe(204);
    await expect(page.getByText('needs your token')).toBeVisible();
    await expect(page.getByLabel('Token')).toBeVisible();
    expect((await wb.browser.context.cookies()).filter((c) => c.name === 'levelbench-session')).toEqual([]);

    // the session is gone on the server: the cookie replayed by hand is refused, API and pages alike
    const api = await fetch(`${wb.server.url}/api/levels/pigment`, { headers: { cookie: old } });
    expect(api.status).toBe(401);
    expect(((await api.json()) as { error: string }).error).toMatch(/this session has ended/);
    expect((await fetch(`${wb.server.url}/pigment/return`, { headers: { cookie: old } })).status).toBe(401);
  });
});
