/** summary.json: the versioned, schema-checked record of a verify run, with per-item results so shards can be merged. */
import { type Parsed, parseWithSchema } from '@levelbench/formats';
import {
  CHECKS,
  type CheckName,
  type CheckSummary,
  type ItemRecord,
  type Summary,
  summarySchema,
} from '@levelbench/contracts';

export {
  SUMMARY_VERSION,
  summarySchema,
  type CheckFailure,
  type CheckSummary,
  type ItemRecord,
  type RunIdentity,
  type Summary,
} from '@levelbench/contracts';

/** Parses and schema-checks a summary.json; problems come back as FormatErrors with JSON paths. */
export function parseSummary(text: string, file: string): Parsed<Summary> {
  return parseWithSchema<Summary>(text, summarySchema, file);
}

/** Items in report order: by check, then by index within the check. */
export function sortItems<T extends { readonly check: CheckName; readonly index: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => CHECKS.indexOf(a.check) - CHECKS.indexOf(b.check) || a.index - b.index);
}

/** Recomputes every check's verdict and counts from the items (the only source of truth, also after a merge). */
export function summariseChecks(
  checks: readonly CheckName[],
  items: readonly ItemRecord[],
): Partial<Record<CheckName, CheckSummary>> {
  const out: Partial<Record<CheckName, CheckSummary>> = {};
  for (const check of CHECKS.filter((c) => checks.includes(c))) {
    const mine = sortItems(items.filter((i) => i.check === check));
    const failures = mine.filter((i) => !i.passed).map((i) => ({ id: i.id, messages: i.failures }));
    out[check] = { passed: failures.length === 0, total: mine.length, failed: failures.length, failures };
  }
  return out;
}

/** Sum of item times per check. */
export function itemMsByCheck(items: readonly ItemRecord[]): Partial<Record<CheckName, number>> {
  const out: Partial<Record<CheckName, number>> = {};
  for (const i of items) out[i.check] = Math.round(((out[i.check] ?? 0) + i.ms) * 10) / 10;
  return out;
}
