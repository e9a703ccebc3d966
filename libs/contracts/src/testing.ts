/**
 * `@levelbench/contracts/testing` — test helpers only (never imported by production code): a summary.json
 * shaped by the contract around hand-made items, for the specs of verify, the server and the workbench.
 */
import { SUMMARY_VERSION, type ItemRecord, type Summary, summariseChecks } from './summary';

/** A complete one-shard summary of `items`; `run` and `over` replace the defaults field by field. */
export function testSummary(
  items: ItemRecord[],
  run: Partial<Summary['run']> = {},
  over: Partial<Summary> = {},
): Summary {
  const checks = run.checks ?? ['pigment', 'watersort'];
  return {
    version: SUMMARY_VERSION,
    tool: { name: 'levelbench', version: '0.1.0' },
    commit: 'abc',
    createdAt: '2026-11-30T00:00:00.000Z',
    run: {
      checks,
      levelsDir: 'levels',
      worlds: 0,
      pairs: 0,
      date: '2026-11-30',
      inputs: { curve: 'watersort/curve.json', weights: 'built-in default' },
      ...run,
    },
    shards: [{ k: 1, n: 1 }],
    complete: true,
    passed: items.every((i) => i.passed),
    timings: { wallMs: 10, workers: 2, itemMs: {} },
    checks: summariseChecks(checks, items),
    items,
    ...over,
  };
}
