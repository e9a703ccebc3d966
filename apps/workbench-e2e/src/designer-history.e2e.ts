import { expect, test } from '@playwright/test';
import { failingLines, runAxe, screenshot, useWorkbench } from './support';

/** Issue #37: any two versions side by side with a whole summary, each labelled with when it was saved. */
test.describe('Pigment history compares two versions (headless Chromium, 1280×720)', () => {
  const wb = useWorkbench({ width: 1280, height: 720, bypassCsp: true });
  const ui = wb.pigment;

  test('v2 against v3: both boards, a whole summary, times in the captions; axe-clean', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    await ui.open('what-you-leave');
    const limit = page.locator('input[name=limit]');
    for (const n of ['8', '9']) {
      await limit.fill(n);
      await limit.dispatchEvent('change');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.locator('[data-test=unsaved]')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog');
    // one version is the file now, however many the server marks
    await expect(dialog.getByRole('button', { name: /^v3 / })).toContainText('the file now');
    await expect(dialog.getByText('the file now')).toHaveCount(1);
    await dialog.getByRole('button', { name: /^v2 / }).click();
    const caption = dialog.locator('[data-test=old-caption]');
    await expect(caption).toHaveText(/^v2 · .* · saved \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await dialog.locator('[data-test=compare-with]').selectOption('3');
    await expect(dialog.locator('[data-test=new-caption]')).toHaveText(
      /^v3 · .* · saved \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    const summary = dialog.locator('[data-test=diff-summary]');
    await expect(summary).toHaveText('No cell differs; move limit 8 → 9.');
    // the summary is whole: nothing of it overflows its box
    const clipped = await summary.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(clipped).toBe(false);
    // v1 against v2: the same select, another pair
    await dialog.getByRole('button', { name: /^v1 / }).click();
    await dialog.locator('[data-test=compare-with]').selectOption('2');
    await expect(summary).toHaveText('No cell differs; move limit 5 → 8.');
    await expect(caption).toHaveText('v1 · before history (the file as found)');
    expect(failingLines(await runAxe(page))).toEqual([]);
    await screenshot(page, 'history-two-versions');
    // back to the editor's level
    await dialog.locator('[data-test=compare-with]').selectOption('editor');
    await expect(dialog.locator('[data-test=new-caption]')).toHaveText('In the editor now');
    await expect(summary).toHaveText('No cell differs; move limit 5 → 9.');
    await page.keyboard.press('Escape');
  });
});
