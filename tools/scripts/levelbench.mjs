#!/usr/bin/env node
// `npx levelbench …` (package.json "bin"): rebuilds the Node bundles when a source is newer, then runs the CLI.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildNode, outDir } from './build-node.mjs';

await buildNode();
const { main } = createRequire(import.meta.url)(join(outDir, 'levelbench.cjs'));
process.exitCode = await main(process.argv);
