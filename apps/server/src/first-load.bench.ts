/**
 * First loads in headless Chromium (`node tools/scripts/bench.mjs apps/server/src/first-load.bench.ts`):
 * the bundled server over a copy of `levels/` (no analysis cache) serving the built UI
 * (dist/apps/workbench/browser: run `npx nx build workbench` first), then, each in a fresh browser profile:
 * the level list until every row shows its metrics (uncached, then after a server restart: the disk cache),
 * and the editor's JSON tab until Monaco has drawn the text. Prints each time and the bytes of script the
 * page loaded; the numbers are wall time on this machine, compare them within one run.
 *
 * `BASELINE_UI=/tmp/ui-baseline` (another build's `browser/` folder, e.g. of main) measures that UI too, over
 * the same server bundle, alternating with this one (`RUNS=n` rounds, default 1 without a baseline, 3 with
 * one; each time is the median), and prints both and the ratio, since absolute times drift on a busy machine.
 */
import { existsSync, promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServerBundle, stopServerBundle } from './bundle-server.testing';
import { repoRoot } from './repo-root';

const root = repoRoot(__dirname);
const startServer = (levels: string, ui: string) => startServerBundle(['--levels', levels, '--ui', ui]);

interface Load {
  ms: number;
  scriptKb: number;
  /** What the page waited for, in ms from the navigation (printed with the times). */
  detail: string;
}

/** Runs `body` in a fresh headless Chromium; returns its ms and the script bytes the page fetched. */
async function timed(url: string, body: (page: Page) => Promise<string>): Promise<Load> {
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ baseURL: url });
    if (process.env['WATERFALL']) page.on('console', (m) => console.log(m.text()));
    let bytes = 0;
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        void r
          .body()
          .then((b) => (bytes += b.length))
          .catch(() => undefined);
    });
    const t0 = performance.now();
    const detail = await body(page);
    const ms = performance.now() - t0;
    return { ms, scriptKb: Math.round(bytes / 1024), detail };
  } finally {
    await browser.close();
  }
}

/** When (ms after navigation start) the page's scripts and API requests ended, for the waterfall line. */
function waterfall(page: Page): Promise<string> {
  return page.evaluate((full) => {
    const r = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // WATERFALL=1: every request with its start and end (where a load waits)
    if (full)
      console.log(
        r.map((e) => `${Math.round(e.startTime)}–${Math.round(e.responseEnd)} ${new URL(e.name).pathname}`).join('\n'),
      );
    const end = (f: (e: PerformanceResourceTiming) => boolean) =>
      Math.round(Math.max(0, ...r.filter(f).map((e) => e.responseEnd)));
    const start = (f: (e: PerformanceResourceTiming) => boolean) =>
      Math.round(Math.min(...r.filter(f).map((e) => e.startTime)));
    const script = (e: PerformanceResourceTiming) => e.initiatorType === 'script' || e.name.endsWith('.js');
    const api = (p: string) => (e: PerformanceResourceTiming) => new URL(e.name).pathname.startsWith(p);
    const solves = r.filter(api('/api/pigment/solve')).map((e) => Math.round(e.duration));
    return (
      `last script ${end(script)} ms, list asked ${start(api('/api/levels/pigment'))} ms, ` +
      `last solve answered ${end(api('/api/pigment/solve'))} ms; solve requests ${solves.join(', ')} ms`
    );
  }, Boolean(process.env['WATERFALL']));
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
  const all = performance.now() - t0;
  return `page loaded ${dom.toFixed(0)} ms, first row ${rows.toFixed(0)} ms, every metric ${all.toFixed(0)} ms; ${await waterfall(page)}`;
};

/** The editor, then its JSON tab: at once, or after `lookMs` spent on the board (as a designer would). */
const jsonTab = (lookMs: number) => async (page: Page) => {
  await page.goto('/pigment/return');
  await page.getByRole('grid').first().waitFor();
  if (lookMs) await page.waitForTimeout(lookMs);
  const t0 = performance.now();
  await page.locator('mat-button-toggle', { hasText: 'JSON' }).locator('button').click();
  await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
  return `JSON tab alone, from the click: ${(performance.now() - t0).toFixed(0)} ms; ${await waterfall(page)}`;
};

const CASES = [
  'level list with metrics, first load after start (uncached)',
  'level list with metrics, new browser, same server (memory)',
  'level list with metrics, after a server restart (disk)',
  'editor + JSON tab (Monaco), new browser',
  'editor, 3 s on the board, then JSON tab',
] as const;

/** One round over `ui`: a fresh copy of levels/, the four loads of CASES in order. */
async function round(ui: string, count: number): Promise<Load[]> {
  const dir = await fs.mkdtemp(join(tmpdir(), 'levelbench-first-load-'));
  const levels = join(dir, 'levels');
  await fs.cp(join(root, 'levels'), levels, { recursive: true });
  await fs.rm(join(levels, '.cache'), { recursive: true, force: true });
  try {
    let server = await startServer(levels, ui);
    if (process.env['ONLY'] === 'json') {
      // the editor cases alone (the list's rows stay empty)
      const json = await timed(server.url, jsonTab(0));
      const looked = await timed(server.url, jsonTab(3000));
      await stopServerBundle(server.child);
      return [json, json, json, json, looked];
    }
    const cold = await timed(server.url, listLoad(count));
    const warm = await timed(server.url, listLoad(count));
    await stopServerBundle(server.child);
    server = await startServer(levels, ui);
    const restarted = await timed(server.url, listLoad(count));
    const json = await timed(server.url, jsonTab(0));
    const looked = await timed(server.url, jsonTab(3000));
    await stopServerBundle(server.child);
    return [cold, warm, restarted, json, looked];
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The load with the median time of several rounds (its own detail line with it). */
function median(loads: Load[]): Load {
  return [...loads].sort((a, b) => a.ms - b.ms)[Math.floor((loads.length - 1) / 2)];
}

async function main(): Promise<void> {
  const ui = join(root, 'dist/apps/workbench/browser');
  const baseline = process.env['BASELINE_UI'] ? resolve(process.env['BASELINE_UI']) : null;
  for (const u of [ui, baseline])
    if (u && !existsSync(join(u, 'index.html'))) throw new Error(`${u}/index.html is missing: build the workbench`);
  const count = (await fs.readdir(join(root, 'levels/pigment'))).filter(
    (f) => f.endsWith('.json') && f !== 'pack.json',
  ).length;
  const runs = Number(process.env['RUNS'] ?? (baseline ? 3 : 1));
  const mine: Load[][] = [];
  const theirs: Load[][] = [];
  for (let i = 0; i < runs; i++) {
    // alternating, so drift of the machine's load hits both alike
    mine.push(await round(ui, count));
    if (baseline) theirs.push(await round(baseline, count));
  }
  const pick = (rounds: Load[][], c: number) => median(rounds.map((r) => r[c]));
  const fmt = (x: Load) => `${x.ms.toFixed(0)} ms (${x.scriptKb} KiB of script)`;
  console.log(`${runs} round(s)${baseline ? `, this build vs ${baseline}` : ''}; medians:`);
  CASES.forEach((name, c) => {
    const a = pick(mine, c);
    console.log(`${name}: ${fmt(a)}`);
    console.log(`    (${a.detail})`);
    if (!baseline) return;
    const b = pick(theirs, c);
    console.log(`  baseline: ${fmt(b)}`);
    console.log(`    (${b.detail})`);
    console.log(`  this / baseline: ${(a.ms / b.ms).toFixed(2)}×`);
  });
  console.log(`ratio uncached / after restart: ${(pick(mine, 0).ms / pick(mine, 2).ms).toFixed(1)}×`);
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
