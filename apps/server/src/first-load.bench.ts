/**
 * First loads in headless Chromium (`node tools/scripts/bench.mjs apps/server/src/first-load.bench.ts`):
 * the bundled server over a copy of `levels/` (no analysis cache) serving the built UI
 * (dist/apps/workbench/browser: run `npx nx build workbench` first), then, each in a fresh browser profile:
 * the level list until every row shows its metrics (uncached, then after a server restart: the disk cache),
 * and the editor's JSON tab until Monaco has drawn the text. Prints each time and the bytes of script the
 * page loaded; the numbers are wall time on this machine, compare them within one run.
 */
import { existsSync, promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServerBundle, stopServerBundle } from './bundle-server.testing';
import { repoRoot } from './repo-root';

const root = repoRoot(__dirname);
const ui = join(root, 'dist/apps/workbench/browser');
const startServer = (levels: string) => startServerBundle(['--levels', levels, '--ui', ui]);

/** Runs `body` in a fresh headless Chromium; returns its ms and the script bytes the page fetched. */
async function timed(url: string, body: (page: Page) => Promise<void>): Promise<{ ms: number; scriptKb: number }> {
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ baseURL: url });
    let bytes = 0;
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        void r
          .body()
          .then((b) => (bytes += b.length))
          .catch(() => undefined);
    });
    const t0 = performance.now();
    await body(page);
    const ms = performance.now() - t0;
    return { ms, scriptKb: Math.round(bytes / 1024) };
  } finally {
    await browser.close();
  }
}

const listLoad = (levels: number) => async (page: Page) => {
  const t0 = performance.now();
  await page.goto('/pigment');
  const dom = performance.now() - t0;
  await page.locator('ol.levels li.level').first().waitFor({ timeout: 120_000 });
  const rows = performance.now() - t0;
  await page.waitForFunction((n) => document.querySelectorAll('[aria-label^="metrics of "]').length === n, levels, {
    timeout: 120_000,
  });
  const solves = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/api/pigment/solve'))
      .map((e) => Math.round(e.duration)),
  );
  console.log(
    `  (list: page loaded ${dom.toFixed(0)} ms, first row ${rows.toFixed(0)} ms, every metric ${(performance.now() - t0).toFixed(0)} ms; solve requests ${solves.join(', ')} ms)`,
  );
};

async function jsonTab(page: Page): Promise<void> {
  await page.goto('/pigment/return');
  await page.getByRole('grid').first().waitFor();
  const t0 = performance.now();
  await page.locator('mat-button-toggle', { hasText: 'JSON' }).locator('button').click();
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
  console.log(`  (JSON tab alone, from the click: ${(performance.now() - t0).toFixed(0)} ms)`);
}

async function main(): Promise<void> {
  if (!existsSync(join(ui, 'index.html'))) throw new Error(`${ui} is missing: run \`npx nx build workbench\``);
  const dir = await fs.mkdtemp(join(tmpdir(), 'levelbench-first-load-'));
  const levels = join(dir, 'levels');
  await fs.cp(join(root, 'levels'), levels, { recursive: true });
  await fs.rm(join(levels, '.cache'), { recursive: true, force: true });
  const count = (await fs.readdir(join(levels, 'pigment'))).filter(
    (f) => f.endsWith('.json') && f !== 'pack.json',
  ).length;
  try {
    let server = await startServer(levels);
    const cold = await timed(server.url, listLoad(count));
    const warm = await timed(server.url, listLoad(count));
    await stopServerBundle(server.child);
    server = await startServer(levels);
    const restarted = await timed(server.url, listLoad(count));
    const json = await timed(server.url, jsonTab);
    await stopServerBundle(server.child);
    const fmt = (x: { ms: number; scriptKb: number }) => `${x.ms.toFixed(0)} ms (${x.scriptKb} KiB of script)`;
    console.log(`level list with metrics, first load after start (uncached): ${fmt(cold)}`);
    console.log(`level list with metrics, new browser, same server (memory):  ${fmt(warm)}`);
    console.log(`level list with metrics, after a server restart (disk):      ${fmt(restarted)}`);
    console.log(`editor + JSON tab (Monaco), new browser:                     ${fmt(json)}`);
    console.log(`ratio uncached / after restart: ${(cold.ms / restarted.ms).toFixed(1)}×`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
