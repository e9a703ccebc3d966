/** `GET /api/reports`: one row per stored verify report. */
import type { CheckName } from './checks';

/** One report as the list shows it: the summary's scalar fields and its totals over the checks. */
export interface ReportRow {
  /** The report folder's name (what every other report route takes). */
  readonly id: string;
  readonly version: number;
  readonly commit: string | null;
  readonly createdAt: string;
  readonly complete: boolean;
  readonly passed: boolean;
  /** createdAt, or the folder's time for a summary without one. */
  readonly date: string;
  readonly total: number;
  readonly failed: number;
  readonly checks: readonly CheckName[];
  /** What the run was run with (its summary's `run`): how many worlds and face pairs its checks took. */
  readonly worlds: number;
  readonly pairs: number;
}
