/** The confined store, sync (CLI and verify): the same guards as confined-async.ts, step for step. */
import { randomBytes } from 'node:crypto';
import {
  type Stats,
  closeSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  READ_FLAGS,
  type StoreRoot,
  TEMP_FLAGS,
  TEMP_NAME,
  entrySegments,
  fdLink,
  isInside,
  segments,
  shown,
  tempName,
} from './paths';
import { StoreError, fileProblem, folderProblem, hasCode, sizeDetail } from './problems';
import type { EntryKind, ListOptions, ListedEntry } from './types';

function lstatOrNull(p: string): Stats | null {
  try {
    return lstatSync(p);
  } catch (e) {
    if (hasCode(e, 'ENOENT', 'ENOTDIR')) return null;
    throw e;
  }
}

/** The real path of the root, or null when it does not exist. */
export function realRootSync(root: StoreRoot): string | null {
  try {
    return realpathSync(root.dir);
  } catch (e) {
    if (hasCode(e, 'ENOENT', 'ENOTDIR')) return null;
    throw e;
  }
}

function folders(root: StoreRoot, real: string, parts: readonly string[], create: boolean): string | null {
  let p = real;
  for (let i = 0; i < parts.length; i++) {
    p = join(p, parts[i]);
    let st = lstatOrNull(p);
    if (!st && create) {
      try {
        mkdirSync(p);
      } catch (e) {
        if (!hasCode(e, 'EEXIST')) throw e;
      }
      st = lstatSync(p);
    }
    if (!st) return null;
    const problem = folderProblem(st);
    if (problem) throw new StoreError(problem, shown(root, parts.slice(0, i + 1)));
  }
  if (parts.length && !isInside(real, realpathSync(p))) throw new StoreError('outside the store', shown(root, parts));
  return p;
}

/** The entry `parts` (not empty) names, as `existing` in confined-async.ts. */
function existing(
  root: StoreRoot,
  parts: readonly string[],
): { real: string; dir: string; abs: string; st: Stats } | null {
  const real = realRootSync(root);
  const dir = real && folders(root, real, parts.slice(0, -1), false);
  if (!real || !dir) return null;
  const abs = join(dir, parts[parts.length - 1]);
  const st = lstatOrNull(abs);
  return st ? { real, dir, abs, st } : null;
}

function openRead(abs: string, file: string): number {
  try {
    return openSync(abs, READ_FLAGS);
  } catch (e) {
    if (hasCode(e, 'ELOOP')) throw new StoreError('symlink', file);
    if (hasCode(e, 'ENOENT')) throw new StoreError('changed while read', file);
    throw new StoreError('unreadable', file, (e as NodeJS.ErrnoException).code);
  }
}

function realOf(fd: number, abs: string): string {
  try {
    return readlinkSync(fdLink(fd));
  } catch {
    return realpathSync(abs);
  }
}

/** Reads one checked file; `st` is its lstat (`expected` false: a path given by a person, checked by fstat only). */
export function readCheckedSync(
  root: StoreRoot,
  real: string | null,
  abs: string,
  file: string,
  st: Stats | null,
  maxBytes: number,
): string {
  if (st) {
    const problem = fileProblem(st, maxBytes);
    if (problem)
      throw new StoreError(problem, file, problem === 'too large' ? sizeDetail(st.size, maxBytes) : undefined);
  }
  const fd = openRead(abs, file);
  try {
    const fst = fstatSync(fd);
    if (!fst.isFile()) throw new StoreError('not a regular file', file);
    if (st && (fst.ino !== st.ino || fst.dev !== st.dev)) throw new StoreError('changed while read', file);
    if (fst.size > maxBytes) throw new StoreError('too large', file, sizeDetail(fst.size, maxBytes));
    if (real !== null && !isInside(real, realOf(fd, abs))) throw new StoreError('outside the store', file);
    const buf = Buffer.alloc(Math.min(maxBytes + 1, fst.size + 1));
    let n = 0;
    for (;;) {
      const got = readSync(fd, buf, n, buf.length - n, n);
      if (got === 0) break;
      n += got;
      if (n >= buf.length) break;
    }
    if (n > maxBytes) throw new StoreError('too large', file, `more than ${maxBytes} bytes`);
    return buf.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The text of `rel`, or null when it does not exist; a bad entry throws StoreError. */
export function readTextSync(root: StoreRoot, rel: string, maxBytes = root.maxBytes): string | null {
  const parts = entrySegments(root, rel, 'not a regular file');
  const e = existing(root, parts);
  return e ? readCheckedSync(root, e.real, e.abs, shown(root, parts), e.st, maxBytes) : null;
}

/** What `rel` is (file, folder, null when missing); a symlink or special file throws StoreError. */
export function kindOfSync(root: StoreRoot, rel: string): EntryKind | null {
  const parts = segments(root, rel);
  const real = realRootSync(root);
  const dir = real && folders(root, real, parts.slice(0, -1), false);
  if (!real || !dir) return null;
  const st = lstatOrNull(parts.length ? join(dir, parts[parts.length - 1]) : dir);
  if (!st) return null;
  if (st.isDirectory()) return 'folder';
  const problem = fileProblem(st, Number.MAX_SAFE_INTEGER);
  if (problem) throw new StoreError(problem, shown(root, parts));
  return 'file';
}

/** The entries of folder `rel`, as `list` in confined-async.ts. */
export function listSync(root: StoreRoot, rel: string, opts: ListOptions = {}): ListedEntry[] {
  const parts = segments(root, rel);
  const real = realRootSync(root);
  const dir = real && folders(root, real, parts, false);
  if (!real || !dir) return [];
  const names = readdirSync(dir)
    .filter((n) => !TEMP_NAME.test(n) && (opts.filter?.(n) ?? true))
    .sort();
  const out: ListedEntry[] = [];
  for (const name of names) {
    const file = shown(root, [...parts, name]);
    const abs = join(dir, name);
    try {
      const st = lstatOrNull(abs);
      if (!st) continue;
      if (!opts.read) {
        const problem = st.isDirectory() ? null : fileProblem(st, opts.maxBytes ?? root.maxBytes);
        if (problem) throw new StoreError(problem, file);
        out.push({ name, file, kind: st.isDirectory() ? 'folder' : 'file' });
        continue;
      }
      out.push({
        name,
        file,
        kind: 'file',
        text: readCheckedSync(root, real, abs, file, st, opts.maxBytes ?? root.maxBytes),
      });
    } catch (e) {
      if (!(e instanceof StoreError)) throw e;
      out.push({ name, file, kind: 'bad', problem: e.problem, message: e.message });
    }
  }
  return out;
}

function syncDir(dir: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch (e) {
    if (!hasCode(e, 'EINVAL', 'EISDIR', 'EPERM', 'EBADF', 'EACCES')) throw e;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

function target(root: StoreRoot, rel: string): { dir: string; abs: string; file: string; st: Stats | null } {
  const parts = entrySegments(root, rel, 'not a regular file');
  mkdirSync(root.dir, { recursive: true });
  const dir = folders(root, realRootSync(root) as string, parts.slice(0, -1), true) as string;
  const abs = join(dir, parts[parts.length - 1]);
  return { dir, abs, file: shown(root, parts), st: lstatOrNull(abs) };
}

/** Writes `text` to `rel` atomically, never through a symlink (as `writeAtomic`). */
export function writeAtomicSync(root: StoreRoot, rel: string, text: string): void {
  const { dir, abs, file, st } = target(root, rel);
  if (st && (st.isSymbolicLink() || !st.isFile()))
    throw new StoreError(st.isSymbolicLink() ? 'symlink' : 'not a regular file', file);
  const tmp = join(dir, tempName(randomBytes(6)));
  const fd = openSync(tmp, TEMP_FLAGS, 0o644);
  try {
    const bytes = Buffer.from(text, 'utf8');
    for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off, bytes.length - off);
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, abs);
  } catch (e) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    rmSync(tmp, { force: true });
    throw e;
  }
  syncDir(dir);
}

/** Creates folder `rel` and the folders above it, each checked. */
export function makeFoldersSync(root: StoreRoot, rel: string): void {
  mkdirSync(root.dir, { recursive: true });
  folders(root, realRootSync(root) as string, segments(root, rel), true);
}

/** Removes `rel` (a folder only with `recursive`); a symlink is unlinked itself. False when missing. */
export function removeSync(root: StoreRoot, rel: string, opts: { recursive?: boolean } = {}): boolean {
  const parts = entrySegments(root, rel, 'unsafe name');
  const e = existing(root, parts);
  if (!e) return false;
  const { abs, st } = e;
  if (st.isDirectory()) {
    if (!opts.recursive) throw new StoreError('not a regular file', shown(root, parts));
    rmSync(abs, { recursive: true, force: true });
  } else unlinkSync(abs);
  return true;
}

/** Removes temp files a killed writer left in folder `rel`; returns how many. */
export function sweepSync(root: StoreRoot, rel: string): number {
  const parts = segments(root, rel);
  const real = realRootSync(root);
  let dir: string | null = null;
  try {
    dir = real && folders(root, real, parts, false);
  } catch {
    return 0;
  }
  if (!dir) return 0;
  let removed = 0;
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (TEMP_NAME.test(d.name) && !d.isDirectory()) {
      rmSync(join(dir, d.name), { force: true });
      removed++;
    }
  }
  return removed;
}
