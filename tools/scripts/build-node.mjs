// Bundles the Node entry points (CLI, pool worker, server) into dist/node/*.cjs with esbuild.
// Quiet on stdout: the CLI's stdout carries only results.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const outDir = join(root, 'dist/node');

/** Entry name → source file. The pool's worker must be a sibling of every bundle that starts a pool. */
export const entries = {
  levelbench: 'tools/levelbench/src/main.ts',
  worker: 'libs/tasks/src/worker.ts',
  // test-only: the pool's `test.*` tags for its own tests, the server's task tests and the pool benchmark
  'test-worker': 'libs/pool/src/testing/test-worker.ts',
  server: 'apps/server/src/main.ts',
};

function newestSource(dir, newest = 0) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    const s = statSync(p);
    if (s.isDirectory()) newest = newestSource(p, newest);
    else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) newest = Math.max(newest, s.mtimeMs);
  }
  return newest;
}

/** True when every bundle exists and is newer than every non-spec .ts file under libs/, tools/ and apps/server/. */
export function isFresh() {
  const outs = Object.keys(entries).map((n) => join(outDir, `${n}.cjs`));
  if (!outs.every(existsSync)) return false;
  const oldest = Math.min(...outs.map((o) => statSync(o).mtimeMs));
  const src = Math.max(...['libs', 'tools/levelbench', 'apps/server'].map((d) => newestSource(join(root, d))));
  return src < oldest;
}

/** Builds all node bundles unless they are fresh (or `force`). */
export async function buildNode({ force = false } = {}) {
  if (!force && isFresh()) return;
  // write: false + temp file + rename, so a suite reading a bundle while another rebuilds it
  // never sees a half-written file.
  const result = await build({
    write: false,
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, v])),
    outdir: outDir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    packages: 'external',
    tsconfig: join(root, 'tsconfig.base.json'),
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  for (const f of result.outputFiles) {
    const tmp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(tmp, f.contents);
    renameSync(tmp, f.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildNode({ force: process.argv.includes('--force') });
}
