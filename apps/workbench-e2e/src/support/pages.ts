import type { Locator, Page } from 'playwright-core';

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
    await this.page.getByRole('grid').first().waitFor();
  }

  /** Switches the editing view (Board, JSON, Play-test). */
  async view(name: 'Board' | 'JSON' | 'Play-test'): Promise<void> {
    await this.page.locator('mat-button-toggle', { hasText: name }).locator('button').click();
  }

  /** The gridcell at x,y of the (first) board. */
  cell(x: number, y: number): Locator {
    return this.page.locator(`[role=grid] [role=gridcell][data-x="${x}"][data-y="${y}"]`).first();
  }

  /**
   * The aria-label of cell x,y once it reads `expected` (or after `timeout` ms, whatever it reads then,
   * so the assertion shows the difference): a click re-renders on Angular's next tick, not synchronously.
   */
  async labelOnceSettled(x: number, y: number, expected: string, timeout = 5000): Promise<string | null> {
    await this.page
      .waitForFunction(
        ([cx, cy, want]) =>
          document
            .querySelector(`[role=grid] [role=gridcell][data-x="${cx}"][data-y="${cy}"]`)
            ?.getAttribute('aria-label') === want,
        [String(x), String(y), expected] as const,
        { timeout },
      )
      .catch(() => undefined);
    return this.cell(x, y).getAttribute('aria-label');
  }

  /** Plays a line of N/S/E/W letters with the arrow keys, waiting for each tip to be counted and drawn. */
  async play(line: string): Promise<void> {
    const keys: Record<string, string> = { N: 'ArrowUp', S: 'ArrowDown', E: 'ArrowRight', W: 'ArrowLeft' };
    const counter = this.page.locator('[data-test=move-counter] strong');
    for (const d of line) {
      const before = Number(await counter.textContent());
      await this.page.keyboard.press(keys[d]);
      await this.page.waitForFunction(
        (n) => Number(document.querySelector('[data-test=move-counter] strong')?.textContent) === n,
        before + 1,
        { timeout: 5000 },
      );
      // the next tip is ignored while this one animates: wait until the board says it is done (aria-busy),
      // not a fixed time — under load the animation's timer fires late and a key pressed after a fixed
      // wait was dropped
      await this.page.locator('.board-col[aria-busy=true]').waitFor({ state: 'detached' });
    }
  }

  /** Text of an element found by its data-test name, whitespace collapsed. */
  async text(name: string): Promise<string> {
    return ((await this.page.locator(`[data-test=${name}]`).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }
}
