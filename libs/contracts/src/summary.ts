/** summary.json: the versioned record of a verify run — its types and its JSON Schema, one contract for every layer. */
import type { CheckName } from './checks';
import type { FailureLocation } from './location';
import { type Scorecard, scorecardsSchema } from './scorecards';

/** A drawing attached to an item (depth maps, failing cubes). */
export interface ItemFigure {
  readonly title: string;
  readonly svg: string;
}

/** The verdict on one item, as stored in summary.json. */
export interface ItemResult {
  readonly check: CheckName;
  readonly id: string;
  readonly passed: boolean;
  readonly failures: string[];
  /** What does not fail the item but must not pass silently (a pinned Water Sort board off its tier's promise); absent when none. */
  readonly warnings?: string[];
  /**
   * The JSON Pointer, into the item's file (see `itemFile`), of each failure, in the same order; '' for
   * the whole file. Pigment items only (their failures are about the level file); absent elsewhere.
   */
  readonly paths?: string[];
  /** Where each failure is, as data, in the same order as `failures` (summaries before 2026-12 have none). */
  readonly locations?: FailureLocation[];
  /** Where the item itself is: its level file, curve level or daily, world, or face pair (absent in older summaries). */
  readonly at?: FailureLocation;
  readonly metrics: Record<string, unknown>;
  readonly figures?: ItemFigure[];
  /** A Water Sort pass's solution, pour by pour as [from, to] tubes: what a reuse replays on the board before it believes the pass. */
  readonly pours?: readonly (readonly [number, number])[];
  /** How long the check ran in its worker (ms), without the time the task waited in the pool's queue. */
  readonly ms?: number;
}

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
  /** SHA-256 over `key` and the verdict (canonical JSON): a reuse believes only an item whose digest checks. */
  readonly digest?: string;
  /** Where a reused verdict came from: the earlier report (`--reuse`) or the cache folder; absent when it ran now. */
  readonly from?: 'report' | 'cache';
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
  /** Items with warnings and their sentences, passed or not (absent when no item warns). */
  readonly warnings?: readonly CheckFailure[];
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
    /** Earlier results found damaged, edited or claiming a pass that did not re-check (each ran again). */
    readonly broken?: number;
  };
  readonly checks: Partial<Record<CheckName, CheckSummary>>;
  readonly items: readonly ItemRecord[];
  /** Each generator on quality, diversity and controllability (summaries before 2026-12 have none). */
  readonly scorecards?: readonly Scorecard[];
}

const pairXY = { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer' } };
/** JSON Schema of one FailureLocation. */
const locationSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['kind', 'file', 'path'],
      additionalProperties: false,
      properties: { kind: { const: 'file' }, file: { type: 'string' }, path: { type: 'string' } },
    },
    {
      type: 'object',
      required: ['kind', 'n'],
      additionalProperties: false,
      properties: { kind: { const: 'watersort-level' }, n: { type: 'integer', minimum: 1 } },
    },
    {
      type: 'object',
      required: ['kind', 'date'],
      additionalProperties: false,
      properties: { kind: { const: 'watersort-daily' }, date: { type: 'string' } },
    },
    {
      type: 'object',
      required: ['kind', 'seed', 'depth', 'cube'],
      additionalProperties: false,
      properties: {
        kind: { const: 'world' },
        seed: { type: 'integer' },
        depth: { type: ['integer', 'null'] },
        cube: { oneOf: [pairXY, { type: 'null' }] },
      },
    },
    {
      type: 'object',
      required: ['kind', 'seed', 'depth', 'dir', 'a', 'b'],
      additionalProperties: false,
      properties: {
        kind: { const: 'pair' },
        seed: { type: 'integer' },
        depth: { type: 'integer' },
        dir: { type: 'string' },
        a: pairXY,
        b: pairXY,
        cells: {
          type: 'object',
          required: ['a', 'b'],
          additionalProperties: false,
          properties: { a: pairXY, b: pairXY },
        },
      },
    },
  ],
} as const;

const shardSchema = {
  type: 'object',
  required: ['k', 'n'],
  additionalProperties: false,
  properties: { k: { type: 'integer', minimum: 1 }, n: { type: 'integer', minimum: 1 } },
};
/** A check's name (the verify registry decides which exist: a summary of an added check reads the same way). */
const checkNames = { type: 'string', pattern: '^[a-z][a-z0-9-]*$' } as const;
const checkMessagesSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'messages'],
    additionalProperties: false,
    properties: { id: { type: 'string' }, messages: { type: 'array', items: { type: 'string' } } },
  },
};
const checkSummarySchema = {
  type: 'object',
  required: ['passed', 'total', 'failed', 'failures'],
  additionalProperties: false,
  properties: {
    passed: { type: 'boolean' },
    total: { type: 'integer', minimum: 0 },
    failed: { type: 'integer', minimum: 0 },
    failures: checkMessagesSchema,
    warnings: checkMessagesSchema,
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
        broken: { type: 'integer', minimum: 0 },
        itemMs: { type: 'object', propertyNames: checkNames, additionalProperties: { type: 'number', minimum: 0 } },
      },
    },
    checks: { type: 'object', propertyNames: checkNames, additionalProperties: checkSummarySchema },
    scorecards: scorecardsSchema,
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
          warnings: { type: 'array', items: { type: 'string' } },
          paths: { type: 'array', items: { type: 'string' } },
          locations: { type: 'array', items: locationSchema },
          at: locationSchema,
          metrics: { type: 'object' },
          ms: { type: 'number', minimum: 0 },
          key: { type: 'string' },
          digest: { type: 'string' },
          from: { enum: ['report', 'cache'] },
          pours: { type: 'array', items: pairXY },
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

/** Items in report order: by check in `order` (the run's checks), then by index within the check. */
export function sortItems<T extends { readonly check: CheckName; readonly index: number }>(
  items: readonly T[],
  order: readonly CheckName[],
): T[] {
  const rank = (c: CheckName): number => {
    const i = order.indexOf(c);
    return i < 0 ? order.length : i;
  };
  return [...items].sort((a, b) => rank(a.check) - rank(b.check) || a.index - b.index);
}

/** Recomputes every check's verdict and counts from the items (the only source of truth, also after a merge). */
export function summariseChecks(
  checks: readonly CheckName[],
  items: readonly ItemRecord[],
): Partial<Record<CheckName, CheckSummary>> {
  const out: Partial<Record<CheckName, CheckSummary>> = {};
  for (const check of checks) {
    const mine = sortItems(
      items.filter((i) => i.check === check),
      checks,
    );
    const failures = mine.filter((i) => !i.passed).map((i) => ({ id: i.id, messages: i.failures }));
    const warnings = mine.flatMap((i) => (i.warnings?.length ? [{ id: i.id, messages: i.warnings }] : []));
    const summary = { passed: failures.length === 0, total: mine.length, failed: failures.length, failures };
    out[check] = warnings.length ? { ...summary, warnings } : summary;
  }
  return out;
}
