/**
 * The public answer of a Pigment solve, built in one place from an analysis: `pigment solve --json` (CLI),
 * `POST /api/pigment/solve` (server) and the editor's solve worker print or send exactly this object.
 */
import type { LimitVerdict, PigmentAnalysis, ReplayResult } from './analyse';
import type { PigmentMetrics } from './metrics';
import type { PigmentLevel } from './types';
import { pigmentLevelFailures } from './verify-file';

/** The solve-result fields, in the order they are printed (JSON key order is insertion order). */
export interface PigmentSolveReport {
  readonly id: string;
  readonly solvable: boolean;
  readonly shortest: number | null;
  readonly optimalCount: number | null;
  readonly solution: string | null;
  readonly exhaustive: boolean;
  readonly aborted: boolean;
  readonly states: number;
  /** The caller's timing of the analysis (the lib has no clock): solve and metrics together. */
  readonly ms: number;
  /** The caller's timing of the solve alone and of the metrics alone, when it timed them apart. */
  readonly solveMs?: number;
  readonly metricsMs?: number;
  readonly limit: number;
  readonly limitVerdict: LimitVerdict;
  /** Why there is no line or no answer (absent when the level is solved). */
  readonly reason?: string;
  /** Absent when the analysis skipped them (`metrics: false`). */
  readonly metrics?: PigmentMetrics;
  readonly optimalLines: readonly string[];
  /** The checks (absent with `checks: false`): the authored replays, and the verdict of `pigmentLevelFailures`. */
  readonly replays?: readonly ReplayResult[];
  readonly passed?: boolean;
  readonly failures?: readonly string[];
}

/** `ms`: what the caller measured; `checks: false` leaves out replays, passed and failures (the CLI's rows). */
export interface SolveReportOptions {
  readonly ms: number;
  /** The solve and the metrics timed apart (`pigment solve --json`); printed after `ms`. */
  readonly solveMs?: number;
  readonly metricsMs?: number;
  readonly checks?: boolean;
}

/** Turns an analysis of `level` into the public solve result (see {@link PigmentSolveReport}). */
export function pigmentSolveReport(
  level: PigmentLevel,
  analysis: PigmentAnalysis,
  opts: SolveReportOptions,
): PigmentSolveReport {
  const { solvable, shortest, optimalCount, solution, exhaustive, aborted, states, optimalLines, reason } =
    analysis.solve;
  const failures = opts.checks === false ? null : pigmentLevelFailures(level, analysis);
  return {
    id: level.id,
    solvable,
    shortest,
    optimalCount,
    solution,
    exhaustive,
    aborted,
    states,
    ms: opts.ms,
    ...(opts.solveMs !== undefined ? { solveMs: opts.solveMs } : {}),
    ...(opts.metricsMs !== undefined ? { metricsMs: opts.metricsMs } : {}),
    limit: level.limit,
    limitVerdict: analysis.limitVerdict,
    ...(reason ? { reason } : {}),
    ...(analysis.metrics ? { metrics: analysis.metrics } : {}),
    optimalLines,
    ...(failures ? { replays: analysis.replays, passed: failures.length === 0, failures } : {}),
  };
}
