/**
 * The store's JSON layout: 2-space indent and a trailing newline, like `JSON.stringify(v, null, 2)`,
 * except that short arrays of scalars and short flat objects inside arrays stay on one line
 * (`"start": [0, 0]`, `{ "at": [1, 0], "color": "green" }`) — the layout designers write by hand,
 * so a save through the workbench changes only the lines that changed.
 */

/** Widest line an inlined value may produce, indent included. */
export const LINE_WIDTH = 120;

type Scalar = null | boolean | number | string;
type Json = Scalar | Json[] | { [k: string]: Json };

const isScalar = (v: Json): v is Scalar => v === null || typeof v !== 'object';
const isFlatArray = (v: Json): boolean => Array.isArray(v) && v.every(isScalar);

function inline(v: Json): string {
  if (isScalar(v)) return JSON.stringify(v);
  if (Array.isArray(v)) return v.length ? `[${v.map(inline).join(', ')}]` : '[]';
  const entries = Object.entries(v);
  return entries.length ? `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(', ')} }` : '{}';
}

// Whether a value may be written on one line: scalar arrays anywhere, flat objects only as array elements.
function canInline(v: Json, inArray: boolean): boolean {
  if (isScalar(v) || isFlatArray(v)) return true;
  if (Array.isArray(v)) return v.length === 0;
  const values = Object.values(v);
  return values.length === 0 || (inArray && values.every((x) => isScalar(x) || isFlatArray(x)));
}

function render(v: Json, indent: string, prefix: string, inArray: boolean): string {
  if (isScalar(v)) return JSON.stringify(v);
  if (canInline(v, inArray)) {
    const one = inline(v);
    if (indent.length + prefix.length + one.length <= LINE_WIDTH) return one;
  }
  const inner = `${indent}  `;
  if (Array.isArray(v)) return `[\n${v.map((x) => inner + render(x, inner, '', true)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(v);
  const lines = entries.map(([k, x]) => {
    const key = `${JSON.stringify(k)}: `;
    return inner + key + render(x, inner, key, false);
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** `compact`: the hand-written layout above; `expanded`: exactly `JSON.stringify(v, null, 2)`. */
export type JsonLayout = 'compact' | 'expanded';

/** Formats a JSON value with 2-space indent and a trailing newline (compact layout unless told otherwise). */
export function prettyJson(value: unknown, layout: JsonLayout = 'compact'): string {
  if (layout === 'expanded') return `${JSON.stringify(value, null, 2) ?? 'null'}\n`;
  // round-trip through JSON first so toJSON, undefined and non-finite numbers behave as in JSON.stringify
  const plain = JSON.parse(JSON.stringify(value) ?? 'null') as Json;
  return `${render(plain, '', '', false)}\n`;
}

/** The layout an existing file was written in, so a save keeps it (a generated file stays expanded). */
export function layoutOf(text: string): JsonLayout {
  try {
    const v = JSON.parse(text) as unknown;
    return text === prettyJson(v, 'expanded') && text !== prettyJson(v, 'compact') ? 'expanded' : 'compact';
  } catch {
    return 'compact';
  }
}
