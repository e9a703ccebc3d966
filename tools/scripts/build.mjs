// `npm run build`: the node bundles (CLI, pool worker, server) and the production Angular UI.
import { spawnSync } from 'node:child_process';
import { buildNode, root } from './build-node.mjs';

await buildNode({ force: true });
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const r = spawnSync('npx', ['nx', 'build', 'workbench', '--outputStyle=stream'], {
  cwd: root,
  env,
  stdio: ['ignore', 2, 2],
});
process.exit(r.status ?? 1);
