/**
 * Where a JSON Pointer (RFC 6901, as in every FormatError's `path`) points inside a file's text: the
 * line and column editors and CI annotations show. A scan along the pointer only (siblings are
 * skipped, not parsed), without recursion, so a deep or large file costs one pass at most.
 */

/** A position in a text: `offset` in UTF-16 units from 0, `line` and `column` from 1. */
export interface TextPosition {
  readonly offset: number;
  readonly line: number;
  readonly column: number;
}

/** Where a pointer's value starts; `exact: false` when it is absent and the position is its nearest present parent's. */
export interface PointerLocation extends TextPosition {
  readonly exact: boolean;
}

/** Line and column (both from 1) of an offset. */
export function positionOf(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { offset, line, column: offset - before.lastIndexOf('\n') };
}

/** The reference tokens of a pointer (`/a~1b/0` → `['a/b', '0']`); null when it is not a pointer. */
export function pointerTokens(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return null;
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const WS = new Set([' ', '\t', '\n', '\r']);

function skipWs(text: string, i: number): number {
  while (i < text.length && WS.has(text[i])) i++;
  return i;
}

/** Offset just after the string that starts at `i` (a `"`). */
function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '"') return j + 1;
  }
  return text.length;
}

/** Offset just after the value that starts at `i`, containers included (counted, not recursed). */
function skipValue(text: string, i: number): number {
  let depth = 0;
  let j = i;
  do {
    const c = text[j];
    if (c === '"') j = skipString(text, j);
    else if (c === '{' || c === '[') {
      depth++;
      j++;
    } else if (c === '}' || c === ']') {
      depth--;
      j++;
    } else if (depth === 0) {
      // a number or a literal: up to the next delimiter
      while (j < text.length && !WS.has(text[j]) && !',]}'.includes(text[j])) j++;
    } else j++;
  } while (depth > 0 && j < text.length);
  return j;
}

/** The offset of the member value or element named `token` in the container at `i`, or null. */
function child(text: string, i: number, token: string): number | null {
  const open = text[i];
  if (open === '[') {
    if (!/^(0|[1-9]\d*)$/.test(token)) return null;
    let j = skipWs(text, i + 1);
    for (let n = 0; j < text.length && text[j] !== ']'; n++) {
      if (n === Number(token)) return j;
      j = skipWs(text, skipValue(text, j));
      if (text[j] === ',') j = skipWs(text, j + 1);
    }
    return null;
  }
  if (open !== '{') return null;
  let j = skipWs(text, i + 1);
  while (j < text.length && text[j] === '"') {
    const end = skipString(text, j);
    let key: unknown;
    try {
      key = JSON.parse(text.slice(j, end));
    } catch {
      return null;
    }
    j = skipWs(text, end);
    if (text[j] !== ':') return null;
    j = skipWs(text, j + 1);
    if (key === token) return j;
    j = skipWs(text, skipValue(text, j));
    if (text[j] === ',') j = skipWs(text, j + 1);
  }
  return null;
}

/**
 * Where `pointer` points in `text` (JSON): the start of its value, or, when it is absent (a missing
 * required field), of the nearest present parent with `exact: false`. Null for a text that is not
 * JSON at its start or a string that is not a pointer.
 */
export function locateJsonPointer(text: string, pointer: string): PointerLocation | null {
  const tokens = pointerTokens(pointer);
  if (!tokens) return null;
  let at = skipWs(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (at >= text.length) return null;
  for (const token of tokens) {
    const next = child(text, at, token);
    if (next === null) return { ...positionOf(text, at), exact: false };
    at = next;
  }
  return { ...positionOf(text, at), exact: true };
}
