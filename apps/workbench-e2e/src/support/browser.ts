import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, chromium, expect, test } from '@playwright/test';
import { screenshotDir } from './paths';

/** Debian's Chromium (no Playwright browser download), driven by @playwright/test. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags for a quiet, offline-friendly headless run. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A browser with a fresh profile and one page; collects console errors and failed requests. */
export interface TestBrowser {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught page errors seen so far. */
  readonly errors: string[];
  close(): Promise<void>;
}

/**
 * Launches headless Chromium with a fresh temporary user-data dir, and records a Playwright trace
 * (screencast, sources; DOM snapshots with `E2E_TRACE=full`) that {@link traceEachTest} keeps for each failed test.
 */
export async function launchBrowser(
  opts: {
    baseURL?: string;
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    /** Lets a test inject a script of its own (axe-core) past the page's Content-Security-Policy. */
    bypassCsp?: boolean;
  } = {},
): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'levelbench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: opts.baseURL,
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 860 },
    colorScheme: opts.colorScheme ?? 'light',
    bypassCSP: opts.bypassCsp ?? false,
  });
  // DOM snapshots only with E2E_TRACE=full: the snapshotter runs a script in every frame, and in the
  // report viewer's sandboxed iframe Chromium logs that as a console error ("Blocked script execution"),
  // which the suites' console-error checks would count against the app
  if (tracing()) {
    await context.tracing.start({ screenshots: true, snapshots: process.env['E2E_TRACE'] === 'full', sources: true });
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Whether this run of the file records a trace (actions, console, network, sources, screencast), kept
 * for each failed test. `E2E_TRACE`: `on` (the default locally) records every run, `retry` (the default
 * with `CI` set, as Playwright recommends for CI) only the retries of a failed file, so a first run pays
 * nothing and a failure on CI still leaves a trace; `full` is `on` plus DOM snapshots (see above); `off`
 * records none. Call it inside a hook or test.
 */
function tracing(): boolean {
  const mode = process.env['E2E_TRACE'] ?? (process.env['CI'] ? 'retry' : 'on');
  if (mode === 'off') return false;
  return mode !== 'retry' || test.info().retry > 0;
}

/**
 * Per test, one trace chunk of the file's shared browser: kept as `trace.zip` (with a full-page screenshot)
 * in the test's output folder under dist/e2e-results when the test fails, dropped when it passes.
 * Open a kept trace with `npx playwright show-trace <file>` or in the HTML report (dist/e2e-report).
 */
export function traceEachTest(browser: () => TestBrowser | undefined): void {
  let traced = false;
  test.beforeEach(async () => {
    const b = browser();
    traced = !!b && tracing();
    if (b && traced) await b.context.tracing.startChunk({ title: test.info().title });
  });
  test.afterEach(async () => {
    const b = browser();
    if (!b) return;
    const info = test.info();
    const failed = info.status !== info.expectedStatus;
    if (failed) {
      const shot = await b.page.screenshot({ fullPage: true }).catch(() => undefined);
      if (shot) await info.attach('screenshot', { body: shot, contentType: 'image/png' });
    }
    if (!traced) return;
    if (failed) {
      const path = info.outputPath('trace.zip');
      await b.context.tracing.stopChunk({ path });
      info.attachments.push({ name: 'trace', path, contentType: 'application/zip' });
    } else {
      await b.context.tracing.stopChunk();
    }
  });
}

/** Saves a full-page PNG as dist/e2e-screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = join(screenshotDir, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Waits until a Material dialog is open and its open transition has ended (before a screenshot, an axe colour
 * check or an Escape that must reach it). Material adds its 'opening' class in a frame that can land after its
 * own 150 ms timer removed it (a busy main thread), so this waits for the transition itself, not for the class.
 */
export async function dialogOpened(page: Page): Promise<void> {
  await expect(page.locator('mat-dialog-container.mdc-dialog--open')).toBeVisible();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || !(a.effect as KeyframeEffect | null)?.target?.closest?.('mat-dialog-container'),
      ),
  );
}

/**
 * Makes every later page of `page` whose URL has `nostorage` in its query refuse to store a Pigment level draft
 * (a full localStorage quota), so an edit there stays unsaved for the leave guard.
 */
export function fullDraftQuotaOnNostorage(page: Page): Promise<void> {
  return page.addInitScript(() => {
    if (!location.search.includes('nostorage')) return;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('levelbench:pigment:draft:'))
        throw new DOMException('the quota is full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
}
