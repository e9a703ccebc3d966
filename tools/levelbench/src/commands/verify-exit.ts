/**
 * The edges of `verify` that decide its exit code outside the checks themselves: a report folder
 * that cannot be written (exit 2, one line naming the path, decided before any work and in bounded
 * time), and SIGINT (before the report: stop, exit 130, `latest` untouched; after it: finish the
 * verdict so the exit code and `latest` agree; a second SIGINT then rolls `latest` back).
 */
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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

/** What `reports/latest` pointed at before the run: a link target, a file's text, or nothing. */
type LatestState = { kind: 'link'; target: string } | { kind: 'file'; text: string } | { kind: 'none' };

function readLatest(link: string): LatestState {
  try {
    const s = lstatSync(link);
    if (s.isSymbolicLink()) return { kind: 'link', target: readlinkSync(link) };
    if (s.isFile()) return { kind: 'file', text: readFileSync(link, 'utf8') };
  } catch {
    // no latest yet
  }
  return { kind: 'none' };
}

function restoreLatest(link: string, was: LatestState): void {
  rmSync(link, { force: true, recursive: false });
  if (was.kind === 'link') symlinkSync(was.target, link, 'dir');
  else if (was.kind === 'file') writeFileSync(link, was.text);
}

/** What to do about a SIGINT, given how far the run got. */
export type InterruptAction = 'abort' | 'finish' | 'rollback';

/**
 * SIGINT handling of one verify run. Before the report is written a SIGINT aborts the run (no
 * report, `latest` unchanged, exit 130). After it, the verdict is only a few writes away: the run
 * finishes and exits with the verdict, so `latest` and the exit code agree. A second SIGINT after
 * the report puts `latest` back where it was and exits 130 at once.
 */
export class InterruptGuard {
  readonly controller = new AbortController();
  private written = false;
  private signals = 0;
  private readonly latestBefore: LatestState;
  private readonly link: string;
  private readonly listener = (): void => this.signal();

  constructor(
    reportsDir: string,
    private readonly exit: (code: number) => void = (code) => process.exit(code),
  ) {
    this.link = join(reportsDir, 'latest');
    this.latestBefore = readLatest(this.link);
  }

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

  /** The report folder (and `latest`) are written: from now on a SIGINT finishes the verdict. */
  reportWritten(): void {
    this.written = true;
  }

  /** What the SIGINT listener does: decide, then act (abort the run, keep going, or roll back and exit). */
  signal(): void {
    this.handle(this.onSignal());
  }

  /** Decides what a SIGINT does now (counts it; no side effects otherwise). */
  onSignal(): InterruptAction {
    this.signals++;
    if (!this.written) return 'abort';
    return this.signals === 1 ? 'finish' : 'rollback';
  }

  private handle(action: InterruptAction): void {
    if (action === 'abort') {
      if (this.controller.signal.aborted) return this.exit(EXIT_INTERRUPTED);
      log('verify: interrupted: stopping the checks; no report is written');
      this.controller.abort(new Error('interrupted'));
    } else if (action === 'finish') {
      log('verify: interrupted after the report was written: finishing the verdict (again to roll latest back)');
    } else {
      try {
        restoreLatest(this.link, this.latestBefore);
        log('verify: interrupted again: latest rolled back to the previous report');
      } catch (e) {
        log(`verify: interrupted again: could not roll ${this.link} back (${reason(e)})`);
      }
      this.exit(EXIT_INTERRUPTED);
    }
  }
}
