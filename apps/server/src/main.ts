/** `npm run -s serve -- [--port N] [--host H] [--levels DIR] [--reports DIR] [--ui DIR]`: the workbench server. */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { usePrecompiled } from '@levelbench/formats';
import { createTaskPool } from '@levelbench/tasks';
import { DEFAULT_KEEP_REPORTS } from '@levelbench/verify';
import { BODY_TIMEOUT_MS, MAX_CONNECTIONS, buildServer } from './app';
import { LOOPBACK_HOSTS } from './hardening';
import { type TeamSetup, isLoopbackHost, teamLinkLines, teamSetup, tokenProblem } from './tokens';
import { JOB_LIMITS } from './job-limits';
import { KEEP_DELETED } from './history';
import { SHUTDOWN_DEADLINE_MS, SHUTDOWN_FORCE_MS, armDeadline, releaseFifoReaders } from './shutdown';

import { repoRoot } from './repo-root';

export { repoRoot };

function port(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new InvalidArgumentError('must be an integer from 0 to 65535');
  return n;
}

function workers(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 64) throw new InvalidArgumentError('must be an integer from 1 to 64');
  return n;
}

function positive(max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < 1 || n > max) throw new InvalidArgumentError(`must be an integer from 1 to ${max}`);
    return n;
  };
}

function keepCount(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 100_000) throw new InvalidArgumentError('must be an integer from 0 to 100000');
  return n;
}

function hostList(value: string): string[] {
  const hosts = value
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (!hosts.length) throw new InvalidArgumentError('must name at least one host (or * for any)');
  return hosts;
}

function token(value: string): string {
  const bad = tokenProblem(value);
  if (bad) throw new InvalidArgumentError(bad);
  return value;
}

/** The host name a sign-in link should use: an allowed name people can type, not a wildcard address. */
function linkHost(allowed: readonly string[]): string {
  const usable = allowed.filter((h) => !['*', '0.0.0.0', '::', '[::]'].includes(h.trim()));
  const host = usable.find((h) => !isLoopbackHost(h)) ?? usable[0] ?? '127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

interface CliOptions {
  token?: string;
  tokensFile?: string;
  port: number;
  host: string;
  allowedHosts?: string[];
  bodyTimeout: number;
  maxConnections: number;
  maxQueue?: number;
  keepReports: number;
  keepDeleted: number;
  unwatchedJobMinutes: number;
  levels: string;
  reports: string;
  ui: string;
  logLevel: string;
  workers?: number;
}

function parseArgs(argv: string[]): CliOptions {
  const root = repoRoot();
  const program = new Command('levelbench-server')
    .description('Serves the levelbench workbench UI and its HTTP API')
    .option('--port <n>', 'port to listen on (0 picks a free one)', port, 4200)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option(
      '--allowed-hosts <names>',
      `comma-separated Host header names to answer (default: the --host address, ${LOOPBACK_HOSTS.join(', ')}; * for any)`,
      hostList,
    )
    .option(
      '--body-timeout <s>',
      'seconds a client has to send a whole request',
      positive(3600),
      BODY_TIMEOUT_MS / 1000,
    )
    .option('--max-connections <n>', 'open connections at most', positive(100_000), MAX_CONNECTIONS)
    .option(
      '--max-queue <n>',
      'solver tasks waiting for a worker at most; more get 503 (default: 2 × workers)',
      positive(10_000),
    )
    .option(
      '--keep-reports <n>',
      'newest verify reports kept after each verify job (latest always stays; 0 keeps all)',
      keepCount,
      DEFAULT_KEEP_REPORTS,
    )
    .option(
      '--keep-deleted <n>',
      'deleted levels per game that keep their history, newest first (0 keeps none)',
      keepCount,
      KEEP_DELETED,
    )
    .option(
      '--unwatched-job-minutes <n>',
      'a job with no event stream open and no GET for this long is cancelled',
      positive(24 * 60),
      JOB_LIMITS.unwatchedMs / 60_000,
    )
    .option('--levels <dir>', 'the level store folder', join(root, 'levels'))
    .option('--reports <dir>', 'where verify reports are written and read', join(root, 'reports'))
    .option('--ui <dir>', 'the built Angular workbench', join(root, 'dist/apps/workbench/browser'))
    .option('--workers <n>', 'worker threads for solvers and jobs (default: one per core)', workers)
    .option('--log-level <level>', 'pino log level (JSON lines on stderr)', 'info')
    .option(
      '--token <token>',
      'team mode with this token (default off loopback: a generated one, printed as a link)',
      token,
    )
    .option('--tokens-file <file>', 'team mode with one token per person: JSON {"tokens": [{"name", "token"}, …]}')
    .showHelpAfterError()
    .exitOverride()
    .allowExcessArguments(false);
  program.parse(argv);
  return program.opts<CliOptions>();
}

/** Starts the server and resolves with the exit code once it has shut down (SIGINT/SIGTERM); 2 on bad arguments. */
/**
 * Registers the schema validators the build compiled ahead of time (dist/node/validators.cjs, as the CLI
 * does), when running from dist/node: else the first level list after a start compiles every schema (~0.7 s).
 */
function loadPrecompiledValidators(): void {
  const file = join(__dirname, 'validators.cjs');
  // a computed path: esbuild leaves this require to run time instead of bundling the file
  if (existsSync(file)) usePrecompiled(require(file).byId);
}

export async function main(argv: string[]): Promise<number> {
  loadPrecompiledValidators();
  let opts: CliOptions;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    if (e instanceof CommanderError)
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' ? 0 : 2;
    throw e;
  }
  let team: TeamSetup | null;
  try {
    if (opts.token !== undefined && opts.tokensFile !== undefined)
      throw new Error('--token and --tokens-file cannot be given together');
    const file = opts.tokensFile;
    team = teamSetup(opts.host, opts.token, file ? { path: file, read: () => readFileSync(file, 'utf8') } : undefined);
  } catch (e) {
    process.stderr.write(`levelbench-server: ${(e as Error).message}\n`);
    return 2;
  }
  const allowedHosts = opts.allowedHosts ?? [opts.host, ...LOOPBACK_HOSTS];
  const pool = createTaskPool({ workers: opts.workers, maxQueue: opts.maxQueue });
  const levelsDir = resolve(opts.levels);
  const reportsDir = resolve(opts.reports);
  const app = await buildServer({
    pool,
    levelsDir,
    reportsDir,
    keepReports: opts.keepReports,
    keepDeleted: opts.keepDeleted,
    jobs: { unwatchedMs: opts.unwatchedJobMinutes * 60_000 },
    uiDir: resolve(opts.ui),
    logger: { level: opts.logLevel, stream: process.stderr },
    allowedHosts,
    team: team?.tokens,
    bodyTimeoutMs: opts.bodyTimeout * 1000,
    maxConnections: opts.maxConnections,
  });
  try {
    await app.listen({ port: opts.port, host: opts.host });
  } catch (e) {
    process.stderr.write(`levelbench-server: cannot listen on ${opts.host}:${opts.port}: ${(e as Error).message}\n`);
    await app.close();
    await pool.destroy();
    return 1;
  }
  const addr = app.server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : opts.port;
  const shownHost = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  process.stderr.write(`levelbench-server: listening on http://${shownHost}:${actual}/\n`);
  if (team) {
    const host = linkHost(allowedHosts);
    for (const line of teamLinkLines(team, `http://${host}:${actual}`)) process.stderr.write(`${line}\n`);
    if (isLoopbackHost(host) && !isLoopbackHost(opts.host) && !allowedHosts.includes('*'))
      process.stderr.write("levelbench-server: other machines need this one's name in --allowed-hosts\n");
  }

  return new Promise<number>((done) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        process.stderr.write(`levelbench-server: ${signal} again, exiting now\n`);
        // not process.exit(): it waits for pool threads, and one may be stuck opening a FIFO
        process.kill(process.pid, 'SIGKILL');
        return;
      }
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      const release = armDeadline(SHUTDOWN_DEADLINE_MS, () =>
        process.stderr.write(
          `levelbench-server: still busy ${SHUTDOWN_DEADLINE_MS / 1000} s after ${signal}, killed\n`,
        ),
      );
      // reads stuck on a FIFO in the store (or the reports) would hold requests, jobs and pool threads forever;
      // a handler may open the same FIFO again after a release, so keep releasing until closed; a keep-alive
      // connection whose request finished after close() began is idle too and would hold close() open
      let released = 0;
      const unstick = () => {
        released += releaseFifoReaders([levelsDir, reportsDir]);
        app.server.closeIdleConnections();
      };
      unstick();
      const unsticker = setInterval(unstick, 200);
      unsticker.unref();
      const force = setTimeout(() => {
        app.log.warn('requests still open: closing their connections');
        app.server.closeAllConnections();
      }, SHUTDOWN_FORCE_MS);
      force.unref();
      app
        .close()
        .then(() => pool.destroy())
        .then(
          () => done(0),
          (e: Error) => {
            process.stderr.write(`levelbench-server: shutdown failed: ${e.message}\n`);
            done(1);
          },
        )
        .finally(() => {
          clearTimeout(force);
          clearInterval(unsticker);
          if (released) app.log.warn({ released }, 'released reads stuck on FIFOs');
          release();
        });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

if (require.main === module) {
  main(process.argv).then((code) => {
    process.exitCode = code;
  });
}
