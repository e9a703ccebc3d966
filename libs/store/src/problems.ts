/** Why an entry of the store cannot be served, and the error that carries it (always with a store-relative path). */
import type { Stats } from 'node:fs';

/** The reasons an entry is refused; callers that parse add `invalid JSON` and `schema: …` themselves. */
export type StoreProblem =
  | 'symlink'
  | 'not a regular file'
  | 'not a folder'
  | 'too large'
  | 'unsafe name'
  | 'outside the store'
  | 'changed while read'
  | 'unreadable'
  | 'missing store';

/** Default per-file cap: a level is a few KiB, so 1 MiB is generous and still cheap to hold in memory. */
export const DEFAULT_MAX_BYTES = 1024 * 1024;

/** HTTP status a bad entry answers with: the request is fine, the stored entry cannot be processed. */
export const BAD_ENTRY_STATUS = 422;

/** HTTP status when the store folder itself is gone: the server cannot serve anything until it is back. */
export const MISSING_STORE_STATUS = 503;

/** A bad entry (or unsafe path) in a confined store; `file` is relative to the store (`levels/pigment/x.json`). */
export class StoreError extends Error {
  /** Fastify and the CLI read this: a bad entry is 422; only a store folder that is gone is a 503. */
  readonly statusCode: number;
  constructor(
    readonly problem: StoreProblem,
    readonly file: string,
    detail?: string,
  ) {
    super(`${file} ${sentence(problem)}${detail ? ` (${detail})` : ''}`);
    this.name = 'StoreError';
    this.statusCode = problem === 'missing store' ? MISSING_STORE_STATUS : BAD_ENTRY_STATUS;
  }
}

/** True for a StoreError (also across bundles, where `instanceof` may see two copies of the class). */
export function isStoreError(e: unknown): e is StoreError {
  return e instanceof StoreError || (e instanceof Error && e.name === 'StoreError' && 'problem' in e);
}

function sentence(p: StoreProblem): string {
  switch (p) {
    case 'symlink':
      return 'is a symlink (symlinks are never followed)';
    case 'not a regular file':
      return 'is not a regular file';
    case 'not a folder':
      return 'is not a folder';
    case 'too large':
      return 'is too large';
    case 'unsafe name':
      return 'is not a safe name inside the store';
    case 'outside the store':
      return 'resolves outside the store';
    case 'changed while read':
      return 'changed while it was being read';
    case 'unreadable':
      return 'cannot be read';
    case 'missing store':
      return 'does not exist (the store folder was deleted or moved; it is never re-created silently)';
  }
}

/** The problem of a file entry from its lstat, or null when it is a regular file within the cap. */
export function fileProblem(st: Stats, maxBytes: number): StoreProblem | null {
  if (st.isSymbolicLink()) return 'symlink';
  if (!st.isFile()) return 'not a regular file';
  if (st.size > maxBytes) return 'too large';
  return null;
}

/** The problem of a folder on the way to an entry, or null when it is a real folder. */
export function folderProblem(st: Stats): StoreProblem | null {
  if (st.isSymbolicLink()) return 'symlink';
  return st.isDirectory() ? null : 'not a folder';
}

/** `N bytes, cap M` for a too-large message, without reading the file. */
export function sizeDetail(size: number, maxBytes: number): string {
  return `${size} bytes, the cap is ${maxBytes}`;
}

/** True for an errno error with one of `codes`. */
export function hasCode(e: unknown, ...codes: string[]): boolean {
  return codes.includes((e as NodeJS.ErrnoException)?.code ?? '');
}
