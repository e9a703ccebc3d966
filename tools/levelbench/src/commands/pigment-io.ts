/** File reading and table drawing for the `pigment` commands. */
import { readFileSync } from 'node:fs';
import { formatErrors, type FormatError } from '@levelbench/formats';
import { parsePigmentLevel, type PigmentLevel } from '@levelbench/pigment';

/** A level file read and parsed, or the errors that stopped it. */
export type LoadedLevel =
  | { file: string; level: PigmentLevel; errors?: undefined }
  | { file: string; level?: undefined; errors: readonly FormatError[] };

/** Reads and parses one level file; unreadable files become a FormatError too. */
export function loadLevel(file: string): LoadedLevel {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return {
      file,
      errors: [
        {
          file,
          path: '',
          message: code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? (e as Error).message})`,
        },
      ],
    };
  }
  const parsed = parsePigmentLevel(text, file);
  return parsed.ok ? { file, level: parsed.value } : { file, errors: parsed.errors };
}

/** The errors as plain lines (file: path: sentence). */
export function errorText(errors: readonly FormatError[]): string {
  return formatErrors(errors);
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
