// `npm run bench:load` (`node tools/scripts/bench-load.mjs [--runs N] [--json]`): the cold load of the
// workbench's main pages in headless Chromium. Serves the production build (dist/apps/workbench/browser, built
// first with `npx nx run workbench:build:production` unless `--no-build`) with the real server on a temporary
// copy of `levels/`, and for each page opens a fresh browser profile (nothing cached), goes to the page and waits
// for its content. Prints, per page, the time from navigation to content and the JavaScript fetched until then
// (bytes as served, before compression). `BASELINE_UI=<an older build's browser folder>` measures that build too,
// served the same way, its runs interleaved with this build's. Then the curve page with the shipped curve ranked
// by randomWin: the time until every level's metrics are in, with the page's Web Workers held to one and then
// to one per core (`navigator.hardwareConcurrency`, overridden before the page loads); `--no-curve` skips it.
// Not a test: nothing fails on a figure.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './build-node.mjs';

/** The pages, each with what shows that its content is there. */
export const PAGES = [
  { name: 'level list', path: '/pigment', content: 'a.name' },
  { name: 'editor', path: '/pigment/white', content: '[role=grid] [role=gridcell]' },
  { name: 'curve', path: '/watersort/curve', content: 'canvas' },
  { name: 'worlds', path: '/worlds/preview', content: '[data-testid=depth-map]' },
  { name: 'reports', path: '/reports', content: '[data-testid=start]' },
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Starts the server on temporary copies of `levels/` (changed by `prepare`, when given) and the built UI; resolves
 * with its URL and a stop().
 * @param {string} [uiDir]
 * @param {((levels: string) => void) | null} [prepare]
 */
export async function startServer(uiDir = join(root, 'dist/apps/workbench/browser'), prepare = null) {
  const tmp = mkdtempSync(join(tmpdir(), 'levelbench-load-'));
  cpSync(join(root, 'levels'), join(tmp, 'levels'), { recursive: true });
  prepare?.(join(tmp, 'levels'));
  cpSync(uiDir, join(tmp, 'ui'), { recursive: true });
  const child = spawn(
    process.execPath,
    [
      'tools/scripts/run.mjs',
      'server',
      '--port',
      '0',
      '--levels',
      join(tmp, 'levels'),
      '--reports',
      join(tmp, 'reports'),
    ].concat(['--ui', join(tmp, 'ui'), '--log-level', 'warn']),
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 30_000);
    child.stderr.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+?)\/?\s*$/m.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
  return {
    url,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          child.once('exit', () => {
            rmSync(tmp, { recursive: true, force: true });
            resolve();
          });
          child.kill('SIGTERM');
        })
      ),
  };
}

/**
 * Runs `use` on a tab of a fresh Chromium profile (nothing cached), set up first by `setup` when given; the
 * browser and its profile are gone afterwards.
 * @template T
 * @param {(tab: import('playwright-core').Page) => Promise<T>} use
 * @param {(context: import('playwright-core').BrowserContext) => Promise<void>} [setup]
 * @returns {Promise<T>}
 */
async function inFreshProfile(use, setup) {
  const profile = mkdtempSync(join(tmpdir(), 'levelbench-load-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 860 },
  });
  try {
    await setup?.(context);
    return await use(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Opens `url + page.path` in a fresh profile; resolves with the milliseconds from navigation start to the content
 * and the JavaScript responses (url, bytes) received before it showed.
 */
export function coldLoad(url, page) {
  return inFreshProfile(async (tab) => {
    const scripts = [];
    let shown = false;
    tab.on('response', async (r) => {
      if (shown || !/\.m?js(\?|$)/.test(new URL(r.url()).pathname)) return;
      const entry = { url: r.url(), bytes: 0 };
      scripts.push(entry);
      entry.bytes = (await r.body().catch(() => Buffer.alloc(0))).length;
    });
    await tab.goto(url + page.path, { waitUntil: 'commit' });
    await tab.locator(page.content).first().waitFor({ state: 'visible', timeout: 60_000 });
    shown = true;
    const ms = await tab.evaluate(() => performance.now());
    // the bodies of the responses before the content showed
    await tab.waitForTimeout(50);
    return { ms, scripts: scripts.filter((s) => !s.url.includes('worker')) };
  });
}

/** Seconds until the curve page has every level's metrics, its Web Workers held to `workers`. */
function curveMetrics(url, workers) {
  return inFreshProfile(
    async (tab) => {
      await tab.goto(url + '/watersort/curve', { waitUntil: 'commit' });
      const status = tab.getByTestId('chart-status').filter({ hasText: /Metrics for (\d+) of \1 levels/ });
      await status.waitFor({ state: 'visible', timeout: 900_000 });
      return (await tab.evaluate(() => performance.now())) / 1000;
    },
    (context) =>
      context.addInitScript(
        (n) => Object.defineProperty(globalThis.navigator, 'hardwareConcurrency', { get: () => n }),
        workers,
      ),
  );
}

/** The shipped curve ranked by randomWin: one Web Worker vs one per core, runs interleaved. */
async function curveRanked(runs) {
  const server = await startServer(undefined, (levels) => {
    const file = join(levels, 'watersort/curve.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), rankBy: 'randomWin' }));
  });
  const cores = availableParallelism();
  /** @type {Record<number, number[]>} */
  const times = { 1: [], [cores]: [] };
  try {
    for (let i = 0; i < runs; i++) for (const w of [1, cores]) times[w].push(await curveMetrics(server.url, w));
  } finally {
    await server.stop();
  }
  const median = (/** @type {number[]} */ xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
  return { cores, one: median(times[1]), all: median(times[cores]) };
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
  if (!args.includes('--no-build')) {
    const r = spawnSync('npx', ['nx', 'run', 'workbench:build:production'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const builds = [{ build: 'this', server: await startServer() }];
  if (process.env['BASELINE_UI'])
    builds.push({ build: 'baseline', server: await startServer(process.env['BASELINE_UI']) });
  const rows = [];
  try {
    for (const page of PAGES) {
      const of = builds.map(() => ({ times: /** @type {number[]} */ ([]), kb: 0 }));
      for (let i = 0; i < runs; i++)
        for (const [b, { server }] of builds.entries()) {
          const { ms, scripts } = await coldLoad(server.url, page);
          of[b].times.push(ms);
          of[b].kb = scripts.reduce((n, x) => n + x.bytes, 0) / 1000;
        }
      for (const [b, { build }] of builds.entries()) {
        const times = of[b].times.sort((x, y) => x - y);
        rows.push({
          page: page.name,
          build,
          path: page.path,
          medianMs: Math.round(times[times.length >> 1]),
          minMs: Math.round(times[0]),
          jsKB: Math.round(of[b].kb * 10) / 10,
        });
      }
    }
  } finally {
    await Promise.all(builds.map((x) => x.server.stop()));
  }
  const curve = args.includes('--no-curve') ? null : await curveRanked(Math.min(runs, 3));
  if (args.includes('--json')) console.log(JSON.stringify({ pages: rows, curve }));
  else {
    console.log(`cold load to content, ${runs} runs each (fresh profile, production build)`);
    console.log('page         build     path               median ms   min ms   JS before content (kB)');
    for (const r of rows)
      console.log(
        `${r.page.padEnd(12)} ${r.build.padEnd(9)} ${r.path.padEnd(18)} ${String(r.medianMs).padStart(9)} ${String(r.minMs).padStart(8)} ${String(r.jsKB).padStart(10)}`,
      );
    if (curve)
      console.log(
        `curve ranked by randomWin, all metrics in: 1 worker ${curve.one.toFixed(1)} s, ${curve.cores} workers ` +
          `${curve.all.toFixed(1)} s (${(curve.one / curve.all).toFixed(2)}×)`,
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
