/** The file store behind `/api/levels`: safe ids, strong ETags, atomic writes, per-file locks. */
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join, resolve, sep } from 'node:path';

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

/** Writes `text` to `file` so readers only ever see the old or the new bytes: temp file, fsync, rename, fsync dir. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const dir = resolve(file, '..');
  const tmp = join(dir, `.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.open(tmp, 'wx', 0o644);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (e) {
    await handle.close();
    await fs.rm(tmp, { force: true });
    throw e;
  }
  await handle.close();
  try {
    await fs.rename(tmp, file);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
  // make the rename itself durable; some platforms cannot open or fsync a directory, which is fine
  const d = await fs.open(dir, 'r').catch(() => null);
  try {
    await d?.sync().catch((e: NodeJS.ErrnoException) => {
      if (!['EINVAL', 'EISDIR', 'EPERM', 'EBADF'].includes(e.code ?? '')) throw e;
    });
  } finally {
    await d?.close();
  }
}

/** JSON files under one root folder, one sub-folder per game; nothing outside the root is ever touched. */
export class FileStore {
  private readonly root: string;
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(root: string) {
    this.root = resolve(root);
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
    let removed = 0;
    for (const folder of folders) {
      const dir = resolve(this.root, folder);
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      for (const n of names.filter((n) => /^\.[0-9a-f]{12}\.tmp$/.test(n))) {
        await fs.rm(join(dir, n), { force: true });
        removed++;
      }
    }
    return removed;
  }

  /** Ids of the `*.json` files in a folder, sorted; temp files and unsafe names are skipped. */
  async list(folder: string): Promise<string[]> {
    this.pathOf(folder, 'x');
    const names = await fs.readdir(resolve(this.root, folder)).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return [] as string[];
      throw e;
    });
    return names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .filter((id) => ID_PATTERN.test(id))
      .sort();
  }

  /** The file's text and ETag, or null when it does not exist. */
  async read(folder: string, id: string): Promise<StoredFile | null> {
    const p = this.pathOf(folder, id);
    try {
      const text = await fs.readFile(p, 'utf8');
      return { text, etag: etagOf(text) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  /**
   * Creates or replaces a file under its lock; `content` may depend on the current version (to keep
   * its layout). Returns the new version and whether it was created.
   */
  async write(
    folder: string,
    id: string,
    content: string | ((current: StoredFile | null) => string),
    pre: Preconditions = {},
  ): Promise<StoredFile & { created: boolean }> {
    const p = this.pathOf(folder, id);
    return this.locked(p, async () => {
      const current = await this.read(folder, id);
      checkPreconditions(pre, current);
      const text = typeof content === 'string' ? content : content(current);
      await fs.mkdir(resolve(p, '..'), { recursive: true });
      await writeFileAtomic(p, text);
      return { text, etag: etagOf(text), created: current === null };
    });
  }

  /** Deletes a file under its lock; returns false when it did not exist. */
  async remove(folder: string, id: string, pre: Preconditions = {}): Promise<boolean> {
    const p = this.pathOf(folder, id);
    return this.locked(p, async () => {
      const current = await this.read(folder, id);
      checkPreconditions(pre, current);
      if (!current) return false;
      await fs.rm(p);
      return true;
    });
  }

  /** Waits for writes in progress (used by graceful shutdown). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.locks.values()]);
  }

  // Serialises read-check-write per file so two requests cannot both pass the same If-Match.
  private async locked<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(key) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const settled = next.catch(() => undefined);
    this.locks.set(key, settled);
    void settled.then(() => {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    });
    return next;
  }
}
