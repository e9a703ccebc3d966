/** `levelbench report merge DIR... [--out DIR]`: one report from the shard reports of a run. */
import type { Command } from 'commander';
import { VERIFY_DEFAULTS, mergeReports, newReportDir, updateLatest } from '@levelbench/verify';
import { log } from '../cli-io';
import { asCliError, reportResult } from './verify-io';

function mergeAction(dirs: string[], flags: { out?: string; reports: string; json?: boolean }): void {
  const outDir = flags.out ?? newReportDir(flags.reports, new Date());
  let summary;
  try {
    summary = mergeReports(dirs, outDir);
  } catch (e) {
    throw asCliError(e);
  }
  if (!flags.out) updateLatest(flags.reports, outDir);
  log(`report merge: ${dirs.length} folder(s) merged into ${outDir}`);
  reportResult(summary, outDir, flags.json);
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
    .addHelpText('after', '\nExit codes: 0 the merged run passed, 1 a check failed, 2 unreadable or mismatched reports.')
    .action(mergeAction);
}
