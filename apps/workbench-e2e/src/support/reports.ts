import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One checked item of a fixture report, as verify writes it in `summary.json`. */
export interface FixtureReportItem {
  readonly check: string;
  readonly id: string;
  readonly index: number;
  readonly passed: boolean;
  readonly failures: readonly string[];
  /** Where a failure is, as data (the report page builds its links from this). */
  readonly locations?: readonly unknown[];
  readonly metrics: Record<string, unknown>;
  readonly ms: number;
}

/** What {@link writeFixtureReport} writes: the items, when the run was made, and its HTML plots. */
export interface FixtureReport {
  readonly items: readonly FixtureReportItem[];
  readonly createdAt: string;
  /** How many worlds the run generated (default 0). */
  readonly worlds?: number;
  /** The run's `report.html`. */
  readonly html: string;
}

/**
 * A small report as verify leaves it, in `<reportsDir>/<name>`: `summary.json` (the checks in the order
 * their items come, each with its tally and failures) and `report.html`.
 */
export function writeFixtureReport(reportsDir: string, name: string, report: FixtureReport): void {
  const dir = join(reportsDir, name);
  mkdirSync(dir, { recursive: true });
  const { items } = report;
  const checkNames = [...new Set(items.map((i) => i.check))];
  const tally = (check: string) => {
    const of = items.filter((i) => i.check === check);
    const failed = of.filter((i) => !i.passed);
    return {
      passed: failed.length === 0,
      total: of.length,
      failed: failed.length,
      failures: failed.map((i) => ({ id: i.id, messages: i.failures })),
    };
  };
  const summary = {
    version: 1,
    tool: { name: 'levelbench', version: '0.1.0' },
    commit: null,
    createdAt: report.createdAt,
    run: {
      checks: checkNames,
      levelsDir: 'levels',
      worlds: report.worlds ?? 0,
      pairs: 0,
      date: '2026-11-29',
      inputs: { curve: 'x', weights: 'y' },
    },
    shards: [{ k: 1, n: 1 }],
    complete: true,
    passed: items.every((i) => i.passed),
    timings: { wallMs: 1000, workers: 1, itemMs: {} },
    checks: Object.fromEntries(checkNames.map((c) => [c, tally(c)])),
    items,
  };
  writeFileSync(join(dir, 'summary.json'), JSON.stringify(summary));
  writeFileSync(join(dir, 'report.html'), report.html);
}
