import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';

/** A row of `GET /api/reports`: the summary's scalar fields plus id, passed and date. */
export interface ReportRow {
  readonly id: string;
  readonly passed: boolean | null;
  readonly date: string | null;
  readonly [key: string]: unknown;
}

/** A job as `GET /api/jobs/:id` shows it (`position` while queued). */
export interface JobView {
  readonly id: string;
  readonly state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  readonly position?: number | null;
  readonly result?: unknown;
  readonly error?: string | null;
}

/** What `POST /api/jobs` answers (202): the job waits in the queue (`position`) or runs. */
export interface JobStarted {
  readonly id: string;
  readonly state: 'queued' | 'running';
  readonly position?: number | null;
}

/** One Server-Sent Event of a job: `queued`/`started`/`progress` while alive, then one of done / failed / cancelled. */
export interface JobEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** One item the diff names (`GET /api/reports/:id/diff`, libs/verify's ReportDiff as JSON). */
export interface DiffItem {
  readonly check: string;
  readonly id: string;
  readonly passed: boolean;
  readonly messages: readonly string[];
}

/** What changed from report `against` to report `id` (headline and change texts in the verify lib's words). */
export interface ReportDiffResponse {
  readonly id: string;
  readonly against: string;
  readonly headline: string;
  readonly diff: {
    readonly runChanges: readonly string[];
    readonly regressions: readonly DiffItem[];
    readonly fixes: readonly DiffItem[];
    readonly added: readonly DiffItem[];
    readonly removed: readonly DiffItem[];
    readonly changed: readonly { readonly check: string; readonly id: string; readonly text: string }[];
    readonly unchanged: number;
  };
}

const FINAL = ['done', 'failed', 'cancelled'];

/** The HTTP edge for verify jobs and reports. */
@Injectable({ providedIn: 'root' })
export class ReportsApi {
  private readonly http = inject(HttpClient);

  list(): Observable<ReportRow[]> {
    return this.http.get<ReportRow[]>('/api/reports');
  }

  summary(id: string): Observable<unknown> {
    return this.http.get<unknown>(`/api/reports/${encodeURIComponent(id)}/summary.json`);
  }

  /** What changed from report `against` (older) to report `id`. */
  diff(id: string, against: string): Observable<ReportDiffResponse> {
    return this.http.get<ReportDiffResponse>(`/api/reports/${encodeURIComponent(id)}/diff`, { params: { against } });
  }

  /** Starts a verify batch: the job id, and its place when it waits in the queue. */
  startVerify(options: Record<string, unknown>): Observable<JobStarted> {
    return this.http.post<JobStarted>('/api/jobs', { kind: 'verify', options });
  }

  cancel(id: string): Observable<JobView> {
    return this.http.delete<JobView>(`/api/jobs/${encodeURIComponent(id)}`);
  }

  /** Follows a job's SSE stream; completes after the final event (the EventSource is closed so it does not reconnect). */
  events(id: string): Observable<JobEvent> {
    return new Observable<JobEvent>((sub) => {
      const es = new EventSource(`/api/jobs/${encodeURIComponent(id)}/events`);
      const on = (type: string) => (ev: MessageEvent<string>) => {
        let data: JobEvent;
        try {
          data = { ...(JSON.parse(ev.data) as object), type } as JobEvent;
        } catch {
          data = { type };
        }
        sub.next(data);
        if (FINAL.includes(type)) {
          es.close();
          sub.complete();
        }
      };
      for (const t of ['queued', 'started', 'progress', ...FINAL]) es.addEventListener(t, on(t) as EventListener);
      es.onerror = () => {
        // the browser retries by itself while the server is up; give up only when it has closed the stream for good
        if (es.readyState === EventSource.CLOSED) sub.error(new Error('lost the connection to the job'));
      };
      return () => es.close();
    });
  }
}
