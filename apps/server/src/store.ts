/** The file store behind `/api/levels`: safe ids, strong ETags, atomic writes, per-file locks, on the confined store. */
import { createHash } from 'node:crypto';
import { resolve, sep } from 'node:path';
import { ConfinedStore, KeyedLock, type StoreProblem } from '@levelbench/store';

/** Ids are lower-case words joined by dashes: never a dot, a slash or an absolute path. */
export const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Strong ETag of a file's bytes (quoted, as HTTP wants it). */
export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** One stored file: its text and ETag. */
export interface StoredFile {
  readonly text: string;
  readonly etag: string;
}

/** Why a conditional write was refused: the precondition and the file's current state. */
export class PreconditionFailed extends Error {
  constructor(readonly current: StoredFile | null) {
    super(current ? 'the file was changed by someone else' : 'the file does not exist');
  }
}

/** A replace that named no precondition: the client must say which version it replaces (`If-Match`). */
export class PreconditionRequired extends Error {
  constructor(readonly current: StoredFile) {
    super('the file exists: send If-Match with the ETag you loaded (or If-Match: * to overwrite whatever is there)');
  }
}

/** Thrown for an id or folder name that could escape the store. */
export class UnsafeName extends Error {}

/** A bad entry on disk (symlink, FIFO, folder, too large): answered 422 with `problem`, see app.ts. */
export { StoreError, isStoreError, type StoreProblem } from '@levelbench/store';

/**
 * Conditions of a write or delete: `ifMatch` (ETags or `*`), `ifNoneMatch` (`*`: create only; ETags:
 * refuse when the file is one of them), `required`: replacing an existing file needs one of the two.
 */
export interface Preconditions {
  readonly ifMatch?: string;
  readonly ifNoneMatch?: string;
  readonly required?: boolean;
}

function matches(header: string, current: StoredFile | null): boolean {
  if (header.trim() === '*') return current !== null;
  if (!current) return false;
  // weak comparison is fine here: our tags are strong, but proxies may prefix W/
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === current.etag);
}

/** Refuses a write whose preconditions do not hold for the current file. */
export function checkPreconditions(pre: Preconditions, current: StoredFile | null): void {
  if (pre.ifMatch !== undefined && !matches(pre.ifMatch, current)) throw new PreconditionFailed(current);
  if (pre.ifNoneMatch !== undefined && matches(pre.ifNoneMatch, current)) throw new PreconditionFailed(current);
  if (pre.required && current && pre.ifMatch === undefined && pre.ifNoneMatch === undefined)
    throw new PreconditionRequired(current);
}

/** Why a `*.json` of a game folder is not a level: its name is not an id the server accepts. */
export const INVALID_ID = 'invalid id';

/** What the level list shows for one `<id>.json`: its version, or why it cannot be served. */
export type StoreEntry =
  | { readonly id: string; readonly file: StoredFile; readonly problem?: undefined }
  | {
      readonly id: string;
      readonly file?: undefined;
      readonly problem: StoreProblem | typeof INVALID_ID;
      readonly message: string;
    };

/** Options of a file store. */
export interface FileStoreOptions {
  /** Bytes one file may have (default 1 MiB); larger files are listed as `too large` and never read. */
  readonly maxBytes?: number;
}

/**
 * JSON files under one root folder, one sub-folder per game, through `@levelbench/store`: nothing
 * outside the root is ever read or written, no symlink followed, no FIFO opened, no file over the cap read.
 */
export class FileStore {
  /** The confined store of the root (label `levels`), for code that needs more than `<folder>/<id>.json`. */
  readonly confined: ConfinedStore;
  /** One lock per game folder: every change of a game (save, rename, delete, restore) holds it. */
  readonly locks = new KeyedLock();
  private readonly root: string;

  constructor(root: string, opts: FileStoreOptions = {}) {
    this.root = resolve(root);
    this.confined = new ConfinedStore(this.root, { label: 'levels', maxBytes: opts.maxBytes });
  }

  /** Absolute path of `<folder>/<id>.json`, refusing anything that is not a safe id or that resolves outside the root. */
  pathOf(folder: string, id: string): string {
    if (!ID_PATTERN.test(folder) || !ID_PATTERN.test(id))
      throw new UnsafeName(`"${id}" is not a valid id (lower-case letters, digits and dashes)`);
    const p = resolve(this.root, folder, `${id}.json`);
    if (!p.startsWith(this.root + sep)) throw new UnsafeName(`"${id}" is outside the store`);
    return p;
  }

  /** Removes temp files a killed process may have left behind (they are never read as levels). */
  async sweep(folders: readonly string[]): Promise<number> {
    // the first call at start-up: a levels folder that is not there is an error, never an empty store
    await this.confined.requireRoot().catch((e: unknown) => {
      throw new Error(`the levels folder ${this.root} does not exist: restore it or start the server on another`, {
        cause: e,
      });
    });
    let removed = 0;
    for (const folder of folders) removed += await this.confined.sweep(folder);
    return removed;
  }

  /** Ids of the `*.json` entries in a folder (bad ones too, not invalid ids), sorted; a symlinked folder throws StoreError. */
  async list(folder: string): Promise<string[]> {
    return (await this.entries(folder)).filter((e) => e.problem !== INVALID_ID).map((e) => e.id);
  }

  /** Every `<id>.json` of a folder with its version, or the problem that keeps it from being served. */
  async entries(folder: string): Promise<StoreEntry[]> {
    this.pathOf(folder, 'x');
    await this.confined.requireRoot();
    const listed = await this.confined.list(folder, { read: true, filter: (n) => n.endsWith('.json') });
    return listed
      .map((e) => ({ e, id: e.name.slice(0, -'.json'.length) }))
      .map(
        ({ e, id }): StoreEntry =>
          !ID_PATTERN.test(id)
            ? {
                id,
                problem: INVALID_ID,
                message:
                  `levels/${folder}/${e.name} is not served: "${id}" is not a valid id ` +
                  '(1–64 lower-case letters, digits and dashes); rename the file',
              }
            : e.text !== undefined
              ? { id, file: { text: e.text, etag: etagOf(e.text) } }
              : {
                  id,
                  problem: e.problem ?? 'unreadable',
                  message: e.message ?? `levels/${folder}/${e.name} cannot be read`,
                },
      );
  }

  /** The file's text and ETag, or null when it does not exist; a bad entry (symlink, FIFO, too large…) throws StoreError. */
  async read(folder: string, id: string): Promise<StoredFile | null> {
    this.pathOf(folder, id);
    await this.confined.requireRoot();
    const text = await this.confined.readText(`${folder}/${id}.json`);
    return text === null ? null : { text, etag: etagOf(text) };
  }

  /**
   * Creates or replaces a file under its game's lock (not journalled, no history: the PUT route journals its own); `content` may depend on the current version (to keep
   * its layout). Returns the new version and whether it was created.
   */
  async write(
    folder: string,
    id: string,
    content: string | ((current: StoredFile | null) => string),
    pre: Preconditions = {},
  ): Promise<StoredFile & { created: boolean }> {
    this.pathOf(folder, id);
    return this.locks.run(folder, async () => {
      const current = await this.read(folder, id);
      checkPreconditions(pre, current);
      const text = typeof content === 'string' ? content : content(current);
      await this.confined.writeAtomic(`${folder}/${id}.json`, text);
      return { text, etag: etagOf(text), created: current === null };
    });
  }

  /** Deletes a file under its lock; returns false when it did not exist. */
  async remove(folder: string, id: string, pre: Preconditions = {}): Promise<boolean> {
    this.pathOf(folder, id);
    return this.locks.run(folder, async () => {
      const current = await this.read(folder, id);
      checkPreconditions(pre, current);
      if (!current) return false;
      return this.confined.remove(`${folder}/${id}.json`);
    });
  }

  /** Waits for writes in progress (used by graceful shutdown). */
  idle(): Promise<void> {
    return this.locks.idle();
  }
}
