// `npm run bench:load` (`node tools/scripts/bench-load.mjs [--runs N] [--json]`): the cold load of the
// workbench's main pages in headless Chromium. Serves the production build (dist/apps/workbench/browser, built
// first with `npx nx run workbench:build:production` unless `--no-build`) with the real server on a temporary
// copy of `levels/`, and for each page opens a fresh browser profile (nothing cached), goes to the page and waits
// for its content. Prints, per page, the time from navigation to content and the JavaScript fetched until then
// (bytes as served, before compression). `BASELINE_UI=<an older build's browser folder>` measures that build too,
// served the same way, its runs interleaved with this build's. Not a test: nothing fails on a figure.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** Starts the server on temporary copies of `levels/` and the built UI; resolves with its URL and a stop(). */
export async function startServer(uiDir = join(root, 'dist/apps/workbench/browser')) {
  const tmp = mkdtempSync(join(tmpdir(), 'levelbench-load-'));
  cpSync(join(root, 'levels'), join(tmp, 'levels'), { recursive: true });
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
 * Opens `url + page.path` in a fresh profile; resolves with the milliseconds from navigation start to the content
 * and the JavaScript responses (url, bytes) received before it showed.
 */
export async function coldLoad(url, page) {
  const profile = mkdtempSync(join(tmpdir(), 'levelbench-load-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 860 },
  });
  try {
    const tab = context.pages()[0] ?? (await context.newPage());
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
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
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
  if (args.includes('--json')) console.log(JSON.stringify(rows));
  else {
    console.log(`cold load to content, ${runs} runs each (fresh profile, production build)`);
    console.log('page         build     path               median ms   min ms   JS before content (kB)');
    for (const r of rows)
      console.log(
        `${r.page.padEnd(12)} ${r.build.padEnd(9)} ${r.path.padEnd(18)} ${String(r.medianMs).padStart(9)} ${String(r.minMs).padStart(8)} ${String(r.jsKB).padStart(10)}`,
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
