export * from './types';
export * from './palette';
export * from './rules';
export * from './play';
export { FAST_MAX_NODES, solveFast } from './solve-fast';
export { FIRST_PASS_NODES, OPTIMAL_MAX_NODES, solveOptimal, type OptimalResult } from './solve-optimal';
export * from './curve';
export * from './curve-format';
export * from './curve-promise';
export * from './pinned';
export * from './board-format';
export * from './generate';
export * from './daily-dates';
export * from './hint';
export * from './metrics';
export { boardKey } from './board-key';
export * from './solve-report';
export { watersortFormat } from './game';
export * from './difficulty';
export { DIFFICULTY_MAX_STATES } from './difficulty-state';
export {
  BOT_NAMES,
  BOT_BUDGET_FACTOR,
  DEFAULT_BOT_RUNS,
  watersortBots,
  type BotName,
  type BotFigures,
  type WatersortBotsOptions,
  type WatersortBotsReport,
} from './bots';
export { AXIS_DRAWS, RANK_BY, easierOn, type AxisPick, type DifficultyAxis, type RankBy } from './generate-axis';
