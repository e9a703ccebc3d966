import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';
import type { PigmentLevel, PigmentMetrics } from '@levelbench/pigment';

/** The Suggest dialog's options, as `POST /api/pigment/suggest` takes them. */
export interface SuggestRequest {
  readonly width: number;
  readonly height: number;
  readonly marks: number;
  readonly length: number;
  readonly holes?: number;
  readonly colors?: readonly string[];
  readonly stains?: boolean;
  readonly unique?: boolean;
  readonly count?: number;
  readonly seed?: number;
}

/** One proven board as the job streams it. */
export interface SuggestedBoard {
  readonly level: PigmentLevel;
  readonly shortest: number;
  readonly optimalCount: number;
  readonly metrics: PigmentMetrics;
  readonly attempt: number;
}

/** A job event: `queued` (its place) and `started`, `progress` (boards so far), then one final `done`/`failed`/`cancelled`. */
export interface SuggestEvent {
  readonly type: 'queued' | 'started' | 'progress' | 'done' | 'failed' | 'cancelled';
  readonly position?: number;
  readonly attempts?: number;
  readonly found?: number;
  readonly count?: number;
  readonly complete?: boolean;
  readonly suggestions?: readonly SuggestedBoard[];
  readonly error?: string;
}

const FINAL: readonly string[] = ['done', 'failed', 'cancelled'];

/** The HTTP edge of the suggester job: start, follow over SSE, cancel. */
@Injectable({ providedIn: 'root' })
export class PigmentSuggestApi {
  private readonly http = inject(HttpClient);

  /** Starts a suggester job: its id, and its place when it waits in the server's queue. */
  start(options: SuggestRequest): Observable<{ id: string; events: string; state?: string; position?: number | null }> {
    return this.http.post<{ id: string; events: string; state?: string; position?: number | null }>(
      '/api/pigment/suggest',
      options,
    );
  }

  cancel(id: string): Observable<unknown> {
    return this.http.delete(`/api/jobs/${encodeURIComponent(id)}`);
  }

  /** Follows the job's SSE stream; completes after the final event (the EventSource is closed so it does not reconnect). */
  events(id: string): Observable<SuggestEvent> {
    return new Observable<SuggestEvent>((sub) => {
      const es = new EventSource(`/api/jobs/${encodeURIComponent(id)}/events`);
      const on = (type: SuggestEvent['type']) => (ev: MessageEvent<string>) => {
        let data: SuggestEvent;
        try {
          data = { ...(JSON.parse(ev.data) as object), type };
        } catch {
          data = { type };
        }
        sub.next(data);
        if (FINAL.includes(type)) {
          es.close();
          sub.complete();
        }
      };
      for (const t of ['queued', 'started', 'progress', ...FINAL])
        es.addEventListener(t, on(t as SuggestEvent['type']) as EventListener);
      es.onerror = () => {
        if (es.readyState === EventSource.CLOSED) sub.error(new Error('lost the connection to the suggester'));
      };
      return () => es.close();
    });
  }
}
