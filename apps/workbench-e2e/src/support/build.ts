import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, uiDir } from './paths';

function newest(dir: string, acc = 0): number {
  if (!existsSync(dir)) return acc;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const s = statSync(p);
    if (s.isDirectory()) acc = newest(p, acc);
    else if (!name.endsWith('.spec.ts')) acc = Math.max(acc, s.mtimeMs);
  }
  return acc;
}

/** True when the built UI exists and is newer than the workbench and library sources. */
export function uiIsFresh(): boolean {
  const index = join(uiDir, 'index.html');
  if (!existsSync(index)) return false;
  const src = Math.max(newest(join(repoRoot, 'apps/workbench/src')), newest(join(repoRoot, 'libs')));
  return src < statSync(index).mtimeMs;
}

function run(cmd: string, args: string[]): void {
  process.stderr.write(`[e2e] $ ${cmd} ${args.join(' ')}\n`);
  const r = spawnSync(cmd, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${r.status}`);
}

/**
 * Builds what the e2e run needs when it is missing or older than its sources: the Angular UI
 * (`nx build workbench`) and the node bundles (`tools/scripts/build-node.mjs`, itself a no-op when fresh).
 * `E2E_SKIP_BUILD=1` trusts whatever is built.
 */
export function ensureBuilt(): void {
  if (process.env['E2E_SKIP_BUILD'] === '1') return;
  if (!uiIsFresh()) run('npx', ['nx', 'build', 'workbench', '--outputStyle=stream', '--skipNxCache']);
  run('node', ['tools/scripts/build-node.mjs']);
}
