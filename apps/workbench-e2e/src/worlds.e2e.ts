import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openWorldsDepth, screenshot, useWorkbench } from './support';

/** The query parameters of the page's URL, as a plain object. */
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('Worlds page (headless Chromium, real server)', () => {
  const wb = useWorkbench();

  test('keeps seed, depth and the opened cube in the URL; Back and Forward walk through them', async () => {
    test.setTimeout(240_000);
    const page = wb.page;
    const summary = page.getByTestId('map-summary');
    // Angular renders the restored seed a tick after the URL changes
    const seedShows = (v: string) => expect(page.getByTestId('seed')).toHaveValue(v);
    await page.goto('/pigment');
    await page.goto('/worlds/preview?seed=5&depth=2');
    await expect(summary.filter({ hasText: 'Depth 2' })).toBeVisible({ timeout: 60_000 });
    expect(await page.locator('[data-testid=depth-map] [data-cube]').count()).toBeGreaterThan(0);

    await page.getByTestId('seed').fill('6');
    await page.getByTestId('seed').press('Enter');
    await expect(page).toHaveURL(/seed=6/);
    await page.getByTestId('depth').focus();
    await page.keyboard.press('ArrowRight');
    await expect(summary.filter({ hasText: 'Depth 3' })).toBeVisible({ timeout: 60_000 });
    const room = page.locator('[data-testid=depth-map] .cube.room').first();
    const at = (await room.getAttribute('data-cube')) ?? '';
    await room.click();
    await expect(page.getByTestId('verdict')).toBeVisible({ timeout: 60_000 });
    const [x, y] = at.split(',');
    expect(params(page)).toEqual({ seed: '6', depth: '3', x, y });
    expect(await page.getByRole('heading', { name: `Cube (${x},${y}) at depth 3` }).count()).toBe(1);
    await screenshot(page, 'worlds-preview-cube');

    await page.goBack();
    await expect(page.getByTestId('verdict')).toHaveCount(0);
    expect(params(page)).toEqual({ seed: '6', depth: '3' });
    await page.goBack();
    await expect(summary.filter({ hasText: 'Depth 2' })).toBeVisible({ timeout: 60_000 });
    expect(params(page)).toEqual({ seed: '6', depth: '2' });
    await seedShows('6');
    await page.goBack();
    await expect(page).toHaveURL(/seed=5/);
    expect(params(page)).toEqual({ seed: '5', depth: '2' });
    await seedShows('5');

    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page.getByRole('heading', { name: `Cube (${x},${y}) at depth 3` })).toBeVisible({ timeout: 60_000 });
    expect(params(page)).toEqual({ seed: '6', depth: '3', x, y });
    // one more Back than the page added entries leaves the Worlds page for the page before it
    for (let i = 0; i < 4; i++) await page.goBack();
    await page.waitForURL('**/pigment');
  });

  test('draws map and cube readably in the dark theme and the light one', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.setViewportSize({ width: 1280, height: 1100 });
    await openWorldsDepth(page, 3, 9);
    await page.locator('[data-testid=depth-map] .cube.room').nth(2).click();
    await expect(page.getByTestId('verdict')).toBeVisible({ timeout: 60_000 });
    expect(await page.locator('[data-testid=cube-drawing] rect[fill]').count()).toBeGreaterThanOrEqual(256);
    // the map is one tab stop (the opened cube); the arrow keys walk the cubes and Enter opens one
    expect(await page.locator('[data-testid=depth-map] [data-cube][tabindex="0"]').count()).toBe(1);
    await page.locator('[data-testid=depth-map] [data-cube][tabindex="0"]').focus();
    const focusedCube = () => page.evaluate(() => document.activeElement?.getAttribute('data-cube') ?? null);
    const start = await focusedCube();
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      if ((await focusedCube()) !== start) break;
    }
    const reached = await focusedCube();
    expect(reached).not.toBe(start);
    await page.keyboard.press('Enter');
    const [rx, ry] = (reached ?? '').split(',');
    await page.waitForURL((u) => u.searchParams.get('x') === rx && u.searchParams.get('y') === ry);
    await expect(page.getByRole('heading', { name: `Cube (${rx},${ry}) at depth 9` })).toBeVisible({ timeout: 60_000 });
    // the map's title against its background: relative luminance apart by more than half the scale
    const contrast = () =>
      page.evaluate(() => {
        const lum = (sel: string) => {
          const el = document.querySelector(`[data-testid=depth-map] ${sel}`);
          const [r, g, b] = (el ? getComputedStyle(el).fill : '').match(/\d+/g)?.map(Number) ?? [0, 0, 0];
          return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
        };
        return Math.abs(lum('.title') - lum('.bg'));
      });
    expect(await contrast()).toBeGreaterThan(0.5);
    await screenshot(page, 'worlds-preview-light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark-theme\b/);
    expect(await contrast()).toBeGreaterThan(0.5);
    await screenshot(page, 'worlds-preview-dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });

  test('plays a depth filling in: option counts, single steps, speed, restart and a live status', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.setViewportSize({ width: 1280, height: 1100 });
    await openWorldsDepth(page, 4, 6);
    const status = page.getByTestId('play-status');
    const cubes = page.locator('[data-testid=depth-map] [data-cube]');
    const counts = page.locator('[data-testid=depth-map] .options');
    const total = await cubes.count();
    expect(await status.getAttribute('aria-live')).toBe('polite');

    await page.getByTestId('play-open').click();
    await page.getByTestId('play-toggle').filter({ hasText: 'Pause' }).click();
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(status.filter({ hasText: `Collapsed 0 of ${total} cubes` })).toBeVisible();
    expect(await counts.count()).toBe(total);
    expect(new Set(await counts.allTextContents()).size === 1 && (await counts.first().textContent())?.trim()).toBe(
      '87',
    );
    await screenshot(page, 'worlds-play-start');

    await page.getByRole('button', { name: 'Step' }).click();
    await expect(status.filter({ hasText: `Collapsed 1 of ${total} cubes` })).toBeVisible();
    expect(await counts.count()).toBe(total - 1);
    const narrowed = (await counts.allTextContents()).map(Number).filter((n) => n < 87);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=depth-map] .cube.current').count()).toBe(1);
    await page.getByRole('button', { name: 'Step' }).click();
    await expect(status.filter({ hasText: `Collapsed 2 of ${total} cubes` })).toBeVisible();
    expect(await counts.count()).toBe(total - 2);

    await page.getByRole('radio', { name: '40 steps per second' }).click();
    await page.getByTestId('play-toggle').click();
    // running: past the two stepped cubes (was a fixed 400 ms wait)
    await expect(status).not.toContainText(`Collapsed 2 of ${total} cubes`);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark-theme\b/);
    await screenshot(page, 'worlds-play-running-dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(status.filter({ hasText: `Collapsed ${total} of ${total} cubes` })).toBeVisible({ timeout: 30_000 });
    expect(await counts.count()).toBe(0);
    expect(await page.getByTestId('play-toggle').textContent()).toContain('Play again');
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(status.filter({ hasText: `Collapsed 0 of ${total} cubes` })).toBeVisible();
    await page.getByRole('button', { name: 'Show finished map' }).click();
    await expect(page.getByTestId('play-open')).toBeVisible();
    expect(await counts.count()).toBe(0);
  });

  test('follows a waterfall to the cube below and back, and shows cave rock', async () => {
    test.setTimeout(180_000);
    const page = wb.page;
    await page.setViewportSize({ width: 1280, height: 1100 });
    // seed 7, depth 2, cube (7,0): its river leaves through the floor into the same cube one depth down
    await page.goto('/worlds/preview?seed=7&depth=2&x=7&y=0');
    const falls = page.getByTestId('waterfalls');
    await expect(falls).toBeVisible({ timeout: 60_000 });
    await page.getByRole('link', { name: 'into cube (7,0) at depth 3' }).click();
    await expect(page.getByRole('heading', { name: 'Cube (7,0) at depth 3' })).toBeVisible({ timeout: 60_000 });
    expect(params(page)).toEqual({ seed: '7', depth: '3', x: '7', y: '0' });
    expect(await falls.textContent()).toMatch(/from cube \(7,0\) at depth 2, landing here at \(\d+,\d+\)/);
    expect(await page.locator('[data-testid=cube-drawing] .landing').count()).toBe(1);
    await screenshot(page, 'worlds-waterfall-landing');
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Cube (7,0) at depth 2' })).toBeVisible({ timeout: 60_000 });

    await openWorldsDepth(page, 7, 9);
    await page.locator('[data-testid=depth-map] .cube.room').nth(2).click();
    await expect(page.getByText(/rock overhead on \d+ % of the cells/)).toBeVisible({ timeout: 60_000 });
    expect(await page.locator('[data-testid=cube-drawing] .rock').count()).toBeGreaterThan(128);
    await screenshot(page, 'worlds-cave');
  });

  // last: it saves levels/worldgen/weights.json, which the worlds of the other tests are generated from
  test('shows invalid weights at their field and keeps Save disabled until they are fixed', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/worlds/weights');
    await page.getByRole('switch', { name: 'Rebuild on change' }).click();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const field = (id: string) => page.getByTestId(`weight-${id}`);
    const error = (id: string) => page.getByTestId(`weight-error-${id}`);
    const typeInto = async (id: string, text: string) => {
      await field(id).click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    };

    await typeInto('meadow', '-2');
    await expect(error('meadow')).toHaveText('meadow: must be > 0');
    await expect(field('meadow')).toHaveAttribute('aria-invalid', 'true');
    await typeInto('gorge', '0');
    await expect(error('gorge')).toHaveText('gorge: must be > 0');
    await typeInto('variantScale', '1-');
    await expect(error('variantScale')).toHaveText('variants ×: enter a number');
    await typeInto('archetype-mesa', '0');
    await expect(error('archetype-mesa')).toHaveCount(0);
    await expect(page.getByTestId('save-blocked')).toContainText('3 invalid fields');
    await expect(save).toBeDisabled();
    await page.getByRole('heading', { name: 'Land kinds' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'worlds-weights-invalid');

    await typeInto('meadow', '7');
    await typeInto('gorge', '0.05');
    await expect(error('gorge')).toHaveCount(0);
    await expect(save).toBeDisabled();
    await typeInto('variantScale', '0.5');
    await expect(page.getByTestId('save-blocked')).toHaveCount(0);
    await expect(error('meadow')).toHaveCount(0);
    await save.click();
    await expect(page.getByText('saved', { exact: true })).toBeVisible();
    const file = JSON.parse(readFileSync(join(wb.server.levelsDir, 'worldgen/weights.json'), 'utf8'));
    expect([file.pieces.meadow, file.pieces.gorge, file.variantScale, file.archetypes.mesa]).toEqual([7, 0.05, 0.5, 0]);
  });
});
