/** The repository root, for the server, its specs and its benchmarks. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The repository root: the nearest folder above `from` (source or bundle) holding nx.json. */
export function repoRoot(from: string = __dirname): string {
  for (let d = resolve(from); ; d = dirname(d)) {
    if (existsSync(join(d, 'nx.json'))) return d;
    if (dirname(d) === d) return process.cwd();
  }
}
