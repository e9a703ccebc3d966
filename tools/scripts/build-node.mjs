// Bundles the Node entry points (CLI, pool worker, server) into dist/node/*.cjs with esbuild.
// Quiet on stdout: the CLI's stdout carries only results.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
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

/**
 * What the bundles are built from, as globs relative to the repository root; the `scripts:build-node` Nx
 * target (tools/scripts/project.json) declares the same inputs, and `dist/node` as its output.
 */
export const SOURCE_DIRS = ['libs', 'tools/levelbench', 'apps/server'];
const SOURCE_FILES = ['tools/scripts/build-node.mjs', 'package.json', 'tsconfig.base.json'];
/** The authored Pigment levels are bundled too (libs/pigment/src/authored-levels.ts imports them). */
const LEVELS_DIR = 'levels/pigment';
/** Where a build records the content hash of its inputs. */
export const stampFile = join(outDir, 'inputs.sha256');

/**
 * @param {string} dir
 * @param {string[]} acc
 * @returns {string[]}
 */
function sourceFiles(dir, acc = []) {
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, acc);
    else if (name.endsWith('.ts') && !/\.(spec|bench)\.ts$/.test(name)) acc.push(p);
  }
  return acc;
}

/** SHA-256 over the path and content of every input: the bundles' sources (no specs) and the build's own settings. */
export function inputsHash() {
  const hash = createHash('sha256');
  const levels = readdirSync(join(root, LEVELS_DIR))
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => join(root, LEVELS_DIR, n));
  const files = [
    ...SOURCE_DIRS.flatMap((d) => sourceFiles(join(root, d))),
    ...levels,
    ...SOURCE_FILES.map((f) => join(root, f)),
  ];
  for (const f of files) {
    if (!existsSync(f)) continue;
    hash.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * True when every bundle exists and was built from inputs with the content they have now (the hash in
 * dist/node/inputs.sha256), not by file times: a checkout, a copy or a touch changes nothing, an edit does.
 */
export function isFresh() {
  const outs = [...Object.keys(entries), 'validators'].map((n) => join(outDir, `${n}.cjs`));
  if (!outs.every(existsSync) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === inputsHash();
}

/** The package's version, compiled into the bundles (`levelbench --version`). */
const VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/**
 * esbuild options every Node bundle shares; written to memory (`write: false`) and renamed into place.
 * @type {import('esbuild').BuildOptions & { write: false }}
 */
const NODE_BUNDLE = {
  define: { __LEVELBENCH_VERSION__: JSON.stringify(VERSION) },
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  write: false,
  tsconfig: join(root, 'tsconfig.base.json'),
  logLevel: 'warning',
};

/**
 * Builds all node bundles unless they are fresh (or `force`).
 * @param {{ force?: boolean }} [options]
 */
export async function buildNode({ force = false } = {}) {
  if (!force && isFresh()) return;
  const hash = inputsHash(); // of the sources as this build reads them
  const { build } = await import('esbuild'); // loaded only when something is stale: the fresh path stays cheap
  // write: false + temp file + rename, so a suite reading a bundle while another rebuilds it
  // never sees a half-written file.
  const options = { ...NODE_BUNDLE, outdir: outDir, outExtension: { '.js': '.cjs' }, sourcemap: true };
  const { levelbench, ...rest } = entries;
  const [cli, others, validators] = await Promise.all([
    // The CLI carries its pure-JS dependencies (one file to load instead of hundreds to resolve: a
    // one-board command starts ~25 ms sooner); piscina stays external (it resolves its own worker files).
    build({
      ...options,
      entryPoints: { levelbench },
      external: ['piscina'],
      // whitespace and syntax only (names stay, so stack traces still read): half the bytes to read and compile
      minifyWhitespace: true,
      minifySyntax: true,
    }),
    build({ ...options, entryPoints: rest, packages: 'external' }),
    buildValidators(),
  ]);
  mkdirSync(outDir, { recursive: true });
  for (const f of [...cli.outputFiles, ...others.outputFiles, validators]) {
    const tmp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(tmp, f.contents);
    renameSync(tmp, f.path);
  }
  writeFileSync(stampFile, `${hash}\n`);
}

/**
 * dist/node/validators.cjs: every file format's schema (tools/levelbench/src/schemas.ts) compiled ahead of
 * time to Ajv standalone code with the same options, keyed by `$id`. The CLI registers them at start-up
 * (`usePrecompiled`) instead of compiling schemas on every run (~45 ms of a one-board `pigment solve`).
 */
async function buildValidators() {
  const { build } = await import('esbuild');
  const out = await build({
    ...NODE_BUNDLE,
    stdin: { contents: await validatorsSource(), resolveDir: root, loader: 'js', sourcefile: 'validators.js' },
    outfile: join(outDir, 'validators.cjs'),
  });
  return out.outputFiles[0];
}

/**
 * CommonJS source of every schema's Ajv standalone validator (`exports.byId[$id]`), generated from
 * tools/levelbench/src/schemas.ts with formats' AJV_OPTIONS; shared by the CLI bundle and the workbench's
 * generated module (tools/scripts/gen-validators.mjs); `only` keeps the schemas with these `$id`s.
 * @param {string[] | null} [only]
 * @returns {Promise<string>}
 */
export async function validatorsSource(only = null) {
  const { build } = await import('esbuild');
  const schemasOut = await build({
    ...NODE_BUNDLE,
    entryPoints: ['tools/levelbench/src/schemas.ts'],
    outfile: join(outDir, 'schemas.cjs'),
    packages: 'external',
  });
  mkdirSync(outDir, { recursive: true });
  const tmp = join(outDir, `schemas.${process.pid}.tmp.cjs`);
  writeFileSync(tmp, schemasOut.outputFiles[0].contents);
  const require = createRequire(import.meta.url);
  /** @type {{ AJV_OPTIONS: import('ajv').Options, SCHEMAS: { $id: string }[] }} */
  let mod;
  try {
    mod = require(tmp);
  } finally {
    rmSync(tmp, { force: true });
  }
  const { default: Ajv } = await import('ajv');
  const { default: standaloneCode } = await import('ajv/dist/standalone/index.js');
  // ajv's types describe its ES module shape; loaded from this .mjs, `default` is the class itself
  const AjvClass = /** @type {typeof import('ajv').default} */ (/** @type {unknown} */ (Ajv));
  const toCode = /** @type {typeof import('ajv/dist/standalone/index.js').default} */ (
    /** @type {unknown} */ (standaloneCode)
  );
  const ajv = new AjvClass({ ...mod.AJV_OPTIONS, code: { source: true } });
  /** @type {Record<string, string>} */
  const names = {};
  const schemas = only ? mod.SCHEMAS.filter((s) => only.includes(s.$id)) : mod.SCHEMAS;
  schemas.forEach((schema, i) => {
    ajv.addSchema(schema);
    names[`v${i}`] = schema.$id;
  });
  const byId = Object.entries(names).map(([name, id]) => `${JSON.stringify(id)}: exports.${name}`);
  return `${toCode(ajv, names)}\nexports.byId = { ${byId.join(', ')} };\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildNode({ force: process.argv.includes('--force') });
}
