/**
 * Incremental verify: an item's result is taken from an earlier report (`--reuse`) or from a
 * content-addressed cache folder (`--cache`) when its key matches. The key hashes everything the
 * verdict depends on: the item's whole payload (its file's text, the curve, the weights, the face
 * pair, the budgets) and the code id of the built chunk that checks it (`codeVersions`). Nothing else is
 * trusted: a changed byte in either re-runs the item, and so does an entry whose digest does not check.
 */
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfinedStore } from '@levelbench/store';
import { entryDigest } from './digest';
import { ignored } from './diff';
import type { CheckName, ItemResult } from './checks';
import type { VerifyItem } from './items';
import type { ItemRecord, Summary } from './summary';

/** Where earlier results may come from. */
export interface ReuseSources {
  /** Earlier summaries (e.g. `reports/latest`); an item is reused when its id and key match. */
  readonly summaries?: readonly Summary[];
  /** A cache folder: `items/<key>.json` and `prepared/<key>.json`, read and written. */
  readonly cacheDir?: string;
}

/** A content key of some parts (24 base64url characters of their SHA-256). */
export const contentKey = (parts: readonly string[]): string =>
  createHash('sha256').update(parts.join('\0')).digest('base64url').slice(0, 24);

/** The key of an item: its check's code version and its whole payload. */
export function itemKey(
  item: Pick<VerifyItem, 'check'> & { readonly payload: unknown },
  versions: Readonly<Partial<Record<CheckName, string>>>,
): string {
  return contentKey(['item', versions[item.check] ?? '', JSON.stringify(item.payload)]);
}

/** Files in the cache are at most this large (an item with drawings is a few hundred KiB). */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

/** The `format` of every cache entry: `{ format, key, value, digest }`, the digest over key and value. */
export const CACHE_FORMAT = 'levelbench-verify-cache/2';

/** Where a reused item's verdict came from. */
export type ReuseOrigin = NonNullable<ItemRecord['from']>;

/** An item's verdict as a cache keeps it: its record without where it stood in a run or where it came from. */
export type Verdict = ItemResult & { ms: number };

/** An earlier verdict of an item and where it came from. */
export interface Found {
  readonly result: Verdict;
  readonly from: ReuseOrigin;
}

/** A record's fields that say where it stood in one run, not what its verdict is. */
const RUN_FIELDS = ['index', 'key', 'digest', 'from'] as const;

/** What a record's digest covers: everything but its place in the run, its key (digested beside it) and origin. */
function resultOf(record: ItemRecord | Verdict): Verdict {
  const result: Partial<Record<keyof ItemRecord, unknown>> = { ...record };
  for (const field of RUN_FIELDS) delete result[field];
  return result as Verdict;
}

/**
 * The digest a record carries in a summary: over its key and its verdict, not its times (`ms`, the metrics a diff
 * ignores too), so a rerun of the same code on the same payload gives the same digest.
 */
export function itemDigest(key: string, record: ItemRecord | Verdict): string {
  const metrics = Object.fromEntries(Object.entries(record.metrics).filter(([k]) => !ignored(k)));
  return entryDigest(key, { ...resultOf(record), ms: undefined, metrics });
}

/** What reading one cache file found. */
type Read = { kind: 'missing' } | { kind: 'broken' } | { kind: 'ok'; value: unknown };

function readEntry(file: string, key: string): Read {
  let text: string;
  try {
    const s = lstatSync(file);
    if (!s.isFile() || s.size > MAX_ENTRY_BYTES) return { kind: 'broken' };
    text = readFileSync(file, 'utf8');
  } catch {
    return { kind: 'missing' };
  }
  try {
    const e = JSON.parse(text) as { format?: unknown; key?: unknown; value?: unknown; digest?: unknown } | null;
    if (!e || e.format !== CACHE_FORMAT || e.key !== key || e.digest !== entryDigest(key, e.value))
      return { kind: 'broken' };
    return { kind: 'ok', value: e.value };
  } catch {
    return { kind: 'broken' }; // truncated or not JSON
  }
}

async function writeEntry(dir: string, key: string, value: unknown): Promise<void> {
  const entry = { format: CACHE_FORMAT, key, value, digest: entryDigest(key, value) };
  // temp file, fsync, rename, never through a link: the store lib's atomic write, rooted at the cache folder
  await new ConfinedStore(dir, { label: 'cache', create: true }).writeAtomic(`${key}.json`, JSON.stringify(entry));
}

function isResult(v: unknown, check: CheckName, id: string): v is Verdict {
  const r = v as Partial<ItemRecord> | null;
  return (
    !!r &&
    r.check === check &&
    r.id === id &&
    typeof r.passed === 'boolean' &&
    Array.isArray(r.failures) &&
    typeof r.metrics === 'object' &&
    typeof r.ms === 'number'
  );
}

/**
 * Looks up and stores results by key for one run. Nothing found is believed as it is: a cache entry must carry
 * the digest of its key and value, a report's item the digest of its key and verdict, and a claimed pass must
 * survive its check's cheap re-check (`recheck`); anything else is counted in {@link broken} and runs again.
 */
export class ResultStore {
  private readonly earlier = new Map<string, ItemRecord>();
  private brokenCount = 0;
  /** Cache writes in order, each after the one before; the first failure is kept for {@link flush}. */
  private writes: Promise<void> = Promise.resolve();
  private writeError: unknown = null;

  constructor(
    private readonly sources: ReuseSources,
    private readonly recheck: (item: VerifyItem, claimed: Verdict) => boolean = () => true,
  ) {
    for (const s of sources.summaries ?? [])
      for (const i of s.items) if (i.key) this.earlier.set(`${i.id}\0${i.key}`, i);
  }

  /** Cache entries and report items found damaged, edited or claiming a pass that does not hold (each ran again). */
  get broken(): number {
    return this.brokenCount;
  }

  /** The earlier result of this item under this key and where it came from, or null. */
  find(item: VerifyItem, key: string): Found | null {
    const hit = this.earlier.get(`${item.id}\0${key}`);
    if (hit) {
      const result = resultOf(hit);
      if (hit.digest === itemDigest(key, result) && this.holds(item, result)) return { result, from: 'report' };
      this.brokenCount++;
    }
    if (!this.sources.cacheDir) return null;
    const read = readEntry(join(this.sources.cacheDir, 'items', `${key}.json`), key);
    if (read.kind === 'missing') return null;
    if (read.kind === 'ok' && isResult(read.value, item.check, item.id) && this.holds(item, read.value))
      return { result: read.value, from: 'cache' };
    this.brokenCount++;
    return null;
  }

  /** Keeps a fresh result in the cache folder (no-op without one); written in the background, see {@link flush}. */
  keep(key: string, record: ItemRecord): void {
    if (!this.sources.cacheDir) return;
    this.queue(join(this.sources.cacheDir, 'items'), key, resultOf(record));
  }

  /** A check's prepared value (faces: the pair list) cached under `key`, or null. */
  findPrepared(key: string): unknown {
    if (!this.sources.cacheDir) return null;
    const read = readEntry(join(this.sources.cacheDir, 'prepared', `${key}.json`), key);
    if (read.kind === 'broken') this.brokenCount++;
    return read.kind === 'ok' ? read.value : null;
  }

  /** Keeps a check's prepared value under `key` (no-op without a cache folder). */
  keepPrepared(key: string, value: unknown): void {
    if (this.sources.cacheDir) this.queue(join(this.sources.cacheDir, 'prepared'), key, value);
  }

  /** Resolves once every kept result is on disk; rejects with the first write that failed. */
  async flush(): Promise<void> {
    await this.writes;
    if (this.writeError !== null) throw this.writeError;
  }

  private queue(dir: string, key: string, value: unknown): void {
    this.writes = this.writes
      .then(() => (this.writeError === null ? writeEntry(dir, key, value) : undefined))
      .catch((e: unknown) => {
        this.writeError ??= e;
      });
  }

  /** A claimed failure is taken as it is (rerunning it could only pass); a claimed pass must hold its re-check. */
  private holds(item: VerifyItem, result: Verdict): boolean {
    if (!result.passed) return true;
    if (result.failures.length > 0) return false;
    try {
      return this.recheck(item, result);
    } catch {
      return false;
    }
  }
}
