/** `levelbench verify` (every check in the worker pool, a report folder, exit 0/1/2) and `levelbench report merge`. */
import type { Command } from 'commander';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { lastValueFrom, tap } from 'rxjs';
import {
  CHECK_NAMES,
  type Summary,
  type VerifyEvent,
  VERIFY_DEFAULTS,
  diffCounts,
  diffHeadline,
  diffSummaries,
  parseVerifyOptions,
  readSummary,
  refuseOutInsideLevels,
  renderDiffMarkdown,
  resolveReportDir,
  runVerify,
  writeReportFile,
} from '@levelbench/verify';
import { todayUtc } from '@levelbench/watersort';
import { log } from '../cli-io';
import { registerReport } from './report';
import { EXIT_INTERRUPTED, InterruptGuard, prepareReportFolder, writeFailure } from './verify-exit';
import { type ChangeCounts, asCliError, reportResult } from './verify-io';
import { CliError } from '../cli-io';
import { progressDisplay } from './verify-progress';

interface VerifyFlags {
  only?: string;
  levels?: string;
  out?: string;
  reports?: string;
  worlds?: string;
  pairs?: string;
  shard?: string;
  workers?: string;
  date?: string;
  compare?: string;
  json?: boolean;
}

function isFolder(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

async function verifyAction(flags: VerifyFlags): Promise<void> {
  let options;
  try {
    const raw = {
      only: flags.only,
      levelsDir: flags.levels,
      outDir: flags.out,
      reportsDir: flags.reports,
      worlds: flags.worlds,
      pairs: flags.pairs,
      shard: flags.shard,
      workers: flags.workers,
      date: flags.date,
    };
    options = parseVerifyOptions(Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)));
  } catch (e) {
    throw asCliError(e);
  }
  // the baseline is read first: a bad --compare fails before any work, and `latest` still means the previous run
  let baseline: { name: string; summary: Summary } | undefined;
  if (flags.compare !== undefined) {
    try {
      baseline = {
        name: flags.compare,
        summary: readSummary(resolveReportDir(options.reportsDir ?? VERIFY_DEFAULTS.reportsDir, flags.compare)),
      };
    } catch (e) {
      throw asCliError(e);
    }
  }
  // an unwritable report folder fails now, in bounded time, before any check runs
  const reportsDir = options.reportsDir ?? VERIFY_DEFAULTS.reportsDir;
  const levelsDir = options.levelsDir ?? VERIFY_DEFAULTS.levelsDir;
  // the person named this folder: say it as given (the verify lib names it relative, for the server's sake)
  if (!isFolder(levelsDir)) throw new CliError(`levels folder ${levelsDir} does not exist`);
  try {
    // a report inside the store would be listed (and verified) as a level
    if (options.outDir !== undefined) refuseOutInsideLevels(options.outDir, levelsDir, '--out');
    else refuseOutInsideLevels(reportsDir, levelsDir, '--reports');
  } catch (e) {
    throw asCliError(e);
  }
  if (options.outDir !== undefined) prepareReportFolder(options.outDir, '--out');
  else prepareReportFolder(reportsDir, '--reports');
  const guard = new InterruptGuard(reportsDir).install();
  try {
    await runAndReport(options, flags, baseline, guard);
  } finally {
    guard.remove();
  }
}

async function runAndReport(
  options: ReturnType<typeof parseVerifyOptions>,
  flags: VerifyFlags,
  baseline: { name: string; summary: Summary } | undefined,
  guard: InterruptGuard,
): Promise<void> {
  // the date is fixed here, at the edge, so every shard of a nightly agrees on the dailies
  const date = options.date ?? todayUtc();
  const display = progressDisplay();
  let done: Extract<VerifyEvent, { type: 'done' }> | undefined;
  try {
    await lastValueFrom(
      runVerify({ ...options, date }, { signal: guard.controller.signal }).pipe(
        tap((e) => {
          display.update(e);
          if (e.type === 'done') {
            done = e;
            guard.reportWritten();
          }
        }),
      ),
    );
  } catch (e) {
    if (guard.interrupted && !done)
      throw new CliError('verify interrupted before the report was written (latest unchanged)', EXIT_INTERRUPTED);
    const mapped = asCliError(e);
    throw mapped !== e ? mapped : (writeFailure(e) ?? e);
  } finally {
    display.stop();
  }
  if (!done) throw new Error('verify finished without a summary');
  log(`verify: report written to ${done.reportDir}`);
  let changes: ChangeCounts | undefined;
  if (baseline) {
    const diff = diffSummaries(baseline.summary, done.summary);
    changes = { against: baseline.name, ...diffCounts(diff) };
    writeReportFile(done.reportDir, 'changes.md', renderDiffMarkdown(diff, baseline.name, 'this run'));
    log(`verify: against ${baseline.name}: ${diffHeadline(diff)} (${join(done.reportDir, 'changes.md')})`);
    for (const r of diff.regressions) log(`  regression ${r.id}: ${r.messages.join('; ')}`);
  }
  reportResult(done.summary, done.reportDir, flags.json, changes);
}

/** Registers `verify` and `report merge`. */
export function registerVerify(program: Command): void {
  program
    .command('verify')
    .description(
      'Run every check (Pigment levels, Water Sort curve + dailies, worlds, face pairs) in the worker pool and write a report',
    )
    .option('--only <checks>', `comma-separated checks to run (${CHECK_NAMES.join(', ')})`)
    .option('--levels <dir>', 'read levels from this folder', VERIFY_DEFAULTS.levelsDir)
    .option('--out <dir>', 'write the report here instead of reports/<UTC timestamp>/')
    .option('--reports <dir>', 'folder of timestamped reports and the latest link', VERIFY_DEFAULTS.reportsDir)
    .option('--worlds <n>', 'worlds walked to depth 20', String(VERIFY_DEFAULTS.worlds))
    .option('--pairs <n>', 'neighbouring cube pairs compared', String(VERIFY_DEFAULTS.pairs))
    .option('--shard <K/N>', 'run only shard K of N of every check (merge with `report merge`)')
    .option('--workers <n>', 'worker threads (default: available cores)')
    .option('--date <YYYY-MM-DD>', 'UTC date of the dailies (default: today)')
    .option('--compare <dir>', 'compare with an earlier report folder (or `latest`) and write changes.md')
    .option('--json', 'print the verdict as one JSON line')
    .addHelpText(
      'after',
      '\nExit codes: 0 every check passed, 1 a check failed, 2 bad arguments, unreadable inputs or an unwritable report folder, 130 interrupted before the report was written.',
    )
    .action(verifyAction);
  registerReport(program);
}
