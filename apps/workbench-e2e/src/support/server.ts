import { ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, uiDir } from './paths';

/** A running workbench server over a throw-away copy of `levels/`. */
export interface TestServer {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** The temporary levels folder the server reads and writes. */
  readonly levelsDir: string;
  /** The temporary folder the server reads verify reports from (`--reports`). */
  readonly reportsDir: string;
  /** Everything the server wrote to stderr so far (for failure messages). */
  log(): string;
  /** Stops the server (SIGTERM, then SIGKILL) and removes the temporary folders. */
  stop(): Promise<void>;
}

/** Options for `startServer`. */
export interface StartServerOptions {
  /** Folder copied into the temporary levels folder (default: the repository's `levels/`). */
  readonly levelsFrom?: string;
  /** The built UI to serve, copied first so a concurrent rebuild of dist/ cannot pull files away mid-test (default: dist/apps/workbench/browser). */
  readonly uiFrom?: string;
  /** How long to wait for the "listening on" line. */
  readonly timeoutMs?: number;
  /** The server's pino log level (default `warn`); `info` logs every request and its status. */
  readonly logLevel?: string;
  /** More server options, e.g. `['--token', T]` for team mode. */
  readonly args?: readonly string[];
}

const LISTENING = /listening on (http:\/\/\S+?)\/?\s*$/m;

/**
 * Starts `node tools/scripts/run.mjs server --port 0 …` on temporary copies of the levels and the UI and
 * resolves once it reports its port on stderr ("levelbench-server: listening on http://127.0.0.1:N/").
 */
export async function startServer(opts: StartServerOptions = {}): Promise<TestServer> {
  const tmp = mkdtempSync(join(tmpdir(), 'levelbench-e2e-'));
  const levelsDir = join(tmp, 'levels');
  const reportsDir = join(tmp, 'reports');
  const ui = join(tmp, 'ui');
  cpSync(opts.levelsFrom ?? join(repoRoot, 'levels'), levelsDir, { recursive: true });
  cpSync(opts.uiFrom ?? uiDir, ui, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      'tools/scripts/run.mjs',
      'server',
      '--port',
      '0',
      '--levels',
      levelsDir,
      '--reports',
      reportsDir,
      '--ui',
      ui,
      '--log-level',
      opts.logLevel ?? 'warn',
      ...(opts.args ?? []),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`the server did not report its port within ${opts.timeoutMs ?? 30000} ms`)),
      opts.timeoutMs ?? 30_000,
    );
    const fail = (e: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${e.message}\n--- server output ---\n${stderr}`));
    };
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
      const m = LISTENING.exec(stderr);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => fail(new Error(`the server exited with code ${code} before listening`)));
    child.once('error', fail);
  });
  return {
    url,
    levelsDir,
    reportsDir,
    log: () => stderr,
    stop: async () => {
      await stopChild(child);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
