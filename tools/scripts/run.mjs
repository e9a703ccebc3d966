// `node tools/scripts/run.mjs <entry> [args]`: builds the node bundles if stale, then runs the entry's main().
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildNode, outDir } from './build-node.mjs';

const [entry, ...args] = process.argv.slice(2);
await buildNode();
const file = join(outDir, `${entry}.cjs`);
const argv = [process.argv[0], file, ...args];
process.argv = argv;
const mod = createRequire(import.meta.url)(file);
process.exitCode = await mod.main(argv);
