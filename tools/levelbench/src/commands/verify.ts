/** `levelbench verify` (every check in the worker pool, a report folder, exit 0/1/2) and `levelbench report merge`. */
import type { Command } from 'commander';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { lastValueFrom, tap } from 'rxjs';
import {
  CHECKS,
  type ReuseSources,
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
  publishReport,
} from '@levelbench/verify';
import { todayUtc } from '@levelbench/watersort';
import { log } from '../cli-io';
import { registerReport } from './report';
import { InterruptGuard, interruptedBeforeReport, prepareReportFolder, writeFailure } from './verify-exit';
import { type ChangeCounts, asCliError, reportResult } from './verify-io';
import { CliError, out } from '../cli-io';
import { progressDisplay } from './verify-progress';
import { annotationFormat, annotationLines, appendStepSummary, prepareJunitFile, writeJunitFile } from './verify-ci';

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
  junit?: string;
  annotations?: string;
  reuse?: string;
  cache?: string;
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
        summary: await readSummary(
          await resolveReportDir(options.reportsDir ?? VERIFY_DEFAULTS.reportsDir, flags.compare),
        ),
      };
    } catch (e) {
      throw asCliError(e);
    }
  }
  // earlier results, read now like the baseline: a bad --reuse fails before any work
  let reuse: ReuseSources | undefined;
  if (flags.reuse !== undefined || flags.cache !== undefined) {
    try {
      const summaries =
        flags.reuse === undefined
          ? []
          : [await readSummary(await resolveReportDir(options.reportsDir ?? VERIFY_DEFAULTS.reportsDir, flags.reuse))];
      if (flags.cache !== undefined) prepareReportFolder(flags.cache, '--cache');
      reuse = { summaries, ...(flags.cache !== undefined ? { cacheDir: flags.cache } : {}) };
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
  if (flags.junit !== undefined) prepareJunitFile(flags.junit);
  annotationFormat(flags.annotations);
  const guard = new InterruptGuard().install();
  try {
    await runAndReport(options, flags, baseline, guard, reuse);
  } finally {
    guard.remove();
  }
}

async function runAndReport(
  options: ReturnType<typeof parseVerifyOptions>,
  flags: VerifyFlags,
  baseline: { name: string; summary: Summary } | undefined,
  guard: InterruptGuard,
  reuse: ReuseSources | undefined,
): Promise<void> {
  // the date is fixed here, at the edge, so every shard of a nightly agrees on the dailies
  const date = options.date ?? todayUtc();
  const reportsDir = options.reportsDir ?? VERIFY_DEFAULTS.reportsDir;
  const display = progressDisplay();
  let done: Extract<VerifyEvent, { type: 'done' }> | undefined;
  try {
    await lastValueFrom(
      runVerify({ ...options, date }, { signal: guard.controller.signal, ...(reuse ? { reuse } : {}) }).pipe(
        tap((e) => {
          display.update(e);
          if (e.type === 'done') done = e;
        }),
      ),
    );
  } catch (e) {
    if (guard.interrupted) throw interruptedBeforeReport();
    throw asCliError(e);
  } finally {
    display.stop();
  }
  // a SIGINT that came while the last item finished: nothing is published
  if (guard.interrupted) throw interruptedBeforeReport();
  if (!done) throw new Error('verify finished without a summary');
  const { summary } = done;
  const diff = baseline ? diffSummaries(baseline.summary, summary) : undefined;
  const extra: Record<string, string> =
    baseline && diff ? { 'changes.md': renderDiffMarkdown(diff, baseline.name, 'this run') } : {};
  // this edge writes the report: the whole folder under a temp name, renamed into place, then latest
  let reportDir: string;
  try {
    reportDir = await publishReport(summary, { outDir: options.outDir ?? null, reportsDir }, extra);
  } catch (e) {
    const mapped = asCliError(e);
    throw mapped !== e ? mapped : (writeFailure(e) ?? e);
  }
  log(`verify: report written to ${reportDir}`);
  if (summary.timings.reused !== undefined)
    log(
      `verify: ${summary.timings.reused} of ${summary.items.length} items reused from earlier results` +
        (summary.timings.broken ? ` (${summary.timings.broken} broken or refuted earlier results ran again)` : ''),
    );
  let changes: ChangeCounts | undefined;
  if (baseline && diff) {
    changes = { against: baseline.name, ...diffCounts(diff) };
    log(`verify: against ${baseline.name}: ${diffHeadline(diff)} (${join(reportDir, 'changes.md')})`);
    for (const r of diff.regressions) log(`  regression ${r.id}: ${r.messages.join('; ')}`);
  }
  if (flags.junit !== undefined) {
    await writeJunitFile(flags.junit, summary);
    log(`verify: JUnit XML written to ${flags.junit}`);
  }
  if (annotationFormat(flags.annotations) === 'github')
    // with --json stdout keeps its one verdict line; the runner reads workflow commands on stderr too
    for (const line of annotationLines(summary, options.levelsDir ?? VERIFY_DEFAULTS.levelsDir))
      if (flags.json) log(line);
      else out(line, false);
  const summarised = appendStepSummary(reportDir);
  if (summarised.length) log(`verify: ${summarised.join(' and ')} added to the GitHub job summary`);
  reportResult(summary, reportDir, flags.json, changes);
}

/** Registers `verify` and `report merge`. */
export function registerVerify(program: Command): void {
  program
    .command('verify')
    .description(
      'Run every check (Pigment levels, Water Sort curve + dailies, worlds, face pairs) in the worker pool and write a report',
    )
    .option('--only <checks>', `comma-separated checks to run (${CHECKS.join(', ')})`)
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
    .option(
      '--reuse <dir>',
      'take unchanged items (same inputs, options and checking code) from an earlier report, or `latest`',
    )
    .option('--cache <dir>', 'content-addressed folder of item results to reuse and fill (e.g. .levelbench/cache)')
    .option('--annotations <format>', 'print each failure as a CI annotation at its line in the level file (github)')
    .option('--junit <file>', 'also write the verdict as JUnit XML (one testcase per item) for CI test tabs')
    .addHelpText(
      'after',
      '\nExit codes: 0 every check passed, 1 a check failed, 2 bad arguments, unreadable inputs or an unwritable report folder, 130 interrupted before the report was written.',
    )
    .action(verifyAction);
  registerReport(program);
}
