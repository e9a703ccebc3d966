import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { failingLines, runAxe, screenshot, useWorkbench } from './support';

/** The 3-colour board drawn from the keyboard: every colour tube full and mixed, two empty tubes. */
const TUBES = [
  ['red', 'orange', 'yellow', 'red'],
  ['orange', 'yellow', 'red', 'orange'],
  ['yellow', 'red', 'orange', 'yellow'],
  [],
  [],
];
const KEY: Record<string, string> = { red: '1', orange: '2', yellow: '3' };
const LEVEL = 5;

test.describe('Water Sort board editor: draw, solve, pin, play, unpin (headless Chromium, real server)', () => {
  const wb = useWorkbench({ width: 1280, height: 720, bypassCsp: true });

  const curveFile = () => join(wb.server.levelsDir, 'watersort', 'curve.json');
  const curveOnDisk = () => JSON.parse(readFileSync(curveFile(), 'utf8')) as { pinned?: unknown[] };
  const tube = (page: Page, i: number) => page.locator(`app-board-editor-page [data-tube="${i}"]`);

  test('draws a board from the keyboard, sees the rules, the solve and the difficulty live', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.goto('/watersort/curve');
    await page.getByRole('tab', { name: 'Board editor' }).click();
    await expect(page).toHaveURL(/\/watersort\/editor/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Board editor');
    await page.getByTestId('color-count').selectOption('3');
    await expect(tube(page, 4)).toBeVisible();
    expect(await page.locator('app-board-editor-page [data-tube]').count()).toBe(5);
    await expect(page.getByTestId('board-problems')).toContainText('has 5 empty tubes, expected 2');

    // every tube is focusable; keys pick the colour, Enter adds it, Backspace takes it off
    await tube(page, 0).focus();
    for (let i = 0; i < 3; i++) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      await expect(tube(page, i)).toBeFocused();
      for (const c of TUBES[i]) {
        await page.keyboard.press(KEY[c]);
        await page.keyboard.press('Enter');
      }
    }
    await expect(tube(page, 0)).toHaveAttribute('aria-label', 'Tube 1: red, orange, yellow, red, bottom to top, full');
    expect(await tube(page, 0).getAttribute('aria-pressed')).toBeNull(); // a button, not a toggle
    // a refused input is said, not dropped
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('editor-message')).toHaveText('Tube 3 is full (4 units).');
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('editor-message')).toHaveText('Took yellow off tube 3.');
    await expect(page.getByTestId('board-problems')).toContainText('colour "yellow" has 3 units, expected exactly 4');
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('board-valid')).toBeVisible();
    // the colour keys work on a focused swatch too
    await page.getByTestId('color-red').focus();
    await page.keyboard.press('2');
    await expect(page.getByTestId('color-orange')).toBeChecked();
    await page.keyboard.press('9');
    await expect(page.getByTestId('editor-message')).toHaveText('The board has 3 colours: no colour 9.');

    await expect(page.getByTestId('solved')).toBeVisible({ timeout: 60_000 });
    const pours = Number(await page.getByTestId('optimal-pours').textContent());
    expect(pours).toBeGreaterThan(0);
    expect(await page.getByTestId('pours').locator('li').count()).toBe(pours);
    const difficulty = page.getByTestId('difficulty');
    await expect(difficulty.locator('[data-key="deadEndDensity"] td')).toHaveText(/^\d+\.\d %/);
    await expect(difficulty.locator('[data-key="wrongMoveDensity"] td')).toHaveText(/^\d+\.\d %/);
    await expect(difficulty.locator('[data-key="randomWin"] th')).toHaveText(
      `Random player wins within ${2 * pours} pours`,
    );
    await page.waitForTimeout(300);
    await screenshot(page, 'watersort-editor');

    // play-test the drawn board in the play view, then come back to it
    await page.getByTestId('play-editor-board').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play-test · Board from the editor');
    await expect(page.locator('app-tube-board [data-tube="1"]')).toHaveAttribute(
      'aria-label',
      'Tube 2: orange, yellow, red, orange, bottom to top, full',
    );
    await page.getByTestId('back-to-editor').click();
    await expect(tube(page, 1)).toHaveAttribute(
      'aria-label',
      'Tube 2: orange, yellow, red, orange, bottom to top, full',
    );
    await expect(page.getByTestId('solved')).toBeVisible();
  });

  test('pins the board to a level; after a reload the level is served pinned in play; then unpins it', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.getByTestId('pin-level').fill(String(LEVEL));
    await page.getByTestId('pin-level').press('Tab');
    await page.getByTestId('pin-note').fill('three colours, hand-made');
    await page.getByTestId('pin').click();
    await expect(page.getByTestId('pin-message')).toContainText(`Pinned to level ${LEVEL} and saved`);
    await page.getByTestId('pin-message').scrollIntoViewIfNeeded();
    await screenshot(page, 'watersort-editor-pinned');
    await expect
      .poll(() => curveOnDisk().pinned)
      .toEqual([{ level: LEVEL, board: { capacity: 4, tubes: TUBES }, note: 'three colours, hand-made' }]);

    await page.reload();
    await expect(page.getByTestId('pin-state')).toContainText(`Level ${LEVEL} is pinned`);
    await page.goto(`/watersort/play?level=${LEVEL}`);
    await expect(page.getByTestId('pinned')).toContainText('three colours, hand-made');
    await screenshot(page, 'watersort-play-pinned');
    await expect(page.locator('app-tube-board [data-tube="0"]')).toHaveAttribute(
      'aria-label',
      'Tube 1: red, orange, yellow, red, bottom to top, full',
    );

    // the curve page lists the pin and opens it in the editor
    await page.goto('/watersort/curve');
    await expect(page.getByTestId('curve-pins')).toContainText(`Level ${LEVEL}: three colours, hand-made`);
    await screenshot(page, 'watersort-curve-pins');
    await page.locator(`[data-pin-level="${LEVEL}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/watersort/editor\\?level=${LEVEL}`));
    await expect(page.getByTestId('pin-message')).toHaveText(`Opened level ${LEVEL}'s pinned board.`);
    await expect(tube(page, 2)).toHaveAttribute(
      'aria-label',
      'Tube 3: yellow, red, orange, yellow, bottom to top, full',
    );
    await page.getByTestId('unpin').click();
    await expect(page.getByTestId('pin-message')).toContainText(`Unpinned level ${LEVEL} and saved`);
    await expect.poll(() => curveOnDisk().pinned).toBeUndefined();
    await page.goto(`/watersort/play?level=${LEVEL}`);
    await expect(page.locator('app-tube-board [data-tube="0"]')).toBeVisible();
    await expect(page.getByTestId('pinned')).toHaveCount(0);
  });

  test('a server refusal names the field as the UI does: a pin past the end of a shortened curve', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.goto('/watersort/editor?level=100');
    await page.getByTestId('open-generated').click();
    await expect(page.getByTestId('solved')).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('pin').click();
    await expect(page.getByTestId('pin-message')).toContainText('Pinned to level 100 and saved');

    await page.getByRole('tab', { name: 'Curve' }).click();
    const levels = page.getByTestId('tier-levels-6');
    await levels.fill('17');
    await levels.press('Tab');
    await expect(page.getByText('Level 100 has a pinned board but the curve now ends at level 99')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('file-problem')).toContainText(
      "Pinned board 1 · Level: level 100 is past the curve's 99 levels",
    );
    expect(curveOnDisk()).toMatchObject({ levels: 100, pinned: [{ level: 100 }] }); // nothing lost, nothing half-saved
    await page.getByTestId('revert').click();
    await expect(page.getByTestId('file-problem')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Board editor' }).click();
    await page.getByTestId('unpin').click();
    await expect(page.getByTestId('pin-message')).toContainText('Unpinned level 100 and saved');
    await expect.poll(() => curveOnDisk().pinned).toBeUndefined();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the editor has no serious or critical axe violation (${mode})`, async () => {
      const page = wb.page;
      await page.goto(`/watersort/editor?level=${LEVEL}`);
      const toggle = page.getByRole('button', { name: `Switch to ${mode} theme` });
      if (await toggle.isVisible()) await toggle.click();
      await page.getByTestId('open-generated').click();
      await expect(page.getByTestId('solved')).toBeVisible({ timeout: 60_000 });
      await page.waitForTimeout(400);
      expect(failingLines(await runAxe(page))).toEqual([]);
      await screenshot(page, `watersort-editor-${mode}`);
    });
  }
});
