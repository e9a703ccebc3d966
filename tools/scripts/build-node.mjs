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
 * The CLI comes in parts, so one command reads and compiles only its own code: the entry
 * (dist/node/levelbench.cjs: argument parsing, dispatch, `--version`, help) requires
 * `levelbench-<domain>.cjs` for the domain of the command given (main.ts's DOMAINS; every domain for help or a
 * typo). Each domain bundle carries the libs it uses; the modules whose identity or state the parts share
 * (`CliError` for `instanceof`, the registry of precompiled validators) live once, in `levelbench-shared.cjs`.
 * Domain → the module main.ts requires for it.
 */
export const CLI_DOMAINS = {
  pigment: 'tools/levelbench/src/commands/pigment.ts',
  watersort: 'tools/levelbench/src/commands/watersort.ts',
  worlds: 'tools/levelbench/src/commands/worlds.ts',
  verify: 'tools/levelbench/src/commands/verify.ts',
};
/** Key in levelbench-shared.cjs → the module every CLI part takes from there instead of bundling its own copy. */
const CLI_SHARED = {
  cliIo: 'tools/levelbench/src/cli-io.ts',
  formats: 'libs/formats/src/index.ts',
};

/**
 * What the bundles are built from, as globs relative to the repository root; the `scripts:build-node` Nx
 * target (tools/scripts/project.json) declares the same inputs, and `dist/node` as its output.
 */
export const SOURCE_DIRS = ['libs', 'tools/levelbench', 'apps/server'];
const SOURCE_FILES = ['tools/scripts/build-node.mjs', 'package.json', 'tsconfig.base.json'];
/** The authored Pigment levels are bundled too (libs/pigment/src/authored-levels.ts imports them). */
const LEVELS_DIR = 'levels/pigment';
/** Where a build records the content hash of its inputs (first line) and the files it wrote (one a line after it). */
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

/** The bundles every build writes (besides one validator file per schema), relative to dist/node. */
const OUTPUTS = [
  ...Object.keys(entries),
  ...Object.keys(CLI_DOMAINS).map((d) => `levelbench-${d}`),
  'levelbench-shared',
  'levelbench-ajv',
  'validators',
].map((n) => `${n}.cjs`);

/**
 * True when every bundle the last build wrote still exists and was built from inputs with the content they
 * have now (the hash in dist/node/inputs.sha256), not by file times: a checkout, a copy or a touch changes
 * nothing, an edit does. A stamp that lists fewer files than a build writes now (an older layout) is stale.
 */
export function isFresh() {
  if (!existsSync(stampFile)) return false;
  const [hash, ...written] = readFileSync(stampFile, 'utf8').trim().split('\n');
  if (!OUTPUTS.every((f) => written.includes(f))) return false;
  if (!written.every((f) => existsSync(join(outDir, f)))) return false;
  return hash === inputsHash();
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
  // The CLI's parts carry their pure-JS dependencies (one file to load instead of hundreds to resolve);
  // piscina stays external (it resolves its own worker files). Whitespace and syntax are minified, names
  // stay (stack traces still read): half the bytes to read and compile.
  const cli = { ...options, external: ['piscina'], minifyWhitespace: true, minifySyntax: true, metafile: true };
  const shared = Object.entries(CLI_SHARED).map(
    ([key, file]) => `export * as ${key} from ${JSON.stringify(`./${file}`)};`,
  );
  const parts = await Promise.all([
    build({ ...cli, entryPoints: { levelbench }, plugins: [cliParts('entry')] }),
    build({
      ...cli,
      entryPoints: Object.fromEntries(Object.entries(CLI_DOMAINS).map(([d, file]) => [`levelbench-${d}`, file])),
      plugins: [cliParts('domain')],
    }),
    build({
      ...cli,
      stdin: { contents: shared.join('\n'), resolveDir: root, loader: 'ts', sourcefile: 'levelbench-shared.ts' },
      outdir: undefined,
      outfile: join(outDir, 'levelbench-shared.cjs'),
      plugins: [cliParts('shared')],
    }),
    build({ ...cli, entryPoints: { 'levelbench-ajv': createRequire(import.meta.url).resolve('ajv') } }),
  ]);
  checkCliParts(parts.map((p) => /** @type {import('esbuild').Metafile} */ (p.metafile)));
  const [others, validators] = await Promise.all([
    build({ ...options, entryPoints: rest, packages: 'external' }),
    buildValidators(),
  ]);
  const files = [...parts.flatMap((p) => p.outputFiles), ...others.outputFiles, ...validators];
  for (const f of files) {
    mkdirSync(dirname(f.path), { recursive: true });
    const tmp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(tmp, f.contents);
    renameSync(tmp, f.path);
  }
  const written = files.map((f) => relative(outDir, f.path)).filter((f) => f.endsWith('.cjs'));
  writeFileSync(stampFile, `${[hash, ...written.sort()].join('\n')}\n`);
}

/**
 * Node built-ins the CLI's parts load on first use instead of at start-up: commander's child_process (for
 * executable sub-commands, which this CLI has none of; it pulls in the net stack) and the store's crypto (for
 * temp file names, which a read-only command never makes): ~8 ms each of a one-board `pigment solve`.
 */
const LAZY_BUILTINS = ['child_process', 'crypto'];

/**
 * The esbuild plugin that cuts the CLI into its parts (see CLI_DOMAINS). In the entry, main.ts's require of a
 * domain's module becomes a run-time require of that domain's bundle; in the entry and the domains, the
 * CLI_SHARED modules become a require of levelbench-shared.cjs. Heavy modules load on first use only: Ajv
 * (levelbench-ajv.cjs; the shared formats lib compiles with it only schemas without a precompiled
 * validator) and LAZY_BUILTINS (a stand-in module whose exports are getters).
 * @param {'entry' | 'domain' | 'shared'} part
 * @returns {import('esbuild').Plugin}
 */
function cliParts(part) {
  const domainOf = new Map(Object.entries(CLI_DOMAINS).map(([d, file]) => [join(root, file), d]));
  const sharedKey = new Map(Object.entries(CLI_SHARED).map(([key, file]) => [join(root, file), key]));
  const require = createRequire(import.meta.url);
  /** @param {string} name */
  const lazyBuiltin = (name) =>
    `const load = () => require('node:${name}');\n` +
    `for (const key of ${JSON.stringify(Object.keys(require(`node:${name}`)))}) {\n` +
    '  Object.defineProperty(exports, key, { enumerable: true, get: () => load()[key] });\n}\n';
  /** @type {Record<string, string>} */
  const lazy = {
    ajv: "exports.__esModule = true;\nexports.default = function Ajv(options) { return new (require('./levelbench-ajv.cjs').default)(options); };",
    ...Object.fromEntries(LAZY_BUILTINS.map((name) => [name, lazyBuiltin(name)])),
  };
  const builtin = new RegExp(`^(node:)?(${LAZY_BUILTINS.join('|')})$`);
  return {
    name: 'levelbench-cli-parts',
    setup(b) {
      b.onResolve({ filter: /^\.\/levelbench-[a-z]+\.cjs$/ }, (a) => ({ path: a.path, external: true }));
      b.onLoad({ filter: /.*/, namespace: 'levelbench-shared' }, (a) => ({
        contents: `module.exports = require('./levelbench-shared.cjs').${a.path};`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'levelbench-lazy' }, (a) => ({ contents: lazy[a.path], loader: 'js' }));
      // the stand-in's own require of the built-in stays a plain (external) one
      b.onResolve({ filter: builtin }, (a) =>
        a.namespace === 'levelbench-lazy'
          ? undefined
          : { path: a.path.replace(/^node:/, ''), namespace: 'levelbench-lazy' },
      );
      if (part === 'shared') {
        b.onResolve({ filter: /^ajv$/ }, () => ({ path: 'ajv', namespace: 'levelbench-lazy' }));
        return;
      }
      b.onResolve({ filter: /^(\.|@levelbench\/)/ }, async (a) => {
        if (a.pluginData?.resolving) return undefined;
        const r = await b.resolve(a.path, {
          kind: a.kind,
          importer: a.importer,
          resolveDir: a.resolveDir,
          pluginData: { resolving: true },
        });
        if (r.errors.length > 0) return undefined; // esbuild reports it
        const domain = part === 'entry' ? domainOf.get(r.path) : undefined;
        if (domain) return { path: `./levelbench-${domain}.cjs`, external: true };
        const key = sharedKey.get(r.path);
        if (key) return { path: key, namespace: 'levelbench-shared' };
        return { path: r.path, namespace: r.namespace, external: r.external, sideEffects: r.sideEffects };
      });
    },
  };
}

/**
 * Fails the build when the CLI's parts are not cut as CLI_DOMAINS says: a domain's code in the entry, a shared
 * module bundled into a part (two copies: `instanceof CliError` or the validator registry would split), or
 * Ajv loaded at start-up.
 * @param {import('esbuild').Metafile[]} metafiles
 */
function checkCliParts(metafiles) {
  const rel = (/** @type {string} */ f) => relative(root, join(root, f));
  const sharedFiles = new Set(Object.values(CLI_SHARED));
  for (const meta of metafiles) {
    for (const [out, { inputs }] of Object.entries(meta.outputs)) {
      if (out.endsWith('.map') || out.endsWith('levelbench-ajv.cjs')) continue;
      const name = relative(outDir, join(root, out));
      for (const input of Object.keys(inputs).map(rel)) {
        const wrong =
          (name === 'levelbench.cjs' && input.startsWith('tools/levelbench/src/commands/')) ||
          (name !== 'levelbench-shared.cjs' && sharedFiles.has(input)) ||
          /[\\/]node_modules[\\/]ajv[\\/]/.test(input);
        if (wrong)
          throw new Error(`build-node: ${name} bundles ${input}; see CLI_DOMAINS in tools/scripts/build-node.mjs`);
      }
    }
  }
}

/**
 * dist/node/validators.cjs: every file format's schema (tools/levelbench/src/schemas.ts) compiled ahead of
 * time to Ajv standalone code with the same options, one file per schema (dist/node/validators/*.cjs),
 * `exports.byId[$id]` a getter that loads its file. The CLI and the server register the table at start-up
 * (`usePrecompiled`) instead of compiling schemas on every run (~45 ms of a one-board `pigment solve`), and
 * a run loads only the validators of the formats it reads (a one-board solve: the level's 31 KB, not 215).
 * @returns {Promise<import('esbuild').OutputFile[]>}
 */
async function buildValidators() {
  const { build } = await import('esbuild');
  const sources = await validatorSources();
  /** @type {Record<string, string>} */
  const files = {};
  for (const id of Object.keys(sources)) {
    const slug = id
      .replace(/^[a-z]+:\/\/[^/]+\//, '')
      .replace(/\.json$/, '')
      .replace(/[^A-Za-z0-9]+/g, '-');
    const file = `validators/${slug}.cjs`;
    if (Object.values(files).includes(file)) throw new Error(`build-node: two schemas map to ${file}`);
    files[id] = file;
  }
  const outs = await Promise.all(
    Object.entries(sources).map(([id, code]) =>
      build({
        ...NODE_BUNDLE,
        minifyWhitespace: true,
        minifySyntax: true,
        stdin: { contents: code, resolveDir: root, loader: 'js', sourcefile: files[id].replace(/\.cjs$/, '.js') },
        outfile: join(outDir, files[id]),
      }),
    ),
  );
  const index = [
    "// GENERATED by tools/scripts/build-node.mjs: each schema's precompiled validator by $id, loaded from its own file on first use.",
    `const files = ${JSON.stringify(Object.fromEntries(Object.entries(files).map(([id, f]) => [id, `./${f}`])), null, 2)};`,
    'const byId = {};',
    'for (const [id, file] of Object.entries(files)) {',
    '  Object.defineProperty(byId, id, { enumerable: true, get: () => require(file).validate });',
    '}',
    'exports.byId = byId;',
    '',
  ].join('\n');
  const path = join(outDir, 'validators.cjs');
  const indexFile = { path, contents: new TextEncoder().encode(index), hash: '', text: index };
  return [indexFile, ...outs.map((o) => o.outputFiles[0])];
}

/**
 * The file formats' schemas (tools/levelbench/src/schemas.ts, bundled and loaded here) with formats'
 * AJV_OPTIONS, and Ajv's standalone code generator.
 */
async function loadSchemas() {
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
  /** @param {{ $id: string }[]} schemas */
  const ajvWith = (schemas) => {
    const ajv = new AjvClass({ ...mod.AJV_OPTIONS, code: { source: true } });
    for (const schema of schemas) ajv.addSchema(schema);
    return ajv;
  };
  return { schemas: mod.SCHEMAS, ajvWith, toCode };
}

/**
 * CommonJS source of every schema's Ajv standalone validator (`exports.byId[$id]`), generated from
 * tools/levelbench/src/schemas.ts with formats' AJV_OPTIONS; the workbench's generated module
 * (tools/scripts/gen-validators.mjs) is built from it; `only` keeps the schemas with these `$id`s.
 * @param {string[] | null} [only]
 * @returns {Promise<string>}
 */
export async function validatorsSource(only = null) {
  const { schemas: all, ajvWith, toCode } = await loadSchemas();
  const schemas = only ? all.filter((s) => only.includes(s.$id)) : all;
  /** @type {Record<string, string>} */
  const names = {};
  schemas.forEach((schema, i) => {
    names[`v${i}`] = schema.$id;
  });
  const byId = Object.entries(names).map(([name, id]) => `${JSON.stringify(id)}: exports.${name}`);
  return `${toCode(ajvWith(schemas), names)}\nexports.byId = { ${byId.join(', ')} };\n`;
}

/**
 * $id → CommonJS source of that schema's Ajv standalone validator alone (`exports.validate`), for the CLI's
 * one file per schema; every schema is known to the generator, so a `$ref` to another one still compiles.
 * @returns {Promise<Record<string, string>>}
 */
async function validatorSources() {
  const { schemas, ajvWith, toCode } = await loadSchemas();
  const ajv = ajvWith(schemas);
  return Object.fromEntries(schemas.map((s) => [s.$id, toCode(ajv, { validate: s.$id })]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildNode({ force: process.argv.includes('--force') });
}
