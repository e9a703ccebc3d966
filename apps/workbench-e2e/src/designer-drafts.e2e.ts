import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failingLines, runAxe, screenshot, useWorkbench } from './support';

/** Issue #37: a restored draft that does not parse can be fixed in JSON; undo survives a reload. */
test.describe('Pigment drafts (headless Chromium, 1280×720)', () => {
  const wb = useWorkbench({ width: 1280, height: 720, bypassCsp: true });
  const ui = wb.pigment;

  test('a restored draft that does not parse opens in JSON with the error at its line, and is fixed there', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    const file = join(wb.server.levelsDir, 'pigment/return.json');
    const level = JSON.parse(readFileSync(file, 'utf8')) as { limit: number };
    const lines = JSON.stringify({ ...level, limit: 9 }, null, 2).split('\n');
    const at = lines.findIndex((l) => l.includes('"limit"'));
    lines[at] = lines[at].replace('9,', '9 oops,');
    await ui.open('return');
    await page.evaluate(async (text) => {
      const baseEtag = (await fetch('/api/levels/pigment/return')).headers.get('ETag');
      localStorage.setItem(
        'levelbench:pigment:draft:return',
        JSON.stringify({ id: 'return', text, baseEtag, updatedAt: new Date().toISOString() }),
      );
    }, lines.join('\n'));
    await page.reload();
    // the three tabs are there, JSON chosen, the error names the line
    for (const name of ['Board', 'JSON', 'Play-test'])
      await expect(page.locator('mat-button-toggle', { hasText: name })).toBeVisible();
    await expect(page.locator('mat-button-toggle.mat-button-toggle-checked', { hasText: 'JSON' })).toBeVisible();
    await expect(page.locator('[data-test=json-errors]')).toContainText(`line ${at + 1}`);
    const editor = page.locator('.monaco-editor').first();
    await expect(editor).toBeVisible({ timeout: 30_000 });
    expect(failingLines(await runAxe(page))).toEqual([]);
    await screenshot(page, 'drafts-broken-restored');
    // fixed in place: the board comes back with the draft's limit
    await page.locator('.monaco-editor .view-line', { hasText: 'oops' }).click();
    await page.keyboard.press('End');
    for (let i = 0; i < ' oops,'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type(',');
    await expect(page.locator('[data-test=json-errors]')).toHaveCount(0);
    await page.locator('mat-button-toggle', { hasText: 'Board' }).locator('button').click();
    await expect(page.locator('input[name=limit]')).toHaveValue('9');
  });

  test('undo survives a reload of a draft', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await ui.open('first-face');
    const limit = page.locator('input[name=limit]');
    const was = await limit.inputValue();
    await limit.fill('7');
    await limit.press('Enter');
    await expect(page.locator('[data-test=unsaved]')).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-test=draft-restored]')).toBeVisible();
    await expect(limit).toHaveValue('7');
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(limit).toHaveValue(was);
    await screenshot(page, 'drafts-undo-after-reload');
  });
});
