/** summary.json: the versioned, schema-checked record of a verify run, with per-item results so shards can be merged. */
import { type Parsed, parseWithSchema } from '@levelbench/formats';
import { type CheckName, type ItemRecord, type Summary, summarySchema } from '@levelbench/contracts';

export {
  sortItems,
  summariseChecks,
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

/** Sum of item times per check. */
export function itemMsByCheck(items: readonly ItemRecord[]): Partial<Record<CheckName, number>> {
  const out: Partial<Record<CheckName, number>> = {};
  for (const i of items) out[i.check] = Math.round(((out[i.check] ?? 0) + i.ms) * 10) / 10;
  return out;
}
