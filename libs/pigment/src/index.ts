export * from './types';
export { START_DIE, roll, mix, oppositesHold, colorOf, colorName, orientationOf, ORIENTATIONS } from './die';
export {
  initialState,
  applyTip,
  legalTips,
  playLine,
  newGame,
  tip,
  undo,
  restart,
  isFloor,
  marksSatisfied,
  cellIndex,
  type PigmentGame,
} from './rules';
export { pigmentLevelSchema, MAX_BOARD_SIZE, MAX_MARKS, MAX_LIMIT, MAX_LEVEL_MAX_STATES } from './schema';
export { parsePigmentLevel, checkPigmentLevel } from './level';
export {
  solvePigment,
  DEFAULT_MAX_STATES,
  type SolveOptions,
  type SolveProgress,
  type PigmentSearchResult,
} from './solver';
export {
  analysePigment,
  analysisMetrics,
  type AnalyseOptions,
  firstUnwinnableTip,
  unwinnableCheck,
  type UnwinnableCheck,
  winnableFrom,
  replayLine,
  limitVerdict,
  type LimitVerdict,
  type PigmentAnalysis,
  type ReplayResult,
  analysisProblems,
  type PigmentProblem,
} from './analyse';
export { pigmentSolveReport, type PigmentSolveReport, type SolveReportOptions } from './solve-report';
export { renderBoard, colorLetter, COLOR_LETTERS } from './render';
export { generatePigmentBoard, type GeneratedBoard, type GenerateOptions } from './generate';
export {
  verifyPigmentFile,
  pigmentLevelFailures,
  pigmentLevelProblems,
  fileStem,
  type PigmentFileVerdict,
} from './verify-file';
export {
  pigmentMetrics,
  countInteractingMarks,
  DEFAULT_METRICS_MAX_STATES,
  DEFAULT_METRICS_MAX_SEARCH_STATES,
  type PigmentMetrics,
  type MetricsOptions,
} from './metrics';
export { type RandomWin } from './metrics-random-win';
export { formatChance } from './metrics-format';
export {
  resolveSuggestOptions,
  DEFAULT_SUGGEST_MAX_STATES,
  SUGGEST_MAX_LENGTH,
  SUGGEST_COLORS,
  type SuggestOptions,
  type ResolvedSuggestOptions,
} from './suggest-options';
export {
  suggestPigment,
  suggestPigmentSteps,
  suggestionId,
  rankSuggestions,
  boardKey,
  canonicalBoardKey,
  transformBoard,
  type Suggestion,
  type SuggestEvent,
  type SuggestResult,
} from './suggest';
export {
  pigmentPackSchema,
  parsePigmentPack,
  packOrder,
  isPigmentLevelFileName,
  PIGMENT_PACK_FILE,
  type PigmentPack,
} from './pack';
export { pigmentLevelText } from './level-text';
export { SuggestCollector, runAttempts, runAttempt, type AttemptResult } from './suggest';
export { pigmentFormat } from './game';
export {
  pigmentBots,
  PIGMENT_BOT_NAMES,
  PIGMENT_BOT_RUNS,
  PIGMENT_BOT_BUDGET_FACTOR,
  type PigmentBotName,
  type PigmentBotFigures,
  type PigmentBotsOptions,
  type PigmentBotsReport,
} from './bots';
