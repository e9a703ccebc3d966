/** `levelbench report prune [--keep N] [--reports DIR] [--dry-run] [--json]`: reports retention, as the server applies it. */
import type { Command } from 'commander';
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_KEEP_REPORTS, VERIFY_DEFAULTS, pruneReports } from '@levelbench/verify';
import { CliError, intOption, log, out } from '../cli-io';

function pruneAction(flags: { keep: number; reports: string; dryRun?: boolean; json?: boolean }): void {
  try {
    if (!lstatSync(flags.reports).isDirectory()) throw new Error();
  } catch {
    throw new CliError(`report prune: ${flags.reports} is not a folder`);
  }
  const { kept, removed } = pruneReports(flags.reports, { keep: flags.keep, dryRun: flags.dryRun });
  const verb = flags.dryRun ? 'would remove' : 'removed';
  for (const name of removed)
    out(flags.json ? { report: name, removed: !flags.dryRun } : join(flags.reports, name), !!flags.json);
  log(`report prune: ${verb} ${removed.length}, kept ${kept.length} (newest ${flags.keep} and latest's target)`);
}

/** Registers `report prune` on the `report` command group. */
export function registerReportPrune(report: Command): void {
  report
    .command('prune')
    .description(
      "Delete all but the newest N timestamped reports (whole ones: a folder with summary.json); latest's target always stays, other folders are never touched",
    )
    .option('--keep <n>', 'reports to keep (0 keeps all)', intOption('--keep', 0, 100_000), DEFAULT_KEEP_REPORTS)
    .option('--reports <dir>', 'folder of timestamped reports and the latest link', VERIFY_DEFAULTS.reportsDir)
    .option('--dry-run', 'list what would be deleted, delete nothing')
    .option('--json', 'one JSON line per report removed')
    .addHelpText('after', '\nPrints each removed report folder on stdout. Exit codes: 0 done, 2 no such folder.')
    .action(pruneAction);
}
