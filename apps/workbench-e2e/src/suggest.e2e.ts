import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failingLines, runAxe, screenshot, useWorkbench } from './support';

test.describe('Pigment suggester and pack view (headless Chromium, real server)', () => {
  const wb = useWorkbench({ bypassCsp: true });

  /** Opens Suggest… from the list and starts a 5×5, 2-mark, 7-tip request for `boards` boards with `seed`. */
  const startSuggest = async (boards: number, seed: number) => {
    const page = wb.page;
    await page.goto('/pigment');
    await expect(page.getByRole('link', { name: 'Return' })).toBeVisible();
    await page.getByRole('button', { name: 'Suggest…' }).click();
    const dialog = page.getByRole('dialog');
    for (const [label, value] of [
      ['Width', '5'],
      ['Height', '5'],
      ['Marks', '2'],
      ['Shortest line', '7'],
      ['Boards', String(boards)],
      ['Seed', String(seed)],
    ])
      await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Suggest', exact: true }).click();
    return dialog;
  };

  const suggest = async () => {
    const dialog = await startSuggest(2, 3);
    await expect(dialog.getByText(/Found 2 boards/)).toBeVisible({ timeout: 60_000 });
    return dialog;
  };

  test('suggests boards that arrive with thumbnails and metrics, and saves one as a level file', async () => {
    test.setTimeout(120_000);
    const dialog = await suggest();
    const items = dialog.getByRole('list', { name: 'Suggested boards' }).getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.first().getByRole('img').getAttribute('aria-label')).toMatch(/^5×5 board, 2 marks/);
    expect(await items.first().textContent()).toMatch(/7 tips · one optimal line/);
    expect(await items.first().textContent()).toMatch(/difficulty [\d.]+ · traps/);
    const id = (await items.first().locator('code').textContent())?.trim() ?? '';
    expect(id).toMatch(/^s-5x5-l7-3-0\d$/);
    await items
      .first()
      .getByRole('button', { name: `Save as level: ${id}` })
      .click();
    await expect(dialog.getByText(`saved as ${id}`)).toBeVisible();
    await screenshot(wb.page, 'pigment-suggest');
    const saved = JSON.parse(readFileSync(join(wb.server.levelsDir, 'pigment', `${id}.json`), 'utf8'));
    expect(saved).toMatchObject({ id, width: 5, height: 5, limit: 7 });
    expect(saved.replays[0]).toMatchObject({ expect: 'won' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(wb.page.getByRole('link', { name: saved.name })).toBeVisible();
  });

  test('opens a suggestion in the editor, where the solver proves its one line', async () => {
    test.setTimeout(120_000);
    const dialog = await suggest();
    const second = dialog.getByRole('list', { name: 'Suggested boards' }).getByRole('listitem').nth(1);
    const id = (await second.locator('code').textContent())?.trim() ?? '';
    await second.getByRole('button', { name: `Open in editor: ${id}` }).click();
    const page = wb.page;
    await page.waitForURL(new RegExp(`/pigment/${id}$`));
    await expect(page.locator('[data-test=optimal-count]').first()).toHaveText('1', { timeout: 30_000 });
    expect((await page.locator('[data-test=shortest]').textContent())?.trim()).toBe('7');
  });

  test('results stay put while the run goes on, rows have no blank metric, Open in editor keeps the rest', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    const dialog = await startSuggest(4, 5);
    const rows = dialog.getByTestId('suggested-board');
    // every look at the list while it grows: the ids with their boards, in order
    const looks: string[][] = [];
    const look = () =>
      rows.evaluateAll((els) =>
        els.map(
          (el) =>
            `${el.querySelector('code')?.textContent?.trim()}=${el.querySelector('[role=img]')?.getAttribute('aria-label')}`,
        ),
      );
    const done = dialog.getByText(/Found 4 boards|The budget ran out/);
    for (let i = 0; i < 600 && !(await done.isVisible()); i++) {
      looks.push(await look());
      await page.waitForTimeout(100);
    }
    await expect(done).toBeVisible({ timeout: 60_000 });
    const last = await look();
    looks.push(last);
    expect(last.length).toBeGreaterThan(1);
    for (const seen of looks) expect(last.slice(0, seen.length)).toEqual(seen); // each look is a prefix of the last
    for (const text of await rows.allTextContents()) expect(text).not.toMatch(/ · \s*·|dead ends\s*·|undefined|null/);
    expect(failingLines(await runAxe(page))).toEqual([]);
    await screenshot(page, 'suggest-stable');
    const id = last[0].split('=')[0];
    await rows
      .first()
      .getByRole('button', { name: `Open in editor: ${id}` })
      .click();
    await page.waitForURL(new RegExp(`/pigment/${id}$`));
    await page.goBack();
    await page.getByRole('button', { name: 'Suggest…' }).click();
    await expect(rows).toHaveCount(last.length);
    expect(await look()).toEqual(last);
    await expect(dialog.getByLabel('Boards', { exact: true })).toHaveValue('4');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('reorders the pack (saved to pack.json), charts difficulty and plays the pack with unlocking', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.goto('/pigment');
    const list = page.getByRole('list', { name: 'Pigment levels' });
    await expect(list.getByRole('link', { name: 'White' })).toBeVisible();
    const before = (await list.locator('.level .name').allTextContents()).map((n) => n.trim());
    await page.getByRole('button', { name: `Move ${before[1]} up` }).click();
    await expect(page.locator('.level .name').first()).not.toHaveText('');
    const file = join(wb.server.levelsDir, 'pigment', 'pack.json');
    const readPack = () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { order: string[] }) : null);
    await expect
      .poll(() => readPack()?.order.length, { message: 'the reordered pack to be saved to pack.json' })
      .toBeGreaterThan(0);
    const pack = readPack() as { order: string[] };
    expect(pack.order.length).toBe(before.length);
    const after = (await list.locator('.level .name').allTextContents()).map((n) => n.trim());
    expect(after.slice(0, 2)).toEqual([before[1], before[0]]);
    await expect(page.locator('app-difficulty-chart canvas')).toBeVisible();
    expect(await page.locator('app-pigment-thumb').count()).toBeGreaterThan(0);
    await screenshot(page, 'pigment-pack');

    await page.getByRole('button', { name: 'Play pack' }).click();
    await expect(page).toHaveURL(/\/pigment\/pack\/play$/);
    const strip = page.getByRole('list', { name: 'Pack levels' });
    await expect(strip.getByRole('button').first()).toBeVisible();
    expect(await strip.getByRole('button').nth(0).isEnabled()).toBe(true);
    expect(await strip.getByRole('button').nth(1).isEnabled()).toBe(false);
    expect(await strip.getByRole('button').nth(1).getAttribute('aria-label')).toMatch(/locked$/);
    // the first level is Return (moved up): winning it unlocks the second
    expect(await strip.getByRole('button').nth(0).getAttribute('aria-label')).toBe('1. Return, unlocked');
    await expect(page.locator('[data-test=move-counter]')).toBeVisible({ timeout: 30_000 });
    await wb.pigment.play('ESWNE');
    await expect(page.getByRole('button', { name: 'Next level' })).toBeVisible();
    expect(await strip.getByRole('button').nth(1).isEnabled()).toBe(true);
    expect(await strip.getByRole('button').nth(0).getAttribute('aria-label')).toBe('1. Return, won');
    await screenshot(page, 'pigment-pack-play');
    await page.getByRole('button', { name: 'Next level' }).click();
    await expect(page.locator('[data-test=move-counter]').first()).toContainText('/ 1');
    // the tabs name levels, not files; the focus follows to the next level's tab, not the page body (#28)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^2\. [A-Z]/);
  });
});
