import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The repository root (the folder holding nx.json). */
export const repoRoot = (() => {
  for (let d = resolve(__dirname); ; d = dirname(d)) {
    if (existsSync(join(d, 'nx.json'))) return d;
    if (dirname(d) === d) return process.cwd();
  }
})();

/** Where `nx build workbench` puts the browser bundle the server serves. */
export const uiDir = join(repoRoot, 'dist/apps/workbench/browser');

/** Where each run leaves its screenshots. */
export const screenshotDir = join(repoRoot, 'dist/e2e-screenshots');
