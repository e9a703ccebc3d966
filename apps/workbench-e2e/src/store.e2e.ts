import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenshot, useWorkbench } from './support';

test.describe('Pigment level list over a store with bad entries (issue #22)', () => {
  const wb = useWorkbench();

  test('shows every good level and names each bad entry with its reason instead of breaking', async () => {
    const dir = join(wb.server.levelsDir, 'pigment');
    writeFileSync(join(wb.server.levelsDir, '..', 'secret.txt'), 'TOP-SECRET');
    symlinkSync(join(wb.server.levelsDir, '..', 'secret.txt'), join(dir, 'x.json'));
    execFileSync('mkfifo', [join(dir, 'pipe.json')]);
    const page = wb.page;
    await page.goto('/pigment');
    await expect(page.getByRole('link', { name: 'Return' })).toBeVisible();
    const bad = page.getByRole('list', { name: 'Entries that cannot be opened' });
    await expect(bad).toBeVisible();
    const rows = await bad
      .locator('.bad-entry')
      .evaluateAll((els) => els.map((e) => [...e.children].map((c) => c.textContent?.trim())));
    expect(rows).toEqual([
      ['levels/pigment/pipe.json', 'not a regular file', 'levels/pigment/pipe.json is not a regular file'],
      ['levels/pigment/x.json', 'symlink', 'levels/pigment/x.json is a symlink (symlinks are never followed)'],
    ]);
    expect(await page.content()).not.toContain('TOP-SECRET');
    await screenshot(page, 'pigment-list-bad-entries');
  });
});
