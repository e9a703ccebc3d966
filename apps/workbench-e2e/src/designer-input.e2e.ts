import { expect, test } from '@playwright/test';
import { screenshot, useWorkbench, writeBigBoard } from './support';

const ARROW: Record<string, string> = { N: 'ArrowUp', S: 'ArrowDown', E: 'ArrowRight', W: 'ArrowLeft' };
/** Gaps between key presses, 25–120 ms as a designer types a line they know. */
const GAPS = [25, 120, 40, 75, 30, 110, 55, 25, 90, 60];

/** Issue #37: every key counts — a long optimal line typed fast wins; Ctrl+Z undoes per tab. */
test.describe('Pigment play-test input is queued, never dropped (headless Chromium, 1440×900)', () => {
  const wb = useWorkbench({ width: 1440, height: 900 });
  const ui = wb.pigment;
  let line = '';

  test.beforeAll(() => {
    writeBigBoard(wb.server.levelsDir);
  });

  async function typeLine(keys: readonly string[]): Promise<void> {
    for (const [i, k] of keys.entries()) {
      await wb.page.keyboard.press(k);
      await wb.page.waitForTimeout(GAPS[i % GAPS.length]);
    }
  }

  test('the optimal line typed on the arrow keys at 25–120 ms a key wins', async () => {
    test.setTimeout(300_000);
    const page = wb.page;
    await ui.open('big-board');
    const animate = page.getByRole('button', { name: /^Animate [NSEW]+$/ }).first();
    await expect(animate).toBeVisible({ timeout: 180_000 });
    line = ((await animate.getAttribute('aria-label')) ?? '').replace('Animate ', '');
    expect(line.length).toBeGreaterThanOrEqual(30);
    await ui.view('Play-test');
    await expect(page.getByRole('grid', { name: 'Play-test board' })).toBeVisible();
    await typeLine([...line].map((d) => ARROW[d]));
    await expect(page.locator('[data-test=moves]')).toHaveText(line, { timeout: 120_000 });
    await expect(page.locator('[data-test=banner-won]')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[data-test=banner-doomed]')).toHaveCount(0);
    await screenshot(page, 'input-fast-line-won');
  });

  test("the notation's letters tip too, and Ctrl+Z undoes the last tip", async () => {
    test.setTimeout(300_000);
    const page = wb.page;
    await page.keyboard.press('r');
    await expect(page.locator('[data-test=move-counter] strong')).toHaveText('0');
    await typeLine([...line].map((d) => d.toLowerCase()));
    await expect(page.locator('[data-test=moves]')).toHaveText(line, { timeout: 120_000 });
    await expect(page.locator('[data-test=banner-won]')).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('Control+z');
    await expect(page.locator('[data-test=moves]')).toHaveText(line.slice(0, -1));
    await page.keyboard.press('Control+z');
    await expect(page.locator('[data-test=moves]')).toHaveText(line.slice(0, -2));
    // the editor's own history is untouched by play-test undo
    await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  });

  test('on the Board tab Ctrl+Z undoes the last edit, and help lists the keys per tab', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await ui.view('Board');
    await page.locator('mat-button-toggle', { hasText: 'Hole' }).first().locator('button').click();
    await ui.cell(5, 5).click();
    await expect(ui.cell(5, 5)).toHaveAttribute('aria-label', '5,5: hole');
    await page.keyboard.press('Control+z');
    await expect(ui.cell(5, 5)).toHaveAttribute('aria-label', '5,5: stain empty');
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Pigment play-test (page or Play-test tab)').first()).toBeVisible();
    await expect(dialog.getByText('Pigment editor, Board tab', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText('Arrows / N E S W')).toBeVisible();
    await expect(dialog.getByText('U, Backspace or Ctrl+Z')).toBeVisible();
    await page.keyboard.press('Escape');
  });
});
