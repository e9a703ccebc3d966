/** summary.json: the versioned, schema-checked record of a verify run, with per-item results so shards can be merged. */
import { type Parsed, parseWithSchema } from '@levelbench/formats';
import { CHECKS, type CheckName, type ItemResult } from './checks';

/** Current summary format version. */
export const SUMMARY_VERSION = 1;

/**
 * One item's verdict, where it stood in its check, and how long it took: `ms` is the time the check
 * ran in its worker (for a task that threw or crashed, the wall time from submission to failure).
 */
export interface ItemRecord extends ItemResult {
  readonly index: number;
  readonly ms: number;
  /** What the verdict depends on, hashed (payload + code version; see reuse.ts); older summaries have none. */
  readonly key?: string;
}

/** One failed item as listed under its check. */
export interface CheckFailure {
  readonly id: string;
  readonly messages: readonly string[];
}

/** Verdict and counts of one check. */
export interface CheckSummary {
  readonly passed: boolean;
  readonly total: number;
  readonly failed: number;
  readonly failures: readonly CheckFailure[];
}

/** The options that decide which items exist (identical across the shards of one run). */
export interface RunIdentity {
  readonly checks: readonly CheckName[];
  readonly levelsDir: string;
  readonly worlds: number;
  readonly pairs: number;
  readonly date: string;
  /** Where the curve and weights came from; `hashes`: content hash per input file (older summaries have none). */
  readonly inputs: {
    readonly curve: string;
    readonly weights: string;
    readonly hashes?: { readonly curve?: string; readonly weights?: string; readonly levels?: string };
  };
}

/** The whole summary.json. */
export interface Summary {
  readonly version: typeof SUMMARY_VERSION;
  readonly tool: { readonly name: 'levelbench'; readonly version: string };
  readonly commit: string | null;
  readonly createdAt: string;
  readonly run: RunIdentity;
  /** Shards included: `[{k:1,n:1}]` for an unsharded run; all of 1..n after a merge. */
  readonly shards: readonly { readonly k: number; readonly n: number }[];
  readonly complete: boolean;
  readonly passed: boolean;
  readonly timings: {
    readonly wallMs: number;
    /** Pool size; 0 when every item was reused and no worker started. */
    readonly workers: number;
    readonly itemMs: Partial<Record<CheckName, number>>;
    /** Items taken from an earlier run (`--reuse`/`--cache`); absent when none was offered. */
    readonly reused?: number;
  };
  readonly checks: Partial<Record<CheckName, CheckSummary>>;
  readonly items: readonly ItemRecord[];
}

const shardSchema = {
  type: 'object',
  required: ['k', 'n'],
  additionalProperties: false,
  properties: { k: { type: 'integer', minimum: 1 }, n: { type: 'integer', minimum: 1 } },
};
const checkNames = { enum: [...CHECKS] };
const checkSummarySchema = {
  type: 'object',
  required: ['passed', 'total', 'failed', 'failures'],
  additionalProperties: false,
  properties: {
    passed: { type: 'boolean' },
    total: { type: 'integer', minimum: 0 },
    failed: { type: 'integer', minimum: 0 },
    failures: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'messages'],
        additionalProperties: false,
        properties: { id: { type: 'string' }, messages: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};

/** JSON Schema of summary.json (shared by the CLI, `report merge`, the server and the UI). */
export const summarySchema = {
  $id: 'levelbench/verify/summary.json',
  type: 'object',
  required: [
    'version',
    'tool',
    'commit',
    'createdAt',
    'run',
    'shards',
    'complete',
    'passed',
    'timings',
    'checks',
    'items',
  ],
  additionalProperties: false,
  properties: {
    version: { const: SUMMARY_VERSION },
    tool: {
      type: 'object',
      required: ['name', 'version'],
      additionalProperties: false,
      properties: { name: { const: 'levelbench' }, version: { type: 'string' } },
    },
    commit: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    run: {
      type: 'object',
      required: ['checks', 'levelsDir', 'worlds', 'pairs', 'date', 'inputs'],
      additionalProperties: false,
      properties: {
        checks: { type: 'array', items: checkNames },
        levelsDir: { type: 'string' },
        worlds: { type: 'integer', minimum: 0 },
        pairs: { type: 'integer', minimum: 0 },
        date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        inputs: {
          type: 'object',
          required: ['curve', 'weights'],
          additionalProperties: false,
          properties: {
            curve: { type: 'string' },
            weights: { type: 'string' },
            hashes: {
              type: 'object',
              additionalProperties: false,
              properties: { curve: { type: 'string' }, weights: { type: 'string' }, levels: { type: 'string' } },
            },
          },
        },
      },
    },
    shards: { type: 'array', minItems: 1, items: shardSchema },
    complete: { type: 'boolean' },
    passed: { type: 'boolean' },
    timings: {
      type: 'object',
      required: ['wallMs', 'workers', 'itemMs'],
      additionalProperties: false,
      properties: {
        wallMs: { type: 'number', minimum: 0 },
        workers: { type: 'integer', minimum: 0 },
        reused: { type: 'integer', minimum: 0 },
        itemMs: { type: 'object', propertyNames: checkNames, additionalProperties: { type: 'number', minimum: 0 } },
      },
    },
    checks: { type: 'object', propertyNames: checkNames, additionalProperties: checkSummarySchema },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['check', 'id', 'index', 'passed', 'failures', 'metrics', 'ms'],
        additionalProperties: false,
        properties: {
          check: checkNames,
          id: { type: 'string' },
          index: { type: 'integer', minimum: 0 },
          passed: { type: 'boolean' },
          failures: { type: 'array', items: { type: 'string' } },
          paths: { type: 'array', items: { type: 'string' } },
          metrics: { type: 'object' },
          ms: { type: 'number', minimum: 0 },
          key: { type: 'string' },
          figures: {
            type: 'array',
            items: {
              type: 'object',
              required: ['title', 'svg'],
              additionalProperties: false,
              properties: { title: { type: 'string' }, svg: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;

/** Parses and schema-checks a summary.json; problems come back as FormatErrors with JSON paths. */
export function parseSummary(text: string, file: string): Parsed<Summary> {
  return parseWithSchema<Summary>(text, summarySchema, file);
}

/** Items in report order: by check, then by index within the check. */
export function sortItems<T extends { readonly check: CheckName; readonly index: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => CHECKS.indexOf(a.check) - CHECKS.indexOf(b.check) || a.index - b.index);
}

/** Recomputes every check's verdict and counts from the items (the only source of truth, also after a merge). */
export function summariseChecks(
  checks: readonly CheckName[],
  items: readonly ItemRecord[],
): Partial<Record<CheckName, CheckSummary>> {
  const out: Partial<Record<CheckName, CheckSummary>> = {};
  for (const check of CHECKS.filter((c) => checks.includes(c))) {
    const mine = sortItems(items.filter((i) => i.check === check));
    const failures = mine.filter((i) => !i.passed).map((i) => ({ id: i.id, messages: i.failures }));
    out[check] = { passed: failures.length === 0, total: mine.length, failed: failures.length, failures };
  }
  return out;
}

/** Sum of item times per check. */
export function itemMsByCheck(items: readonly ItemRecord[]): Partial<Record<CheckName, number>> {
  const out: Partial<Record<CheckName, number>> = {};
  for (const i of items) out[i.check] = Math.round(((out[i.check] ?? 0) + i.ms) * 10) / 10;
  return out;
}
