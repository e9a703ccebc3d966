import { expect, test } from '@playwright/test';
import {
  failingLines,
  near,
  pixelAt,
  pixelsOf,
  runAxe,
  screenshot,
  shareNear,
  useWorkbench,
  writeBigBoard,
} from './support';

/** The workbench's fills (apps/workbench/src/app/pigment/util/level-file.ts COLOR_FILL). */
const FILL = { black: '#0d0e11', purple: '#9050c8', green: '#3aa35a', empty: '#454b57', red: '#d2433a' };

/** Issue #37: marks draw their target colour; holes and black cells never look alike; black stays visible in dark mode. */
test.describe('Pigment marks and holes as drawn (headless Chromium, 1280×720)', () => {
  const wb = useWorkbench({ width: 1280, height: 720, bypassCsp: true });
  const ui = wb.pigment;

  test.beforeAll(() => {
    writeBigBoard(wb.server.levelsDir);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: each mark is a disc of its target colour with its letter, readable at 46 % zoom`, async () => {
      test.setTimeout(240_000);
      const page = wb.page;
      await page.goto('/pigment');
      const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
      if (await toggle.isVisible()) await toggle.click();
      await ui.open('big-board');
      // a window low enough that the 12×12 board fits at the 46 % or less
      await page.setViewportSize({ width: 1280, height: 500 });
      await expect
        .poll(async () => parseInt((await page.locator('[data-test=zoom]').first().textContent()) ?? ''))
        .toBeLessThanOrEqual(46);
      await page.waitForTimeout(300); // the stain tween
      await screenshot(page, `marks-46pct-${theme}`);
      // (4,3) black, (4,6) purple, (4,9) empty on a red stain: the disc's middle is the target's colour
      for (const [x, y, target, letter] of [
        [4, 3, 'black', 'K'],
        [4, 6, 'purple', 'P'],
        [4, 9, 'empty', '∅'],
      ] as const) {
        const mark = ui.cell(x, y).locator('.mark');
        await expect(mark).toHaveText(letter);
        expect(await mark.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(FILL[target]));
        const px = await pixelsOf(page, mark);
        // beside the letter, inside the ring: the target's colour
        const inside = pixelAt(px, px.width * 0.5, px.height * 0.24);
        expect(near(inside, FILL[target]), `${target} mark at ${x},${y} drew ${inside}`).toBe(true);
        // a white ring round it, so black and empty targets read on the dark field too
        expect(await mark.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(255, 255, 255)');
      }
      // a black cell (1,3) is a black square with a light rim; a hole (3,3) is a hatched gap: never alike
      const black = await pixelsOf(page, ui.cell(1, 3));
      const hole = await pixelsOf(page, ui.cell(3, 3));
      expect(shareNear(black, FILL.black, 6)).toBeGreaterThan(0.4);
      expect(shareNear(hole, FILL.black, 6)).toBeLessThan(0.05);
      expect(await ui.cell(1, 3).evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
      expect(await ui.cell(3, 3).evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('dashed');
      // the black swatch keeps a rim that stands out from the page
      const swatch = page.getByRole('radio', { name: 'black' });
      const [rim, pageBg] = await swatch.evaluate((el) => [
        getComputedStyle(el).borderTopColor,
        getComputedStyle(document.body).backgroundColor,
      ]);
      expect(contrast(rim, pageBg)).toBeGreaterThan(1.8);
      // the tool rail, the marks and a refused field stay clean for axe-core (no serious or critical violation)
      const width = page.locator('input[name=width]');
      await width.fill('abc');
      await width.press('Enter');
      await expect(page.locator('[data-test=field-error-width]')).toBeVisible();
      expect(failingLines(await runAxe(page))).toEqual([]);
      await width.fill('12');
      await width.press('Enter');
    });
  }

  test('dark: the die cube draws its black face with a light edge; the thumbnail dashes holes', async () => {
    test.setTimeout(120_000);
    const page = wb.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    await ui.view('Play-test');
    const faces = page.locator('app-die-cube polygon[fill="#0d0e11"]');
    await expect(faces.first()).toBeVisible();
    const edge = await faces.first().getAttribute('stroke');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(contrast(rgb(edge ?? '#000000'), bg)).toBeGreaterThan(1.8);
    await screenshot(page, 'marks-play-dark');
    await page.goto('/pigment');
    const thumb = page.locator('app-pigment-thumb').filter({ has: page.locator('[aria-label*="12×12"]') });
    await expect(thumb.locator('rect[stroke-dasharray]')).toHaveCount(10); // the fixture's 10 holes
  });
});

function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** WCAG contrast of two CSS `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
