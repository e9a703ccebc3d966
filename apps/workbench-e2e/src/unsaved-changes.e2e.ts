import { expect, test, type Dialog } from '@playwright/test';
import { fullDraftQuotaOnNostorage, useWorkbench } from './support';

/**
 * Issue #24: the unsaved-changes guard (one guard; the Pigment level, Water Sort curve and World weights pages ask
 * their own question) asks before the app leaves an edited page; Cancel stays with the edit, OK leaves.
 */
test.describe('leaving an edited page asks first (headless Chromium, real server)', () => {
  const wb = useWorkbench({ width: 1400, height: 1000 });
  const page = () => wb.page;
  const ui = wb.pigment;

  /** Every dialog the page opens, answered with `answer`. */
  const seen: { type: string; message: string }[] = [];
  let answer: 'accept' | 'dismiss' = 'dismiss';
  const onDialog = (d: Dialog) => {
    seen.push({ type: d.type(), message: d.message() });
    void (answer === 'accept' ? d.accept() : d.dismiss());
  };
  test.beforeAll(() => {
    page().on('dialog', onDialog);
    // `?nostorage` pages get a localStorage whose quota is full for level drafts
    return fullDraftQuotaOnNostorage(page());
  });
  test.afterAll(() => page().off('dialog', onDialog));
  test.beforeEach(() => {
    seen.length = 0;
    answer = 'dismiss';
  });

  const nav = (label: string) => page().getByRole('navigation').getByRole('link', { name: label, exact: true });
  const path = () => new URL(page().url()).pathname;
  /** Clicks a side-navigation link and waits until the dialog count reaches `dialogs`. */
  async function leaveVia(label: string, dialogs: number): Promise<void> {
    await nav(label).click();
    await expect
      .poll(() => seen.length, { message: `${dialogs} dialogs`, timeout: 10_000 })
      .toBeGreaterThanOrEqual(dialogs);
  }

  test('Pigment: an edit the browser cannot keep as a draft asks before leaving; Cancel keeps it, OK leaves', async () => {
    await page().goto('/pigment/return?nostorage=1');
    await expect(page().getByRole('grid').first()).toBeVisible();
    await page().locator('mat-button-toggle', { hasText: 'Hole' }).first().locator('button').click();
    await ui.cell(2, 2).click();
    await expect(ui.cell(2, 2)).toHaveAttribute('aria-label', '2,2: hole');

    await leaveVia('Water Sort', 1);
    expect(seen).toEqual([{ type: 'confirm', message: 'This level has unsaved changes. Leave without saving?' }]);
    await page().waitForTimeout(300);
    expect(path()).toBe('/pigment/return');
    await expect(ui.cell(2, 2)).toHaveAttribute('aria-label', '2,2: hole');

    // a reload or a closed tab asks through the browser's own dialog
    answer = 'dismiss';
    await page()
      .reload({ timeout: 3000 })
      .catch(() => undefined);
    expect(seen.map((d) => d.type)).toEqual(['confirm', 'beforeunload']);
    await expect(ui.cell(2, 2)).toHaveAttribute('aria-label', '2,2: hole');

    answer = 'accept';
    await leaveVia('Water Sort', 3);
    await expect(page()).toHaveURL(/\/watersort/);
    expect(seen.map((d) => d.type)).toEqual(['confirm', 'beforeunload', 'confirm']);
  });

  test('Pigment: an edit kept as a browser draft leaves without asking and is there on return', async () => {
    await ui.open('return');
    await page().locator('mat-button-toggle', { hasText: 'Hole' }).first().locator('button').click();
    await ui.cell(3, 3).click();
    await expect(ui.cell(3, 3)).toHaveAttribute('aria-label', '3,3: hole');
    await leaveVia('Worlds', 0);
    await expect(page()).toHaveURL(/\/worlds/);
    await ui.open('return');
    await expect(ui.cell(3, 3)).toHaveAttribute('aria-label', '3,3: hole');
    expect(seen).toEqual([]);
  });

  test('Water Sort: an unsaved curve asks before leaving Water Sort, not when switching its tabs', async () => {
    test.setTimeout(60_000);
    await page().goto('/watersort/curve');
    await page().getByTestId('tier-colors-1').fill('5');
    await page().getByTestId('tier-colors-1').press('Tab');
    await expect(page().getByText('unsaved changes')).toBeVisible();

    await page().locator('[mat-tab-link]', { hasText: 'Levels' }).click();
    await expect(page()).toHaveURL(/\/watersort\/levels/);
    expect(seen).toEqual([]);

    await leaveVia('Pigment', 1);
    expect(seen).toEqual([
      { type: 'confirm', message: 'The level curve has unsaved changes. Leave Water Sort without saving?' },
    ]);
    await page().waitForTimeout(300);
    expect(path()).toBe('/watersort/levels');

    answer = 'accept';
    await leaveVia('Pigment', 2);
    await expect(page()).toHaveURL(/\/pigment/);
    expect(seen).toHaveLength(2);
  });

  test('Worlds: unsaved weights ask before leaving Worlds; Cancel stays, OK leaves', async () => {
    test.setTimeout(60_000);
    await page().goto('/worlds/weights');
    await expect(page().getByText('all 87')).toBeVisible({ timeout: 30_000 });
    await page().getByTestId('weight-gorge').fill('3');
    await page().getByTestId('weight-gorge').press('Tab');
    await expect(page().getByText('unsaved changes')).toBeVisible();

    await leaveVia('Reports', 1);
    expect(seen).toEqual([
      { type: 'confirm', message: 'The world weights have unsaved changes. Leave Worlds without saving?' },
    ]);
    await page().waitForTimeout(300);
    expect(path()).toBe('/worlds/weights');
    expect(await page().getByTestId('weight-gorge').inputValue()).toBe('3');

    answer = 'accept';
    await leaveVia('Reports', 2);
    await expect(page()).toHaveURL(/\/reports/);
    expect(seen).toHaveLength(2);
  });
});
