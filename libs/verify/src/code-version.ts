/**
 * The version of the code that checks each check's items. In the built bundles (dist/node) it is the code id
 * compiled in by tools/scripts/build-node.mjs: the hash of that check's own built chunk, so an earlier result is
 * reused only under the very code that runs now, never under sources edited beside a stale bundle. Run from
 * the sources (Jest), it is a hash of the source files its verdicts depend on, which are then what runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CheckName } from './checks';
import { CHECK_DEFINITIONS, type CheckRegistry } from './checks/registry';
import { gitCommit, toolVersion } from './meta';

/** Source folders (relative to the workspace root) every check's verdict depends on. */
const SHARED = [
  'libs/formats/src',
  'libs/random/src',
  'libs/verify/src/handlers',
  'libs/verify/src/checks/definition.ts',
  'libs/verify/src/checks/payloads.ts',
  'libs/verify/src/checks/registry.ts',
];

/** A check's own definition file: its worker step is part of the code that decides its verdicts. */
const definitionFile = (check: CheckName): string => `libs/verify/src/checks/${check}.ts`;

/** Tests, benches and test helpers do not decide verdicts. */
const NOT_CODE = /\.(spec|bench|testing|bench-scenario)\.ts$/;

function workspaceRoot(): string | null {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'libs', 'verify', 'src', 'checks', 'registry.ts'))) return dir;
    if (dirname(dir) === dir) return null;
  }
}

/** Every source file under `path` (a file or a folder), sorted, relative to `root`; symlinks are not followed. */
function sourceFiles(root: string, path: string): string[] {
  const abs = join(root, path);
  const s = lstatSync(abs, { throwIfNoEntry: false });
  if (!s) return [];
  if (s.isFile()) return path.endsWith('.ts') && !NOT_CODE.test(path) ? [path] : [];
  if (!s.isDirectory()) return [];
  return readdirSync(abs)
    .sort()
    .flatMap((name) => sourceFiles(root, `${path}/${name}`));
}

/** What build-node.mjs compiles into every bundle: its build id and the code id of each cached chunk. */
export interface BuildInfo {
  readonly id: string;
  readonly code: Readonly<Record<string, string>>;
}

declare const __LEVELBENCH_BUILD__: BuildInfo | undefined;

/** The build this code was bundled by, or null when it runs from the sources. */
export function buildInfo(): BuildInfo | null {
  return typeof __LEVELBENCH_BUILD__ === 'object' ? __LEVELBENCH_BUILD__ : null;
}

/**
 * The code id of `chunk` (a check name, or `pigment.analyse`): compiled in when bundled; otherwise the hash of
 * `sources` (relative to the workspace root) and the shared ones; a chunk the build does not know takes the
 * whole build id, so any change reruns it.
 */
export function codeId(chunk: string, sources: readonly string[]): string {
  const build = buildInfo();
  if (build) return build.code[chunk] ?? build.id.slice(0, 16);
  const root = workspaceRoot();
  const h = createHash('sha256');
  if (root) {
    for (const file of [...new Set([...SHARED, ...sources])].flatMap((p) => sourceFiles(root, p))) {
      h.update(file)
        .update('\0')
        .update(readFileSync(join(root, file)))
        .update('\0');
    }
  } else h.update(`levelbench ${toolVersion()} ${gitCommit() ?? 'no commit'}`);
  return h.digest('hex').slice(0, 16);
}

const cached = new WeakMap<CheckRegistry, Readonly<Partial<Record<CheckName, string>>>>();

/** Per check of `registry`, 16 hex digits naming the code that checks its items (computed once per process). */
export function codeVersions(
  registry: CheckRegistry = CHECK_DEFINITIONS,
): Readonly<Partial<Record<CheckName, string>>> {
  const known = cached.get(registry);
  if (known) return known;
  const versions = Object.fromEntries(
    registry.map((d) => [d.name, codeId(d.name, [definitionFile(d.name), ...d.sources])]),
  );
  cached.set(registry, versions);
  return versions;
}
