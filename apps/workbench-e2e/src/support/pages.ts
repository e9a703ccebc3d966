import { type Locator, type Page, expect } from '@playwright/test';

/** Page helpers for the Pigment level page, shared by e2e suites. */
export class PigmentPage {
  private readonly pageOf: () => Page;

  /** `page` may be a getter, for a page opened later (as `useWorkbench` does in `beforeAll`). */
  constructor(page: Page | (() => Page)) {
    this.pageOf = typeof page === 'function' ? page : () => page;
  }

  get page(): Page {
    return this.pageOf();
  }

  /** Opens `/pigment/<id>` and waits for the board. */
  async open(id: string): Promise<void> {
    await this.page.goto(`/pigment/${id}`);
    await expect(this.page.getByRole('grid').first()).toBeVisible();
  }

  /**
   * Opens level `id`, waits for the solve panel's first optimal line (a fresh solve may take a while) and
   * starts its animation; returns the line (N/S/E/W letters).
   */
  async animateFirstOptimalLine(id: string): Promise<string> {
    await this.open(id);
    const animate = this.page.getByRole('button', { name: /^Animate [NSEW]+$/ }).first();
    await expect(animate).toBeVisible({ timeout: 60_000 });
    const line = ((await animate.getAttribute('aria-label')) ?? '').replace('Animate ', '');
    await animate.click();
    return line;
  }

  /** Switches the editing view (Board, JSON, Play-test). */
  async view(name: 'Board' | 'JSON' | 'Play-test'): Promise<void> {
    await this.page.locator('mat-button-toggle', { hasText: name }).locator('button').click();
  }

  /** The gridcell at x,y of the (first) board. */
  cell(x: number, y: number): Locator {
    return this.page.locator(`[role=grid] [role=gridcell][data-x="${x}"][data-y="${y}"]`).first();
  }

  /** Plays a line of N/S/E/W letters with the arrow keys, waiting for each tip to be counted and drawn. */
  async play(line: string): Promise<void> {
    const keys: Record<string, string> = { N: 'ArrowUp', S: 'ArrowDown', E: 'ArrowRight', W: 'ArrowLeft' };
    const counter = this.page.locator('[data-test=move-counter] strong');
    for (const d of line) {
      const before = Number(await counter.textContent());
      await this.page.keyboard.press(keys[d]);
      await expect(counter).toHaveText(String(before + 1));
      // the next tip is ignored while this one animates: wait until the board says it is done (aria-busy),
      // not a fixed time — under load the animation's timer fires late and a key pressed after a fixed
      // wait was dropped
      await expect(this.page.locator('.board-col[aria-busy=true]')).toHaveCount(0);
    }
  }

  /** Text of an element found by its data-test name, whitespace collapsed. */
  async text(name: string): Promise<string> {
    return ((await this.page.locator(`[data-test=${name}]`).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }
}

/** The key that lifts or pours into Water Sort tube `n` (1–9, then 0 for 10 and - for 11). */
export const tubeKey = (n: number): string => (n <= 9 ? String(n) : n === 10 ? '0' : '-');

/** Plays the open Water Sort board to a win from the keyboard, following the hints (the optimal solver's pours). */
export async function winWaterSortByHints(page: Page): Promise<void> {
  const message = page.getByTestId('hint-message');
  for (let i = 0; i < 60 && !(await page.getByTestId('won').isVisible()); i++) {
    await page.keyboard.press('h');
    await expect(message.filter({ hasText: /Pour tube \d+ into tube \d+|No way forward|stuck/ })).toBeVisible();
    const m = /Pour tube (\d+) into tube (\d+)/.exec((await message.textContent()) ?? '');
    if (!m) throw new Error(`no hint: ${await message.textContent()}`);
    const before = (await page.getByTestId('moves').textContent()) ?? '';
    await page.keyboard.press(tubeKey(Number(m[1])));
    await expect(page.getByText(`Tube ${m[1]} lifted`)).toBeVisible();
    await page.keyboard.press(tubeKey(Number(m[2])));
    await expect(page.getByTestId('moves').filter({ hasNotText: before })).toBeVisible();
  }
  await expect(page.getByTestId('won')).toBeVisible();
}

/** Opens the Worlds preview of `seed` at `depth` and waits (up to 60 s) for its map summary to name that depth. */
export async function openWorldsDepth(page: Page, seed: number, depth: number): Promise<void> {
  await page.goto(`/worlds/preview?seed=${seed}&depth=${depth}`);
  await expect(page.getByTestId('map-summary').filter({ hasText: `Depth ${depth}` })).toBeVisible({ timeout: 60_000 });
}
