import { ItemLink, itemLink } from './links';

/** One checked item of a report (a level, a daily, a world, a face pair). */
export interface SummaryItem {
  readonly id: string;
  readonly check: string;
  readonly passed: boolean;
  readonly failures: readonly string[];
  readonly metrics: Readonly<Record<string, unknown>>;
}

/** One failure line with where to look at it. */
export interface FailureRow {
  readonly id: string;
  readonly check: string;
  readonly message: string;
  readonly link: ItemLink | null;
}

/** A report as the viewer shows it: verdict, per-check totals, failures first. */
export interface SummaryView {
  readonly passed: boolean | null;
  readonly date: string | null;
  readonly totals: readonly { readonly check: string; readonly total: number; readonly failed: number }[];
  readonly failures: readonly FailureRow[];
  readonly items: readonly SummaryItem[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function asItem(o: Obj, check: string | null): SummaryItem | null {
  const id = typeof o['id'] === 'string' ? o['id'] : null;
  const failures = Array.isArray(o['failures'])
    ? o['failures'].map((f) =>
        typeof f === 'string' ? f : isObj(f) && typeof f['message'] === 'string' ? f['message'] : JSON.stringify(f),
      )
    : null;
  const passed =
    typeof o['passed'] === 'boolean'
      ? o['passed']
      : typeof o['ok'] === 'boolean'
        ? o['ok']
        : failures
          ? failures.length === 0
          : null;
  if (!id || passed === null) return null;
  const own = typeof o['check'] === 'string' ? o['check'] : null;
  const fromId = id.includes('/') && !/^\d/.test(id) ? id.split('/')[0] : null;
  const metrics = isObj(o['metrics']) ? o['metrics'] : {};
  return {
    id,
    check: own ?? fromId ?? check ?? 'other',
    passed,
    failures: failures ?? (passed ? [] : ['failed']),
    metrics,
  };
}

/** Finds every item-like object ({id, passed|failures}) anywhere in the summary, remembering the check it sits under. */
function collect(v: unknown, check: string | null, out: SummaryItem[], depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(v)) {
    for (const x of v) collect(x, check, out, depth + 1);
    return;
  }
  if (!isObj(v)) return;
  const item = depth > 0 ? asItem(v, check) : null;
  if (item) {
    out.push(item);
    return;
  }
  for (const [k, x] of Object.entries(v)) {
    const named = ['pigment', 'watersort', 'worlds', 'faces'].includes(k)
      ? k
      : typeof v['name'] === 'string' && depth > 0
        ? (v['name'] as string)
        : check;
    collect(x, named, out, depth + 1);
  }
}

/** Builds the viewer's model from a parsed summary.json. */
export function summaryView(summary: unknown): SummaryView {
  const s = isObj(summary) ? summary : {};
  const items: SummaryItem[] = [];
  collect(s, null, items);
  const seen = new Set<string>();
  const unique = items.filter((i) => !seen.has(i.id) && seen.add(i.id));
  const totals = new Map<string, { check: string; total: number; failed: number }>();
  for (const i of unique) {
    const t = totals.get(i.check) ?? { check: i.check, total: 0, failed: 0 };
    t.total++;
    if (!i.passed) t.failed++;
    totals.set(i.check, t);
  }
  const failures = unique
    .filter((i) => !i.passed)
    .flatMap((i) =>
      i.failures.map((message) => ({
        id: i.id,
        check: i.check,
        message,
        link: itemLink(i.id, message, { check: i.check, metrics: i.metrics }),
      })),
    );
  const passed = typeof s['passed'] === 'boolean' ? s['passed'] : unique.length ? failures.length === 0 : null;
  const date =
    [s['createdAt'], s['date'], s['finishedAt'], s['startedAt']].find((d): d is string => typeof d === 'string') ??
    null;
  return { passed, date, totals: [...totals.values()], failures, items: unique };
}
