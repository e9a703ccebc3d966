// `npm start`: installs dependencies if needed, builds everything, serves the workbench with levels/ as its store.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const stamp = join(root, 'node_modules/.package-lock.json');
const lock = join(root, 'package-lock.json');
if (!existsSync(stamp) || statSync(stamp).mtimeMs < statSync(lock).mtimeMs) {
  process.stderr.write('levelbench: installing dependencies (npm ci)…\n');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const b = spawnSync(process.execPath, [join(root, 'tools/scripts/build.mjs')], { cwd: root, stdio: ['ignore', 2, 2] });
if (b.status !== 0) process.exit(b.status ?? 1);
const s = spawnSync(process.execPath, [join(root, 'tools/scripts/run.mjs'), 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(s.status ?? 0);
