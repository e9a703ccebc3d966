/**
 * Reading report files without following symlinks or opening FIFOs: the report folder and the file
 * must be a real directory and a regular file under the reports root (lstat, then open with
 * O_NOFOLLOW | O_NONBLOCK and the same inode checked on the open descriptor).
 */
import { constants, promises as fs } from 'node:fs';
import { join } from 'node:path';
import { latestTarget } from '@levelbench/verify';

/** Report files larger than this are not served (capped server jobs write < 8 MB; the CLI's biggest ~30 MB). */
export const MAX_REPORT_FILE_BYTES = 64 * 1024 * 1024;

/** Why a report file was not read; the route turns it into a 404 naming the file relative to the root. */
export type ReportFileProblem = 'missing' | 'not a regular file' | 'too large';

/** The folder name `id` stands for: `latest` is the folder `<root>/latest` points at, if it is a plain name. */
export function reportFolder(root: string, id: string, valid: RegExp): string | null {
  if (id !== 'latest') return id;
  const target = latestTarget(root);
  return target && target !== 'latest' && valid.test(target) ? target : null;
}

/** The bytes of `<root>/<folder>/<file>`, or why not; never follows a symlink, never blocks on a FIFO. */
export async function readReportFile(
  root: string,
  folder: string,
  file: string,
  maxBytes = MAX_REPORT_FILE_BYTES,
): Promise<Buffer | ReportFileProblem> {
  const dir = join(root, folder);
  const path = join(dir, file);
  const [dirStat, fileStat] = await Promise.all([fs.lstat(dir).catch(() => null), fs.lstat(path).catch(() => null)]);
  if (!dirStat || !fileStat) return 'missing';
  if (!dirStat.isDirectory() || !fileStat.isFile()) return 'not a regular file';
  if (fileStat.size > maxBytes) return 'too large';
  // O_NONBLOCK: should the file be swapped for a FIFO after the lstat, opening it still returns at once
  const handle = await fs
    .open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
    .catch(() => null);
  if (!handle) return 'not a regular file';
  try {
    const st = await handle.stat();
    if (!st.isFile() || st.ino !== fileStat.ino || st.dev !== fileStat.dev) return 'not a regular file';
    if (st.size > maxBytes) return 'too large';
    // the folder itself must still be the one we checked (not swapped for a symlink meanwhile)
    const again = await fs.lstat(dir).catch(() => null);
    if (!again?.isDirectory() || again.ino !== dirStat.ino) return 'not a regular file';
    return await handle.readFile();
  } catch {
    return 'missing';
  } finally {
    await handle.close().catch(() => undefined);
  }
}
