/**
 * The edges of `verify` that decide its exit code outside the checks themselves: a report folder
 * that cannot be written (exit 2, one line naming the path, decided before any work and in bounded
 * time), and SIGINT (the checks stop, exit 130, no report, `latest` untouched).
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, parse, resolve, sep } from 'node:path';
import { CliError, log } from '../cli-io';

/** Exit code of a run stopped by SIGINT (128 + 2, as shells report it). */
export const EXIT_INTERRUPTED = 130;

function reason(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  return err.code ?? err.message;
}

/**
 * Creates `dir` one component at a time (never `mkdir -p`, which loops forever on /proc) and checks
 * it is a writable folder; throws a CliError (exit 2) naming the path otherwise.
 */
export function prepareReportFolder(dir: string, flag: string): void {
  const abs = resolve(dir);
  const { root } = parse(abs);
  const parts = abs.slice(root.length).split(sep).filter(Boolean);
  let at = root;
  for (const part of parts) {
    at = join(at, part);
    let isDir: boolean | undefined;
    try {
      isDir = statSync(at).isDirectory();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        throw new CliError(`${flag} ${dir}: cannot use ${at} (${reason(e)})`, 2);
    }
    if (isDir === false) throw new CliError(`${flag} ${dir}: ${at} is not a folder`, 2);
    if (isDir === undefined) {
      try {
        mkdirSync(at);
      } catch (e) {
        throw new CliError(`${flag} ${dir}: cannot create ${at} (${reason(e)})`, 2);
      }
    }
  }
  // a read-only mount or a folder we may not write: find out now, not after the checks ran
  const probe = join(abs, `.levelbench-write-test-${process.pid}`);
  try {
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (e) {
    throw new CliError(`${flag} ${dir}: cannot write into ${abs} (${reason(e)})`, 2);
  }
}

/** A write that failed at the end of the run (disk full, folder removed): one line naming the path, exit 2. */
export function writeFailure(e: unknown): CliError | undefined {
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err.code === 'string' && typeof err.path === 'string')
    return new CliError(`cannot write the report: ${err.path} (${err.code})`, 2);
  return undefined;
}

/** The CLI error of a run a SIGINT stopped before its report was published (exit 130, latest untouched). */
export function interruptedBeforeReport(): CliError {
  return new CliError('verify interrupted before the report was written (latest unchanged)', EXIT_INTERRUPTED);
}

/**
 * SIGINT handling of one verify run. The checks run in the pool; the report is published afterwards in one
 * synchronous step (the folder whole, then `latest` swapped by a rename), during which no signal handler can
 * run. So a SIGINT can only come before it: the first one aborts the checks (no report, `latest` unchanged,
 * exit 130), a second one exits at once. There is nothing to roll back.
 */
export class InterruptGuard {
  readonly controller = new AbortController();
  private signals = 0;
  private readonly listener = (): void => this.signal();

  constructor(private readonly exit: (code: number) => void = (code) => process.exit(code)) {}

  /** True once a SIGINT arrived. */
  get interrupted(): boolean {
    return this.signals > 0;
  }

  /** Starts listening for SIGINT. */
  install(): this {
    process.on('SIGINT', this.listener);
    return this;
  }

  /** Stops listening. */
  remove(): void {
    process.off('SIGINT', this.listener);
  }

  /** What the SIGINT listener does: abort the checks the first time, exit at once the second. */
  signal(): void {
    this.signals++;
    if (this.signals > 1) return this.exit(EXIT_INTERRUPTED);
    log('verify: interrupted: stopping the checks; no report is written');
    this.controller.abort(new Error('interrupted'));
  }
}
