/** Reports retention: keep the newest N timestamped report folders, never `latest`'s target or one in use. */
import { lstatSync, readFileSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Folders verify and `report merge` name by time (`2026-11-30T02-05-09Z`, `-2` when two share a second). */
const TIMESTAMPED = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?$/;

/** What publishReport leaves while it writes: `.<report>.<pid>.tmp` folders and `latest.<pid>.tmp` links. */
const TEMP = /^(?:\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(?:-\d+)?|latest)\.(\d+)\.tmp$/;

/** A temp entry this old is stale whatever its pid says (another machine's run, a reused pid). */
const STALE_TEMP_MS = 24 * 3600_000;

/** True when process `pid` is alive on this machine (signal 0 checks without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp folders and links a killed run (kill -9, a power cut) left in `reportsDir`: those whose
 * process is gone, or older than a day. A run in progress keeps its own. Returns the names removed.
 */
export function sweepReportTemps(reportsDir: string, now = Date.now()): string[] {
  let names: string[];
  try {
    names = readdirSync(reportsDir);
  } catch {
    return [];
  }
  const swept: string[] = [];
  for (const name of names) {
    const m = TEMP.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    const path = join(reportsDir, name);
    let mtime: number;
    try {
      mtime = lstatSync(path).mtimeMs;
    } catch {
      continue;
    }
    if (pid !== process.pid && (!alive(pid) || now - mtime > STALE_TEMP_MS)) {
      rmSync(path, { recursive: true, force: true });
      swept.push(name);
    }
  }
  return swept;
}

/** Reports kept by default (`verify`'s server jobs and `levelbench report prune`). */
export const DEFAULT_KEEP_REPORTS = 50;

/** What to keep and whether to delete anything. */
export interface PruneOptions {
  /** Newest reports kept (besides the protected ones); 0 keeps every report. */
  readonly keep: number;
  /** List what would go, delete nothing. */
  readonly dryRun?: boolean;
  /** Report folder names never deleted (e.g. the one a job has just written, or one being read). */
  readonly protect?: Iterable<string>;
}

/** Folder names, newest first: the ones kept and the ones removed (or that would be, on a dry run). */
export interface PruneResult {
  readonly kept: readonly string[];
  readonly removed: readonly string[];
}

/** The folder `<reportsDir>/latest` points at (a relative symlink, or a file naming it), or null. */
export function latestTarget(reportsDir: string): string | null {
  const link = join(reportsDir, 'latest');
  try {
    const st = lstatSync(link);
    const target = st.isSymbolicLink() ? readlinkSync(link) : st.isFile() ? readFileSync(link, 'utf8').trim() : '';
    return target ? basename(target) : null;
  } catch {
    return null;
  }
}

/** Sort key: the timestamp, then the `-N` suffix as a number (so `-10` is newer than `-9`). */
function order(a: string, b: string): number {
  const [, ta, na] = TIMESTAMPED.exec(a) as RegExpExecArray;
  const [, tb, nb] = TIMESTAMPED.exec(b) as RegExpExecArray;
  return tb.localeCompare(ta) || Number(nb ?? 1) - Number(na ?? 1);
}

/**
 * Timestamped report folders of `reportsDir` that are whole reports (a real directory, not a symlink,
 * holding a regular `summary.json`), newest first. Anything else (named folders, shard outputs, a report
 * still being written) is never a candidate.
 */
export function listReports(reportsDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(reportsDir);
  } catch {
    return [];
  }
  const whole = (name: string): boolean => {
    try {
      return (
        lstatSync(join(reportsDir, name)).isDirectory() && lstatSync(join(reportsDir, name, 'summary.json')).isFile()
      );
    } catch {
      return false;
    }
  };
  return names.filter((n) => TIMESTAMPED.test(n) && whole(n)).sort(order);
}

/** Deletes all but the newest `keep` reports of `reportsDir`; `latest`'s target and `protect` always stay. */
export function pruneReports(reportsDir: string, opts: PruneOptions): PruneResult {
  if (!opts.dryRun) sweepReportTemps(reportsDir);
  const reports = listReports(reportsDir);
  if (opts.keep <= 0) return { kept: reports, removed: [] };
  const protect = new Set(opts.protect ?? []);
  const latest = latestTarget(reportsDir);
  if (latest) protect.add(latest);
  const kept: string[] = [];
  const removed: string[] = [];
  reports.forEach((name, i) => (i < opts.keep || protect.has(name) ? kept : removed).push(name));
  if (!opts.dryRun) {
    // rmSync removes symlinks inside the folder, never what they point at
    for (const name of removed) rmSync(join(reportsDir, name), { recursive: true, force: true });
  }
  return { kept, removed };
}
