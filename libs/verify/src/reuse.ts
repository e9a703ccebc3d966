/**
 * Incremental verify: an item's result is taken from an earlier report (`--reuse`) or from a
 * content-addressed cache folder (`--cache`) when its key matches. The key hashes everything the
 * verdict depends on: the item's whole payload (its file's text, the curve, the weights, the face
 * pair, the budgets) and the version of the code that checks it (`codeVersions`). Nothing else is
 * trusted: a changed byte in either re-runs the item.
 */
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfinedStore } from '@levelbench/store';
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
  item: Pick<VerifyItem, 'check' | 'payload'>,
  versions: Readonly<Partial<Record<CheckName, string>>>,
): string {
  return contentKey(['item', versions[item.check] ?? '', JSON.stringify(item.payload)]);
}

/** Files in the cache are at most this large (an item with drawings is a few hundred KiB). */
const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

function readEntry(file: string): unknown {
  try {
    const s = lstatSync(file);
    if (!s.isFile() || s.size > MAX_ENTRY_BYTES) return null;
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null; // absent or damaged: the item runs again
  }
}

function writeEntry(dir: string, key: string, value: unknown): void {
  mkdirSync(dir, { recursive: true });
  // temp file, fsync, rename, never through a link: the store lib's atomic write, rooted at the cache folder
  new ConfinedStore(dir, { label: 'cache' }).writeAtomicSync(`${key}.json`, JSON.stringify(value));
}

function isResult(v: unknown, check: CheckName, id: string): v is ItemResult & { ms: number } {
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

/** An item record without where it stood in a run: what the cache keeps and a reuse hands back. */
function resultOf(record: ItemRecord): ItemResult & { ms: number } {
  const result: ItemResult & { ms: number; index?: number; key?: string } = { ...record };
  delete result.index;
  delete result.key;
  return result;
}

/** Looks up and stores results by key for one run. */
export class ResultStore {
  private readonly earlier = new Map<string, ItemRecord>();

  constructor(private readonly sources: ReuseSources) {
    for (const s of sources.summaries ?? [])
      for (const i of s.items) if (i.key) this.earlier.set(`${i.id}\0${i.key}`, i);
  }

  /** The earlier result of this item under this key, or null. */
  find(item: VerifyItem, key: string): (ItemResult & { ms: number }) | null {
    const hit = this.earlier.get(`${item.id}\0${key}`);
    if (hit) return resultOf(hit);
    if (!this.sources.cacheDir) return null;
    const cached = readEntry(join(this.sources.cacheDir, 'items', `${key}.json`));
    return isResult(cached, item.check, item.id) ? cached : null;
  }

  /** Keeps a fresh result in the cache folder (no-op without one). */
  keep(key: string, record: ItemRecord): void {
    if (!this.sources.cacheDir) return;
    writeEntry(join(this.sources.cacheDir, 'items'), key, resultOf(record));
  }

  /** A check's prepared value (faces: the pair list) cached under `key`, or null. */
  findPrepared(key: string): unknown {
    if (!this.sources.cacheDir) return null;
    return readEntry(join(this.sources.cacheDir, 'prepared', `${key}.json`));
  }

  /** Keeps a check's prepared value under `key` (no-op without a cache folder). */
  keepPrepared(key: string, value: unknown): void {
    if (this.sources.cacheDir) writeEntry(join(this.sources.cacheDir, 'prepared'), key, value);
  }
}
