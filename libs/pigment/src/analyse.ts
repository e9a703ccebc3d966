/** Designer analysis: limit verdict, authored replays, optimal lines and the first tip after which a line can no longer win. */
import { applyTip, initialState } from './rules';
import {
  DEFAULT_METRICS_MAX_SEARCH_STATES,
  DEFAULT_METRICS_MAX_STATES,
  pigmentMetrics,
  type MetricsOptions,
  type PigmentMetrics,
} from './metrics';
import { solvePigment, type SolveOptions, type PigmentSearchResult } from './solver';
import type { Phase, PigmentLevel, PigmentState } from './types';

/** How the level's limit compares with the shortest line. */
export type LimitVerdict = 'ok' | 'slack' | 'impossible' | 'unknown';

/** One authored line replayed against its expected phase. */
export interface ReplayResult {
  readonly moves: string;
  readonly expect: Phase;
  readonly actual: Phase;
  readonly passed: boolean;
  /** 1-based tips that were refused (they spend nothing). */
  readonly refused: readonly number[];
  /** See `firstUnwinnableTip`. */
  readonly firstUnwinnableTip: number | null;
}

/** Everything `pigment verify` and the workbench show about a level. */
export interface PigmentAnalysis {
  readonly solve: PigmentSearchResult;
  readonly limitVerdict: LimitVerdict;
  readonly replays: readonly ReplayResult[];
  readonly passed: boolean;
  readonly failures: readonly string[];
  /** Difficulty metrics within the limit (see the README); null when `metrics: false` skipped them. */
  readonly metrics: PigmentMetrics | null;
}

/**
 * `analysePigment`'s options: the solver's (budget, horizon, lines, progress and cancelling apply to the solve;
 * the replays' winnable checks and the metrics get the budget only), plus what to leave out.
 */
export interface AnalyseOptions extends SolveOptions {
  /**
   * The difficulty metrics: false leaves `metrics: null` (the editor does not show them); options are passed to
   * `pigmentMetrics` as they are; by default (true) they get the solve's budget capped at their own.
   */
  readonly metrics?: boolean | MetricsOptions;
  /** Replay the authored lines (default true); false leaves `replays: []` and no replay failures. */
  readonly replays?: boolean;
  /**
   * A solve of the same board (same cells, marks, stains and start; any limit) made without `withinLimit` or
   * `maxMoves`: it is reused instead of searching again, so a change of the limit alone re-checks the limit, the
   * replays and the verdict against the known shortest line (the editor).
   */
  readonly solved?: PigmentSearchResult;
}

/** Compares the limit with the solver's answer. */
export function limitVerdict(limit: number, solve: PigmentSearchResult): LimitVerdict {
  if (solve.shortest === null) return solve.exhaustive ? 'impossible' : 'unknown';
  if (limit === solve.shortest) return 'ok';
  return limit > solve.shortest ? 'slack' : 'impossible';
}

/** True when some line from `state` wins within the level's remaining moves (null if the budget ran out). */
export function winnableFrom(state: PigmentState, opts: Pick<SolveOptions, 'maxStates'> = {}): boolean | null {
  if (state.phase !== 'play') return state.phase === 'won';
  const r = solvePigment(state.level, { ...opts, from: state, withinLimit: true, linesCap: 0 });
  // a search cut only by maxMoves still proves there is no win within those moves
  return r.solvable ? true : r.aborted ? null : false;
}

/** Where a line stopped being winnable, or where the budget could not tell (see `unwinnableCheck`). */
export interface UnwinnableCheck {
  /** 1-based index into `moves` of the tip after which no win within the limit exists (0: not from the start). */
  readonly at: number | null;
  /** Set instead when the state budget stopped a check: the prefix (same numbering) whose verdict is unknown. */
  readonly undecidedAt: number | null;
}

/**
 * Checks each prefix of a line (refused tips skipped) for a win within the limit, stopping at the first prefix
 * that cannot win or that the budget could not decide: a check never turns "no answer" into "winnable".
 */
export function unwinnableCheck(
  level: PigmentLevel,
  moves: string,
  opts: Pick<SolveOptions, 'maxStates'> = {},
): UnwinnableCheck {
  let state = initialState(level);
  const verdict = (w: boolean | null, at: number): UnwinnableCheck | null =>
    w === false ? { at, undecidedAt: null } : w === null ? { at: null, undecidedAt: at } : null;
  const first = verdict(winnableFrom(state, opts), 0);
  if (first) return first;
  for (let i = 0; i < moves.length; i++) {
    const r = applyTip(state, moves[i]);
    if (!r.accepted) continue;
    state = r.state;
    const v = verdict(winnableFrom(state, opts), i + 1);
    if (v) return v;
  }
  return { at: null, undecidedAt: null };
}

/**
 * 1-based index (into `moves`) of the tip after which no win within the limit exists; 0 when the level
 * cannot be won from its start; null when every prefix can still win (or the budget could not decide:
 * `unwinnableCheck` tells the two apart).
 */
export function firstUnwinnableTip(
  level: PigmentLevel,
  moves: string,
  opts: Pick<SolveOptions, 'maxStates'> = {},
): number | null {
  return unwinnableCheck(level, moves, opts).at;
}

/** Replays one authored line. */
export function replayLine(
  level: PigmentLevel,
  moves: string,
  expect: Phase,
  opts: Pick<SolveOptions, 'maxStates'> = {},
): ReplayResult {
  let state = initialState(level);
  const refused: number[] = [];
  for (let i = 0; i < moves.length; i++) {
    const r = applyTip(state, moves[i]);
    if (!r.accepted) refused.push(i + 1);
    state = r.state;
  }
  const unwinnable = firstUnwinnableTip(level, moves, opts);
  return {
    moves,
    expect,
    actual: state.phase,
    passed: state.phase === expect,
    refused,
    firstUnwinnableTip: unwinnable,
  };
}

/** One failure of a level: its sentence and the JSON Pointer of the part of the file it is about ('' = the whole level). */
export interface PigmentProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * The analysis's failures for a solve and its replays (budget, limit verdict with the reason when no line
 * wins, failed replays), each with the part of the level file it is about.
 */
export function analysisProblems(
  level: PigmentLevel,
  solve: PigmentSearchResult,
  replays: readonly ReplayResult[],
  maxMoves?: number,
): PigmentProblem[] {
  const verdict = limitVerdict(level.limit, solve);
  const problems: PigmentProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (solve.aborted) add('', `the search stopped at its budget of ${solve.states} states before an answer`);
  if (verdict === 'slack')
    add('/limit', `limit ${level.limit} is more than the shortest line ${solve.shortest} (slack)`);
  if (verdict === 'impossible')
    add(
      solve.shortest === null ? '' : '/limit',
      solve.shortest === null
        ? `no line wins this level at all${solve.reason ? ` (${solve.reason})` : ''}`
        : `limit ${level.limit} is less than the shortest line ${solve.shortest}`,
    );
  if (verdict === 'unknown' && !solve.aborted)
    add('/limit', `no win within ${maxMoves} tips; the shortest line is unknown`);
  // replays are the level's own, in order: the n-th result is /replays/n
  replays.forEach((r, i) => {
    if (!r.passed) add(`/replays/${i}`, `replay ${r.moves || '(empty)'} expected ${r.expect} but ended ${r.actual}`);
  });
  return problems;
}

/** The analysis's failure sentences (the messages of {@link analysisProblems}). */
export function analysisFailures(
  level: PigmentLevel,
  solve: PigmentSearchResult,
  replays: readonly ReplayResult[],
  maxMoves?: number,
): string[] {
  return analysisProblems(level, solve, replays, maxMoves).map((p) => p.message);
}

/** Solves a level, judges its limit, replays its authored lines and measures its difficulty. */
export function analysePigment(level: PigmentLevel, given: AnalyseOptions = {}): PigmentAnalysis {
  // one budget for every entry point: the caller's, else the level's own, else the solver's default
  const opts = { ...given, maxStates: given.maxStates ?? level.maxStates };
  const solve = given.solved ?? solvePigment(level, opts);
  const verdict = limitVerdict(level.limit, solve);
  // the winnable checks get the budget only: the solve's horizon, progress and cancelling are not theirs
  const budget = { maxStates: opts.maxStates };
  const replays = opts.replays === false ? [] : level.replays.map((r) => replayLine(level, r.moves, r.expect, budget));
  const failures = analysisFailures(level, solve, replays, opts.maxMoves);
  const metrics = opts.metrics === false ? null : analysisMetrics(level, solve, opts);
  return { solve, limitVerdict: verdict, replays, passed: failures.length === 0, failures, metrics };
}

/**
 * The difficulty metrics of an analysis, given its solve: `analysePigment` calls it, and so does a caller that times
 * the solve and the metrics apart (`pigment solve --json`: `solveMs`, `metricsMs`). A solve that proved no line wins
 * at all (or none within a horizon that reaches the limit) makes them free (`noWin`: no search). By default (`metrics` true or absent) they get the solve's budget capped at their own.
 */
export function analysisMetrics(
  level: PigmentLevel,
  solve: PigmentSearchResult,
  opts: Pick<AnalyseOptions, 'maxStates' | 'maxMoves' | 'withinLimit' | 'metrics'> = {},
): PigmentMetrics {
  // metrics have their own budgets (the solver's caps them)
  const cap = (budget: number) => Math.min(opts.maxStates ?? Infinity, budget);
  const given = typeof opts.metrics === 'object' ? opts.metrics : null;
  const metricsOptions: MetricsOptions = given ?? {
    maxStates: cap(DEFAULT_METRICS_MAX_STATES),
    maxSearchStates: cap(DEFAULT_METRICS_MAX_SEARCH_STATES),
  };
  const horizon = metricsOptions.horizon ?? level.limit;
  const reach = Math.min(opts.maxMoves ?? Infinity, opts.withinLimit ? level.limit : Infinity);
  const noWin = !solve.solvable && solve.exhaustive && reach >= horizon;
  return pigmentMetrics(level, noWin ? { ...metricsOptions, noWin } : metricsOptions);
}
