import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';
import type { JobStarted, SuggestJobEvent, SuggestRequest } from '@levelbench/contracts';
import { jobEvents } from '../../shared/data-access/job-events';

/** The HTTP edge of the suggester job: start, follow over SSE, cancel. */
@Injectable({ providedIn: 'root' })
export class PigmentSuggestApi {
  private readonly http = inject(HttpClient);

  /** Starts a suggester job: its id, and its place when it waits in the server's queue. */
  start(options: SuggestRequest): Observable<JobStarted> {
    return this.http.post<JobStarted>('/api/pigment/suggest', options);
  }

  cancel(id: string): Observable<unknown> {
    return this.http.delete(`/api/jobs/${encodeURIComponent(id)}`);
  }

  /** Follows the suggester job's events; completes after the final one. */
  events(id: string): Observable<SuggestJobEvent> {
    return jobEvents<SuggestJobEvent>(id, 'the suggester');
  }
}
