/**
 * The analysis cache on disk: one JSON file per content hash under the store's dot-folder
 * (`levels/.cache/<name>/<key>.json`, outside the game folders, git-ignored), read and written through
 * the confined store (no symlink followed, atomic writes, a per-file cap), so a restarted server answers
 * the level list's metrics without solving again. An entry names the code that computed it and carries an
 * HMAC over its key, code and value with the store's own secret (`levels/.cache/secret`, 0600, made on first
 * use): a truncated, hand-edited, copied or hand-written entry does not check and is recomputed (and counted
 * in {@link DiskShelf.broken}); an entry of other code is a plain miss.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { ConfinedStore } from '@levelbench/store';
import { entryDigest } from '@levelbench/verify';
import type { CacheShelf } from './analysis-cache';

/** The `format` every entry carries. */
export const SHELF_FORMAT = 'levelbench-cache/2';

/** The store's cache secret, below its root: 32 random bytes as hex, readable by the server's user only. */
export const SECRET_FILE = '.cache/secret';

/** The secret of `store`'s cache (created on first use); one read per store and process. */
const secrets = new WeakMap<ConfinedStore, Promise<Buffer>>();
export function cacheSecret(store: ConfinedStore): Promise<Buffer> {
  let known = secrets.get(store);
  if (!known) {
    known = loadSecret(store);
    secrets.set(store, known);
    known.catch(() => secrets.delete(store)); // a failure is retried by the next entry
  }
  return known;
}

async function loadSecret(store: ConfinedStore): Promise<Buffer> {
  const read = async (): Promise<Buffer | null> => {
    const text = await store.readText(SECRET_FILE, 1024);
    if (text === null) return null;
    if (!/^[0-9a-f]{64}$/.test(text.trim())) throw new Error(`${store.shown(SECRET_FILE)} is not a cache secret`);
    return Buffer.from(text.trim(), 'hex');
  };
  const found = await read();
  if (found) return found;
  await store.makeFolders('.cache'); // confined: no symlink on the way
  try {
    // O_EXCL: never through a link, never over a secret another process made meanwhile; 0600 from the start
    const handle = await fs.open(join(store.root.dir, SECRET_FILE), 'wx', 0o600);
    try {
      await handle.writeFile(`${randomBytes(32).toString('hex')}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const made = await read();
  if (!made) throw new Error(`${store.shown(SECRET_FILE)} could not be made`);
  return made;
}

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
  /** HMAC-SHA-256 with the store's secret over key, code and value (canonical JSON). */
  readonly digest: string;
}

const digestOf = (secret: Buffer, key: string, code: string, value: unknown): string =>
  entryDigest(key, { code, value }, secret);

/** A {@link CacheShelf} of files in a confined store; every failure reads as a miss and writes as nothing. */
export class DiskShelf<T> implements CacheShelf<T> {
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /** Names on disk in write order (oldest first), loaded once. */
  private names?: Promise<string[]>;
  private brokenCount = 0;

  constructor(
    private readonly store: ConfinedStore,
    private readonly opts: DiskShelfOptions<T>,
  ) {
    this.maxEntries = opts.maxEntries ?? 2000;
    this.maxBytes = opts.maxBytes ?? 256 * 1024;
  }

  /** Entries found damaged, edited, copied from another store or of the wrong shape (each one recomputed). */
  get broken(): number {
    return this.brokenCount;
  }

  /** Counts an entry that was there but could not be believed (the caller recomputes it). */
  reject(): undefined {
    this.brokenCount++;
    return undefined;
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
      return this.reject(); // truncated or not JSON
    }
    if (!entry || typeof entry !== 'object' || entry.format !== SHELF_FORMAT || entry.key !== key) return this.reject();
    if (entry.code !== this.opts.code) return undefined; // other code's result: a plain miss
    const secret = await cacheSecret(this.store);
    if (entry.digest !== digestOf(secret, key, this.opts.code, entry.value)) return this.reject();
    return this.opts.accept(entry.value) ? entry.value : this.reject();
  }

  async write(key: string, value: T): Promise<void> {
    if (!KEY.test(key)) return;
    const digest = digestOf(await cacheSecret(this.store), key, this.opts.code, value);
    const text = JSON.stringify({ format: SHELF_FORMAT, code: this.opts.code, key, value, digest } satisfies Entry);
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
