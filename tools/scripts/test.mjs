// The README's test command: lint + unit/property/golden tests of every project, then the
// real-browser end-to-end tests. Used unchanged by .ci/run.
import { spawnSync } from 'node:child_process';
import { buildNode, root } from './build-node.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
function run(cmd, args) {
  process.stderr.write(`\n$ ${cmd} ${args.join(' ')}\n`);
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Formatting is part of the test: an unformatted file fails `npm test` (fix with `npm run format`).
run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await buildNode({ force: true });
run('npx', ['nx', 'run-many', '-t', 'lint', 'test', '--parallel=2', '--outputStyle=stream', '--skipNxCache']);
// e2e targets build the UI themselves and drive Debian's chromium (see apps/workbench-e2e).
run('npx', ['nx', 'run-many', '-t', 'e2e', '--parallel=1', '--outputStyle=stream', '--skipNxCache']);
