/**
 * `@levelbench/contracts/testing` — test helpers only (never imported by production code): a summary.json
 * shaped by the contract around hand-made items, for the specs of verify, the server and the workbench.
 */
import { CHECKS, type CheckName } from './checks';
import { SUMMARY_VERSION, type CheckSummary, type ItemRecord, type Summary } from './summary';

/** Each listed check's verdict and counts from the items (what verify's summariseChecks computes). */
function checksOf(
  checks: readonly CheckName[],
  items: readonly ItemRecord[],
): Partial<Record<CheckName, CheckSummary>> {
  const out: Partial<Record<CheckName, CheckSummary>> = {};
  for (const check of CHECKS.filter((c) => checks.includes(c))) {
    const mine = items.filter((i) => i.check === check);
    const failures = mine.filter((i) => !i.passed).map((i) => ({ id: i.id, messages: i.failures }));
    out[check] = { passed: failures.length === 0, total: mine.length, failed: failures.length, failures };
  }
  return out;
}

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
    checks: checksOf(checks, items),
    items,
    ...over,
  };
}
