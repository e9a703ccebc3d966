/** Provenance of a report: tool version and git commit. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The levelbench version: LEVELBENCH_VERSION, else the workspace package.json found above this file. */
export function toolVersion(): string {
  const env = process.env['LEVELBENCH_VERSION'];
  if (env) return env;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === 'levelbench' && pkg.version) return pkg.version;
      } catch {
        // an unreadable package.json higher up says nothing about us
      }
    }
    if (dirname(dir) === dir) return 'unknown';
  }
}

/** The commit being verified: GITHUB_SHA in CI, else `git rev-parse HEAD`, else null. */
export function gitCommit(): string | null {
  const env = process.env['GITHUB_SHA'];
  if (env) return env;
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      null
    );
  } catch {
    return null;
  }
}
