/** Writes a report folder (summary.json, report.md, report.html) and points reports/latest at the newest. */
import { basename, dirname, join, resolve } from 'node:path';
import { ConfinedStore, isStoreError } from '@levelbench/store';
import { VerifyInputError } from './inputs';
import { renderHtmlReport } from './report-html';
import { renderMarkdownReport } from './report-md';
import type { Summary } from './summary';
import { sweepReportTemps } from './prune';

export { refuseOutInsideLevels } from './out-dir';

/** A folder name for a run started at `now`: `2026-11-30T02-05-09Z` (no colons, sorts by time). */
export function timestampName(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/** A fresh report folder under `reportsDir` named by time (with `-2`, `-3`… when two runs share a second). */
export async function newReportDir(reportsDir: string, now: Date): Promise<string> {
  const reports = new ConfinedStore(reportsDir);
  const base = timestampName(now);
  let name = base;
  // a name taken by anything (even a symlink the store refuses) is skipped
  for (let i = 2; (await reports.kindOf(name).catch(() => 'bad')) !== null; i++) name = `${base}-${i}`;
  return join(reportsDir, name);
}

/** summary.json text: readable header, one compact line per item (items carry long metric arrays). */
export function formatSummaryJson(summary: Summary): string {
  const { items, ...head } = summary;
  const top = JSON.stringify({ ...head, items: [] }, null, 2);
  if (items.length === 0) return top + '\n';
  const lines = items.map((i) => '    ' + JSON.stringify(i)).join(',\n');
  return top.replace(/"items": \[\]/, `"items": [\n${lines}\n  ]`) + '\n';
}

/** Runs a store operation; a bad entry (a planted symlink, an unsafe name) becomes an input error naming it. */
async function guarded<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (e) {
    if (isStoreError(e)) throw new VerifyInputError(`cannot write the report: ${e.message}`);
    throw e;
  }
}

/**
 * Writes `text` to `name` in `dir` (created if needed) through the confined store: temp file created `wx` +
 * O_NOFOLLOW, fsync, rename, so no reader sees half a file, a symlink planted there is refused, not followed,
 * and a name like `../x` is refused, not written beside the report.
 */
function writeAtomic(dir: string, name: string, text: string): Promise<void> {
  return guarded(() => new ConfinedStore(dir, { create: true }).writeAtomic(name, text));
}

/** Writes the three report files into `dir` (created if needed); summary.json last, so its presence means a whole report. */
export async function writeReport(dir: string, summary: Summary): Promise<void> {
  await writeAtomic(dir, 'report.md', renderMarkdownReport(summary));
  await writeAtomic(dir, 'report.html', renderHtmlReport(summary));
  await writeAtomic(dir, 'summary.json', formatSummaryJson(summary));
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
 * Every step goes through the confined store: nothing it writes or renames follows a planted symlink.
 * Returns the folder.
 */
export async function publishReport(
  summary: Summary,
  target: ReportTarget,
  extra: Readonly<Record<string, string>> = {},
): Promise<string> {
  const write = async (dir: string): Promise<void> => {
    await writeReport(dir, summary);
    for (const [name, text] of Object.entries(extra)) await writeReportFile(dir, name, text);
  };
  if (target.outDir) {
    await write(target.outDir);
    return target.outDir;
  }
  // what a killed earlier run left half-written goes first
  sweepReportTemps(target.reportsDir);
  const reports = new ConfinedStore(target.reportsDir, { create: true });
  const dir = await newReportDir(target.reportsDir, new Date(summary.createdAt));
  // a dot-name: not a report id, so neither the server nor prune lists it while it is written
  const tmp = `.${basename(dir)}.${process.pid}.tmp`;
  await guarded(() => reports.remove(tmp, { recursive: true }));
  try {
    await write(join(target.reportsDir, tmp));
    await guarded(() => reports.rename(tmp, basename(dir)));
  } catch (e) {
    await reports.remove(tmp, { recursive: true }).catch(() => false);
    throw e;
  }
  await updateLatest(target.reportsDir, dir);
  return dir;
}

/**
 * Points `<reportsDir>/latest` at `dir`: a relative symlink swapped in with a rename (readers never
 * find it missing), or a `latest` file naming the folder where symlinks fail.
 */
export async function updateLatest(reportsDir: string, dir: string): Promise<void> {
  if (resolve(dirname(dir)) !== resolve(reportsDir)) return;
  const reports = new ConfinedStore(reportsDir, { create: true });
  const name = basename(dir);
  try {
    await reports.writeLink('latest', name);
    return;
  } catch {
    // a real folder named latest, or no symlinks on this file system: replace it the slow way
  }
  await reports.remove('latest', { recursive: true }).catch(() => false);
  try {
    await reports.writeLink('latest', name);
  } catch {
    await writeAtomic(reportsDir, 'latest', name + '\n');
  }
}

/**
 * A report folder named on the command line: `latest` is `<reportsDir>/latest` (the link, or the
 * folder a plain `latest` file names where symlinks failed); anything else is a path as given.
 */
export async function resolveReportDir(reportsDir: string, name: string): Promise<string> {
  if (name !== 'latest') return name;
  const reports = new ConfinedStore(reportsDir);
  try {
    // a link is refused by the store (never followed): it is returned as a path, the folder it names is read
    if ((await reports.kindOf('latest')) === 'file')
      return join(reportsDir, ((await reports.readText('latest')) ?? '').trim());
  } catch {
    // no latest yet, or a link: readSummary names the missing file
  }
  return join(reportsDir, 'latest');
}

/** Writes one extra file into a report folder (e.g. changes.md), atomically. */
export function writeReportFile(dir: string, name: string, text: string): Promise<void> {
  return writeAtomic(dir, name, text);
}
