import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable, map } from 'rxjs';
import type { DeletedLevel, LevelListRow, LevelVersion, SavedVersion } from '@levelbench/contracts';
import type { LevelFile } from '../util/level-file';

/** A saved version of a Pigment level. */
export type SavedPigmentVersion = SavedVersion<LevelFile>;

/** A level the server serves (its list row with an ETag). */
export type LevelSummary = LevelListRow & { readonly etag: string };

/** An entry of the folder the server refuses to serve, with why. */
export type BadEntry = LevelListRow & { readonly etag: null; readonly problem: string };

/** A level as read from the server with its version tag. */
export interface VersionedLevel {
  readonly level: LevelFile;
  readonly etag: string;
}

const BASE = '/api/levels/pigment';
const HISTORY = '/api/history/pigment';
const AUTHOR_KEY = 'levelbench:author';

/** The name saves are recorded under in the level history (kept in this browser). */
export function authorName(): string {
  try {
    return localStorage.getItem(AUTHOR_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Remembers the name saves are recorded under. */
export function setAuthorName(name: string): void {
  try {
    localStorage.setItem(AUTHOR_KEY, name.trim());
  } catch {
    // storage refused: saves stay anonymous
  }
}

function withAuthor(h: Record<string, string>): HttpHeaders {
  const who = authorName();
  // header values must be Latin-1; other names are sent percent-encoded
  return new HttpHeaders(
    who ? { ...h, 'X-Levelbench-Author': /^[\x20-\x7e]*$/.test(who) ? who : encodeURIComponent(who) } : h,
  );
}

/** The HTTP edge for Pigment level files (Observables; stores turn them into signals). */
@Injectable({ providedIn: 'root' })
export class PigmentLevelsApi {
  private readonly http = inject(HttpClient);

  /** Lists the level files. */
  list(): Observable<LevelListRow[]> {
    return this.http.get<LevelListRow[]>(BASE);
  }

  /** Reads one level and its ETag. */
  get(id: string): Observable<VersionedLevel> {
    return this.http
      .get<LevelFile>(`${BASE}/${encodeURIComponent(id)}`, { observe: 'response' })
      .pipe(map((r) => ({ level: r.body as LevelFile, etag: r.headers.get('ETag') ?? '' })));
  }

  /** Saves a level: `etag` null creates (fails if the id exists), otherwise replaces that exact version. */
  put(id: string, level: unknown, etag: string | null): Observable<VersionedLevel> {
    const headers = withAuthor(etag === null ? { 'If-None-Match': '*' } : { 'If-Match': etag });
    return this.http
      .put(`${BASE}/${encodeURIComponent(id)}`, level, { headers, observe: 'response' })
      .pipe(map((r) => ({ level: level as LevelFile, etag: r.headers.get('ETag') ?? bodyEtag(r.body) })));
  }

  /** Deletes a level: only the version we last saw (`*` when we never saw one); its history is kept. */
  remove(id: string, etag?: string): Observable<void> {
    const headers = withAuthor({ 'If-Match': etag || '*' });
    return this.http.delete(`${BASE}/${encodeURIComponent(id)}`, { headers }).pipe(map(() => undefined));
  }

  /** Moves a level to a new id `to` (file, history and pack.json entry in one step), giving it `name`. */
  rename(id: string, to: string, name: string, etag?: string): Observable<{ id: string; etag: string }> {
    const headers = withAuthor({ 'If-Match': etag || '*' });
    return this.http.post<{ id: string; etag: string }>(
      `${BASE}/${encodeURIComponent(id)}/rename`,
      { to, name },
      { headers },
    );
  }

  /** Restores a saved version on the server in one step, replacing the version `etag` (null: the level is deleted). */
  restore(id: string, version: number, etag: string | null): Observable<{ id: string; etag: string }> {
    const headers = withAuthor(etag === null ? { 'If-None-Match': '*' } : { 'If-Match': etag });
    return this.http.post<{ id: string; etag: string }>(
      `${HISTORY}/${encodeURIComponent(id)}/${version}/restore`,
      {},
      { headers },
    );
  }

  /** The saved versions of a level, newest first. */
  /** The deleted levels whose history is kept (the trash), newest deletion first as the server lists them. */
  deleted(): Observable<DeletedLevel[]> {
    return this.http.get<DeletedLevel[]>(HISTORY);
  }

  history(id: string): Observable<LevelVersion[]> {
    return this.http.get<LevelVersion[]>(`${HISTORY}/${encodeURIComponent(id)}`);
  }

  /** One saved version with its file (`file` null and a `problem` when the version is not valid JSON). */
  version(id: string, version: number): Observable<SavedPigmentVersion> {
    return this.http.get<SavedPigmentVersion>(`${HISTORY}/${encodeURIComponent(id)}/${version}`);
  }

  /** The JSON Schema the server validates level files with (Monaco uses the same one). */
  schema(): Observable<object> {
    return this.http.get<object>('/api/schemas/pigment');
  }
}

function bodyEtag(body: unknown): string {
  const b = body as { etag?: unknown } | null;
  return typeof b?.etag === 'string' ? b.etag : '';
}
