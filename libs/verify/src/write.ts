/** Writes a report folder (summary.json, report.md, report.html) and points reports/latest at the newest. */
import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { ConfinedStore, isStoreError, rootLabel } from '@levelbench/store';
import { VerifyInputError } from './inputs';
import { renderHtmlReport } from './report-html';
import { renderMarkdownReport } from './report-md';
import type { Summary } from './summary';
import { sweepReportTemps } from './prune';

/** A folder name for a run started at `now`: `2026-11-30T02-05-09Z` (no colons, sorts by time). */
export function timestampName(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/** A fresh report folder under `reportsDir` named by time (with `-2`, `-3`… when two runs share a second). */
export function newReportDir(reportsDir: string, now: Date): string {
  const base = join(reportsDir, timestampName(now));
  let dir = base;
  for (let i = 2; existsSync(dir); i++) dir = `${base}-${i}`;
  return dir;
}

/** summary.json text: readable header, one compact line per item (items carry long metric arrays). */
export function formatSummaryJson(summary: Summary): string {
  const { items, ...head } = summary;
  const top = JSON.stringify({ ...head, items: [] }, null, 2);
  if (items.length === 0) return top + '\n';
  const lines = items.map((i) => '    ' + JSON.stringify(i)).join(',\n');
  return top.replace(/"items": \[\]/, `"items": [\n${lines}\n  ]`) + '\n';
}

/**
 * Writes `text` to `file` through the confined store (temp file created `wx` + O_NOFOLLOW, fsync,
 * rename), so no reader ever sees half a file and a symlink planted at `file` is refused, not followed.
 */
function writeAtomic(dir: string, name: string, text: string): void {
  try {
    // confined to `dir`: a name like `../x` is refused, not written beside the report
    new ConfinedStore(dir).writeAtomicSync(name, text);
  } catch (e) {
    if (isStoreError(e)) throw new VerifyInputError(`cannot write the report: ${e.message}`);
    throw e;
  }
}

/** The real path of `p`, or of its nearest existing folder above with the rest appended (`p` may not exist yet). */
function realish(p: string): string {
  const abs = resolve(p);
  try {
    return realpathSync(abs);
  } catch {
    const up = dirname(abs);
    return up === abs ? abs : join(realish(up), basename(abs));
  }
}

/** Refuses an output folder inside the levels store (the server would list a report as a level): exit 2. */
export function refuseOutInsideLevels(outDir: string, levelsDir: string, option = '--out'): void {
  const levels = realish(levelsDir);
  const out = realish(outDir);
  if (out === levels || out.startsWith(levels + sep))
    throw new VerifyInputError(
      `${option} ${outDir} is inside the levels folder ${rootLabel(levelsDir)}: reports never go into the store`,
    );
}

/** Writes the three report files into `dir` (created if needed); summary.json last, so its presence means a whole report. */
export function writeReport(dir: string, summary: Summary): void {
  mkdirSync(dir, { recursive: true });
  writeAtomic(dir, 'report.md', renderMarkdownReport(summary));
  writeAtomic(dir, 'report.html', renderHtmlReport(summary));
  writeAtomic(dir, 'summary.json', formatSummaryJson(summary));
}

/** Where a finished run's report goes: `--out` as given, else a new timestamped folder under `reportsDir`. */
export interface ReportTarget {
  readonly outDir: string | null;
  readonly reportsDir: string;
}

/**
 * Publishes a finished run: summary.json, report.md, report.html and the `extra` files (name → text). A new
 * timestamped folder is written whole under a dot-name first and renamed into place, then `latest` is swapped
 * to it with one rename: a reader (or a killed run) sees the old report or the new one, never half of one.
 * An `--out` folder is the caller's: its files are each written atomically, and `latest` is left alone.
 * Synchronous from first write to the swap, so no signal handler runs in between. Returns the folder.
 */
export function publishReport(
  summary: Summary,
  target: ReportTarget,
  extra: Readonly<Record<string, string>> = {},
): string {
  const write = (dir: string): void => {
    writeReport(dir, summary);
    for (const [name, text] of Object.entries(extra)) writeReportFile(dir, name, text);
  };
  if (target.outDir) {
    write(target.outDir);
    return target.outDir;
  }
  // what a killed earlier run left half-written goes first
  sweepReportTemps(target.reportsDir);
  const dir = newReportDir(target.reportsDir, new Date(summary.createdAt));
  // a dot-name: not a report id, so neither the server nor prune lists it while it is written
  const tmp = join(target.reportsDir, `.${basename(dir)}.${process.pid}.tmp`);
  rmSync(tmp, { recursive: true, force: true });
  try {
    write(tmp);
    renameSync(tmp, dir);
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  updateLatest(target.reportsDir, dir);
  return dir;
}

/**
 * Points `<reportsDir>/latest` at `dir`: a relative symlink swapped in with a rename (readers never
 * find it missing), or a `latest` file naming the folder where symlinks fail.
 */
export function updateLatest(reportsDir: string, dir: string): void {
  const link = join(reportsDir, 'latest');
  if (resolve(dirname(dir)) !== resolve(reportsDir)) return;
  const target = relative(reportsDir, dir) || basename(dir);
  const tmp = `${link}.${process.pid}.tmp`;
  try {
    rmSync(tmp, { force: true });
    symlinkSync(target, tmp, 'dir');
    renameSync(tmp, link);
    return;
  } catch {
    rmSync(tmp, { force: true });
  }
  // a real folder named latest, or no symlinks on this file system: replace it the slow way
  try {
    lstatSync(link);
    rmSync(link, { recursive: true, force: true });
  } catch {
    // nothing there yet
  }
  try {
    symlinkSync(target, link, 'dir');
  } catch {
    writeAtomic(reportsDir, 'latest', basename(dir) + '\n');
  }
}

/**
 * A report folder named on the command line: `latest` is `<reportsDir>/latest` (the link, or the
 * folder a plain `latest` file names where symlinks failed); anything else is a path as given.
 */
export function resolveReportDir(reportsDir: string, name: string): string {
  if (name !== 'latest') return name;
  const link = join(reportsDir, 'latest');
  try {
    if (lstatSync(link).isFile()) return join(reportsDir, readFileSync(link, 'utf8').trim());
  } catch {
    // no latest yet: readSummary names the missing file
  }
  return link;
}

/** Writes one extra file into a report folder (e.g. changes.md), atomically. */
export function writeReportFile(dir: string, name: string, text: string): void {
  writeAtomic(dir, name, text);
}
