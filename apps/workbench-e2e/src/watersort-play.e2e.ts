import { expect, test } from '@playwright/test';
import { screenshot, useWorkbench, winWaterSortByHints } from './support';

/** The key that taps tube n (1-based): 1 … 9, 0 for 10, - for 11. */

test.describe('Water Sort play-test: campaign, keyboard play, help (headless Chromium, real server)', () => {
  const wb = useWorkbench({ width: 1400, height: 1000 });

  test('unlocks campaign levels in order as they are won, played from the keyboard; progress survives a reload', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    await page.goto('/watersort/play?level=2&campaign=1');
    await expect(page.getByTestId('locked').filter({ hasText: 'Level 2 is locked: win level 1 first.' })).toBeVisible();
    expect(await page.locator('app-tube-board').count()).toBe(0);
    expect(await page.locator('[data-daily]').count()).toBe(30);
    expect(await page.locator('[data-level="2"]').getAttribute('aria-label')).toBe('Level 2, locked');

    await page.locator('[data-level="1"]').click();
    await expect(page.locator('app-tube-board [data-tube]').first()).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 5 } }); // keys go to the page, not the link
    const fewest = Number(/Fewest possible: (\d+)/.exec((await page.getByTestId('fewest').textContent()) ?? '')?.[1]);
    expect(fewest).toBeGreaterThan(0);
    await winWaterSortByHints(wb.page);
    // hints come from the optimal solver, so following only hints sorts in the fewest pours possible
    expect((await page.getByTestId('par').textContent())?.trim()).toBe(`the fewest possible (${fewest} moves)`);
    expect(await page.locator('[data-level="1"]').getAttribute('aria-label')).toBe('Level 1, won');
    expect(await page.getByTestId('no-pour').count()).toBe(0);
    await screenshot(page, 'watersort-campaign-won');

    await page.getByTestId('next-level').click();
    await expect(page).toHaveURL(/level=2/);
    await expect(page.locator('app-tube-board [data-tube]').first()).toBeVisible();
    expect(await page.getByTestId('locked').count()).toBe(0);

    await page.reload();
    await expect(page.locator('app-tube-board [data-tube]').first()).toBeVisible();
    expect(await page.locator('[data-level="1"]').getAttribute('aria-label')).toBe('Level 1, won');
    expect(await page.locator('[data-level="2"]').getAttribute('aria-label')).toBe('Level 2, open');
    expect(await page.locator('[data-level="3"]').getAttribute('aria-label')).toBe('Level 3, locked');
  });

  test('a level won in the free play-test does not open the campaign out of order; campaign cells are one height', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    // level 1 is won (the test before): level 2 is the campaign's next; win level 4 in free play
    await page.goto('/watersort/play?level=4');
    await expect(page.locator('app-tube-board [data-tube]').first()).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await winWaterSortByHints(wb.page);
    await page.goto('/watersort/play?level=4&campaign=1');
    await expect(page.getByTestId('locked').filter({ hasText: 'Level 4 is locked: win level 2 first.' })).toBeVisible();
    const states = await page
      .locator('[data-level]')
      .evaluateAll((cells) => cells.slice(0, 6).map((c) => c.getAttribute('aria-label')));
    expect(states).toEqual([
      'Level 1, won',
      'Level 2, open',
      'Level 3, locked',
      'Level 4, locked',
      'Level 5, locked',
      'Level 6, locked',
    ]);
    // a locked cell (a drawn lock) is as high as a numbered one, so the rows line up
    const heights = await page
      .locator('[data-level], [data-daily]')
      .evaluateAll((cells) => [...new Set(cells.map((c) => Math.round(c.getBoundingClientRect().height)))]);
    expect(heights).toHaveLength(1);
    await screenshot(page, 'watersort-campaign-order');

    // the stats overview counts both wins, and the campaign where it is
    await page.goto('/watersort/stats');
    expect(await page.getByTestId('stats-summary').textContent()).toMatch(
      /^\s*2 of 100 levels won · campaign at level 2 · 0 dailies solved/,
    );
    expect(await page.getByRole('table', { name: 'Wins by level and daily' }).locator('tbody tr').count()).toBe(2);
  });

  test('documents keyboard play in the help dialog', async () => {
    const page = wb.page;
    await page.goto('/watersort/play?level=1');
    await expect(page.locator('app-tube-board [data-tube]').first()).toBeVisible();
    await page.locator('body').press('?');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Keyboard shortcuts')).toBeVisible();
    expect(await dialog.textContent()).toContain('Tap tube 1 … 9, 10, 11: lift it, or pour the lifted tube into it');
    expect(await dialog.textContent()).toContain('Put the lifted tube down');
    await page.keyboard.press('Escape');
  });
});
