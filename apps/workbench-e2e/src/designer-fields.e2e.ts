import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failingLines, runAxe, screenshot, useWorkbench, writeBigBoard } from './support';

/** Issue #37: a number field refuses what is not a whole number in range, says so at the field, changes nothing. */
test.describe('Pigment board fields refuse bad input (headless Chromium, 1280×720)', () => {
  const wb = useWorkbench({ width: 1280, height: 720, bypassCsp: true });
  const ui = wb.pigment;

  test.beforeAll(() => {
    writeBigBoard(wb.server.levelsDir);
  });

  test('"abc" in Width keeps the 12×12 board and its marks, says so at the field, and holds Save back', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    await ui.open('big-board');
    const save = page.getByRole('button', { name: /^Save/ });
    // an edit first, so Save would be enabled
    const limit = page.locator('input[name=limit]');
    await limit.fill('40');
    await limit.press('Enter');
    await expect(save).toBeEnabled();
    const width = page.locator('input[name=width]');
    await width.fill('abc');
    await width.press('Enter');
    await expect(page.locator('[data-test=field-error-width]')).toHaveText(
      'Width must be a whole number from 2 to 12.',
    );
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(width).toHaveValue('abc');
    await expect(save).toBeDisabled();
    // nothing changed: still 12 columns, the marks where they were
    await expect(
      page.locator('[role=grid][aria-label="Board editor"] [role=row]').first().locator('[role=gridcell]'),
    ).toHaveCount(12);
    await expect(ui.cell(4, 6)).toHaveAttribute('aria-label', '4,6: mark purple, stain empty');
    await screenshot(page, 'fields-width-refused');
    // out of range is refused too; Ctrl+S does not save meanwhile
    await width.fill('40');
    await width.press('Enter');
    await expect(page.locator('[data-test=field-error-width]')).toHaveText('Width must be from 2 to 12, not 40.');
    await page.keyboard.press('Control+s');
    await page.waitForTimeout(500);
    expect(JSON.parse(readFileSync(join(wb.server.levelsDir, 'pigment/big-board.json'), 'utf8')).limit).toBe(36);
    // fixed: the error goes, Save comes back, the size applies
    await width.fill('11');
    await width.press('Enter');
    await expect(page.locator('[data-test=field-error-width]')).toHaveCount(0);
    await expect(save).toBeEnabled();
    await expect(
      page.locator('[role=grid][aria-label="Board editor"] [role=row]').first().locator('[role=gridcell]'),
    ).toHaveCount(11);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(width).toHaveValue('12');
    await expect(ui.cell(11, 0)).toBeVisible();
  });

  test("letters in a tier's Colours are refused at the field, Save waits, and Revert clears the refusal", async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    const file = join(wb.server.levelsDir, 'watersort/curve.json');
    const before = readFileSync(file, 'utf8');
    await page.goto('/watersort/curve');
    const colors = page.getByTestId('tier-colors-1');
    await expect(colors).toHaveValue('4');
    await colors.fill('abc');
    await colors.press('Tab');
    await expect(page.getByTestId('tier-colors-error-1')).toContainText(
      'Colours in tier 2 must be a whole number from 1 to',
    );
    await expect(colors).toHaveValue('abc');
    await expect(colors).toHaveAttribute('aria-invalid', 'true');
    // another edit makes the curve dirty, but Save waits for the refused field
    await page.getByTestId('tier-levels-0').fill('9');
    await page.getByTestId('tier-levels-0').press('Tab');
    await expect(page.getByTestId('save-blocked')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await screenshot(page, 'fields-curve-refused');
    await page.getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByTestId('tier-colors-error-1')).toHaveCount(0);
    await expect(colors).toHaveValue('4');
    await expect(page.getByTestId('save-blocked')).toHaveCount(0);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('a server refusal names the field as the UI does, and Revert clears it', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.goto('/watersort/curve');
    // the server's answer for a curve it refuses (its paths count tiers from 0)
    await page.route(/\/api\/levels\/watersort\/curve$/, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'invalid curve',
              errors: [{ file: 'curve.json', path: '/tiers/1/colors', message: 'must be <= 12' }],
            }),
          })
        : route.fallback(),
    );
    await page.getByTestId('tier-levels-0').fill('9');
    await page.getByTestId('tier-levels-0').press('Tab');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const problem = page.getByTestId('file-problem');
    await expect(problem).toContainText('Tier 2 · Colours: must be <= 12');
    await expect(problem).not.toContainText('/tiers/1');
    expect(failingLines(await runAxe(page))).toEqual([]);
    await screenshot(page, 'fields-curve-server-error');
    await page.getByRole('button', { name: 'Revert' }).click();
    await expect(problem).toHaveCount(0);
    await page.unroute(/\/api\/levels\/watersort\/curve$/);
  });

  test("the curve's candidates refuse letters at the field and change nothing", async () => {
    const page = wb.page;
    await page.goto('/watersort/curve');
    const field = page.getByTestId('candidates');
    const was = await field.inputValue();
    await field.fill('abc');
    await field.press('Tab');
    await expect(page.getByTestId('candidates-error')).toHaveText(
      'Candidates per level must be a whole number from 1 to 100.',
    );
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByTestId('candidates-error')).toHaveCount(0);
    await expect(field).toHaveValue(was);
  });

  test('a refused weight: Revert restores a valid value, clears "1 invalid field"; the slider follows the field', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.goto('/worlds/weights');
    const field = page.getByTestId('weight-gorge');
    await expect(field).toBeVisible();
    const was = await field.inputValue();
    const slider = page.getByRole('slider', { name: 'gorge weight (logarithmic)' });
    const before = Number(await slider.inputValue());
    // a valid number typed moves the slider before it is committed
    await field.fill(String(Number(was) * 8));
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(before);
    await field.fill('-1');
    await field.press('Tab');
    await expect(page.getByTestId('weight-error-gorge')).toBeVisible();
    await expect(page.getByTestId('save-blocked')).toHaveText(/1 invalid field/);
    const revert = page.getByRole('button', { name: 'Revert' });
    await expect(revert).toBeEnabled();
    await revert.click();
    await expect(field).toHaveValue(was);
    await expect(page.getByTestId('weight-error-gorge')).toHaveCount(0);
    await expect(page.getByTestId('save-blocked')).toHaveCount(0);
    expect(Number(await slider.inputValue())).toBeCloseTo(before, 2);
    await screenshot(page, 'fields-weights-reverted');
  });
});
