/** `report diff` as data: what changed between two verify runs (the server's `GET /api/reports/:id/diff`). */
import type { CheckName } from './checks';
import type { FailureLocation } from './location';
import type { GeneratorName, Score } from './scorecards';

/** One metric of one item that differs between the runs (values as JSON-able scalars or lists). */
export interface MetricChange {
  readonly key: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** One item that is in both runs with different deterministic metrics. */
export interface ItemChange {
  readonly check: CheckName;
  readonly id: string;
  /** Where the item is (from the newer summary, when it records it). */
  readonly at?: FailureLocation;
  readonly changes: readonly MetricChange[];
}

/** One item named by the diff, with its verdict where that matters. */
export interface DiffItem {
  readonly check: CheckName;
  readonly id: string;
  /** Where the item is, when its summary records it. */
  readonly at?: FailureLocation;
  readonly passed: boolean;
  /** The failure messages of a regressed (or newly added, failing) item. */
  readonly messages: readonly string[];
  /** Where each message's failure is (same order), when the newer summary records it. */
  readonly locations?: readonly FailureLocation[];
}

/** One generator's score that moved between the runs (null where that run has no card for the generator). */
export interface ScoreChange {
  readonly generator: GeneratorName;
  readonly score: 'quality' | 'diversity' | 'controllability';
  readonly before: Score | null;
  readonly after: Score | null;
}

/** The difference between two summaries, `before` → `after`. */
export interface ReportDiff {
  readonly before: { readonly createdAt: string; readonly commit: string | null; readonly passed: boolean };
  readonly after: { readonly createdAt: string; readonly commit: string | null; readonly passed: boolean };
  /** How the runs' options differ (checks, counts, date, inputs); empty for runs of the same kind. */
  readonly runChanges: readonly string[];
  /** Passed before and failed now, or new and failing. */
  readonly regressions: readonly DiffItem[];
  /** Failed before and passed now. */
  readonly fixes: readonly DiffItem[];
  readonly added: readonly DiffItem[];
  readonly removed: readonly DiffItem[];
  /** Items in both runs whose deterministic metrics moved. */
  readonly changed: readonly ItemChange[];
  /** Items in both runs with the same verdict and metrics. */
  readonly unchanged: number;
  /** Scorecard scores that moved (absent when none did, or when either run has no scorecards). */
  readonly scores?: readonly ScoreChange[];
}

/** `GET /api/reports/:id/diff?against=…`: the diff, each metric change also in words, and its headline. */
export interface ReportDiffResponse {
  readonly id: string;
  readonly against: string;
  readonly headline: string;
  readonly diff: Omit<ReportDiff, 'changed'> & {
    readonly changed: readonly (ItemChange & { readonly text: string })[];
  };
}
