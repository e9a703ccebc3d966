/** Store-relative paths: split, checked segment by segment, and shown without the server's folders. */
import { constants } from 'node:fs';
import { join, sep } from 'node:path';
import { StoreError, type StoreProblem } from './problems';

/** A store root: the folder on disk, the name messages show for it, and the per-file cap. */
export interface StoreRoot {
  /** Absolute (or cwd-relative) folder; it may itself be a symlink (the operator chose it), nothing below it may. */
  readonly dir: string;
  /** How messages name the root, e.g. `levels` (never the absolute path). */
  readonly label: string;
  /** Bytes a file may have; larger ones are refused before they are read. */
  readonly maxBytes: number;
  /** Whether a write may create the root folder (an output folder); else a missing root is an error. */
  readonly create?: boolean;
}

/** open(2) flags for reading: never through a symlink, never blocking on a FIFO that slipped past lstat. */
export const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/** open(2) flags for a temp file: a new file only (O_EXCL never follows a symlink), and not through one. */
export const TEMP_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** Temp files of an atomic write (`.0123456789ab.tmp`), swept at start-up; never listed as entries. */
export const TEMP_NAME = /^\.[0-9a-f]{12}\.tmp$/;

/** Splits `pigment/x.json` into checked segments; `..`, empty parts, NUL and backslashes are refused. */
export function segments(root: StoreRoot, rel: string): string[] {
  const parts = rel === '' ? [] : rel.split('/');
  for (const p of parts) {
    if (p === '' || p === '.' || p === '..' || p.includes('\0') || p.includes('\\') || p.length > 255)
      throw new StoreError('unsafe name', shown(root, rel.replace(/\0/g, '')));
  }
  return parts;
}

/** The segments of `rel`, which must name an entry below the root (not the root itself: that throws `problem`). */
export function entrySegments(root: StoreRoot, rel: string, problem: StoreProblem): string[] {
  const parts = segments(root, rel);
  if (!parts.length) throw new StoreError(problem, shown(root, rel));
  return parts;
}

/** How a message names an entry: `levels/pigment/x.json`. */
export function shown(root: StoreRoot, rel: string | readonly string[]): string {
  const r = typeof rel === 'string' ? rel : rel.join('/');
  return r ? `${root.label}/${r}` : root.label;
}

/** The absolute path of segments under the real root. */
export function under(realRoot: string, parts: readonly string[]): string {
  return parts.length ? join(realRoot, ...parts) : realRoot;
}

/** True when `p` (a resolved path) is the real root or inside it. */
export function isInside(realRoot: string, p: string): boolean {
  return p === realRoot || p.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep);
}

/** Where Linux tells the real path of an open descriptor (no race with renames of the path). */
export function fdLink(fd: number): string {
  return `/proc/self/fd/${fd}`;
}

/** A name for a new temp file beside its target. */
export function tempName(random: Buffer): string {
  return `.${random.toString('hex').slice(0, 12)}.tmp`;
}
