import { screenshot, useWorkbench } from './support';

/** The key that taps tube n (1-based): 1 … 9, 0 for 10, - for 11. */
const tubeKey = (n: number) => (n <= 9 ? String(n) : n === 10 ? '0' : '-');

describe('Water Sort play-test: campaign, keyboard play, help (headless Chromium, real server)', () => {
  const wb = useWorkbench({ width: 1400, height: 1000 });

  it('unlocks campaign levels in order as they are won, played from the keyboard; progress survives a reload', async () => {
    const page = wb.page;
    await page.goto('/watersort/play?level=2&campaign=1');
    await page.getByTestId('locked').filter({ hasText: 'Level 2 is locked: win level 1 first.' }).waitFor();
    expect(await page.locator('app-tube-board').count()).toBe(0);
    expect(await page.locator('[data-daily]').count()).toBe(30);
    expect(await page.locator('[data-level="2"]').getAttribute('aria-label')).toBe('Level 2, locked');

    await page.locator('[data-level="1"]').click();
    await page.locator('app-tube-board [data-tube]').first().waitFor();
    await page.locator('body').click({ position: { x: 5, y: 5 } }); // keys go to the page, not the link
    const fewest = Number(/Fewest possible: (\d+)/.exec((await page.getByTestId('fewest').textContent()) ?? '')?.[1]);
    expect(fewest).toBeGreaterThan(0);
    const message = page.getByTestId('hint-message');
    for (let i = 0; i < 40 && !(await page.getByTestId('won').isVisible()); i++) {
      await page.keyboard.press('h');
      await message.filter({ hasText: /Pour tube \d+ into tube \d+|No way forward|stuck/ }).waitFor();
      const m = /Pour tube (\d+) into tube (\d+)/.exec((await message.textContent()) ?? '');
      if (!m) throw new Error(`no hint: ${await message.textContent()}`);
      const before = (await page.getByTestId('moves').textContent()) ?? '';
      await page.keyboard.press(tubeKey(Number(m[1])));
      await page.getByText(`Tube ${m[1]} lifted`).waitFor();
      await page.keyboard.press(tubeKey(Number(m[2])));
      await page.getByTestId('moves').filter({ hasNotText: before }).waitFor();
    }
    await page.getByTestId('won').waitFor();
    // hints come from the optimal solver, so following only hints sorts in the fewest pours possible
    expect((await page.getByTestId('par').textContent())?.trim()).toBe(`the fewest possible (${fewest} moves)`);
    expect(await page.locator('[data-level="1"]').getAttribute('aria-label')).toBe('Level 1, won');
    expect(await page.getByTestId('no-pour').count()).toBe(0);
    await screenshot(page, 'watersort-campaign-won');

    await page.getByTestId('next-level').click();
    await page.waitForURL(/level=2/);
    await page.locator('app-tube-board [data-tube]').first().waitFor();
    expect(await page.getByTestId('locked').count()).toBe(0);

    await page.reload();
    await page.locator('app-tube-board [data-tube]').first().waitFor();
    expect(await page.locator('[data-level="1"]').getAttribute('aria-label')).toBe('Level 1, won');
    expect(await page.locator('[data-level="2"]').getAttribute('aria-label')).toBe('Level 2, open');
    expect(await page.locator('[data-level="3"]').getAttribute('aria-label')).toBe('Level 3, locked');
  }, 180_000);

  it('documents keyboard play in the help dialog', async () => {
    const page = wb.page;
    await page.goto('/watersort/play?level=1');
    await page.locator('app-tube-board [data-tube]').first().waitFor();
    await page.locator('body').press('?');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Keyboard shortcuts').waitFor();
    expect(await dialog.textContent()).toContain('Tap tube 1 … 9, 10, 11: lift it, or pour the lifted tube into it');
    expect(await dialog.textContent()).toContain('Put the lifted tube down');
    await page.keyboard.press('Escape');
  });
});
