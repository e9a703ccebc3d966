/** Shared edges of `verify` and `report merge`: error mapping and the verdict printed on stdout. */
import { type DiffCounts, type Summary, VerifyInputError, VerifyOptionsError } from '@levelbench/verify';
import { CliError, log, out } from '../cli-io';

/** Turns option/input errors into exit code 2; everything else keeps its meaning. */
export function asCliError(e: unknown): unknown {
  return e instanceof VerifyOptionsError || e instanceof VerifyInputError ? new CliError(e.message, 2) : e;
}

/** Counts of a `verify --compare` diff, for the JSON verdict line. */
export interface ChangeCounts extends DiffCounts {
  readonly against: string;
}

/** Prints the verdict lines (or one JSON line) on stdout and sets the exit code: 0 passed, 1 failed. */
export function reportResult(
  summary: Summary,
  reportDir: string,
  json: boolean | undefined,
  changes?: ChangeCounts,
): void {
  const checks = Object.fromEntries(
    Object.entries(summary.checks).map(([c, r]) => [
      c,
      { passed: r.passed, total: r.total, failed: r.failed, ...(r.warnings ? { warned: r.warnings.length } : {}) },
    ]),
  );
  // a warning does not fail the run, but it is never silent
  for (const r of Object.values(summary.checks))
    for (const w of r.warnings ?? []) log(`verify: warning ${w.id}: ${w.messages.join('; ')}`);
  if (json)
    out({ passed: summary.passed, complete: summary.complete, reportDir, checks, ...(changes ? { changes } : {}) });
  else {
    for (const [c, r] of Object.entries(summary.checks))
      out(`${r.passed ? 'PASS' : 'FAIL'} ${c.padEnd(9)} ${r.total - r.failed}/${r.total}`, false);
    out(`${summary.passed ? 'PASS' : 'FAIL'} report ${reportDir}`, false);
  }
  process.exitCode = summary.passed ? 0 : 1;
}
