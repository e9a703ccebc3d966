import { type Page, test } from '@playwright/test';
import { TestBrowser, launchBrowser, traceEachTest } from './browser';
import { PigmentPage } from './pages';
import { StartServerOptions, TestServer, startServer } from './server';

/** Options of {@link useWorkbench}. */
export interface WorkbenchOptions {
  /** Viewport size (default 1280 × 860). */
  readonly width?: number;
  readonly height?: number;
  /** Passed to `startServer` (default: a fresh copy of the repository's `levels/` and of the built UI). */
  readonly server?: StartServerOptions;
  /** Records every Content-Security-Policy violation a page reports, for {@link Workbench.cspViolations}. */
  readonly recordCspViolations?: boolean;
  /** Lets the test inject axe-core past the Content-Security-Policy (the accessibility audit). */
  readonly bypassCsp?: boolean;
}

/** The running server and browser of one e2e file; read its fields inside tests and hooks. */
export interface Workbench {
  /** The server, on a throw-away copy of `levels/` made for this file. */
  readonly server: TestServer;
  /** Chromium with a fresh profile; `errors` holds the console errors and uncaught page errors seen so far. */
  readonly browser: TestBrowser;
  /** The browser's page, with the server as its base URL. */
  readonly page: Page;
  /** Pigment page helpers on `page` (usable from the start: it finds the page when a test runs). */
  readonly pigment: PigmentPage;
  /** The CSP violations the current page has reported since it loaded (needs `recordCspViolations`). */
  cspViolations(): Promise<string[]>;
}

/**
 * The shared set-up of every e2e file: before its tests, a server on a fresh copy of the store and a
 * headless Chromium pointed at it; after them, both stopped and their temporary folders removed.
 * Call it once at the top of a `test.describe`; it puts the describe in serial mode (the tests share the
 * page, and a retry re-runs the whole file on a fresh server and browser). Each failed test keeps a trace
 * and a screenshot.
 */
export function useWorkbench(opts: WorkbenchOptions = {}): Workbench {
  let server: TestServer | undefined;
  let browser: TestBrowser | undefined;

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    server = await startServer(opts.server);
    browser = await launchBrowser({
      baseURL: server.url,
      width: opts.width,
      height: opts.height,
      bypassCsp: opts.bypassCsp,
    });
    if (opts.recordCspViolations) {
      // every violation on any page, reported by the page itself
      await browser.context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const w = window as unknown as { __cspViolations?: string[] };
          (w.__cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
    }
  });
  test.afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  traceEachTest(() => browser);

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e2e workbench is not running: use it inside a test or hook');
    return value;
  };
  const pigment = new PigmentPage(() => started(browser).page);
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    get page() {
      return started(browser).page;
    },
    pigment,
    async cspViolations() {
      if (!opts.recordCspViolations) throw new Error('useWorkbench({ recordCspViolations: true }) records them');
      return started(browser).page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
    },
  };
}
