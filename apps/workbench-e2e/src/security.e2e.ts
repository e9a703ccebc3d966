import { expect, test } from '@playwright/test';
import { useWorkbench } from './support';

/**
 * The server's Content-Security-Policy and Host allow-list with the real workbench: every page,
 * Monaco (AMD loader, workers, inline styles), the Water Sort chart and the worlds SVGs work under
 * the policy, with no violation reported and no console error.
 */
test.describe('Security headers with the real workbench (headless Chromium, real server)', () => {
  const wb = useWorkbench({ recordCspViolations: true });
  const violations: string[] = [];

  /** Once the page has stopped loading (workers, Monaco's AMD modules, fonts), the violations it reported. */
  async function collect(): Promise<void> {
    await wb.page.waitForLoadState('networkidle');
    violations.push(...(await wb.cspViolations()));
  }

  test('serves the workbench with a CSP and frame/sniffing protection', async () => {
    const res = await fetch(`${wb.server.url}/pigment`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test('runs Monaco, the chart, the worlds maps and the reports under the policy without a violation', async () => {
    const page = wb.page;
    await page.goto('/pigment/white');
    await expect(page.getByRole('grid').first()).toBeVisible();
    // the full stylesheet is switched on by Angular's inline onload handler, allowed by its hash
    await page.waitForFunction(() =>
      [...document.querySelectorAll('link[rel=stylesheet]')].some(
        (l) => (l as HTMLLinkElement).href.includes('styles') && (l as HTMLLinkElement).media === 'all',
      ),
    );
    await page.locator('mat-button-toggle', { hasText: 'JSON' }).locator('button').click();
    await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 30_000 });
    await collect();

    await page.goto('/watersort');
    await expect(page.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await collect();

    await page.goto('/worlds');
    await expect(page.locator('svg').first()).toBeVisible({ timeout: 30_000 });
    await collect();

    await page.goto('/reports');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await collect();

    expect(violations).toEqual([]);
    expect(wb.browser.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });

  test('refuses a foreign Host (DNS rebinding) with 421', async () => {
    const { request } = await import('node:http');
    const port = Number(new URL(wb.server.url).port);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/health', headers: { host: 'rebound.example' } },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
  });
});
