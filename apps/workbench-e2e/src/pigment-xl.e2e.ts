import { expect, test } from '@playwright/test';
import { screenshot, useWorkbench, writeBigBoard } from './support';

/** Issue #25: a 12×12 board in the editor at the default 1280×860 window, and the Mark tool at seven marks. */
test.describe('Pigment editor at the size limits (headless Chromium, 1280×860)', () => {
  const wb = useWorkbench();
  const ui = wb.pigment;

  test('fits a 12×12 board beside the solver panel, zooms and pans it, and refuses an eighth mark with a message', async () => {
    const page = wb.page;
    // 12×12 with 7 marks (the editor's limits)
    writeBigBoard(wb.server.levelsDir, { name: 'Big Board' });
    await ui.open('big-board');
    const grid = page.getByRole('grid', { name: 'Board editor' });
    const side = page.locator('aside.side');
    await expect(side.locator('#solve-title')).toBeVisible();
    const box = async () => {
      const [g, s, v] = await Promise.all([grid.boundingBox(), side.boundingBox(), page.viewportSize()]);
      if (!g || !s || !v) throw new Error('no layout');
      return { g, s, v };
    };
    // fit: the whole board is visible, left of the solver panel, inside the window
    await expect(page.locator('[data-test=zoom]').first()).not.toHaveText('100 %');
    let { g, s, v } = await box();
    expect(g.x + g.width).toBeLessThanOrEqual(s.x);
    expect(g.x).toBeGreaterThanOrEqual(0);
    expect(g.x + g.width).toBeLessThanOrEqual(v.width);
    expect(g.y + g.height).toBeLessThanOrEqual(v.height);
    await screenshot(page, 'pigment-12x12-fit');

    // zoom in: the board grows, the viewport scrolls (pans) instead of spilling over the panel
    const fitted = g.width;
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    const editor = page.locator('[role=grid][aria-label="Board editor"]').first();
    await expect.poll(async () => (await editor.boundingBox())?.width ?? 0).toBeGreaterThan(fitted + 10);
    const viewport = page.locator('[data-test=board-viewport]');
    const vp = await viewport.boundingBox();
    ({ s } = await box());
    expect(vp && vp.x + vp.width).toBeLessThanOrEqual(s.x);
    // the fit was bound by the window's height: zoomed in, the viewport scrolls within it
    const scroll = await viewport.evaluate((el) => {
      el.scrollTop = 120;
      return { top: el.scrollTop, tall: el.scrollHeight > el.clientHeight, bottom: el.getBoundingClientRect().bottom };
    });
    expect(scroll).toMatchObject({ top: 120, tall: true });
    expect(scroll.bottom).toBeLessThanOrEqual(860);
    await screenshot(page, 'pigment-12x12-zoomed');
    await page.getByRole('button', { name: 'Fit' }).click();
    // back to fit (the panel may have grown with the answer: the fit follows the space the board has)
    await expect
      .poll(async () => parseInt((await page.locator('[data-test=zoom]').first().textContent()) ?? ''))
      .toBeLessThan(100);
    ({ g, s, v } = await box());
    expect(g.x + g.width).toBeLessThanOrEqual(s.x);
    expect(g.y + g.height).toBeLessThanOrEqual(v.height);

    // an eighth mark: refused with a message, the board keeps its seven and stays editable
    await page.locator('mat-button-toggle', { hasText: 'Mark' }).locator('button').click();
    await page.getByRole('radio', { name: 'green' }).click();
    expect(await ui.cell(0, 0).getAttribute('aria-label')).toBe('0,0: stain empty');
    await ui.cell(0, 0).click();
    await expect(page.locator('[data-test=mark-refused]').first()).not.toHaveText('');
    expect(await page.locator('[data-test=mark-refused]').textContent()).toContain('at most 7 marks');
    expect(await ui.cell(0, 0).getAttribute('aria-label')).toBe('0,0: stain empty');
    expect(await page.locator('.locked').count()).toBe(0);
    await screenshot(page, 'pigment-eighth-mark');
    // recolouring one of the seven still works, and clears the message
    await ui.cell(4, 3).click();
    await expect(ui.cell(4, 3)).toHaveAttribute('aria-label', '4,3: mark green, stain empty');
    expect((await page.locator('[data-test=mark-refused]').textContent())?.trim()).toBe('');
  });
});
