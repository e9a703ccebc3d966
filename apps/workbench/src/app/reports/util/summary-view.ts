import { type CheckName, type ItemRecord, SUMMARY_VERSION, type Summary } from '@levelbench/contracts';
import { ItemLink, failureLink } from './links';

/** One failure line with where to look at it. */
export interface FailureRow {
  readonly id: string;
  readonly check: CheckName;
  readonly message: string;
  readonly link: ItemLink | null;
}

/** A report as the viewer shows it: verdict, per-check totals, failures first. */
export interface SummaryView {
  readonly passed: boolean;
  readonly date: string;
  readonly totals: readonly { readonly check: CheckName; readonly total: number; readonly failed: number }[];
  readonly failures: readonly FailureRow[];
  readonly items: readonly ItemRecord[];
}

/**
 * True for a summary.json this workbench reads: the server serves only files its schema accepts
 * (`parseSummary`), so this checks the version and the two lists the view walks, not every field.
 */
export function isSummary(v: unknown): v is Summary {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Partial<Summary>;
  return s.version === SUMMARY_VERSION && Array.isArray(s.items) && typeof s.checks === 'object' && s.checks !== null;
}

/** Builds the viewer's model from a summary: totals from its checks, failures from its items, each with its link. */
export function summaryView(s: Summary): SummaryView {
  const totals = (Object.keys(s.checks) as CheckName[]).flatMap((check) => {
    const c = s.checks[check];
    return c ? [{ check, total: c.total, failed: c.failed }] : [];
  });
  const failures = s.items
    .filter((i) => !i.passed)
    .flatMap((i) => i.failures.map((message, n) => ({ id: i.id, check: i.check, message, link: failureLink(i, n) })));
  return { passed: s.passed, date: s.createdAt, totals, failures, items: s.items };
}
