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

/** "/marks/1/at: must be an integer" lines for display. */
export function problemLines(p: ApiProblem): string[] {
  if (p.kind !== 'invalid') return [p.message];
  return p.errors.length ? p.errors.map((e) => `${e.path || '/'}: ${e.message}`) : [p.message];
}
