/** `levelbench report merge DIR... [--out DIR]`, `report diff OLD NEW` and `report prune`: combine shard reports, compare two runs, retention. */
import type { Command } from 'commander';
import {
  VERIFY_DEFAULTS,
  anyChange,
  diffHeadline,
  diffSummaries,
  mergeReports,
  newReportDir,
  readSummary,
  refuseOutInsideLevels,
  renderDiffMarkdown,
  resolveReportDir,
  updateLatest,
} from '@levelbench/verify';
import { log, out, writeOut } from '../cli-io';
import { registerReportPrune } from './report-prune';
import { asCliError, reportResult } from './verify-io';

async function mergeAction(dirs: string[], flags: { out?: string; reports: string; json?: boolean }): Promise<void> {
  const outDir = flags.out ?? (await newReportDir(flags.reports, new Date()));
  let summary;
  try {
    // the merged report never goes into the levels store, which the server lists
    refuseOutInsideLevels(outDir, VERIFY_DEFAULTS.levelsDir, flags.out ? '--out' : '--reports');
    summary = await mergeReports(dirs, outDir);
  } catch (e) {
    throw asCliError(e);
  }
  if (!flags.out) await updateLatest(flags.reports, outDir);
  log(`report merge: ${dirs.length} folder(s) merged into ${outDir}`);
  reportResult(summary, outDir, flags.json);
}

async function diffAction(
  before: string,
  after: string,
  flags: { reports: string; json?: boolean; failOnChange?: boolean },
): Promise<void> {
  const a = await resolveReportDir(flags.reports, before);
  const b = await resolveReportDir(flags.reports, after);
  let diff;
  try {
    diff = diffSummaries(await readSummary(a), await readSummary(b));
  } catch (e) {
    throw asCliError(e);
  }
  if (flags.json) out(diff);
  else writeOut(renderDiffMarkdown(diff, before, after));
  log(`report diff: ${diffHeadline(diff)}`);
  process.exitCode = diff.regressions.length > 0 || (flags.failOnChange && anyChange(diff)) ? 1 : 0;
}

/** Registers the `report` command group. */
export function registerReport(program: Command): void {
  const report = program.command('report').description('Work with verify reports');
  report
    .command('merge')
    .description('Merge the shard reports of one verify run (every shard 1..N once) into one report')
    .argument('<dirs...>', 'report folders written by `verify --shard K/N`')
    .option('--out <dir>', 'write the merged report here instead of reports/<UTC timestamp>/')
    .option('--reports <dir>', 'folder of timestamped reports and the latest link', VERIFY_DEFAULTS.reportsDir)
    .option('--json', 'print the verdict as one JSON line')
    .addHelpText(
      'after',
      '\nExit codes: 0 the merged run passed, 1 a check failed, 2 unreadable or mismatched reports.',
    )
    .action(mergeAction);
  report
    .command('diff')
    .description(
      'Compare two verify reports item by item: regressions, fixes, items added or removed, metrics that moved (times are ignored)',
    )
    .argument('<before>', 'the older report folder, or `latest`')
    .argument('<after>', 'the newer report folder, or `latest`')
    .option('--reports <dir>', 'folder of timestamped reports and the latest link', VERIFY_DEFAULTS.reportsDir)
    .option('--json', 'print the whole diff as one JSON line')
    .option('--fail-on-change', 'exit 1 on any change, not only on regressions (e.g. to pin the Water Sort curve)')
    .addHelpText(
      'after',
      '\nExit codes: 0 no regression (no change at all with --fail-on-change), 1 otherwise, 2 unreadable reports.',
    )
    .action(diffAction);
  registerReportPrune(report);
}
