export {
  CHECKS,
  CHECK_DEFINITIONS,
  checkInfos,
  type CheckDefinition,
  type CheckRegistry,
  type CheckName,
  type ItemFigure,
  type ItemResult,
} from './checks';
export { parseVerifyOptions, VerifyOptionsError, VERIFY_DEFAULTS, type VerifyOptions } from './options';
export { levelsStore, VerifyInputError } from './inputs';
export { MAP_DEPTHS, DAILY_DAYS } from './items';
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
export { runVerify, type VerifyEvent, type CheckProgress } from './run';
export { publishReport, updateLatest, newReportDir, resolveReportDir, refuseOutInsideLevels } from './write';
export { distinct } from './scorecard';
export { mergeReports, readSummary } from './merge';
export { renderJunit, itemFile } from './junit';
export { type ReuseSources } from './reuse';
export { buildInfo, codeId } from './code-version';
export { canonicalJson, entryDigest } from './digest';
export { pigmentLinesHold } from './claims';
export { githubAnnotations, type AnnotationSource } from './annotations';
export {
  diffSummaries,
  diffCounts,
  diffHeadline,
  anyChange,
  renderDiffMarkdown,
  formatChange,
  type ReportDiff,
  type DiffCounts,
  type ItemChange,
  type MetricChange,
  type DiffItem,
} from './diff';
export { pruneReports, latestTarget, DEFAULT_KEEP_REPORTS } from './prune';
