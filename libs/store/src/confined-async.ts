/**
 * The confined store (the server, the CLI and verify): every folder below the root is lstat'ed (never a symlink),
 * files are opened O_NOFOLLOW | O_NONBLOCK, fstat'ed (regular, within the cap) and their real path,
 * read back from the open descriptor, must lie under the real root.
 */
import { randomBytes } from 'node:crypto';
import { type Stats, promises as fs } from 'node:fs';
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
  under,
} from './paths';
import { StoreError, fileProblem, folderProblem, hasCode, sizeDetail } from './problems';
import type { EntryKind, ListOptions, ListedEntry } from './types';

async function lstatOrNull(p: string): Promise<Stats | null> {
  return fs.lstat(p).catch((e: unknown) => {
    if (hasCode(e, 'ENOENT', 'ENOTDIR')) return null;
    throw e;
  });
}

/** The real path of the root, or null when it does not exist yet. */
export async function realRoot(root: StoreRoot): Promise<string | null> {
  return fs.realpath(root.dir).catch((e: unknown) => {
    if (hasCode(e, 'ENOENT', 'ENOTDIR')) return null;
    throw e;
  });
}

/** The real path of the root; a missing root is created only when the root allows it, else it throws `missing store`. */
export async function requireRoot(root: StoreRoot, create = false): Promise<string> {
  if (create && root.create) await fs.mkdir(root.dir, { recursive: true });
  const real = await realRoot(root);
  if (real === null) throw new StoreError('missing store', root.label);
  const st = await fs.stat(real);
  if (!st.isDirectory()) throw new StoreError('not a folder', root.label);
  return real;
}

/** Walks `parts` (folders) below the real root, refusing symlinks and non-folders; null when one is missing and `create` is off. */
async function folders(
  root: StoreRoot,
  real: string,
  parts: readonly string[],
  create: boolean,
): Promise<string | null> {
  let p = real;
  for (let i = 0; i < parts.length; i++) {
    p = join(p, parts[i]);
    let st = await lstatOrNull(p);
    if (!st && create) {
      await fs.mkdir(p).catch((e: unknown) => {
        if (!hasCode(e, 'EEXIST')) throw e;
      });
      st = await fs.lstat(p);
    }
    if (!st) return null;
    const problem = folderProblem(st);
    if (problem) throw new StoreError(problem, shown(root, parts.slice(0, i + 1)));
  }
  // belt and braces: a folder swapped for a symlink between two lstats is caught here
  if (parts.length && !isInside(real, await fs.realpath(p)))
    throw new StoreError('outside the store', shown(root, parts));
  return p;
}

/** The entry `parts` (not empty) names, below folders checked on the way: null when it, its folder or the root is missing. */
async function existing(
  root: StoreRoot,
  parts: readonly string[],
): Promise<{ real: string; dir: string; abs: string; st: Stats } | null> {
  const real = await realRoot(root);
  const dir = real && (await folders(root, real, parts.slice(0, -1), false));
  if (!real || !dir) return null;
  const abs = join(dir, parts[parts.length - 1]);
  const st = await lstatOrNull(abs);
  return st ? { real, dir, abs, st } : null;
}

/**
 * Reads one file with every guard. `st` is its lstat and `real` the real root, both checked below when given;
 * a file a person names on the command line has neither: only what it is (fstat) matters then.
 */
export async function readChecked(
  root: StoreRoot,
  real: string | null,
  abs: string,
  file: string,
  st: Stats | null,
  maxBytes: number,
): Promise<string> {
  const problem = st && fileProblem(st, maxBytes);
  if (st && problem)
    throw new StoreError(problem, file, problem === 'too large' ? sizeDetail(st.size, maxBytes) : undefined);
  const h = await fs.open(abs, READ_FLAGS).catch((e: unknown) => {
    if (hasCode(e, 'ELOOP')) throw new StoreError('symlink', file);
    if (hasCode(e, 'ENOENT')) throw new StoreError('changed while read', file);
    throw new StoreError('unreadable', file, (e as NodeJS.ErrnoException).code);
  });
  try {
    const fst = await h.stat();
    if (!fst.isFile()) throw new StoreError('not a regular file', file);
    if (st && (fst.ino !== st.ino || fst.dev !== st.dev)) throw new StoreError('changed while read', file);
    if (fst.size > maxBytes) throw new StoreError('too large', file, sizeDetail(fst.size, maxBytes));
    if (real !== null && !isInside(real, await fs.readlink(fdLink(h.fd)).catch(() => fs.realpath(abs))))
      throw new StoreError('outside the store', file);
    // read at most cap + 1 bytes: a file that grows after fstat still cannot make us hold more
    const buf = Buffer.alloc(Math.min(maxBytes + 1, Math.max(fst.size, 0) + 1));
    let n = 0;
    for (;;) {
      const { bytesRead } = await h.read(buf, n, buf.length - n, n);
      if (bytesRead === 0) break;
      n += bytesRead;
      if (n >= buf.length) break;
    }
    if (n > maxBytes) throw new StoreError('too large', file, `more than ${maxBytes} bytes`);
    return buf.subarray(0, n).toString('utf8');
  } finally {
    await h.close();
  }
}

/** The text of `rel` (e.g. `pigment/x.json`), or null when it does not exist; a bad entry throws StoreError. */
export async function readText(root: StoreRoot, rel: string, maxBytes = root.maxBytes): Promise<string | null> {
  const parts = entrySegments(root, rel, 'not a regular file');
  const e = await existing(root, parts);
  return e ? readChecked(root, e.real, e.abs, shown(root, parts), e.st, maxBytes) : null;
}

/** What `rel` is: a file, a folder, null when missing; a symlink or special file throws StoreError. */
export async function kindOf(root: StoreRoot, rel: string): Promise<EntryKind | null> {
  const parts = segments(root, rel);
  const real = await realRoot(root);
  const dir = real && (await folders(root, real, parts.slice(0, -1), false));
  if (!real || !dir) return null;
  const st = await lstatOrNull(parts.length ? join(dir, parts[parts.length - 1]) : dir);
  if (!st) return null;
  if (st.isDirectory()) return 'folder';
  const problem = fileProblem(st, Number.MAX_SAFE_INTEGER);
  if (problem) throw new StoreError(problem, shown(root, parts));
  return 'file';
}

/**
 * The entries of folder `rel` that pass `filter` (temp files never do), sorted by name: good ones
 * with their text when `read`, bad ones with a problem; a missing folder lists as empty.
 */
export async function list(root: StoreRoot, rel: string, opts: ListOptions = {}): Promise<ListedEntry[]> {
  const parts = segments(root, rel);
  const real = await realRoot(root);
  const dir = real && (await folders(root, real, parts, false));
  if (!real || !dir) return [];
  const names = (await fs.readdir(dir)).filter((n) => !TEMP_NAME.test(n) && (opts.filter?.(n) ?? true)).sort();
  const out: ListedEntry[] = [];
  // one at a time: memory stays at one capped file, whatever the folder holds
  for (const name of names) {
    const file = shown(root, [...parts, name]);
    const abs = join(dir, name);
    try {
      const st = await lstatOrNull(abs);
      if (!st) continue;
      if (!opts.read) {
        const problem = st.isDirectory() ? null : fileProblem(st, opts.maxBytes ?? root.maxBytes);
        out.push(
          problem
            ? bad(name, file, new StoreError(problem, file))
            : { name, file, kind: st.isDirectory() ? 'folder' : 'file' },
        );
        continue;
      }
      out.push({
        name,
        file,
        kind: 'file',
        text: await readChecked(root, real, abs, file, st, opts.maxBytes ?? root.maxBytes),
      });
    } catch (e) {
      if (!(e instanceof StoreError)) throw e;
      out.push(bad(name, file, e));
    }
  }
  return out;
}

function bad(name: string, file: string, e: StoreError): ListedEntry {
  return { name, file, kind: 'bad', problem: e.problem, message: e.message };
}

async function syncDir(dir: string): Promise<void> {
  // makes a rename durable; some platforms cannot open or fsync a folder, which is fine
  const d = await fs.open(dir, 'r').catch(() => null);
  try {
    await d?.sync().catch((e: unknown) => {
      if (!hasCode(e, 'EINVAL', 'EISDIR', 'EPERM', 'EBADF')) throw e;
    });
  } finally {
    await d?.close();
  }
}

/** The checked folder and file name of `rel`, creating missing folders (never through a symlink). */
async function target(
  root: StoreRoot,
  rel: string,
): Promise<{ dir: string; abs: string; file: string; st: Stats | null }> {
  const parts = entrySegments(root, rel, 'not a regular file');
  const real = await requireRoot(root, true);
  const dir = (await folders(root, real, parts.slice(0, -1), true)) as string;
  const abs = join(dir, parts[parts.length - 1]);
  return { dir, abs, file: shown(root, parts), st: await lstatOrNull(abs) };
}

/** Renames the temp entry `tmp` in `dir` over `abs` (removing it when the rename fails), then syncs `dir`. */
async function swapIn(dir: string, tmp: string, abs: string): Promise<void> {
  try {
    await fs.rename(tmp, abs);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
  await syncDir(dir);
}

/**
 * Writes `text` to `rel` atomically (temp file created `wx` + O_NOFOLLOW, fsync, rename, folder fsync).
 * An existing entry must be a regular file; rename(2) replaces a name, never what a link points at.
 */
export async function writeAtomic(root: StoreRoot, rel: string, text: string): Promise<void> {
  const { dir, abs, file, st } = await target(root, rel);
  if (st && (st.isSymbolicLink() || !st.isFile()))
    throw new StoreError(st.isSymbolicLink() ? 'symlink' : 'not a regular file', file);
  const tmp = join(dir, tempName(randomBytes(6)));
  const handle = await fs.open(tmp, TEMP_FLAGS, 0o644);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (e) {
    await handle.close();
    await fs.rm(tmp, { force: true });
    throw e;
  }
  await handle.close();
  await swapIn(dir, tmp, abs);
}

/**
 * Points `rel` at `to` (a name in the same folder) with a symlink swapped in by one rename: a reader finds the
 * old link or the new one, never none. An existing `rel` must be a link or a file; no link is ever followed.
 */
export async function writeLink(root: StoreRoot, rel: string, to: string): Promise<void> {
  if (segments(root, to).length !== 1) throw new StoreError('unsafe name', shown(root, to));
  const { dir, abs, file, st } = await target(root, rel);
  if (st?.isDirectory()) throw new StoreError('not a regular file', file);
  const tmp = join(dir, tempName(randomBytes(6)));
  await fs.symlink(to, tmp, 'dir');
  await swapIn(dir, tmp, abs);
}

/** Creates folder `rel` and the folders above it (each checked); an existing symlink on the way throws. */
export async function makeFolders(root: StoreRoot, rel: string): Promise<void> {
  await folders(root, await requireRoot(root, true), segments(root, rel), true);
}

/** Removes `rel` (a folder only with `recursive`); a symlink is unlinked itself, never its target. False when missing. */
export async function remove(root: StoreRoot, rel: string, opts: { recursive?: boolean } = {}): Promise<boolean> {
  const parts = entrySegments(root, rel, 'unsafe name');
  const e = await existing(root, parts);
  if (!e) return false;
  const { dir, abs, st } = e;
  if (st.isDirectory()) {
    if (!opts.recursive) throw new StoreError('not a regular file', shown(root, parts));
    // fs.rm unlinks symlinks inside the tree rather than descending into them
    await fs.rm(abs, { recursive: true, force: true });
  } else await fs.unlink(abs);
  await syncDir(dir);
  return true;
}

/**
 * Renames `from` to `to` inside the root (a file, or a folder such as a level's history). `from` must
 * be a real file or folder; an existing `to` must be the same kind (a folder must be empty). False when `from` is missing.
 */
export async function rename(root: StoreRoot, from: string, to: string): Promise<boolean> {
  const fp = entrySegments(root, from, 'unsafe name');
  const e = await existing(root, fp);
  if (!e) return false;
  const { dir: fdir, abs: src, st } = e;
  if (!st.isDirectory()) {
    const problem = fileProblem(st, Number.MAX_SAFE_INTEGER);
    if (problem) throw new StoreError(problem, shown(root, fp));
  }
  const dst = await target(root, to);
  if (dst.st && (dst.st.isSymbolicLink() || dst.st.isDirectory() !== st.isDirectory()))
    throw new StoreError(dst.st.isSymbolicLink() ? 'symlink' : 'not a regular file', dst.file);
  await fs.rename(src, dst.abs);
  await syncDir(fdir);
  if (dst.dir !== fdir) await syncDir(dst.dir);
  return true;
}

/**
 * Removes folder `rel` and everything in it as one step a kill cannot split: it is first renamed to a
 * temp name beside it (which no listing shows and `sweep` removes), then deleted. False when missing.
 */
export async function discard(root: StoreRoot, rel: string): Promise<boolean> {
  const parts = entrySegments(root, rel, 'unsafe name');
  const e = await existing(root, parts);
  if (!e) return false;
  if (!e.st.isDirectory()) throw new StoreError('not a folder', shown(root, parts));
  const tmp = join(e.dir, tempName(randomBytes(6)));
  await fs.rename(e.abs, tmp);
  await syncDir(e.dir);
  await fs.rm(tmp, { recursive: true, force: true });
  return true;
}

/** Removes temp files (and temp folders, see `discard`) a killed writer left in folder `rel` (and below it with `recursive`); returns how many. */
export async function sweep(root: StoreRoot, rel: string, opts: { recursive?: boolean } = {}): Promise<number> {
  const parts = segments(root, rel);
  const real = await realRoot(root);
  const dir = real && (await folders(root, real, parts, false).catch(() => null));
  if (!real || !dir) return 0;
  let removed = 0;
  for (const d of await fs.readdir(dir, { withFileTypes: true })) {
    if (TEMP_NAME.test(d.name)) {
      await fs.rm(join(dir, d.name), { force: true, recursive: d.isDirectory() });
      removed++;
    } else if (opts.recursive && d.isDirectory()) removed += await sweep(root, [...parts, d.name].join('/'), opts);
  }
  return removed;
}

/** The absolute path of `rel` under the real root (for logs and tests only; never put it in an answer). */
export async function absolutePath(root: StoreRoot, rel: string): Promise<string> {
  return under((await realRoot(root)) ?? root.dir, segments(root, rel));
}
