import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dialogOpened, screenshot, useWorkbench } from './support';

test.describe('Workbench shell and level list (headless Chromium, real server)', () => {
  const wb = useWorkbench();

  test('navigates the sections, opens the shortcut list with "?" and keeps the dark theme across reloads', async () => {
    const page = wb.page;
    await page.goto('/');
    await page.waitForURL('**/pigment');
    for (const name of ['Water Sort', 'Worlds', 'Reports', 'Pigment']) {
      await page
        .getByRole('navigation')
        .or(page.locator('mat-nav-list'))
        .getByRole('link', { name, exact: true })
        .click();
      await page.waitForURL(`**/${name === 'Water Sort' ? 'watersort' : name.toLowerCase()}**`);
    }
    await page.locator('body').press('?');
    await expect(page.getByRole('dialog').getByText('Keyboard shortcuts')).toBeVisible();
    // an Escape pressed while the dialog still animates open was lost under load: wait until it is open
    await dialogOpened(page);
    await screenshot(page, 'shell-help');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark-theme'))).toBe(true);
    await page.goto('/pigment/white');
    await expect(page.getByRole('grid').first()).toBeVisible();
    await page.waitForTimeout(800);
    await screenshot(page, 'pigment-editor-dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });

  test('creates, duplicates, renames and deletes levels', async () => {
    const page = wb.page;
    await page.goto('/pigment');
    await expect(page.getByRole('link', { name: 'Return' })).toBeVisible();

    await page.getByRole('button', { name: 'New level' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Corner Case');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/pigment/corner-case');
    await expect(page.getByRole('grid').first()).toBeVisible();
    // a new level is a browser draft until its first Save (issue #17)
    expect(existsSync(join(wb.server.levelsDir, 'pigment/corner-case.json'))).toBe(false);

    await page.goto('/pigment');
    await page.getByRole('button', { name: 'Duplicate Return' }).click();
    await expect(page.getByRole('link', { name: 'Return copy' })).toBeVisible();
    const copy = JSON.parse(readFileSync(join(wb.server.levelsDir, 'pigment/return-copy.json'), 'utf8'));
    expect(copy).toMatchObject({ id: 'return-copy', name: 'Return copy', limit: 5 });

    await page.getByRole('button', { name: 'Rename Return copy' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Return Again');
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('link', { name: 'Return Again' })).toBeVisible();
    // a rename moves the file to the new name's id
    expect(JSON.parse(readFileSync(join(wb.server.levelsDir, 'pigment/return-again.json'), 'utf8')).name).toBe(
      'Return Again',
    );
    expect(existsSync(join(wb.server.levelsDir, 'pigment/return-copy.json'))).toBe(false);

    await page.getByRole('button', { name: 'Delete Return Again' }).click();
    const [deleted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'DELETE'),
      page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click(),
    ]);
    expect([deleted.url().replace(wb.server.url, ''), deleted.status()]).toEqual([
      '/api/levels/pigment/return-again',
      204,
    ]);
    await expect(page.getByRole('link', { name: 'Return Again' })).toHaveCount(0);
    expect(existsSync(join(wb.server.levelsDir, 'pigment/return-again.json'))).toBe(false);
  });
});
