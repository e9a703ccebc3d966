import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenshot, useWorkbench } from './support';

/** A designer's day in the workbench (issue #28): what used to trip them up, in a real browser. */
test.describe('Workbench polish: fresh list, replays, focus (headless Chromium, real server)', () => {
  const wb = useWorkbench({ width: 1400, height: 1000 });
  const readLevel = (id: string) =>
    JSON.parse(readFileSync(join(wb.server.levelsDir, `pigment/${id}.json`), 'utf8')) as Record<string, unknown>;

  test('after a save, ← Levels shows the row with its new status, thumbnail and metrics without a reload', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await wb.pigment.open('return');
    const limit = page.locator('input[name=limit]');
    await limit.fill('7');
    await limit.dispatchEvent('change');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-test=unsaved]')).toHaveCount(0);
    expect(readLevel('return').limit).toBe(7);
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    await page.getByRole('link', { name: '← Levels' }).click();
    await page.waitForURL('**/pigment');
    const row = page.locator('li.level', { has: page.getByRole('link', { name: 'Return', exact: true }) });
    await expect(row.getByLabel('status: slack')).toBeVisible({ timeout: 30_000 });
    await expect(row.locator('[aria-label="metrics of return"]')).toBeVisible({ timeout: 30_000 });
    expect(await row.locator('app-pigment-thumb').count()).toBe(1);
    expect(await row.locator('[aria-label="metrics of return"]').textContent()).toMatch(/^5 tips · 2 optimal/);
    expect(navigations.filter((u) => !u.endsWith('/pigment'))).toEqual([]); // no reload on the way
    await screenshot(page, 'polish-list-after-save');
  });

  test('searches and filters the list by name, size, status and difficulty, and sorts the pack by difficulty', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.goto('/pigment');
    const metrics = page.locator('[aria-label^="metrics of "]');
    await page.waitForFunction(() => document.querySelectorAll('[aria-label^="metrics of "]').length === 5, null, {
      timeout: 60_000,
    });
    // the list filters after the input settles: auto-waiting assertions, not one read
    const shown = page.locator('ol.levels li.level a.name');
    await page.locator('input[name=search]').fill('wh');
    await expect(shown).toHaveText(['What You Leave', 'White']);
    expect(await page.locator('[data-test=shown-count]').textContent()).toBe('2 of 5 levels');
    await page.locator('input[name=search]').fill('white');
    await expect(shown).toHaveText(['White']);
    await page.locator('input[name=search]').fill('');
    await page.locator('select[name=status]').selectOption('slack'); // Return, limit 7 since the first test
    await expect(shown).toHaveText(['Return']);
    await page.locator('select[name=status]').selectOption('');
    await page.locator('select[name=size]').selectOption('5x5');
    await expect(shown).toHaveCount(5);
    const difficulties = async () =>
      (await metrics.allTextContents()).map((t) => Number(/difficulty (\d+(?:\.\d+)?)/.exec(t)?.[1]));
    const all = await difficulties();
    const hardest = Math.max(...all);
    await page.locator('input[name=min-difficulty]').fill(String(hardest));
    await page.locator('input[name=min-difficulty]').dispatchEvent('change');
    expect((await difficulties()).every((d) => d === hardest)).toBe(true);
    expect(
      await page
        .getByRole('button', { name: /^Move .* up$/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    await page.locator('input[name=min-difficulty]').fill('');
    await page.locator('input[name=min-difficulty]').dispatchEvent('change');
    await page.locator('select[name=size]').selectOption('');
    await screenshot(page, 'polish-list-filters');

    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/levels/pigment/pack') && r.request().method() === 'PUT'),
      page.getByRole('button', { name: 'Sort pack by difficulty' }).click(),
    ]);
    const sorted = await difficulties();
    expect(sorted).toEqual([...all].sort((a, b) => a - b));
    const pack = JSON.parse(readFileSync(join(wb.server.levelsDir, 'pigment/pack.json'), 'utf8')) as {
      order: string[];
    };
    expect(pack.order).toHaveLength(5);
  });

  test('Set limit keeps the focus on the limit field it changed', async () => {
    const page = wb.page;
    await wb.pigment.open('return'); // limit 7 from the test before; shortest 5
    await page.getByRole('button', { name: 'Set limit to 5' }).click();
    await expect(page.locator('input[name=limit]')).toBeFocused();
    expect(await page.locator('input[name=limit]').inputValue()).toBe('5');
  });

  test('Record as replay keeps the moves played, and Copy link right after carries them', async () => {
    const page = wb.page;
    await page.goto('/pigment/return/play');
    await expect(page.locator('[data-test=move-counter]')).toBeVisible();
    await wb.pigment.play('ES');
    await page.getByRole('button', { name: 'Record as replay' }).click();
    await expect(page.locator('[data-test=unsaved]')).toBeVisible();
    expect(await wb.pigment.text('move-counter')).toMatch(/^Moves 2 \//);
    await page.getByRole('button', { name: 'Copy link' }).click();
    expect(await wb.pigment.text('play-link')).toBe(`${wb.server.url}/pigment/return/play?moves=ES`);
  });

  test('the history diff of an 8×8 board is side by side at 1600 px, and the first version says what it is', async () => {
    const page = wb.page;
    page.once('dialog', (d) => void d.accept());
    await page.setViewportSize({ width: 1600, height: 1000 });
    await wb.pigment.open('white');
    for (const side of ['width', 'height']) {
      await page.locator(`input[name=${side}]`).fill('8');
      await page.locator(`input[name=${side}]`).dispatchEvent('change');
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-test=unsaved]')).toHaveCount(0);
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^v2 / }).click();
    const figures = dialog.locator('.side-by-side figure');
    await expect(figures.nth(1).locator('[role=grid]')).toBeVisible();
    const [a, b] = await figures.evaluateAll((fs) => fs.map((f) => f.getBoundingClientRect().top));
    expect(Math.abs(a - b)).toBeLessThan(2); // one row, not stacked
    await dialog.getByRole('button', { name: /^v1 / }).click();
    // the caption follows the pick once the version has loaded
    const caption = dialog.locator('[data-test=old-caption]');
    await expect(caption.filter({ hasText: /^v1 / })).toBeVisible({ timeout: 15_000 });
    expect(await caption.textContent()).toBe('v1 · before history (the file as found)');
    await screenshot(page, 'polish-history-8x8');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  test('the curve editor refuses an out-of-range candidate count at the field and changes nothing', async () => {
    const page = wb.page;
    await page.goto('/watersort/curve');
    const field = page.getByTestId('candidates');
    await expect(field).toBeVisible();
    await field.fill('0');
    await field.dispatchEvent('change');
    await expect(page.getByTestId('candidates-error')).toHaveText('Candidates per level must be from 1 to 100, not 0.');
    await expect(page.getByTestId('save-blocked')).toBeVisible();
    await page.getByTestId('revert').click();
    await expect(page.getByTestId('candidates-error')).toHaveCount(0);
    expect(Number(await field.inputValue())).toBeGreaterThanOrEqual(1);
  });

  test('scrubs an optimal line and exports it as a PNG strip with one frame per step', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    page.once('dialog', (d) => void d.accept());
    const line = await wb.pigment.animateFirstOptimalLine('what-you-leave');
    const scrub = page.getByRole('slider', { name: 'Step of the line' });
    await expect(scrub).toBeVisible();
    await scrub.fill(String(line.length));
    await expect(page.getByRole('status').filter({ hasText: `step ${line.length} of ${line.length}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible(); // scrubbing paused it
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PNG strip' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`what-you-leave-${line}.png`);
    const png = readFileSync((await download.path()) as string);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height at bytes 16–23; frames of 5 cells × 24 px with 8 px between and around
    const width = png.readUInt32BE(16);
    const frames = (width - 8) / (5 * 24 + 8);
    expect(frames).toBe(line.length + 1);
    expect(png.readUInt32BE(20)).toBe(5 * 24 + 20 + 16);
  });

  test('keeps notes per level in the level file, checked by the level schema', async () => {
    const page = wb.page;
    page.once('dialog', (d) => void d.accept());
    await wb.pigment.open('first-face');
    const notes = page.locator('textarea[name=notes]');
    await notes.fill('Teach the first face; maybe a stain on the left later.');
    await notes.dispatchEvent('change');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-test=unsaved]')).toHaveCount(0);
    expect(readLevel('first-face').notes).toBe('Teach the first face; maybe a stain on the left later.');
    await page.reload();
    await expect(page.getByRole('grid').first()).toBeVisible();
    expect(await page.locator('textarea[name=notes]').inputValue()).toBe(
      'Teach the first face; maybe a stain on the left later.',
    );
    // the server checks notes with the level schema: a number is refused at /notes
    const bad = await fetch(`${wb.server.url}/api/levels/pigment/first-face`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'if-match': '*' },
      body: JSON.stringify({ ...readLevel('first-face'), notes: 7 }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('/notes');
  });

  test('delete, then Undo, restores the file and its history (and its place in the pack); the trash restores too', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    page.once('dialog', (d) => void d.accept());
    await page.goto('/pigment');
    await expect(page.getByRole('link', { name: 'The Other Pair' })).toBeVisible();
    const file = join(wb.server.levelsDir, 'pigment/the-other-pair.json');
    const before = readFileSync(file, 'utf8');
    const names = () => page.locator('ol.levels li.level a.name').allTextContents();
    const order = await names();
    await page.getByRole('button', { name: 'Delete The Other Pair' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: 'The Other Pair' })).toHaveCount(0);
    await expect.poll(() => existsSync(file), { message: 'the file deleted' }).toBe(false);
    // the focus is on Undo, not the page body
    await expect(page.locator('[data-test=undo-delete]')).toBeFocused();
    await expect(page.locator('[data-test=trash]')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'The Other Pair' })).toBeVisible();
    expect(readFileSync(file, 'utf8')).toBe(before);
    await expect.poll(names, { message: 'the pack order back' }).toEqual(order);
    const history = (await (await fetch(`${wb.server.url}/api/history/pigment/the-other-pair`)).json()) as {
      current: boolean;
    }[];
    expect(history.length).toBeGreaterThanOrEqual(2); // the deleted version and the restored one
    expect(history[0].current).toBe(true);

    // from the trash
    await page.getByRole('button', { name: 'Delete The Other Pair' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: 'The Other Pair' })).toHaveCount(0);
    await page.locator('[data-test=trash] summary').click();
    await screenshot(page, 'polish-trash');
    await page.getByRole('button', { name: 'Restore the-other-pair' }).click();
    await expect(page.getByRole('link', { name: 'The Other Pair' })).toBeVisible();
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('the help explains the mix table and each difficulty metric, not only shortcuts', async () => {
    const page = wb.page;
    await page.goto('/pigment');
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-test=mix-table]')).toBeVisible();
    expect(await dialog.locator('[data-test=mix-table] tbody tr').count()).toBe(9);
    const red = await dialog.locator('[data-test=mix-table] tbody tr').nth(1).locator('th, td').allTextContents();
    expect(red.map((t) => t.trim())).toEqual(['red', 'red', 'red', 'orange', 'purple', 'empty', 'black']);
    expect(await dialog.locator('[data-test=metric-list] dt').allTextContents()).toContain('traps');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('New level → Create puts the focus on the new level, not the page body', async () => {
    const page = wb.page;
    page.once('dialog', (d) => void d.accept()); // the unsaved edits of the test before
    await page.goto('/pigment');
    await page.getByRole('button', { name: 'New level' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Focus Probe');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/pigment/focus-probe');
    await expect(page.locator('h1').first()).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Focus Probe');
    expect(wb.browser.errors).toEqual([]); // nothing in this file logged a console error
  });
});
