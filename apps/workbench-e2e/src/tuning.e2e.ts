import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshot, useWorkbench, writeFixtureReport } from './support';

/** Text of the chart's accessible summary (it is built from the same data the canvas draws). */
const chartLabel = (page: Page) => page.locator('app-curve-chart canvas').getAttribute('aria-label');
const chartPixels = (page: Page) =>
  page.locator('app-curve-chart canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());

test.describe('Tuning and QA pages (headless Chromium, real server)', () => {
  const wb = useWorkbench({ width: 1400, height: 1000 });

  test('changes a tier colour count, sees the chart recomputed, saves it, and resolves a conflict', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    await page.goto('/watersort/curve');
    const status = page.getByTestId('chart-status');
    await expect(status.filter({ hasText: 'Metrics for 100 of 100 levels' })).toBeVisible({ timeout: 60_000 });
    const labelBefore = await chartLabel(page);
    const pixelsBefore = await chartPixels(page);
    expect(labelBefore).toContain('4 colours from level 9');

    await page.getByTestId('tier-colors-1').fill('5');
    await page.getByTestId('tier-colors-1').press('Tab');
    await expect(page.getByText('unsaved changes')).toBeVisible();
    // only tier 2's ten levels change, so only they are recomputed
    await expect(status.filter({ hasText: 'Metrics for 100 of 100 levels' })).toBeVisible({ timeout: 60_000 });
    expect(await chartLabel(page)).toContain('5 colours from level 9');
    expect(await chartPixels(page)).not.toBe(pixelsBefore);
    await screenshot(page, 'watersort-curve');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('saved', { exact: true })).toBeVisible();
    const file = join(wb.server.levelsDir, 'watersort/curve.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).tiers[1]).toEqual({ colors: 5, levels: 10 });

    // someone else saves meanwhile: our next save gets a 409 and offers both ways out
    const theirs = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...theirs, candidates: 10 }, null, 2) + '\n');
    await page.getByTestId('tier-levels-0').fill('9');
    await page.getByTestId('tier-levels-0').press('Tab');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Someone else saved the curve')).toBeVisible();
    await expect(page.getByText('10 candidates')).toBeVisible();
    await screenshot(page, 'watersort-curve-conflict');
    await page.getByRole('button', { name: 'Keep mine' }).click();
    await expect(page.getByText('saved', { exact: true })).toBeVisible();
    const mine = JSON.parse(readFileSync(file, 'utf8'));
    expect(mine).toMatchObject({ levels: 101, candidates: 12 });
    expect(mine.tiers[0]).toEqual({ colors: 3, levels: 9 });

    // the same draft as raw JSON in the shared Monaco editor: a valid edit moves the table, a bad one only shows why
    await page.getByText('Edit as JSON').click();
    const line = page.locator('.monaco-editor .view-line', { hasText: '"candidates"' });
    await expect(line).toBeVisible({ timeout: 20_000 });
    await line.click();
    await page.keyboard.press('End');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('11,');
    await expect(page.getByTestId('candidates')).toHaveValue('11');
    await page.keyboard.press('End');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('0,');
    await expect(page.locator('app-raw-json-panel [role=alert]', { hasText: '/candidates' })).toBeVisible();
    expect(await page.getByTestId('candidates').inputValue()).toBe('11');
    // the refused text stays in the editor for the designer to fix
    expect(await line.textContent()).toMatch(/"candidates":\s0,/);
    await screenshot(page, 'watersort-curve-json');
  });

  test('browses a level with its ranked candidates and a daily from the calendar', async () => {
    const page = wb.page;
    await page.goto('/watersort/levels?level=40');
    await expect(page.getByRole('heading', { name: 'Level 40' })).toBeVisible();
    expect(await page.locator('.candidates li').count()).toBe(12);
    expect(await page.locator('.candidates li.picked').count()).toBe(1);
    await expect(page.getByTestId('asked')).toHaveText(/^mixedness \d+, its tier's target$/);
    await expect(page.getByTestId('profile-deadEndDensity')).toHaveText(/^\d+\.\d %$/);
    const tube = page.locator('app-tube-board [data-tube="0"]').first();
    expect(await tube.getAttribute('aria-label')).toMatch(/^Tube 1: \w+(, \w+)*, bottom to top/);
    await screenshot(page, 'watersort-levels');
    const days = page.getByRole('button', { name: /: Daily \d{4}-\d{2}-\d{2}/ });
    expect(await days.count()).toBe(30);
    await days.last().click();
    await expect(page.getByRole('heading', { name: /^Daily \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
    expect(await page.locator('.metrics').textContent()).toContain('6 (8 tubes)');
    await screenshot(page, 'watersort-daily');
  });

  test('plays a generated level to a win using only hints', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    await page.goto('/watersort/play?level=12');
    await expect(page.locator('app-tube-board [data-tube]').first()).toBeVisible();
    const message = page.getByTestId('hint-message');
    for (let i = 0; i < 60 && !(await page.getByTestId('won').isVisible()); i++) {
      await page.getByRole('button', { name: 'Hint (H)' }).click();
      await expect(message.filter({ hasText: /Pour tube \d+ into tube \d+|No way forward|stuck/ })).toBeVisible();
      const m = /Pour tube (\d+) into tube (\d+)/.exec((await message.textContent()) ?? '');
      if (!m) throw new Error(`no hint: ${await message.textContent()}`);
      if (i === 2) await screenshot(page, 'watersort-play-hint');
      const before = await page.getByTestId('moves').textContent();
      await page.locator(`app-tube-board [data-tube="${Number(m[1]) - 1}"]`).click();
      await page.locator(`app-tube-board [data-tube="${Number(m[2]) - 1}"]`).click();
      await expect(page.getByTestId('moves').filter({ hasNotText: before ?? '' })).toBeVisible();
    }
    const won = page.getByTestId('won');
    await expect(won).toBeVisible();
    const moves = Number(/Moves: (\d+)/.exec((await page.getByTestId('moves').textContent()) ?? '')?.[1]);
    expect(await won.textContent()).toContain(`${moves} moves`);
    expect(await won.textContent()).toContain(`hints used: ${moves}`);
    expect(await won.textContent()).toMatch(/time \d+(\.\d)? s|time \d+:\d\d/);
    await screenshot(page, 'watersort-play-won');
  });

  test('moves the depth slider and opens a cube with its inspector verdict', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    await page.goto('/worlds/preview?seed=3');
    const summary = page.getByTestId('map-summary');
    await expect(summary.filter({ hasText: 'Depth 0' })).toBeVisible({ timeout: 30_000 });
    const ringAt0 = await page.locator('[data-testid=depth-map] .cube').count();
    await page.getByTestId('depth').focus();
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    await expect(summary.filter({ hasText: 'Depth 9 (caves)' })).toBeVisible({ timeout: 30_000 });
    expect(await page.locator('[data-testid=depth-map] .cube').count()).toBeGreaterThan(ringAt0);
    await page.locator('[data-testid=depth-map] .cube.room').first().click();
    await expect(page.getByTestId('verdict')).toBeVisible({ timeout: 60_000 });
    expect(await page.getByTestId('verdict').textContent()).toContain('Inspector: passed');
    expect(page.url()).toMatch(/depth=9.*x=-?\d+.*y=-?\d+|x=-?\d+.*y=-?\d+.*depth=9/);
    await screenshot(page, 'worlds-preview');
  });

  test('shows the piece catalogue and live statistics for a weight change before saving', async () => {
    test.setTimeout(420_000);
    const page = wb.page;
    await page.goto('/worlds/weights');
    await expect(page.getByText('all 87')).toBeVisible();
    const status = page.getByTestId('stats-status');
    const gorgeShare = async () => {
      const cell = page.locator('.freq tr', { hasText: 'gorge' }).locator('td').nth(1);
      return Number(/([\d.]+) %/.exec((await cell.textContent()) ?? '')?.[1]);
    };
    await expect(status.filter({ hasText: /3 worlds, \d+ rooms built/ })).toBeVisible({ timeout: 180_000 });
    const before = await gorgeShare();
    await page.getByTestId('weight-gorge').fill('3');
    await page.getByTestId('weight-gorge').press('Tab');
    await expect(page.getByText('unsaved changes')).toBeVisible();
    await expect(status.filter({ hasText: 'Building world' })).toBeVisible({ timeout: 10_000 });
    await expect(status.filter({ hasText: /3 worlds, \d+ rooms built/ })).toBeVisible({ timeout: 180_000 });
    expect(await gorgeShare()).toBeGreaterThan(before * 10);
    expect(await page.getByTestId('tries-mean').textContent()).toMatch(/^\d\.\d{3}$/);
    await page.getByRole('button', { name: 'gorge' }).click();
    expect(await page.locator('app-piece-catalogue tbody tr').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'worlds-weights');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('saved', { exact: true })).toBeVisible();
    expect(JSON.parse(readFileSync(join(wb.server.levelsDir, 'worldgen/weights.json'), 'utf8')).pieces.gorge).toBe(3);
  });

  test('opens a report with failures first, its HTML plots, and links to what failed', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    // a report as verify leaves it, in the folder the test server reads reports from
    writeFixtureReport(wb.server.reportsDir, 'fixture-run', {
      items: [
        { check: 'pigment', id: 'pigment/white', index: 0, passed: true, failures: [], metrics: {}, ms: 3 },
        {
          check: 'watersort',
          id: 'watersort/level-3',
          index: 0,
          passed: false,
          failures: ['optimal solver did not finish (1000000 nodes)'],
          metrics: { kind: 'level', n: 3 },
          ms: 5,
        },
        {
          check: 'worlds',
          id: 'worlds/seed-3',
          index: 0,
          passed: false,
          failures: ['depth 9 cube (-2,4): portal W cannot reach the exit'],
          // where the failure is, as data: the link is built from this, never from the sentence
          locations: [{ kind: 'world', seed: 3, depth: 9, cube: [-2, 4] }],
          metrics: { seed: 3 },
          ms: 900,
        },
      ],
      createdAt: '2026-11-29T23:00:00.000Z',
      worlds: 1,
      html: '<!doctype html><title>r</title><h1>Plots of fixture-run</h1>',
    });
    await page.goto('/reports');
    const row = page.getByTestId('report-list').locator('tr', { hasText: 'fixture-run' });
    await expect(row).toBeVisible();
    expect(await row.textContent()).toContain('fail');
    await row.getByRole('link').click();
    await expect(page.getByTestId('report-verdict').filter({ hasText: 'Failed' })).toBeVisible();
    const failures = page.getByTestId('failures').locator('li');
    expect(await failures.count()).toBe(2);
    expect(await page.getByTestId('changes').textContent()).toContain('No other report to compare with yet.');
    expect(
      await page.frameLocator('iframe.html').getByRole('heading', { name: 'Plots of fixture-run' }).textContent(),
    ).toBe('Plots of fixture-run');
    await screenshot(page, 'report-fixture');
    await page.getByRole('link', { name: 'Open cube (-2,4) at depth 9' }).click();
    await expect(page.getByTestId('verdict')).toBeVisible({ timeout: 60_000 });
    expect(page.url()).toMatch(/worlds\/preview\?.*seed=3/);
    await page.goBack();
    await page.getByRole('link', { name: 'Open level 3' }).click();
    await expect(page.getByRole('heading', { name: 'Level 3' })).toBeVisible();
  });

  test('starts a small verify run, follows it and finds it in the report list', async () => {
    test.setTimeout(240_000);
    const page = wb.page;
    await page.goto('/reports');
    // a Pigment-only run: every other check the server offers (watersort, worlds, faces, bots, …) off
    const boxes = page.locator('[data-testid^="check-"]:not([data-testid="check-pigment"])');
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await box.locator('input').uncheck();
    await page.getByTestId('start').click();
    // the finished run opens in the report viewer; an alert would say why the server refused it
    const refused = page.locator('.run [role=alert]');
    await expect(page.getByTestId('report-verdict').or(refused)).toBeVisible({ timeout: 120_000 });
    if (await refused.isVisible()) throw new Error(`verify did not start: ${await refused.textContent()}`);
    expect(page.url()).toMatch(/\/reports\/[^/]+$/);
    await expect(page.getByTestId('report-verdict').filter({ hasText: 'Passed' })).toBeVisible();
    expect(await page.locator('.totals').textContent()).toMatch(/pigment\s*5\s*0/);
    await expect(page.frameLocator('iframe.html').locator('body')).toBeVisible();
    // compared with the fixture report, the next older one: the same Pigment level passed in both, four are new
    const headline = page.getByTestId('diff-headline');
    await expect(headline).toBeVisible();
    expect(await headline.textContent()).toMatch(
      /^0 regressions, 0 fixed, 4 added, 0 removed, 1 with changed metrics, 0 unchanged$/,
    );
    expect(await page.getByTestId('run-changes').textContent()).toMatch(
      // both reports name the levels folder "levels" (summaries hold no server paths, issue #16)
      /^The runs differ — checks: pigment,watersort,worlds → pigment \(only pigment compared\)$/,
    );
    expect(await page.getByTestId('diff-Added').locator('li').count()).toBe(4);
    await screenshot(page, 'report-changes');
    await screenshot(page, 'report-view');
    const id = decodeURIComponent(page.url().split('/').pop() ?? '');
    await page.getByRole('link', { name: '← All reports' }).click();
    await expect(page.getByTestId('report-list').getByRole('link', { name: id })).toBeVisible();
    await screenshot(page, 'reports-list');

    // a full run can be cancelled while it streams progress; it leaves no report
    const before = await page.getByTestId('report-list').locator('tr').count();
    for (const key of ['watersort', 'worlds', 'faces']) await page.getByTestId(`check-${key}`).locator('input').check();
    await page.getByTestId('start').click();
    await expect(page.getByTestId('run-progress').filter({ hasText: /\d+ \/ \d+ checked/ })).toBeVisible({
      timeout: 60_000,
    });
    await screenshot(page, 'reports-run-progress');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('run-outcome').filter({ hasText: 'Cancelled' })).toBeVisible({ timeout: 30_000 });
    expect(await page.getByTestId('report-list').locator('tr').count()).toBe(before);
  });
});
