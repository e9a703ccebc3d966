import { HttpErrorResponse } from '@angular/common/http';

/** One problem in a file as the server reports it (same shape as @levelbench/formats FormatError). */
export interface FileProblem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

/** A failed request, sorted into what the UI can say about it. */
export type ApiProblem =
  | { readonly kind: 'invalid'; readonly message: string; readonly errors: readonly FileProblem[] }
  | { readonly kind: 'conflict'; readonly message: string; readonly current: unknown; readonly etag: string | null }
  | { readonly kind: 'not-found'; readonly message: string }
  | { readonly kind: 'offline'; readonly message: string }
  | { readonly kind: 'other'; readonly message: string };

function record(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
}

/** Turns an HTTP error into plain words (400 with JSON paths, 409 with the version on the server, …). */
export function toApiProblem(err: unknown): ApiProblem {
  if (!(err instanceof HttpErrorResponse)) return { kind: 'other', message: String((err as Error)?.message ?? err) };
  const body = record(err.error);
  const said = typeof body['error'] === 'string' ? (body['error'] as string) : '';
  if (err.status === 0)
    return { kind: 'offline', message: 'The server did not answer. Is `npm run serve` still running?' };
  if (err.status === 400) {
    const errors = Array.isArray(body['errors']) ? (body['errors'] as FileProblem[]) : [];
    return { kind: 'invalid', message: said || 'The server refused the file.', errors };
  }
  if (err.status === 409 || err.status === 412) {
    const cur = record(body['current']);
    const current =
      'text' in cur && typeof cur['text'] === 'string'
        ? safeParse(cur['text'] as string)
        : (body['current'] ?? body['level'] ?? null);
    const etag =
      (typeof body['etag'] === 'string' ? body['etag'] : null) ??
      (typeof cur['etag'] === 'string' ? (cur['etag'] as string) : null) ??
      err.headers?.get('ETag') ??
      null;
    return {
      kind: 'conflict',
      message: said || 'Someone else saved this file after you opened it.',
      current,
      etag,
    };
  }
  if (err.status === 404) return { kind: 'not-found', message: said || 'Not found.' };
  // team mode: the session ended (the server restarted) — reloading shows the sign-in page
  if (err.status === 401)
    return {
      kind: 'other',
      message:
        'You are signed out of this shared workbench (did the server restart?): reload the page and sign in with your token.',
    };
  return { kind: 'other', message: said || `The server answered ${err.status} ${err.statusText}`.trim() };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** How the UI names a JSON key (keys not listed are capitalised as they are). */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  tiers: 'Tier',
  colors: 'Colours',
  levels: 'Levels',
  candidates: 'Candidates per level',
  weights: 'Weight',
  marks: 'Mark',
  at: 'Position',
  maxStates: 'State budget',
  pinned: 'Pinned board',
  tubes: 'Tube',
};

/**
 * A server's 0-based JSON path as the UI names the field: "/tiers/1/colors" → "Tier 2 · Colours" (an index
 * counts from 1 and joins the key before it). The root ("" or "/") stays "/".
 */
export function fieldName(path: string): string {
  const parts = path.split('/').filter((x) => x !== '');
  if (!parts.length) return '/';
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const key = parts[i];
    const next = parts[i + 1];
    const word = FIELD_WORDS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
    if (next !== undefined && /^\d+$/.test(next)) {
      const single = FIELD_WORDS[key] ?? word.replace(/s$/, '');
      out.push(`${single} ${Number(next) + 1}`);
      i++;
    } else if (/^\d+$/.test(key)) out.push(`#${Number(key) + 1}`);
    else out.push(word);
  }
  return out.join(' · ');
}

/**
 * "/marks/1/at: must be an integer" lines for display; `named` shows each path as the UI names the field
 * ("Tier 2 · Colours: must be ≤ 12") instead.
 */
export function problemLines(p: ApiProblem, named = false): string[] {
  if (p.kind !== 'invalid') return [p.message];
  return p.errors.length
    ? p.errors.map((e) => `${named ? fieldName(e.path) : e.path || '/'}: ${e.message}`)
    : [p.message];
}
