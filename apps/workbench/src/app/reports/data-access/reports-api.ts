import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';
import type {
  CheckInfo,
  JobStarted,
  JobView,
  ReportDiffResponse,
  ReportRow,
  VerifyJobEvent,
} from '@levelbench/contracts';
import { jobEvents } from '../../shared/data-access/job-events';

/** The HTTP edge for verify jobs and reports. */
@Injectable({ providedIn: 'root' })
export class ReportsApi {
  private readonly http = inject(HttpClient);

  /** The checks the server's verify runs (its registry, in report order). */
  checks(): Observable<CheckInfo[]> {
    return this.http.get<CheckInfo[]>('/api/verify/checks');
  }

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

  /** Follows a verify job's events; completes after the final one. */
  events(id: string): Observable<VerifyJobEvent> {
    return jobEvents<VerifyJobEvent>(id);
  }
}
