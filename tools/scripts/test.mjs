// The README's test command: formatting, lint, type-check and the unit/property/golden tests of every
// project, then the real-browser end-to-end tests. Used unchanged by .ci/run.
import { spawnSync } from 'node:child_process';
import { root } from './build-node.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
/**
 * @param {string} cmd
 * @param {string[]} args
 */
function run(cmd, args) {
  process.stderr.write(`\n$ ${cmd} ${args.join(' ')}\n`);
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Formatting is part of the test: an unformatted file fails `npm test` (fix with `npm run format`).
run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
// The tests that run the node bundles depend on `scripts:build-node` (tools/scripts/project.json), so
// Nx builds them first; `typecheck` is tsc over tools/scripts/*.mjs (checkJs).
run('npx', [
  'nx',
  'run-many',
  '-t',
  'lint',
  'typecheck',
  'test',
  '--parallel=2',
  '--outputStyle=stream',
  '--skipNxCache',
]);
// The e2e target depends on the UI build and the node bundles, and runs Playwright against Debian's
// chromium (see apps/workbench-e2e).
run('npx', ['nx', 'run-many', '-t', 'e2e', '--parallel=1', '--outputStyle=stream', '--skipNxCache']);
