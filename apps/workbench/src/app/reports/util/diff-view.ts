import type { CheckName, FailureLocation, ReportDiffResponse, ReportRow } from '@levelbench/contracts';
import { ItemLink, failureLink } from './links';

/** One named item of a diff, with where to look at it. */
export interface DiffRow {
  readonly id: string;
  readonly detail: string;
  readonly link: ItemLink | null;
}

/** One list of the diff: regressions, fixed, added, removed or changed metrics. */
export interface DiffGroup {
  readonly title: string;
  readonly rows: readonly DiffRow[];
  /** Regressions: shown in the error colour and always open. */
  readonly bad: boolean;
}

/** A report diff as the viewer shows it: a headline, how the runs differ, the non-empty groups. */
export interface DiffView {
  readonly headline: string;
  readonly regressions: number;
  readonly runChanges: readonly string[];
  readonly groups: readonly DiffGroup[];
}

/** The viewer's rows for a diff response. */
export function diffView(r: ReportDiffResponse): DiffView {
  const d = r.diff;
  // the first failure's location when the diff carries one, else the item's page
  const row = (
    i: { id: string; check: CheckName; at?: FailureLocation; locations?: readonly FailureLocation[] },
    detail: string,
  ): DiffRow => ({ id: i.id, detail, link: failureLink(i, 0) });
  const groups: DiffGroup[] = [
    { title: 'Regressions', bad: true, rows: d.regressions.map((i) => row(i, i.messages.join('; '))) },
    { title: 'Fixed', bad: false, rows: d.fixes.map((i) => row(i, '')) },
    { title: 'Added', bad: false, rows: d.added.map((i) => row(i, i.passed ? '' : 'failing')) },
    { title: 'Removed', bad: false, rows: d.removed.map((i) => ({ id: i.id, detail: '', link: null })) },
    { title: 'Metrics changed', bad: false, rows: d.changed.map((c) => row(c, c.text)) },
  ];
  return {
    headline: r.headline,
    regressions: d.regressions.length,
    runChanges: d.runChanges,
    groups: groups.filter((g) => g.rows.length > 0),
  };
}

/** The report to compare `id` with by default: the next older one in the (newest-first) list. */
export function previousReport(rows: readonly ReportRow[], id: string): string | null {
  const i = rows.findIndex((r) => r.id === id);
  return i >= 0 && i + 1 < rows.length ? rows[i + 1].id : null;
}
