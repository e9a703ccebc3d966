import { expect, test } from '@playwright/test';
import { failingLines, runAxe, screenshot, useWorkbench } from './support';

/** The help page (/help, issue #28) and the die's tip as a real roll, in a real browser. */
test.describe('Help page and the die roll (headless Chromium, real server)', () => {
  const wb = useWorkbench({ bypassCsp: true, width: 1280, height: 1000 });
  const failed: string[] = [];

  test.beforeAll(() => {
    wb.page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.request().method()} ${r.url()} → ${r.status()}`);
    });
    wb.page.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.url()} failed`);
    });
  });

  test('is reached from the navigation and from the shortcuts dialog; the heading takes the focus', async () => {
    const page = wb.page;
    await page.goto('/pigment');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeFocused();
    // from the "?" dialog
    await page.goto('/pigment');
    await expect(page.locator('ol.levels')).toBeVisible();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Open the help page' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveTitle('Help · levelbench');
    // the in-page links move the focus to their section
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Difficulty metrics' })
      .click();
    await expect(page.locator('#metrics')).toBeFocused();
  });

  test('explains the mix table (6 faces × 9 cell colours, as the rules compute it) and every difficulty metric', async () => {
    const page = wb.page;
    await page.goto('/help');
    const table = page.locator('[data-test=mix-table]');
    await expect(table.locator('thead th')).toHaveCount(7);
    await expect(table.locator('tbody tr')).toHaveCount(9); // every colour a cell can hold
    // red cell + yellow face = orange; white clears; black seals
    const cell = (row: string, col: number) =>
      table
        .locator('tbody tr', { has: page.locator(`th:text-is("${row}")`) })
        .locator('td')
        .nth(col);
    await expect(cell('red', 2)).toHaveText('orange');
    await expect(cell('red', 4)).toHaveText('empty');
    const terms = await page.locator('[data-test=metric-list]').locator('dt').allTextContents();
    expect(terms).toEqual(
      expect.arrayContaining(['tips (shortest)', 'optimal', 'difficulty', 'traps', 'branching', 'dead ends']),
    );
    await screenshot(page, 'help-page');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violation, console error or failed request (${mode})`, async () => {
      const page = wb.page;
      failed.length = 0;
      wb.browser.errors.length = 0;
      await page.goto('/help');
      const toggle = page.getByRole('button', { name: `Switch to ${mode} theme` });
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.locator('[data-test=mix-table]')).toBeVisible();
      await page.waitForTimeout(300);
      expect(failingLines(await runAxe(page))).toEqual([]);
      expect(failed).toEqual([]);
      expect(wb.browser.errors).toEqual([]);
      await screenshot(page, `help-page-${mode}`);
    });
  }

  test('rolls the die a quarter turn on a tip: mid-tip the cube is lifted and turned, at the end it rests on the next cell', async () => {
    const page = wb.page;
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/pigment/return/play');
    await expect(page.locator('[data-test=move-counter]')).toBeVisible();
    const die = page.locator('.die').first();
    await expect(die).toBeVisible();
    const before = await die.boundingBox();
    // sample the die's transform and polygons while the tip runs (260 ms)
    const samples = await page.evaluate(async () => {
      const el = document.querySelector('.die') as HTMLElement;
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      const out: { transform: string; polygons: number }[] = [];
      const t0 = performance.now();
      while (performance.now() - t0 < 400) {
        await new Promise((r) => requestAnimationFrame(r));
        const d = document.querySelector('.die') as HTMLElement;
        out.push({ transform: d.style.transform, polygons: d.querySelectorAll('polygon').length });
      }
      return { out, same: el === document.querySelector('.die') };
    });
    const moving = samples.out.filter((s) => s.transform);
    // animated: at least two different in-between frames (a loaded runner may paint only a few in 260 ms)
    expect(new Set(moving.map((s) => s.transform)).size).toBeGreaterThanOrEqual(2);
    const lifts = moving.map((s) => Number(/translate\([-\d.]+px, ([-\d.]+)px\)/.exec(s.transform)?.[1]));
    expect(Math.min(...lifts)).toBeLessThan(-4); // lifted (up is negative) somewhere in the middle
    // at rest at the end: under load the 260 ms tip can outlast the 400 ms of samples, so wait for it to settle
    await expect.poll(() => die.evaluate((d) => (d as HTMLElement).style.transform)).toBe('');
    const after = await die.boundingBox();
    expect(Math.round((after?.x ?? 0) - (before?.x ?? 0))).toBe(60); // one cell east
    await screenshot(page, 'die-after-tip');
  });
});
