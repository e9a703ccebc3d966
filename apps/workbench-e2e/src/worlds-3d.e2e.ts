import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openWorldsDepth, screenshot, useWorkbench } from './support';

/** The 3D canvas's picture, read back (the renderer keeps its drawing buffer) and scaled to 80 × 64 RGBA. */
async function picture(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=cube-3d-canvas]');
    if (!canvas) throw new Error('no 3D canvas');
    const img = new Image();
    img.src = canvas.toDataURL('image/png');
    await img.decode();
    const small = document.createElement('canvas');
    [small.width, small.height] = [80, 64];
    const ctx = small.getContext('2d');
    if (!ctx) throw new Error('no 2D context');
    ctx.drawImage(img, 0, 0, 80, 64);
    return Array.from(ctx.getImageData(0, 0, 80, 64).data);
  });
}

/** Share of pixels with something drawn (not fully transparent: the canvas clears to transparent). */
const drawnShare = (px: number[]) => px.filter((_, i) => i % 4 === 3 && px[i] > 0).length / (px.length / 4);
/** Distinct colours, quantised to 4 bits a channel. */
const colours = (px: number[]) => {
  const s = new Set<number>();
  for (let i = 0; i < px.length; i += 4)
    if (px[i + 3]) s.add(((px[i] >> 4) << 8) | ((px[i + 1] >> 4) << 4) | (px[i + 2] >> 4));
  return s.size;
};
/** Share of pixels that differ by more than a little between two pictures. */
const changed = (a: number[], b: number[]) => {
  let n = 0;
  for (let i = 0; i < a.length; i += 4)
    if (
      Math.abs(a[i] - b[i]) +
        Math.abs(a[i + 1] - b[i + 1]) +
        Math.abs(a[i + 2] - b[i + 2]) +
        Math.abs(a[i + 3] - b[i + 3]) >
      24
    )
      n++;
  return n / (a.length / 4);
};

test.describe('Worlds 3D cube view (headless Chromium, real server)', () => {
  const wb = useWorkbench({ width: 1280, height: 1100 });

  /** Waits until the 3D view has drawn more often than `after` times and returns the new count. */
  const drawnAfter = async (page: Page, after: number) => {
    const canvas = page.getByTestId('cube-3d-canvas');
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid=cube-3d-canvas]')?.getAttribute('data-drawn') ?? 0) > n,
      after,
      { timeout: 60_000 },
    );
    return Number(await canvas.getAttribute('data-drawn'));
  };

  /** Runs `act` and waits until the canvas has drawn a new picture (camera moves draw on an animation frame). */
  const redrawn = async (page: Page, act: () => Promise<void>) => {
    const frames = () =>
      page.evaluate(() =>
        Number(document.querySelector<HTMLCanvasElement>('[data-testid=cube-3d-canvas]')?.dataset['frames'] ?? 0),
      );
    const before = await frames();
    await act();
    await page.waitForFunction(
      (n) =>
        Number(document.querySelector<HTMLCanvasElement>('[data-testid=cube-3d-canvas]')?.dataset['frames'] ?? 0) > n,
      before,
      { timeout: 30_000 },
    );
  };

  test('draws the cube in 3D, redraws it when the cube, the cut-away or the camera change, with no console errors', async () => {
    test.setTimeout(240_000);
    const page = wb.page;
    await openWorldsDepth(page, 3, 9);
    const rooms = page.locator('[data-testid=depth-map] .cube.room');
    await rooms.nth(2).click();
    await expect(page.getByTestId('verdict')).toBeVisible({ timeout: 60_000 });
    // the top view first; three is not loaded until the 3D view is asked for
    expect(await page.getByTestId('cube-drawing').count()).toBe(1);
    const scripts = () =>
      page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.name.endsWith('.js'))
          .map((r) => ({ name: r.name, size: r.decodedBodySize })),
      );
    const before = new Set((await scripts()).map((s) => s.name));

    await page.getByTestId('view-3d').click();
    await page.waitForURL((u) => u.searchParams.get('view') === '3d');
    let drawn = await drawnAfter(page, 0);
    expect(await page.locator('[data-testid=cube-3d] .stage').getAttribute('data-state')).toBe('ready');
    expect(await page.getByTestId('cube-3d-unavailable').count()).toBe(0);
    // three came in its own chunk, on demand (not in the initial bundle)
    const loaded = (await scripts()).filter((s) => !before.has(s.name));
    expect(loaded.reduce((n, s) => n + s.size, 0)).toBeGreaterThan(400_000);
    const canvas = page.getByTestId('cube-3d-canvas');
    expect(await canvas.getAttribute('aria-label')).toMatch(
      /^3D view of the cube: 16×16 cells, ground from \d+ to \d+/,
    );
    const first = await picture(page);
    // a real picture: a good part of the canvas drawn on, in many colours (ground shades, water, portals, route)
    expect(drawnShare(first)).toBeGreaterThan(0.25);
    expect(colours(first)).toBeGreaterThan(20);
    await screenshot(page, 'worlds-3d-cave-cutaway');

    // cave rock drawn solid covers the floor: the picture changes, and changes back
    await page.getByTestId('cutaway').locator('input').click();
    drawn = await drawnAfter(page, drawn);
    const solid = await picture(page);
    expect(changed(first, solid)).toBeGreaterThan(0.05);
    await screenshot(page, 'worlds-3d-cave-solid');
    await page.getByTestId('cutaway').locator('input').click();
    drawn = await drawnAfter(page, drawn);
    expect(changed(first, await picture(page))).toBeLessThan(0.01);

    // keyboard: the buttons zoom and turn, the arrow keys pan the focused canvas, Reset view brings the framing back
    await page.getByRole('button', { name: 'Zoom in' }).focus();
    await redrawn(page, () => page.keyboard.press('Enter'));
    const zoomed = await picture(page);
    expect(changed(first, zoomed)).toBeGreaterThan(0.05);
    await redrawn(page, () => page.getByRole('button', { name: 'Turn left' }).click());
    await canvas.focus();
    await redrawn(page, () => page.keyboard.press('ArrowLeft'));
    expect(changed(zoomed, await picture(page))).toBeGreaterThan(0.05);
    await redrawn(page, () => page.getByRole('button', { name: 'Reset view' }).click());
    expect(changed(first, await picture(page))).toBeLessThan(0.01);

    // another cube: a new picture
    const at = await rooms.nth(0).getAttribute('data-cube');
    await rooms.nth(0).click();
    const [x, y] = (at ?? '').split(',');
    await expect(page.getByRole('heading', { name: `Cube (${x},${y}) at depth 9` })).toBeVisible({ timeout: 60_000 });
    drawn = await drawnAfter(page, drawn);
    const other = await picture(page);
    expect(drawnShare(other)).toBeGreaterThan(0.25);
    expect(changed(first, other)).toBeGreaterThan(0.05);

    // Build it: builds the cube again from scratch and says its tries and build time; the view stays where it was
    drawn = await drawnAfter(page, 0);
    await redrawn(page, () => page.getByRole('button', { name: 'Turn left' }).click());
    const turned = await picture(page);
    await page.getByTestId('build-it').click();
    await expect(page.getByTestId('build-status').filter({ hasText: 'from scratch' })).toBeVisible({ timeout: 60_000 });
    await drawnAfter(page, drawn);
    expect(changed(turned, await picture(page))).toBeLessThan(0.01);
    expect(await page.getByTestId('build-status').textContent()).toMatch(
      /^Built in \d+ tr(y|ies), [\d.]+ m?s \(from scratch, timed (in the browser|by the builder)\)$/,
    );
    expect(await page.getByTestId('build-time').textContent()).toMatch(/[\d.]+ m?s \(built from scratch\)/);

    // the legend names every drawn thing, fences included
    const legend = await page
      .locator('[data-legend]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-legend')));
    expect(legend).toEqual(
      expect.arrayContaining(['fence', 'stairs', 'ladder', 'bridge', 'slab', 'rock', 'portal-floor', 'route']),
    );

    expect(wb.browser.errors).toEqual([]);
  });

  test('reads well in the light and the dark theme (screenshots), and the top view is one click away', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    // seed 7, depth 3, cube (7,-3): a plank bridge, fences and a treasure
    await page.goto('/worlds/preview?seed=7&depth=3&x=7&y=-3&view=3d');
    await expect(page.getByRole('heading', { name: 'Cube (7,-3) at depth 3' })).toBeVisible({ timeout: 60_000 });
    await drawnAfter(page, 0);
    const light = await picture(page);
    expect(drawnShare(light)).toBeGreaterThan(0.25);
    await screenshot(page, 'worlds-3d-light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark-theme\b/);
    await screenshot(page, 'worlds-3d-dark');
    // the canvas is transparent where nothing is drawn: the theme shows through, the cube itself is the same
    expect(changed(light, await picture(page))).toBeLessThan(0.01);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    // axe finds nothing to fix in the cube column (3D view, its controls, the legend)
    // (evaluated through the driver: the page's CSP rightly refuses an inline script tag)
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(el: Element): Promise<{ violations: { id: string }[] }> } }).axe;
      const el = document.querySelector('.cube');
      return el ? (await axe.run(el)).violations.map((v) => v.id) : ['no cube column'];
    });
    expect(violations).toEqual([]);

    await page.getByTestId('view-top').click();
    await page.waitForURL((u) => !u.searchParams.has('view'));
    expect(await page.locator('[data-testid=cube-drawing] line.fence').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('cube-3d-canvas').count()).toBe(0);
    expect(wb.browser.errors).toEqual([]);
  });

  test('draws stairs, ladders and upper floors (close-up screenshots of the canvas)', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    // seed 7: depth 4 cube (8,0) has stairs; depth 9 cube (5,4) ladders up to upper floors, under cave rock
    for (const [depth, x, y, name] of [
      [4, 8, 0, 'stairs'],
      [9, 5, 4, 'ladders'],
    ] as const) {
      await page.goto(`/worlds/preview?seed=7&depth=${depth}&x=${x}&y=${y}&view=3d`);
      await expect(page.getByRole('heading', { name: `Cube (${x},${y}) at depth ${depth}` })).toBeVisible({
        timeout: 60_000,
      });
      await drawnAfter(page, 0);
      const whole = await picture(page);
      for (let i = 0; i < 3; i++) await redrawn(page, () => page.getByRole('button', { name: 'Zoom in' }).click());
      const close = await picture(page);
      await page.getByTestId('cube-3d').screenshot({ path: await screenshot(page, `worlds-3d-${name}`) });
      expect(drawnShare(close)).toBeGreaterThan(drawnShare(whole));
    }
    // the top view of the same cube draws its stairs as a run with a tread per height step
    await page.getByTestId('view-top').click();
    await expect(page.getByTestId('cube-drawing')).toBeVisible();
    await page.goto('/worlds/preview?seed=7&depth=4&x=8&y=0');
    await expect(page.getByRole('heading', { name: 'Cube (8,0) at depth 4' })).toBeVisible({ timeout: 60_000 });
    expect(await page.locator('[data-testid=cube-drawing] .stairs .tread').count()).toBe(3);
    await page.getByTestId('cube-drawing').screenshot({ path: await screenshot(page, 'worlds-top-stairs') });
    expect(wb.browser.errors).toEqual([]);
  });
});
