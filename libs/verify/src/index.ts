export {
  CHECKS,
  CHECK_DEFINITIONS,
  checkDefinition,
  checkInfos,
  defineCheck,
  type CheckDefinition,
  type CheckRegistry,
  type CheckOutcome,
  type ItemPayloadBase,
  type ItemsContext,
  type PrepareContext,
  type ReportSection,
  type RunOptionName,
  type CheckName,
  type ItemFigure,
  type ItemResult,
  type VerifyItemPayload,
} from './checks';
export type { VerifyTaskMap } from './handlers';
export {
  parseVerifyOptions,
  resolveOptions,
  VerifyOptionsError,
  VERIFY_DEFAULTS,
  type VerifyOptions,
  type ResolvedOptions,
} from './options';
export {
  levelsStore,
  readInputs,
  INPUTS,
  VerifyInputError,
  type InputName,
  type VerifyInputs,
  type PigmentFile,
} from './inputs';
export { enumerateItems, shardItems, MAP_DEPTHS, DAILY_DAYS, type VerifyItem } from './items';
export {
  summarySchema,
  parseSummary,
  summariseChecks,
  sortItems,
  SUMMARY_VERSION,
  type Summary,
  type ItemRecord,
  type CheckSummary,
  type CheckFailure,
  type RunIdentity,
} from './summary';
export { runVerify, ITEM_TIMEOUT_MS, type VerifyEvent, type VerifyContext, type CheckProgress } from './run';
export {
  writeReport,
  publishReport,
  type ReportTarget,
  writeReportFile,
  updateLatest,
  newReportDir,
  resolveReportDir,
  timestampName,
  formatSummaryJson,
  refuseOutInsideLevels,
} from './write';
export { renderMarkdownReport } from './report-md';
export { renderHtmlReport } from './report-html';
export { withScorecards, scorecardRows, scoreText, SCORECARD_HEADERS } from './scorecards';
export { itemScorecards, worldsCard, distinct, shareDistance, textHash, WORLD_SHARE_TOLERANCE } from './scorecard';
export { suggesterScorecard, SUGGESTER_REQUESTS } from './scorecard-pigment';
export { mergeReports, mergeSummaries, readSummary } from './merge';
export { renderJunit, itemFile, xmlEscape } from './junit';
export { itemKey, contentKey, ResultStore, type ReuseSources } from './reuse';
export { type BuildInfo, buildInfo, codeId, codeVersions } from './code-version';
export { canonicalJson, entryDigest } from './digest';
export { pigmentLinesHold } from './claims';
export { githubAnnotations, escapeData, escapeProperty, type AnnotationSource } from './annotations';
export {
  diffSummaries,
  diffCounts,
  diffHeadline,
  anyChange,
  metricChanges,
  renderDiffMarkdown,
  formatChange,
  formatScoreChange,
  scoreChanges,
  type ReportDiff,
  type DiffCounts,
  type ItemChange,
  type MetricChange,
  type DiffItem,
} from './diff';
export {
  pruneReports,
  sweepReportTemps,
  listReports,
  latestTarget,
  DEFAULT_KEEP_REPORTS,
  type PruneOptions,
  type PruneResult,
} from './prune';
