/**
 * The few file operations the level history and the journal need, confined to the levels folder by
 * `@levelbench/store`: nothing below the root is followed if it is a symlink (a planted
 * `levels/.history -> /elsewhere` is refused, not written through), FIFOs are never opened, reads are
 * capped. Callers pass absolute paths under the root, as they did with `node:fs`.
 */
import { relative, resolve, sep } from 'node:path';
import { ConfinedStore, isStoreError } from '@levelbench/store';

/** History versions wrap a level (≤ 1 MiB) in JSON; a journal entry names a few files. */
const MAX_BYTES = 4 * 1024 * 1024;

/** File operations under one root, by absolute path. */
export interface FileIo {
  /** The file's text; rejects when it is missing or not a regular file (as `fs.readFile` would). */
  readText(file: string): Promise<string>;
  /** Names in a folder (every entry, also ones the store would refuse); [] when it is missing. */
  listNames(dir: string): Promise<string[]>;
  /** Writes atomically, creating the folders (never through a symlink). */
  writeText(file: string, text: string): Promise<void>;
  /** Removes a file; nothing when it is missing. */
  removeFile(file: string): Promise<void>;
  /** Moves a folder (its parent is created). */
  moveDir(src: string, dst: string): Promise<void>;
  /** Removes a folder the caller has found empty. */
  removeDir(dir: string): Promise<void>;
  /** Removes the temp files a killed writer left in `dir` (and below it with `recursive`); returns how many. */
  sweep(dir: string, recursive?: boolean): Promise<number>;
  /** Throws StoreError when the path, or a folder on the way, is a symlink or otherwise refused; fine when missing. */
  check(path: string): Promise<void>;
  /** True when something is there (a symlink too). */
  exists(path: string): Promise<boolean>;
}

/** {@link FileIo} confined to `root` (the levels folder). */
export function confinedIo(root: string): FileIo {
  const dir = resolve(root);
  const store = new ConfinedStore(dir, { label: 'levels', maxBytes: MAX_BYTES });
  const rel = (abs: string): string => {
    const r = relative(dir, abs);
    if (!r || r.startsWith('..') || r.startsWith(sep)) throw new Error(`${abs} is not inside the levels folder`);
    return r.split(sep).join('/');
  };
  return {
    readText: async (file) => {
      const text = await store.readText(rel(file));
      if (text === null) throw Object.assign(new Error(`${store.shown(rel(file))} does not exist`), { code: 'ENOENT' });
      return text;
    },
    listNames: async (dir) => (await store.list(rel(dir)).catch(() => [])).map((e) => e.name),
    writeText: (file, text) => store.writeAtomic(rel(file), text),
    removeFile: async (file) => {
      await store.remove(rel(file));
    },
    moveDir: async (src, dst) => {
      const to = rel(dst);
      await store.makeFolders(to.split('/').slice(0, -1).join('/'));
      if (!(await store.rename(rel(src), to)))
        throw Object.assign(new Error(`${store.shown(rel(src))} does not exist`), { code: 'ENOENT' });
    },
    removeDir: async (dir) => {
      await store.remove(rel(dir), { recursive: true });
    },
    sweep: (dir, recursive = false) => store.sweep(rel(dir), { recursive }).catch(() => 0),
    check: async (path) => {
      await store.kindOf(rel(path));
    },
    exists: async (path) => {
      try {
        return (await store.kindOf(rel(path))) !== null;
      } catch (e) {
        if (isStoreError(e) && e.problem !== 'symlink') throw e; // a symlinked folder on the way
        return true; // a symlink or FIFO is something in the way, never something to follow
      }
    },
  };
}
