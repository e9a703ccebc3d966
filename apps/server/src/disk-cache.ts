/**
 * The analysis cache on disk: one JSON file per content hash under the store's dot-folder
 * (`levels/.cache/<name>/<key>.json`, outside the game folders, git-ignored), read and written through
 * the confined store (no symlink followed, atomic writes, a per-file cap), so a restarted server answers
 * the level list's metrics without solving again. An entry names the code that computed it; a corrupt,
 * foreign, oversized or other-code entry is ignored (and replaced by the next computation).
 */
import type { ConfinedStore } from '@levelbench/store';
import type { CacheShelf } from './analysis-cache';

/** The `format` every entry carries. */
export const SHELF_FORMAT = 'levelbench-cache/1';

/** Keys are SHA-256 hex digests: never a dot, a slash or anything else a path could be made of. */
const KEY = /^[0-9a-f]{64}$/;

/** Options of a {@link DiskShelf}. */
export interface DiskShelfOptions<T> {
  /** Folder below the store root, e.g. `.cache/pigment-analyse`. */
  readonly folder: string;
  /** Version of the code whose results are kept (a changed rules lib invalidates every entry). */
  readonly code: string;
  /** Entries kept at most; past it the oldest written by this process go first, then any (default 2000). */
  readonly maxEntries?: number;
  /** Bytes one entry may have (default 256 KiB); larger values are not written, larger files not read. */
  readonly maxBytes?: number;
  /** Checks a read value's shape; a value that fails is ignored. */
  readonly accept: (value: unknown) => value is T;
}

/** One entry file. */
interface Entry {
  readonly format: string;
  readonly code: string;
  readonly key: string;
  readonly value: unknown;
}

/** A {@link CacheShelf} of files in a confined store; every failure reads as a miss and writes as nothing. */
export class DiskShelf<T> implements CacheShelf<T> {
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /** Names on disk in write order (oldest first), loaded once. */
  private names?: Promise<string[]>;

  constructor(
    private readonly store: ConfinedStore,
    private readonly opts: DiskShelfOptions<T>,
  ) {
    this.maxEntries = opts.maxEntries ?? 2000;
    this.maxBytes = opts.maxBytes ?? 256 * 1024;
  }

  async read(key: string): Promise<T | undefined> {
    if (!KEY.test(key)) return undefined;
    let text: string | null;
    try {
      text = await this.store.readText(this.path(key), this.maxBytes);
    } catch {
      return undefined; // a symlink, folder, FIFO or oversized file where an entry should be
    }
    if (text === null) return undefined;
    let entry: Partial<Entry>;
    try {
      entry = JSON.parse(text) as Partial<Entry>;
    } catch {
      return undefined;
    }
    if (!entry || typeof entry !== 'object') return undefined;
    if (entry.format !== SHELF_FORMAT || entry.code !== this.opts.code || entry.key !== key) return undefined;
    return this.opts.accept(entry.value) ? entry.value : undefined;
  }

  async write(key: string, value: T): Promise<void> {
    if (!KEY.test(key)) return;
    const text = JSON.stringify({ format: SHELF_FORMAT, code: this.opts.code, key, value } satisfies Entry);
    if (Buffer.byteLength(text) > this.maxBytes) return;
    const names = await this.index();
    await this.store.writeAtomic(this.path(key), text);
    const name = `${key}.json`;
    const at = names.indexOf(name);
    if (at >= 0) names.splice(at, 1);
    names.push(name);
    while (names.length > this.maxEntries) {
      const old = names.shift() as string;
      await this.store.remove(`${this.opts.folder}/${old}`).catch(() => false);
    }
  }

  private path(key: string): string {
    return `${this.opts.folder}/${key}.json`;
  }

  /** The entries already on disk (temp files of a killed writer swept first); an unreadable folder lists none. */
  private index(): Promise<string[]> {
    this.names ??= (async () => {
      try {
        await this.store.sweep(this.opts.folder);
        const listed = await this.store.list(this.opts.folder, { filter: (n) => n.endsWith('.json') });
        return listed.filter((e) => e.kind === 'file').map((e) => e.name);
      } catch {
        return [];
      }
    })();
    return this.names;
  }
}
