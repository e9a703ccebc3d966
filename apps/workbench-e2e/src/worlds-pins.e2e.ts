import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { screenshot, useWorkbench } from './support';

test.describe('Worlds weights: pins (headless Chromium, real server)', () => {
  const wb = useWorkbench();

  test('adds a pin, shows why it can never hold at its row, and saves it once fixed', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/worlds/weights');
    await page.getByRole('switch', { name: 'Rebuild on change' }).click();
    const table = page.getByRole('table', { name: 'Pins' });
    await expect(table.locator('tbody tr')).toHaveCount(0);

    await page.getByTestId('add-pin').click();
    await expect(page.getByLabel('pin 0 where')).toHaveValue('route');
    await page.getByLabel('pin 0 where').selectOption('core');
    const error = page.getByTestId('pin-error-0');
    await expect(error).toHaveText('pin 0: only depth 20 has the core room');
    await expect(page.getByLabel('pin 0 depth')).toHaveAttribute('aria-invalid', 'true');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'worlds-pins-invalid');

    await page.getByLabel('pin 0 depth').fill('20');
    await page.getByLabel('pin 0 depth').press('Tab');
    await expect(error).toHaveCount(0);
    await page.getByLabel('pin 0 force').selectOption('highland');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('saved', { exact: true })).toBeVisible();
    const file = JSON.parse(readFileSync(join(wb.server.levelsDir, 'worldgen/weights.json'), 'utf8'));
    expect(file.pins).toEqual([{ depth: 20, role: 'core', kind: 'highland' }]);

    // the core room of every world now is a highland cube, as the server's map says
    const map = await (await page.request.get(`${wb.server.url}/api/worlds/3/depths/20`)).json();
    expect(map.pins).toEqual([expect.objectContaining({ pin: 0, held: true })]);
    await page.getByRole('button', { name: 'remove pin 0' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(0);
  });
});
