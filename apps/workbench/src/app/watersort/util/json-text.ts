/** A value as the JSON editor shows it: two-space indent and a final newline, like the files on disk. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** What the designer typed, and the value that was current when they typed it. */
export interface Typed {
  readonly text: string;
  readonly base: unknown;
}

function sameJson(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
  } catch {
    return false;
  }
}

/**
 * The text the raw JSON editor should show for `value`: the designer's own text while the value has
 * not moved since they typed it (even when the text is not valid yet) or while it means that value,
 * so typing is never reformatted under the cursor; otherwise, after an edit elsewhere (a slider,
 * the table, a reload), the value printed fresh.
 */
export function editorText(value: unknown, typed: Typed | null): string {
  if (typed && (typed.base === value || sameJson(typed.text, value))) return typed.text;
  return prettyJson(value);
}
