import { Injectable, inject, signal } from '@angular/core';
import { Subscription, lastValueFrom } from 'rxjs';
import { HttpErrorResponse } from '@angular/common/http';
import { toApiProblem } from '../../shared/data-access/api-error';
import { cancelRefusal, queuePosition } from '../../shared/util/job-queue';
import { VerifyProgress, readProgress, reportIdOf } from '../util/verify-options';
import type { VerifyDoneEvent } from '@levelbench/contracts';
import { ReportsApi } from './reports-api';

/** How the last run ended. */
export interface RunOutcome {
  readonly state: 'done' | 'failed' | 'cancelled';
  readonly reportId: string | null;
  readonly passed: boolean | null;
  readonly message: string | null;
}

/** The verify run started from the UI: start, live progress over SSE, cancel, outcome. Lives across page changes. */
@Injectable({ providedIn: 'root' })
export class VerifyRunStore {
  private readonly api = inject(ReportsApi);
  private readonly _jobId = signal<string | null>(null);
  private readonly _progress = signal<VerifyProgress | null>(null);
  private readonly _outcome = signal<RunOutcome | null>(null);
  private readonly _error = signal<string | null>(null);
  private readonly _cancelling = signal(false);
  private readonly _queued = signal<number | null>(null);
  private sub: Subscription | null = null;

  /** Id of the running job, null when none runs. */
  readonly jobId = this._jobId.asReadonly();
  readonly progress = this._progress.asReadonly();
  readonly outcome = this._outcome.asReadonly();
  readonly error = this._error.asReadonly();
  readonly cancelling = this._cancelling.asReadonly();
  /** The job's place in the server's queue while it waits (1 = next), null once it runs. */
  readonly queued = this._queued.asReadonly();

  /** Starts a run; `onEnd` is called once with its outcome. */
  async start(options: Record<string, unknown>, onEnd?: (o: RunOutcome) => void): Promise<void> {
    this._error.set(null);
    this._outcome.set(null);
    this._progress.set(null);
    this._queued.set(null);
    let id: string;
    try {
      const started = await lastValueFrom(this.api.startVerify(options));
      id = started.id;
      this._queued.set(queuePosition(started, null));
    } catch (e) {
      this._error.set(toApiProblem(e).message);
      return;
    }
    this._jobId.set(id);
    this.sub?.unsubscribe();
    this.sub = this.api.events(id).subscribe({
      next: (e) => {
        this._queued.set(queuePosition(e, this._queued()));
        if (e.type === 'progress') this._progress.set(readProgress(e));
        else if (e.type === 'done' || e.type === 'failed' || e.type === 'cancelled') this.finish(e, onEnd);
      },
      error: (e: Error) => {
        this._error.set(e.message);
        this._jobId.set(null);
      },
    });
  }

  /** Asks the server to cancel the job, queued or running (it stops its tasks and reports `cancelled`). */
  async cancel(): Promise<void> {
    const id = this._jobId();
    if (!id) return;
    this._cancelling.set(true);
    try {
      await lastValueFrom(this.api.cancel(id));
    } catch (e) {
      // 403: another session started this job; it keeps running and the page keeps following it
      const said = toApiProblem(e).message;
      this._error.set(e instanceof HttpErrorResponse ? cancelRefusal(e.status, said || null) : said);
    } finally {
      this._cancelling.set(false);
    }
  }

  private finish(
    e: VerifyDoneEvent | { readonly type: 'failed' | 'cancelled'; readonly error: string | null },
    onEnd?: (o: RunOutcome) => void,
  ): void {
    const outcome: RunOutcome =
      e.type === 'done'
        ? { state: 'done', reportId: reportIdOf(e), passed: e.summary.passed, message: null }
        : { state: e.type, reportId: null, passed: null, message: e.error };
    this._outcome.set(outcome);
    this._jobId.set(null);
    onEnd?.(outcome);
  }
}
