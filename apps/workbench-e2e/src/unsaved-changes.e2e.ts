import type { Dialog } from 'playwright-core';
import { useWorkbench } from './support';

/**
 * Issue #24: the unsaved-changes guard (one guard; the Pigment level, Water Sort curve and World weights pages ask
 * their own question) asks before the app leaves an edited page; Cancel stays with the edit, OK leaves.
 */
describe('leaving an edited page asks first (headless Chromium, real server)', () => {
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
  beforeAll(() => {
    page().on('dialog', onDialog);
    // `?nostorage` pages get a localStorage whose quota is full for level drafts
    return page().addInitScript(() => {
      if (!location.search.includes('nostorage')) return;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.startsWith('levelbench:pigment:draft:'))
          throw new DOMException('the quota is full', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
  });
  afterAll(() => page().off('dialog', onDialog));
  beforeEach(() => {
    seen.length = 0;
    answer = 'dismiss';
  });

  const nav = (label: string) => page().getByRole('navigation').getByRole('link', { name: label, exact: true });
  const path = () => new URL(page().url()).pathname;
  /** Clicks a side-navigation link and waits until the dialog count reaches `dialogs`. */
  async function leaveVia(label: string, dialogs: number): Promise<void> {
    await nav(label).click();
    const end = Date.now() + 10_000;
    while (seen.length < dialogs && Date.now() < end) await page().waitForTimeout(50);
  }

  it('Pigment: an edit the browser cannot keep as a draft asks before leaving; Cancel keeps it, OK leaves', async () => {
    await page().goto('/pigment/return?nostorage=1');
    await page().getByRole('grid').first().waitFor();
    await page().locator('mat-button-toggle', { hasText: 'Hole' }).first().locator('button').click();
    await ui.cell(2, 2).click();
    expect(await ui.labelOnceSettled(2, 2, '2,2: hole')).toBe('2,2: hole');

    await leaveVia('Water Sort', 1);
    expect(seen).toEqual([{ type: 'confirm', message: 'This level has unsaved changes. Leave without saving?' }]);
    await page().waitForTimeout(300);
    expect(path()).toBe('/pigment/return');
    expect(await ui.labelOnceSettled(2, 2, '2,2: hole')).toBe('2,2: hole');

    // a reload or a closed tab asks through the browser's own dialog
    answer = 'dismiss';
    await page()
      .reload({ timeout: 3000 })
      .catch(() => undefined);
    expect(seen.map((d) => d.type)).toEqual(['confirm', 'beforeunload']);
    expect(await ui.labelOnceSettled(2, 2, '2,2: hole')).toBe('2,2: hole');

    answer = 'accept';
    await leaveVia('Water Sort', 3);
    await page().waitForURL(/\/watersort/);
    expect(seen.map((d) => d.type)).toEqual(['confirm', 'beforeunload', 'confirm']);
  });

  it('Pigment: an edit kept as a browser draft leaves without asking and is there on return', async () => {
    await ui.open('return');
    await page().locator('mat-button-toggle', { hasText: 'Hole' }).first().locator('button').click();
    await ui.cell(3, 3).click();
    expect(await ui.labelOnceSettled(3, 3, '3,3: hole')).toBe('3,3: hole');
    await leaveVia('Worlds', 0);
    await page().waitForURL(/\/worlds/);
    await ui.open('return');
    expect(await ui.labelOnceSettled(3, 3, '3,3: hole')).toBe('3,3: hole');
    expect(seen).toEqual([]);
  });

  it('Water Sort: an unsaved curve asks before leaving Water Sort, not when switching its tabs', async () => {
    await page().goto('/watersort/curve');
    await page().getByTestId('tier-colors-1').fill('5');
    await page().getByTestId('tier-colors-1').press('Tab');
    await page().getByText('unsaved changes').waitFor();

    await page().locator('[mat-tab-link]', { hasText: 'Levels' }).click();
    await page().waitForURL(/\/watersort\/levels/);
    expect(seen).toEqual([]);

    await leaveVia('Pigment', 1);
    expect(seen).toEqual([
      { type: 'confirm', message: 'The level curve has unsaved changes. Leave Water Sort without saving?' },
    ]);
    await page().waitForTimeout(300);
    expect(path()).toBe('/watersort/levels');

    answer = 'accept';
    await leaveVia('Pigment', 2);
    await page().waitForURL(/\/pigment/);
    expect(seen).toHaveLength(2);
  }, 60_000);

  it('Worlds: unsaved weights ask before leaving Worlds; Cancel stays, OK leaves', async () => {
    await page().goto('/worlds/weights');
    await page().getByText('all 87').waitFor({ timeout: 30_000 });
    await page().getByTestId('weight-gorge').fill('3');
    await page().getByTestId('weight-gorge').press('Tab');
    await page().getByText('unsaved changes').waitFor();

    await leaveVia('Reports', 1);
    expect(seen).toEqual([
      { type: 'confirm', message: 'The world weights have unsaved changes. Leave Worlds without saving?' },
    ]);
    await page().waitForTimeout(300);
    expect(path()).toBe('/worlds/weights');
    expect(await page().getByTestId('weight-gorge').inputValue()).toBe('3');

    answer = 'accept';
    await leaveVia('Reports', 2);
    await page().waitForURL(/\/reports/);
    expect(seen).toHaveLength(2);
  }, 60_000);
});
