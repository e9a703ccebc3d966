/**
 * The version of the code that checks each check's items: a hash of the source files its verdicts
 * depend on (its rules lib, the shared formats and PRNG libs, and the worker's item handlers), so an
 * earlier result is reused only when that code is byte-identical. Without the sources (an installed
 * package), the tool version and the commit stand in: nothing is reused across either.
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

const cached = new WeakMap<CheckRegistry, Readonly<Partial<Record<CheckName, string>>>>();

/** Per check of `registry`, 16 hex digits naming the code that checks its items (computed once per process). */
export function codeVersions(
  registry: CheckRegistry = CHECK_DEFINITIONS,
): Readonly<Partial<Record<CheckName, string>>> {
  const known = cached.get(registry);
  if (known) return known;
  const root = workspaceRoot();
  const versionOf = (check: CheckName, sources: readonly string[]): string => {
    const h = createHash('sha256');
    if (root) {
      const paths = [...new Set([...SHARED, definitionFile(check), ...sources])];
      for (const file of paths.flatMap((p) => sourceFiles(root, p))) {
        h.update(file)
          .update('\0')
          .update(readFileSync(join(root, file)))
          .update('\0');
      }
    } else h.update(`levelbench ${toolVersion()} ${gitCommit() ?? 'no commit'}`);
    return h.digest('hex').slice(0, 16);
  };
  const versions = Object.fromEntries(registry.map((d) => [d.name, versionOf(d.name, d.sources)]));
  cached.set(registry, versions);
  return versions;
}
