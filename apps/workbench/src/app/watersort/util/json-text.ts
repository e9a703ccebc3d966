/** A value as the JSON editor shows it: two-space indent and a final newline, like the files on disk. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

function parses(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The text the raw JSON editor should show for `value`: the designer's own text while it still
 * means that value (so typing is never reformatted under the cursor), otherwise the value printed
 * fresh (after an edit elsewhere: a slider, the table, a reload).
 */
export function editorText(value: unknown, typed: string | null): string {
  if (typed !== null) {
    const p = parses(typed);
    if (!p.ok || JSON.stringify(p.value) === JSON.stringify(value)) return typed;
  }
  return prettyJson(value);
}
