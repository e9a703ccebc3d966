// The CLI's parts (#23): which modules become which bundle of dist/node, and the esbuild plugin that cuts them
// (used by build-node.mjs).
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

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
export const CLI_SHARED = {
  cliIo: 'tools/levelbench/src/cli-io.ts',
  formats: 'libs/formats/src/index.ts',
};

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
 * @param {string} root the repository
 * @returns {import('esbuild').Plugin}
 */
export function cliParts(part, root) {
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
 * @param {string} root the repository
 * @param {string} outDir dist/node
 * @param {import('esbuild').Metafile[]} metafiles
 */
export function checkCliParts(root, outDir, metafiles) {
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
          throw new Error(`build-node: ${name} bundles ${input}; see CLI_DOMAINS in tools/scripts/cli-parts.mjs`);
      }
    }
  }
}
