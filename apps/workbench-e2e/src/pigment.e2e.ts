import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenshot, useWorkbench } from './support';

test.describe('Pigment workbench (headless Chromium, real server)', () => {
  const wb = useWorkbench();
  const ui = wb.pigment;

  test('lists the levels with a status chip each', async () => {
    const page = wb.page;
    await page.goto('/pigment');
    await expect(page.getByRole('link', { name: 'Return' })).toBeVisible();
    const names = await page.locator('.level .name').allTextContents();
    expect(names.map((n) => n.trim())).toEqual(
      expect.arrayContaining(['First Face', 'Return', 'What You Leave', 'The Other Pair', 'White']),
    );
    // each authored level's limit equals its shortest line, so the solver marks them all "solved"
    await expect
      .poll(async () => (await page.locator('.level .chip').allTextContents()).every((c) => c.trim() === 'solved'), {
        timeout: 30_000,
      })
      .toBe(true);
    await screenshot(page, 'pigment-list');
  });

  test('opens "Return" by deep link, plays ESWNE and shows the won banner', async () => {
    await ui.open('return');
    await ui.view('Play-test');
    await expect(wb.page.locator('[data-test=move-counter]')).toBeVisible();
    await ui.play('ESWNE');
    expect(await ui.text('banner-won')).toBe('Won in 5 of 5 moves.');
    await expect(ui.cell(1, 0)).toHaveAttribute('aria-label', '1,0: mark green, stain green, die');
    await screenshot(wb.page, 'pigment-play-won');
  });

  test('edits a board, sees the solver update, sets the limit, saves, and finds it after a reload', async () => {
    const page = wb.page;
    await ui.open('return');
    await expect(page.locator('[data-test=optimal-count]').first()).toHaveText('2', { timeout: 20_000 });
    expect(await ui.text('shortest')).toBe('5');
    expect(await page.locator('.lines code').allTextContents()).toEqual(['ESENW', 'ESWNE']);

    // an optimal line plays step by step on the board, ending won
    await page.getByRole('button', { name: 'Animate ESENW' }).click();
    await expect(page.getByText('step 5 of 5 — won')).toBeVisible({ timeout: 10_000 });
    await expect(ui.cell(1, 0)).toHaveAttribute('aria-label', '1,0: mark green, stain green, die');
    await screenshot(page, 'pigment-line-preview');
    await page.getByRole('button', { name: 'Back to editing' }).click();
    // the editor board comes back on the next render; until then ui.cell() would find the preview's
    await expect(page.getByRole('grid', { name: 'Line preview' })).toHaveCount(0);

    // Return + a yellow mark on the start is "What You Leave": still 5 moves, but one optimal line
    await page.locator('mat-button-toggle', { hasText: 'Mark' }).locator('button').click();
    await page.getByRole('radio', { name: 'yellow' }).click();
    await ui.cell(0, 0).click();
    await expect(ui.cell(0, 0)).toHaveAttribute('aria-label', '0,0: mark yellow, stain empty, start');
    await expect(page.locator('[data-test=optimal-count]').first()).toHaveText('1', { timeout: 20_000 });

    // a looser limit is "slack"; the button puts it back to the shortest
    const limit = page.locator('input[name=limit]');
    await limit.fill('8');
    await limit.dispatchEvent('change');
    await expect(page.locator('[data-test=limit-verdict]').first()).toContainText('slack', { timeout: 20_000 });
    await screenshot(page, 'pigment-editor-slack');
    await page.getByRole('button', { name: 'Set limit to 5' }).click();
    // the field follows the limit signal on the next change detection, not synchronously with the click
    await expect(limit).toHaveValue('5', { timeout: 10_000 });
    expect(await limit.inputValue()).toBe('5');
    await expect(page.locator('[data-test=limit-verdict]').first()).toContainText('equals', { timeout: 20_000 });
    expect(await ui.text('unsaved')).toBe('unsaved changes');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-test=unsaved]')).toHaveCount(0);
    const onDisk = JSON.parse(readFileSync(join(wb.server.levelsDir, 'pigment/return.json'), 'utf8'));
    expect(onDisk.marks).toEqual(expect.arrayContaining([{ at: [0, 0], color: 'yellow' }]));
    expect(onDisk.limit).toBe(5);

    await page.reload();
    await expect(page.getByRole('grid').first()).toBeVisible();
    // after a reload the saved level arrives over HTTP: give it the page-load timeout
    await expect(ui.cell(0, 0)).toHaveAttribute('aria-label', '0,0: mark yellow, stain empty, start', {
      timeout: 30_000,
    });
    expect(await limit.inputValue()).toBe('5');
    await expect(page.locator('[data-test=optimal-count]').first()).toHaveText('1', { timeout: 20_000 });
    await screenshot(page, 'pigment-editor-saved');
  });

  test('a bad JSON edit in Monaco shows the schema error and saves nothing', async () => {
    const page = wb.page;
    const file = join(wb.server.levelsDir, 'pigment/first-face.json');
    const before = readFileSync(file, 'utf8');
    expect(JSON.parse(before).limit).toBe(1);
    await ui.open('first-face');
    await ui.view('JSON');
    const editor = page.locator('.monaco-editor').first();
    await expect(editor).toBeVisible({ timeout: 20_000 });
    // type over the limit's value as a designer would: end of the line, delete `1,`, type `"five",`
    const line = page.locator('.monaco-editor .view-line', { hasText: '"limit"' });
    await line.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('"five",');
    const errors = page.locator('[data-test=json-errors]');
    await expect(errors.getByText('must be an integer')).toBeVisible();
    expect(((await errors.textContent()) ?? '').replace(/\s+/g, ' ')).toContain('/limit must be an integer');
    // Monaco validates against the same schema: its JSON worker puts a marker on the bad value. The marker
    // is checked by the text of its own line in its own model (the line's text is what matters; the number is
    // logged when it differs)
    const marker = await page.waitForFunction(
      () => {
        interface Marker {
          message: string;
          startLineNumber: number;
          resource: unknown;
        }
        const monaco = (
          window as unknown as {
            monaco?: {
              editor: {
                getModelMarkers(f: object): Marker[];
                getModel(uri: unknown): { getLineContent(n: number): string } | null;
              };
            };
          }
        ).monaco;
        // the worker also answers intermediate texts while the keys are typed: after the two Backspaces the
        // value of "limit" is the next line's "replays" string, marked on line 13. Wait for the marker on the
        // limit's own line (the final text); none there within the timeout fails the test.
        const lineOf = (x: Marker) => monaco?.editor.getModel(x.resource)?.getLineContent(x.startLineNumber) ?? '';
        const m = monaco?.editor
          .getModelMarkers({})
          .find((x) => /integer/.test(x.message) && lineOf(x).includes('"limit"'));
        return m ? { message: m.message, line: m.startLineNumber, text: lineOf(m).trim() } : null;
      },
      null,
      { timeout: 20_000 },
    );
    const found = (await marker.jsonValue()) as { message: string; line: number; text: string };
    if (found.line !== 12) console.log(`JSON marker on line ${found.line} (expected 12): ${found.text}`);
    expect(found).toMatchObject({ message: 'Incorrect type. Expected "integer".', text: '"limit": "five",' });
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await screenshot(page, 'pigment-json-error');
    // Ctrl+S must not even try: no PUT leaves the page (a slow save would still show up here as a request)
    const puts: string[] = [];
    const onRequest = (r: { method(): string; url(): string }) => void (r.method() === 'PUT' && puts.push(r.url()));
    page.on('request', onRequest);
    await page.keyboard.press('Control+S');
    await page.waitForTimeout(500);
    page.off('request', onRequest);
    expect(puts).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe(before);
    // the board shows the last valid version and refuses edits until the JSON is fixed
    await ui.view('Board');
    await expect(page.getByText('cannot be painted')).toBeVisible();
    await screenshot(page, 'pigment-board-locked');
  });

  test('on a conflicting save offers "reload theirs" and "keep mine" in plain words', async () => {
    const page = wb.page;
    await ui.open('white');
    await expect(page.getByRole('grid').first()).toBeVisible();
    const limit = page.locator('input[name=limit]');
    await limit.fill('9');
    await limit.dispatchEvent('change');

    // someone else saves the same file meanwhile
    const api = `${wb.server.url}/api/levels/pigment/white`;
    const current = await fetch(api);
    const theirs = { ...(await current.json()), name: 'White (theirs)' };
    const put = await fetch(api, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'if-match': current.headers.get('etag') ?? '' },
      body: JSON.stringify(theirs),
    });
    expect(put.status).toBe(200);

    await page.getByRole('button', { name: 'Save' }).click();
    const conflict = page.locator('[data-test=conflict]');
    await expect(conflict.getByText('Someone else saved this level after you opened it.')).toBeVisible();
    await screenshot(page, 'pigment-conflict');

    await conflict.getByRole('button', { name: 'Keep mine (overwrite)' }).click();
    await expect(page.locator('[data-test=unsaved]')).toHaveCount(0);
    const onDisk = JSON.parse(readFileSync(join(wb.server.levelsDir, 'pigment/white.json'), 'utf8'));
    expect([onDisk.name, onDisk.limit]).toEqual(['White', 9]);

    // and the other way round: their version wins
    const again = await fetch(api);
    await fetch(api, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'if-match': again.headers.get('etag') ?? '' },
      body: JSON.stringify({ ...(await again.json()), name: 'White (theirs again)' }),
    });
    await limit.fill('7');
    await limit.dispatchEvent('change');
    await page.getByRole('button', { name: 'Save' }).click();
    await conflict.getByRole('button', { name: 'Reload theirs' }).click();
    await expect(page.getByRole('heading', { name: 'White (theirs again)' })).toBeVisible();
    await expect(limit).toHaveValue('9');
    expect(await page.locator('[data-test=unsaved]').count()).toBe(0);
  });

  test('shows the progress of a long solve, cancels it, and says why a level is unsolvable', async () => {
    const page = wb.page;
    // 12×12 with 7 marks and a 36-tip line (generated, seed 7, one mark made black): 1.1 M states with the solver of
    // issue #25, seconds — long enough to watch and cancel
    const slow = readFileSync(join(__dirname, 'fixtures/slow-board.json'), 'utf8');
    writeFileSync(join(wb.server.levelsDir, 'pigment/slow-board.json'), slow);
    await ui.open('slow-board');
    const progress = page.locator('[data-test=solve-progress]');
    await expect(progress).toBeVisible({ timeout: 30_000 });
    // "Starting…" until the worker's first report (it reports every 100 ms)
    await expect(page.locator('[data-test=solve-progress]').first()).toContainText(' states · ', { timeout: 30_000 });
    expect(await progress.textContent()).toMatch(/[\d,]+ states · no line shorter than \d+ moves · \d+\.\d s/);
    await screenshot(page, 'pigment-solve-progress');
    await page.locator('[data-test=cancel-solve]').click();
    await expect(page.locator('[data-test=solve-headline]').first()).toHaveText(/^Cancelled after/, {
      timeout: 10_000,
    });
    expect(await progress.count()).toBe(0);
    // "Solve again" starts it over; a new edit (the limit) cancels that run and starts another
    await page.locator('[data-test=solve-again]').click();
    await expect(progress).toBeVisible({ timeout: 30_000 });
    const limit = page.locator('input[name=limit]');
    await limit.fill('37');
    await limit.dispatchEvent('change');
    await expect(page.locator('[data-test=solve-headline]').first()).toHaveText('Solving…', { timeout: 10_000 });
    await expect(progress).toBeVisible({ timeout: 30_000 });
    await page.locator('[data-test=cancel-solve]').click();

    // a mark walled off by holes: proven unsolvable at once, with the reason
    const walled = { ...JSON.parse(slow), id: 'walled', name: 'Walled', marks: [{ at: [0, 0], color: 'red' }] };
    walled.holes = [...walled.holes, [1, 0], [0, 1]];
    walled.stains = walled.stains.filter((s: { at: number[] }) => `${s.at}` !== '1,0' && `${s.at}` !== '0,1');
    writeFileSync(join(wb.server.levelsDir, 'pigment/walled.json'), JSON.stringify(walled));
    await ui.open('walled');
    await expect(page.locator('[data-test=solve-headline]').first()).toHaveText(/^Unsolvable/, { timeout: 20_000 });
    expect(await ui.text('solve-headline')).toBe('Unsolvable: the mark at 0,0 cannot be reached.');
  });
});
