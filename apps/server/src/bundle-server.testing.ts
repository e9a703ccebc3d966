/**
 * The bundled server (dist/node/server.cjs) as a child process, for the benchmarks and specs that drive it from the
 * outside: started on a free loopback port, its URL read from the line it logs, stopped with SIGTERM.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './repo-root';

/** Builds the bundle, then copies the repository's `levels/` into a new temporary folder `<prefix>…`: its path. */
export async function buildBundleWithLevels(prefix: string): Promise<string> {
  const root = repoRoot(__dirname);
  execFileSync(process.execPath, [join(root, 'tools/scripts/build-node.mjs')], { cwd: root, stdio: 'inherit' });
  const dir = await fs.mkdtemp(join(tmpdir(), prefix));
  await fs.cp(join(root, 'levels'), join(dir, 'levels'), { recursive: true });
  return dir;
}

/** Starts the bundle with `args` (besides `--port 0 --log-level warn`); resolves once it listens. */
export function startServerBundle(args: readonly string[] = []): Promise<{ child: ChildProcess; url: string }> {
  const bundle = join(repoRoot(__dirname), 'dist/node/server.cjs');
  if (!existsSync(bundle)) throw new Error('dist/node/server.cjs is missing: run node tools/scripts/build-node.mjs');
  const child = spawn(process.execPath, [bundle, '--port', '0', '--log-level', 'warn', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((ok, fail) => {
    let err = '';
    child.stderr?.on('data', (c: Buffer) => {
      err += c.toString();
      const m = /listening on (http:\/\/\S+?)\/?\n/.exec(err);
      if (m) ok({ child, url: m[1] });
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${err}`)));
  });
}

/** Starts the bundle on a copy of the levels and a reports folder, with one worker (the crash and shutdown specs). */
export function startServerBundleOn(
  levelsDir: string,
  reportsDir: string,
): Promise<{ child: ChildProcess; url: string }> {
  return startServerBundle(['--levels', levelsDir, '--reports', reportsDir, '--workers', '1']);
}

/** Stops a started bundle (SIGTERM) and waits until it has exited. */
export async function stopServerBundle(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
