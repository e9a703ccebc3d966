import { type Page, expect, test } from '@playwright/test';
import { screenshot, useWorkbench, writeBigBoard } from './support';

/** Issue #37: the board gets the room at 1280×720 and 1440×900, in both themes; nothing jumps when a solve answers. */
test.describe('Pigment editor layout: the board gets the room (headless Chromium)', () => {
  const wb = useWorkbench({ width: 1280, height: 720 });
  const ui = wb.pigment;
  const LONG_NAME = 'A very long level name that a designer typed to say exactly what this board teaches';

  test.beforeAll(() => {
    // a slow solve, so the panel answers after the first paint
    writeBigBoard(wb.server.levelsDir, { name: LONG_NAME });
  });

  async function boxes(page: Page, grid: string) {
    const [g, s, save, title] = await Promise.all([
      page.getByRole('grid', { name: grid }).boundingBox(),
      page.locator('aside.side').boundingBox(),
      page.getByRole('button', { name: /^Save/ }).boundingBox(),
      page.locator('h1').first().boundingBox(),
    ]);
    if (!g || !s || !save || !title) throw new Error('no layout');
    return { g, s, save, title };
  }

  function expectRoom(b: Awaited<ReturnType<typeof boxes>>, w: number, h: number): void {
    // the whole board inside the window, at least 45 % of its height, left of the solver panel
    expect(b.g.x).toBeGreaterThanOrEqual(0);
    expect(b.g.y).toBeGreaterThanOrEqual(0);
    expect(b.g.y + b.g.height).toBeLessThanOrEqual(h);
    expect(b.g.height).toBeGreaterThanOrEqual(0.45 * h);
    expect(b.g.x + b.g.width).toBeLessThanOrEqual(b.s.x);
    expect(b.s.x + b.s.width).toBeLessThanOrEqual(w);
    // a long name does not push Save onto a row of its own
    expect(b.save.y).toBeLessThan(b.title.y + b.title.height);
  }

  for (const [w, h] of [
    [1280, 720],
    [1440, 900],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${w}×${h} ${theme}: board whole and ≥ 45 % high beside a fixed panel; no jump when the solve answers`, async () => {
        test.setTimeout(180_000);
        const page = wb.page;
        await page.setViewportSize({ width: w, height: h });
        await page.goto('/pigment');
        const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
        if (await toggle.isVisible()) await toggle.click();
        await ui.open('big-board');
        const animate = page.getByRole('button', { name: /^Animate [NSEW]+$/ }).first();
        // measured before the solve answers (the fixture's solve is slow), then after
        await expect(page.locator('[data-test=zoom]').first()).not.toHaveText('100 %');
        await page.waitForTimeout(300);
        const before = await boxes(page, 'Board editor');
        expect(await animate.count()).toBe(0);
        await screenshot(page, `layout-${w}x${h}-${theme}-editor`);
        expectRoom(before, w, h);
        await expect(animate).toBeVisible({ timeout: 120_000 });
        const after = await boxes(page, 'Board editor');
        expect(after.g).toEqual(before.g);
        expect(after.s.width).toBe(before.s.width);
        // the panel's long lines stay inside it
        const spill = await page
          .locator('aside.side')
          .evaluate((el) =>
            [...el.querySelectorAll('*')].some(
              (c) => c.getBoundingClientRect().right > el.getBoundingClientRect().right + 1,
            ),
          );
        expect(spill).toBe(false);
        await screenshot(page, `layout-${w}x${h}-${theme}-solved`);

        await ui.view('Play-test');
        const play = await boxes(page, 'Play-test board');
        expectRoom(play, w, h);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowDown');
        await screenshot(page, `layout-${w}x${h}-${theme}-play`);
        const line = await page.locator('.play .line').boundingBox();
        const side = await page.locator('.play .side').boundingBox();
        expect(line && side && line.x + line.width).toBeLessThanOrEqual((side?.x ?? 0) + (side?.width ?? 0) + 1);
      });
    }
  }
});
