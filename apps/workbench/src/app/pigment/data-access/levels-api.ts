import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable, map } from 'rxjs';
import type { LevelFile } from '../util/level-file';

/** A row of `GET /api/levels/pigment`. */
export interface LevelSummary {
  readonly id: string;
  readonly name: string;
  readonly etag: string;
}

/** A level as read from the server with its version tag. */
export interface VersionedLevel {
  readonly level: LevelFile;
  readonly etag: string;
}

const BASE = '/api/levels/pigment';

/** The HTTP edge for Pigment level files (Observables; stores turn them into signals). */
@Injectable({ providedIn: 'root' })
export class PigmentLevelsApi {
  private readonly http = inject(HttpClient);

  /** Lists the level files. */
  list(): Observable<LevelSummary[]> {
    return this.http.get<LevelSummary[]>(BASE);
  }

  /** Reads one level and its ETag. */
  get(id: string): Observable<VersionedLevel> {
    return this.http
      .get<LevelFile>(`${BASE}/${encodeURIComponent(id)}`, { observe: 'response' })
      .pipe(map((r) => ({ level: r.body as LevelFile, etag: r.headers.get('ETag') ?? '' })));
  }

  /** Saves a level: `etag` null creates (fails if the id exists), otherwise replaces that exact version. */
  put(id: string, level: unknown, etag: string | null): Observable<VersionedLevel> {
    const headers = new HttpHeaders(etag === null ? { 'If-None-Match': '*' } : { 'If-Match': etag });
    return this.http
      .put(`${BASE}/${encodeURIComponent(id)}`, level, { headers, observe: 'response' })
      .pipe(map((r) => ({ level: level as LevelFile, etag: r.headers.get('ETag') ?? bodyEtag(r.body) })));
  }

  /** Deletes a level (only the version we last saw, when an etag is given). */
  remove(id: string, etag?: string): Observable<void> {
    const headers = etag ? new HttpHeaders({ 'If-Match': etag }) : undefined;
    return this.http.delete(`${BASE}/${encodeURIComponent(id)}`, { headers }).pipe(map(() => undefined));
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
