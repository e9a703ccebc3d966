import { expect, test, type Page } from '@playwright/test';
import { dialogOpened, failingLines, runAxe, screenshot, useWorkbench, writeFixtureReport } from './support';

/** Each page of the workbench, with what shows it has loaded. */
const PAGES: readonly { url: string; ready: (p: Page) => Promise<unknown> }[] = [
  { url: '/pigment', ready: (p) => expect(p.getByRole('link', { name: 'Return' })).toBeVisible() },
  { url: '/pigment/pack/play', ready: (p) => expect(p.getByRole('grid').first()).toBeVisible() },
  { url: '/pigment/return', ready: (p) => expect(p.getByRole('grid').first()).toBeVisible() },
  { url: '/pigment/return/play?moves=ES', ready: (p) => expect(p.locator('[data-test=move-counter]')).toBeVisible() },
  { url: '/watersort/curve', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { url: '/watersort/levels', ready: (p) => expect(p.getByRole('heading', { name: 'Level 1' })).toBeVisible() },
  { url: '/watersort/play', ready: (p) => expect(p.locator('app-tube-board').first()).toBeVisible() },
  { url: '/watersort/play?campaign=1', ready: (p) => expect(p.locator('app-tube-board').first()).toBeVisible() },
  { url: '/watersort/stats', ready: (p) => expect(p.getByTestId('stats-summary')).toBeVisible() },
  { url: '/watersort/editor', ready: (p) => expect(p.getByTestId('board-problems')).toBeVisible() },
  {
    url: '/worlds/preview?seed=5&depth=2',
    ready: (p) => expect(p.locator('app-depth-map')).toBeVisible({ timeout: 60_000 }),
  },
  { url: '/worlds/weights', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { url: '/reports', ready: (p) => expect(p.getByTestId('report-list')).toBeVisible() },
  { url: '/reports/fixture-run', ready: (p) => expect(p.getByTestId('report-verdict')).toBeVisible() },
  { url: '/reports/passed-run', ready: (p) => expect(p.getByTestId('report-verdict')).toBeVisible() },
];

/** A small report as verify leaves it, in the folder the test server reads reports from (failed, or all passed). */
function writeAuditReport(reportsDir: string, name: string, passed: boolean): void {
  writeFixtureReport(reportsDir, name, {
    items: [
      { check: 'pigment', id: 'pigment/white', index: 0, passed: true, failures: [], metrics: {}, ms: 3 },
      {
        check: 'watersort',
        id: 'watersort/level-3',
        index: 0,
        passed,
        failures: passed ? [] : ['slow'],
        metrics: {},
        ms: 5,
      },
    ],
    createdAt: passed ? '2026-11-29T22:00:00.000Z' : '2026-11-29T23:00:00.000Z',
    html: '<!doctype html><html lang="en"><title>r</title><main><h1>Plots</h1></main>',
  });
}

test.describe('Accessibility: axe-core on every page and dialog, light and dark (headless Chromium)', () => {
  const wb = useWorkbench({ bypassCsp: true });
  /** Serious/critical violations, console errors and failed requests, each naming where it was seen. */
  const found: string[] = [];
  let where = '';

  test.beforeEach(() => {
    found.length = 0;
    wb.browser.errors.length = 0;
  });

  test.beforeAll(() => {
    writeAuditReport(wb.server.reportsDir, 'passed-run', true);
    writeAuditReport(wb.server.reportsDir, 'fixture-run', false);
    wb.page.on('response', (r) => {
      if (r.status() >= 400) found.push(`${where}: ${r.request().method()} ${r.url()} → ${r.status()}`);
    });
    wb.page.on('requestfailed', (r) => {
      // a request the page itself abandoned (navigating away mid-stream) is not a failure of the app
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') found.push(`${where}: ${r.url()} failed`);
    });
  });

  async function audit(name: string): Promise<void> {
    // let animations (dialogs opening, charts drawing) finish before checking colours
    await wb.page.waitForTimeout(400);
    for (const line of failingLines(await runAxe(wb.page))) found.push(`${name}: ${line}`);
  }

  async function openDialog(button: string, title: RegExp | string): Promise<void> {
    await wb.page.getByRole('button', { name: button, exact: true }).first().click();
    await expect(wb.page.getByRole('dialog').getByText(title).first()).toBeVisible();
    await dialogOpened(wb.page);
  }

  async function closeDialog(): Promise<void> {
    await wb.page.keyboard.press('Escape');
    await expect(wb.page.getByRole('dialog')).toHaveCount(0);
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`finds no serious or critical violation, console error or failed request on any page (${mode})`, async () => {
      test.setTimeout(300_000);
      const page = wb.page;
      await page.goto('/pigment');
      const toggle = page.getByRole('button', { name: `Switch to ${mode} theme` });
      if (await toggle.isVisible()) await toggle.click();
      for (const p of PAGES) {
        where = `${mode} ${p.url}`;
        await page.goto(p.url);
        await p.ready(page);
        await audit(where);
      }
      where = `${mode} /pigment/return (JSON)`;
      await page.goto('/pigment/return');
      await wb.pigment.view('JSON');
      await expect(page.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout: 30_000 });
      await audit(where);
      await screenshot(page, `a11y-json-${mode}`);
      expect(found).toEqual([]);
      expect(wb.browser.errors).toEqual([]);
    });

    test(`finds none in any dialog (${mode})`, async () => {
      test.setTimeout(180_000);
      const page = wb.page;
      where = `${mode} dialogs`;
      await page.goto('/pigment');
      await expect(page.getByRole('link', { name: 'Return' })).toBeVisible();
      await openDialog('Keyboard shortcuts', 'Keyboard shortcuts');
      await audit(`${mode} help dialog`);
      await closeDialog();
      await openDialog('New level', /new level/i);
      await audit(`${mode} new-level dialog`);
      await closeDialog();
      await openDialog('Rename Return', /rename/i);
      await audit(`${mode} rename dialog`);
      await closeDialog();
      await openDialog('Delete Return', /delete/i);
      await audit(`${mode} delete dialog`);
      await closeDialog();
      await openDialog('Suggest…', /suggest/i);
      await audit(`${mode} suggest dialog`);
      await closeDialog();
      await wb.pigment.open('return');
      await openDialog('History', /version/i);
      await audit(`${mode} history dialog`);
      await screenshot(page, `a11y-history-${mode}`);
      await closeDialog();
      expect(found).toEqual([]);
      expect(wb.browser.errors).toEqual([]);
    });
  }
});
