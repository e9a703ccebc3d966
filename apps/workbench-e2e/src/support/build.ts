import { spawnSync } from 'node:child_process';
import { repoRoot } from './paths';

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
 * Builds what the e2e run needs through Nx, whose cache knows from the targets' declared inputs whether
 * anything changed: the Angular UI (`workbench:build`) and the node bundles (`scripts:build-node`).
 * `E2E_SKIP_BUILD=1` trusts whatever is built (the `workbench-e2e:e2e` target sets it: it depends on both).
 */
export function ensureBuilt(): void {
  if (process.env['E2E_SKIP_BUILD'] === '1') return;
  run('npx', ['nx', 'run-many', '-t', 'build', 'build-node', '-p', 'workbench', 'scripts', '--outputStyle=stream']);
}
