// `node tools/scripts/bench.mjs <file.bench.ts> [args]`: bundles one benchmark with esbuild (the same
// way the CLI is bundled, so timings match production code) and runs it in this process.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { buildNode, root } from './build-node.mjs';

const [file, ...args] = process.argv.slice(2);
await buildNode(); // benches that start a pool need dist/node/worker.cjs
const out = join(root, 'dist/bench', basename(file).replace(/\.ts$/, '.cjs'));
await build({
  absWorkingDir: root,
  entryPoints: [file],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  tsconfig: join(root, 'tsconfig.base.json'),
  logLevel: 'warning',
});
process.argv = [process.argv[0], out, ...args];
createRequire(import.meta.url)(out);
