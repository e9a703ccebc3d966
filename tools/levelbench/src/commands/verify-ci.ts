/**
 * What `verify` hands to CI systems: a JUnit XML file (`--junit FILE`, for GitHub/GitLab/Jenkins test
 * tabs) and, on GitHub Actions, the job summary (report.md, and changes.md with `--compare`, appended
 * to the file `GITHUB_STEP_SUMMARY` names).
 */
import { appendFileSync, existsSync, lstatSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { ConfinedStore } from '@levelbench/store';
import { type AnnotationSource, type Summary, githubAnnotations, renderJunit } from '@levelbench/verify';
import { CliError } from '../cli-io';
import { prepareReportFolder } from './verify-exit';

/** Checks, before any work, that `file` can be written: its folder is made and writable, and it is not a folder or a link. */
export function prepareJunitFile(file: string): void {
  if (file === '' || file.endsWith('/')) throw new CliError(`--junit ${file}: name a file, not a folder`, 2);
  prepareReportFolder(dirname(file), '--junit');
  let s;
  try {
    s = lstatSync(file);
  } catch {
    return; // not there yet: it will be created
  }
  if (s.isSymbolicLink()) throw new CliError(`--junit ${file}: is a symbolic link (not written through)`, 2);
  if (!s.isFile()) throw new CliError(`--junit ${file}: is not a regular file`, 2);
}

/** Writes the run's JUnit XML to `file` atomically (a temp file beside it, then a rename; never through a link). */
export async function writeJunitFile(file: string, summary: Summary): Promise<void> {
  await new ConfinedStore(dirname(file), { label: dirname(file) }).writeAtomic(basename(file), renderJunit(summary));
}

/** GitHub refuses a step summary over 1 MiB; stay under it with room for other steps' lines. */
export const STEP_SUMMARY_BYTES = 900 * 1024;

/**
 * Appends report.md (and changes.md when there is one) to the GitHub job summary when the
 * `GITHUB_STEP_SUMMARY` variable names a file; returns what it appended (none outside Actions).
 */
export function appendStepSummary(reportDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const target = env['GITHUB_STEP_SUMMARY'];
  if (!target) return [];
  const appended: string[] = [];
  let room = STEP_SUMMARY_BYTES;
  for (const name of ['changes.md', 'report.md']) {
    const file = join(reportDir, name);
    if (!existsSync(file)) continue;
    let text = readFileSync(file, 'utf8').replace(/\n*$/, '\n\n');
    if (Buffer.byteLength(text) > room) {
      const note = `\n\n_${name} cut here: GitHub shows at most 1 MiB per step; the whole file is in the report folder._\n\n`;
      text =
        Buffer.from(text)
          .subarray(0, Math.max(0, room - note.length))
          .toString('utf8')
          .replace(/\uFFFD$/, '') + note;
    }
    room -= Buffer.byteLength(text);
    appendFileSync(target, text);
    appended.push(name);
    if (room <= 0) break;
  }
  return appended;
}

/** The annotation formats `--annotations` knows. */
export const ANNOTATION_FORMATS = ['github'] as const;

/** Checks `--annotations` before any work (exit 2 on an unknown format). */
export function annotationFormat(raw: string | undefined): (typeof ANNOTATION_FORMATS)[number] | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'github') return raw;
  throw new CliError(`--annotations must be one of ${ANNOTATION_FORMATS.join(', ')}, got "${raw}"`, 2);
}

/** Level files larger than this are named without a line (a level is a few KiB; the store caps them too). */
const MAX_ANNOTATED_BYTES = 1024 * 1024;

/**
 * The GitHub workflow commands of a run: an item's file (named under the levels folder as the
 * summary records it) is found in `levelsDir` and named relative to the working directory, as
 * GitHub wants; its text is read only when it is a regular file of sane size (no link, no FIFO).
 */
export function annotationLines(summary: Summary, levelsDir: string, cwd = process.cwd()): string[] {
  const recorded = summary.run.levelsDir.replace(/\/+$/, '');
  const open = (file: string): AnnotationSource => {
    const abs = resolve(levelsDir, file.slice(recorded.length + 1));
    const path = relative(cwd, abs).split(sep).join('/');
    let text: string | null = null;
    try {
      const s = lstatSync(abs);
      if (s.isFile() && s.size <= MAX_ANNOTATED_BYTES) text = readFileSync(abs, 'utf8');
    } catch {
      text = null; // gone since the run: the annotation names the file without a line
    }
    return { path, text };
  };
  return githubAnnotations(summary, open);
}
