/**
 * @levelbench/contracts: the types every layer agrees on — the checks and verify defaults, summary.json with
 * typed metrics and failure locations, report diffs and rows, jobs and their events. Platform-neutral data
 * and types only; the verify lib, the server, the CLI and the workbench import them instead of declaring
 * their own.
 */
export * from './checks';
export * from './location';
export * from './summary';
export * from './scorecards';
export * from './metrics';
export * from './bots';
export * from './diff';
export * from './jobs';
export * from './reports';
export * from './stats';
export * from './levels';
export * from './session';
