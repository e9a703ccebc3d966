/**
 * The bundled server (dist/node/server.cjs) as a child process, for the benchmarks that measure it from the
 * outside: started on a free loopback port, its URL read from the line it logs, stopped with SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo-root';

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

/** Stops a started bundle (SIGTERM) and waits until it has exited. */
export async function stopServerBundle(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
