import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: headless Debian Chromium (/usr/bin/chromium, see src/support/browser.ts) against the
 * built UI served by the real server on an ephemeral port; one server and browser per file
 * (src/support/workbench.ts).
 */
const ci = !!process.env['CI'];
const repoRoot = join(__dirname, '../..');
/**
 * One worker per 4 cores, at least one (1 on a 2-core CI runner): each worker runs a server, Chromium and
 * the solver workers, and a file's tests share one page. `E2E_WORKERS` overrides.
 */
const workers = Number(process.env['E2E_WORKERS']) || Math.max(1, Math.floor(availableParallelism() / 4));

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  globalSetup: './src/support/global-setup.ts',
  fullyParallel: false,
  workers,
  forbidOnly: ci,
  retries: ci ? 2 : 0,
  // per test, as the old suite's default; long tests set their own with test.setTimeout
  timeout: 90_000,
  // auto-waiting assertions poll up to this long (a loaded 2-core runner is slow to render)
  expect: { timeout: 30_000 },
  outputDir: join(repoRoot, 'dist/e2e-results'),
  reporter: [
    ['list'],
    ['html', { outputFolder: join(repoRoot, 'dist/e2e-report'), open: 'never' }],
    ['junit', { outputFile: join(repoRoot, 'dist/e2e-results/junit.xml') }],
    ...(process.env['GITHUB_ACTIONS'] ? ([['github']] as const) : []),
  ],
  use: {
    // the harness launches Debian's chromium itself (a fresh profile per file); these apply to its actions
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
