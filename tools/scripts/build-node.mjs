// Bundles the Node entry points (CLI, pool worker, server) into dist/node/*.cjs with esbuild.
// Quiet on stdout: the CLI's stdout carries only results.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI_DOMAINS, CLI_SHARED, checkCliParts, cliParts } from './cli-parts.mjs';

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
 * What the bundles are built from, relative to the repository root. Their content hash is the build id: compiled
 * into every bundle (its first line, and `__LEVELBENCH_BUILD__`), and the one thing that says whether dist/node
 * is fresh (the `scripts:build-node` Nx target is not cached: it runs this script, which rebuilds only then).
 */
export const SOURCE_DIRS = ['libs', 'tools/levelbench', 'apps/server'];
const SOURCE_FILES = [
  'tools/scripts/build-node.mjs',
  'tools/scripts/cli-parts.mjs',
  'package.json',
  'tsconfig.base.json',
];
/** The authored Pigment levels are bundled too (libs/pigment/src/authored-levels.ts imports them). */
const LEVELS_DIR = 'levels/pigment';

/**
 * The code whose results are cached (verify's `--cache`/`--reuse`, the server's analyses), by name: each is
 * built on its own with the bundles' options and the SHA-256 of that built chunk is its code id, compiled into
 * the bundles (`__LEVELBENCH_BUILD__.code`), so a change reruns only the checks whose built code it changes.
 * A check name is its verify check (libs/verify/src/checks/<name>.ts: its items, its worker step and what they
 * import); `pigment.analyse` is the server's analysis task.
 */
export const CODE_CHUNKS = {
  pigment: 'libs/verify/src/checks/pigment.ts',
  watersort: 'libs/verify/src/checks/watersort.ts',
  worlds: 'libs/verify/src/checks/worlds.ts',
  faces: 'libs/verify/src/checks/faces.ts',
  bots: 'libs/verify/src/checks/bots.ts',
  'pigment.analyse': 'libs/tasks/src/games/pigment.ts',
};

/**
 * @param {string} dir
 * @param {string[]} acc
 * @returns {string[]}
 */
function sourceFiles(dir, acc = []) {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, acc);
    else if (e.name.endsWith('.ts') && !/\.(spec|bench)\.ts$/.test(e.name)) acc.push(p);
  }
  return acc;
}

/** Every input of the bundles: their sources (no specs), the authored levels and the build's own settings. */
function inputFiles() {
  const levels = readdirSync(join(root, LEVELS_DIR))
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => join(root, LEVELS_DIR, n));
  const files = [
    ...SOURCE_DIRS.flatMap((d) => sourceFiles(join(root, d))),
    ...levels,
    ...SOURCE_FILES.map((f) => join(root, f)),
  ];
  return files.filter((f) => existsSync(f));
}

/** SHA-256 over the path and content of every input: the build id. */
export function inputsHash() {
  const hash = createHash('sha256');
  for (const f of inputFiles()) hash.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  return hash.digest('hex');
}

/**
 * A memo of the build id of the inputs as they are: its first line the hash, then each input's size, time and
 * path. The inputs are hashed only when one of these differs (40 ms less for every `npx levelbench` call); it
 * is no second stamp: the build id in the bundles decides, this only saves reading the inputs again.
 */
export const statFile = join(outDir, 'inputs.stat');

/** One line per input: size, mtime in ms, path (relative to the repository). */
function inputStats() {
  return inputFiles()
    .map((f) => {
      const st = statSync(f);
      return `${st.size} ${st.mtimeMs} ${relative(root, f)}`;
    })
    .join('\n');
}

/** The build id of the inputs as they are now (from the memo when no input was touched since it was written). */
export function currentBuildId() {
  const stats = inputStats();
  if (existsSync(statFile)) {
    const memo = readFileSync(statFile, 'utf8');
    const at = memo.indexOf('\n');
    if (at > 0 && memo.slice(at + 1) === stats) return memo.slice(0, at);
  }
  const hash = inputsHash();
  writeMemo(hash, stats);
  return hash;
}

/**
 * Writes the memo (temp file + rename; a read-only dist/node only loses the shortcut).
 * @param {string} hash
 * @param {string} stats
 */
function writeMemo(hash, stats) {
  try {
    mkdirSync(outDir, { recursive: true });
    const tmp = `${statFile}.${process.pid}.tmp`;
    writeFileSync(tmp, `${hash}\n${stats}`);
    renameSync(tmp, statFile);
  } catch {
    // the check still works by hash
  }
}

/** The bundles every build writes (besides one validator file per schema), relative to dist/node. */
export const OUTPUTS = [
  ...Object.keys(entries),
  ...Object.keys(CLI_DOMAINS).map((d) => `levelbench-${d}`),
  'levelbench-shared',
  'levelbench-ajv',
  'validators',
].map((n) => `${n}.cjs`);

/** The first line of every bundle: the build id of the sources it was built from. */
const BANNER = '// levelbench build ';

/**
 * The build id a bundle was built from (its first line), or null (missing, or not built by this script).
 * @param {string} file
 */
export function bundleBuildId(file) {
  let text;
  try {
    const fd = openSync(file, 'r');
    try {
      const buf = Buffer.alloc(BANNER.length + 64);
      text = buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return null;
  }
  return text.startsWith(BANNER) ? text.slice(BANNER.length) : null;
}

/** Every bundle a build wrote: OUTPUTS and the validator files beside them. */
function builtFiles() {
  const dir = join(outDir, 'validators');
  const validators = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.cjs')) : [];
  return [...OUTPUTS, ...validators.map((f) => `validators/${f}`)];
}

/**
 * True when every bundle exists and carries the build id of the inputs as they are now: not by file times (a
 * checkout, a copy or a touch changes nothing, an edit does), and never by a stamp beside the bundles that
 * could outlive them. A missing or foreign bundle, or one from another build, is stale.
 */
export function isFresh() {
  const id = currentBuildId();
  return builtFiles().every((f) => bundleBuildId(join(outDir, f)) === id);
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
 * The code id of each CODE_CHUNKS entry: the SHA-256 (16 hex digits) of that chunk as esbuild builds it with the
 * bundles' options (whitespace and syntax minified: a comment or a formatting change keeps the id).
 * @returns {Promise<Record<string, string>>}
 */
async function codeIds() {
  const { build } = await import('esbuild');
  const built = await Promise.all(
    Object.entries(CODE_CHUNKS).map(async ([name, file]) => {
      const out = await build({
        ...NODE_BUNDLE,
        entryPoints: [file],
        outdir: outDir,
        minifyWhitespace: true,
        minifySyntax: true,
      });
      const hash = createHash('sha256');
      for (const f of out.outputFiles) hash.update(f.contents);
      return [name, hash.digest('hex').slice(0, 16)];
    }),
  );
  return Object.fromEntries(built);
}

/**
 * Builds all node bundles unless they are fresh (or `force`).
 * @param {{ force?: boolean }} [options]
 */
export async function buildNode({ force = false } = {}) {
  if (!force && isFresh()) return;
  const stats = inputStats(); // before the hash: an edit during the build then shows as a changed time
  const hash = inputsHash(); // of the sources as this build reads them
  const { build } = await import('esbuild'); // loaded only when something is stale: the fresh path stays cheap
  // every bundle starts with its build id and carries it with the code ids (libs/verify/src/code-version.ts)
  const stamped = {
    ...NODE_BUNDLE,
    banner: { js: `${BANNER}${hash}` },
    define: { ...NODE_BUNDLE.define, __LEVELBENCH_BUILD__: JSON.stringify({ id: hash, code: await codeIds() }) },
  };
  // write: false + temp file + rename, so a suite reading a bundle while another rebuilds it
  // never sees a half-written file.
  const options = { ...stamped, outdir: outDir, outExtension: { '.js': '.cjs' }, sourcemap: true };
  const { levelbench, ...rest } = entries;
  // The CLI's parts carry their pure-JS dependencies (one file to load instead of hundreds to resolve);
  // piscina stays external (it resolves its own worker files). Whitespace and syntax are minified, names
  // stay (stack traces still read): half the bytes to read and compile.
  const cli = { ...options, external: ['piscina'], minifyWhitespace: true, minifySyntax: true, metafile: true };
  const shared = Object.entries(CLI_SHARED).map(
    ([key, file]) => `export * as ${key} from ${JSON.stringify(`./${file}`)};`,
  );
  const parts = await Promise.all([
    build({ ...cli, entryPoints: { levelbench }, plugins: [cliParts('entry', root)] }),
    build({
      ...cli,
      entryPoints: Object.fromEntries(Object.entries(CLI_DOMAINS).map(([d, file]) => [`levelbench-${d}`, file])),
      plugins: [cliParts('domain', root)],
    }),
    build({
      ...cli,
      stdin: { contents: shared.join('\n'), resolveDir: root, loader: 'ts', sourcefile: 'levelbench-shared.ts' },
      outdir: undefined,
      outfile: join(outDir, 'levelbench-shared.cjs'),
      plugins: [cliParts('shared', root)],
    }),
    build({ ...cli, entryPoints: { 'levelbench-ajv': createRequire(import.meta.url).resolve('ajv') } }),
  ]);
  checkCliParts(
    root,
    outDir,
    parts.map((p) => /** @type {import('esbuild').Metafile} */ (p.metafile)),
  );
  const [others, validators] = await Promise.all([
    build({ ...options, entryPoints: rest, packages: 'external' }),
    buildValidators(stamped),
  ]);
  const files = [...parts.flatMap((p) => p.outputFiles), ...others.outputFiles, ...validators];
  for (const f of files) {
    mkdirSync(dirname(f.path), { recursive: true });
    const tmp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(tmp, f.contents);
    renameSync(tmp, f.path);
  }
  // a validator file no schema maps to any more (a renamed schema) would keep the build stale for ever
  const written = new Set(files.map((f) => f.path));
  const validatorDir = join(outDir, 'validators');
  for (const f of readdirSync(validatorDir)) if (!written.has(join(validatorDir, f))) rmSync(join(validatorDir, f));
  rmSync(join(outDir, 'inputs.sha256'), { force: true }); // the stamp of builds before the build id
  writeMemo(hash, stats);
}

/**
 * dist/node/validators.cjs: every file format's schema (tools/levelbench/src/schemas.ts) compiled ahead of
 * time to Ajv standalone code with the same options, one file per schema (dist/node/validators/*.cjs),
 * `exports.byId[$id]` a getter that loads its file. The CLI and the server register the table at start-up
 * (`usePrecompiled`) instead of compiling schemas on every run (~45 ms of a one-board `pigment solve`), and
 * a run loads only the validators of the formats it reads (a one-board solve: the level's 31 KB, not 215).
 * @param {import('esbuild').BuildOptions} stamped the bundles' options with this build's id
 * @returns {Promise<import('esbuild').OutputFile[]>}
 */
async function buildValidators(stamped) {
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
        ...stamped,
        write: false,
        minifyWhitespace: true,
        minifySyntax: true,
        stdin: { contents: code, resolveDir: root, loader: 'js', sourcefile: files[id].replace(/\.cjs$/, '.js') },
        outfile: join(outDir, files[id]),
      }),
    ),
  );
  const index = [
    `${stamped.banner?.js}`,
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
