import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { failingLines, runAxe, screenshot, useWorkbench } from './support';

/** A small curve (3 tiers, 12 levels) so that ranking every candidate by its difficulty profile stays quick. */
const SMALL = { levels: 12, candidates: 6, tiers: [3, 4, 5].map((colors) => ({ colors, levels: 4 })) };

test.describe('Curve ranked by a difficulty axis (headless Chromium, real server)', () => {
  const wb = useWorkbench({ width: 1400, height: 1000, bypassCsp: true });

  test('a designer picks what each tier rises in, sees it computed and plotted, saves and goes back', async () => {
    test.setTimeout(180_000);
    const file = join(wb.server.levelsDir, 'watersort/curve.json');
    writeFileSync(file, JSON.stringify(SMALL, null, 2) + '\n');
    const page = wb.page;
    await page.goto('/watersort/curve');
    const status = page.getByTestId('chart-status');
    const rankBy = page.getByLabel('Each tier rises in');
    await expect(status.filter({ hasText: 'Metrics for 12 of 12 levels' })).toBeVisible({ timeout: 60_000 });
    await expect(rankBy).toHaveValue('mixedness');
    await expect(page.getByTestId('curve-rule')).toContainText('so does mixedness');

    await rankBy.selectOption('randomWin');
    await expect(page.getByText('unsaved changes')).toBeVisible();
    await expect(page.getByTestId('curve-rule')).toContainText('the next band of random-win chance (lower is harder)');
    // every level's board is chosen anew on the axis, so every level is computed again
    await expect(status.filter({ hasText: 'Metrics for 12 of 12 levels' })).toBeVisible({ timeout: 120_000 });
    const chart = page.locator('app-curve-difficulty-chart canvas');
    await expect(chart).toHaveAttribute('aria-label', /, 0 on randomWin\./);
    await expect(page.getByTestId('promise-warnings')).not.toContainText('Cannot keep the curve promise');
    expect(failingLines(await runAxe(page))).toEqual([]);
    await screenshot(page, 'watersort-curve-rank-by');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('saved', { exact: true })).toBeVisible();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...SMALL, rankBy: 'randomWin' });

    // the level browser says where a level sits on the axis it was chosen by, beside its difficulty profile
    await page.goto('/watersort/levels?level=6');
    await expect(page.getByTestId('asked')).toHaveText(/^randomWin [\d.e-]+, its tier asks [\d.e-]+–[\d.e-]+$/);
    await expect(page.getByTestId('profile-randomWin')).toHaveText(/^\d+\.\d %$/);
    await page.goto('/watersort/curve');
    await expect(status.filter({ hasText: 'Metrics for 12 of 12 levels' })).toBeVisible({ timeout: 120_000 });

    // back to the default: the key leaves the file, the levels computed for mixedness are still known
    await rankBy.selectOption('mixedness');
    await expect(status.filter({ hasText: 'Metrics for 12 of 12 levels' })).toBeVisible();
    await expect(page.getByTestId('curve-rule')).toContainText('so does mixedness');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('saved', { exact: true })).toBeVisible();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(SMALL);
  });
});
