/** File reading and table drawing for the `pigment` commands. */
import type { FormatError } from '@levelbench/formats';
import { parsePigmentLevel, type PigmentLevel } from '@levelbench/pigment';
import { isStoreError, readRegularFile } from '@levelbench/store';

/** A level file read and parsed, or the errors that stopped it. */
export type LoadedLevel =
  | { file: string; level: PigmentLevel; errors?: undefined }
  | { file: string; level?: undefined; errors: readonly FormatError[]; moreErrors?: number };

/** Reads and parses one level file; unreadable files become a FormatError too. */
export async function loadLevel(file: string): Promise<LoadedLevel> {
  let text: string | null;
  try {
    // O_NOFOLLOW | O_NONBLOCK + fstat: a FIFO or a symlink is refused at once instead of hanging or being followed
    text = await readRegularFile(file);
  } catch (e) {
    const message = isStoreError(e)
      ? e.message.slice(file.length + 1)
      : `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`;
    return { file, errors: [{ file, path: '', message }] };
  }
  if (text === null) return { file, errors: [{ file, path: '', message: 'no such file' }] };
  const parsed = parsePigmentLevel(text, file);
  return parsed.ok ? { file, level: parsed.value } : { file, errors: parsed.errors, moreErrors: parsed.moreErrors };
}

/** Draws rows as an aligned text table with a header rule. */
export function table(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | boolean)[])[],
): string {
  const cells = [header, ...rows].map((r) => r.map((c) => (c === null ? '–' : String(c))));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** Milliseconds since `t0`, rounded to 0.01. */
export function since(t0: number): number {
  return Math.round((performance.now() - t0) * 100) / 100;
}
