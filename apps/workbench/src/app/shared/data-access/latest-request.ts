import { signal } from '@angular/core';
import type { Observable, Subscription } from 'rxjs';

/**
 * One request slot whose newest request wins: starting a request cancels the one still running, and
 * `busy`/`error` follow the newest. The UI-side half of the worker request protocol (worker-requests.ts is
 * the worker side); every store that asks a Web Worker for something holds one of these per kind of request.
 */
export class LatestRequest<E> {
  private sub: Subscription | null = null;
  private readonly _busy = signal(false);
  private readonly _error = signal<string | null>(null);

  /** True while the newest request runs. */
  readonly busy = this._busy.asReadonly();
  /** The newest request's failure, null while it runs or after it succeeded. */
  readonly error = this._error.asReadonly();

  /**
   * Cancels the running request, then subscribes to `source`, handing each event to `onEvent`; `onError`
   * (optional) also hears the failure message, for a store that shows it somewhere other than `error`.
   */
  start(source: Observable<E>, onEvent: (event: E) => void, onError?: (message: string) => void): void {
    this.cancel();
    this._error.set(null);
    this._busy.set(true);
    const sub = source.subscribe({
      next: onEvent,
      error: (e: unknown) => {
        const message = e instanceof Error ? e.message : String(e);
        this._error.set(message);
        this._busy.set(false);
        onError?.(message);
      },
      complete: () => this._busy.set(false),
    });
    // a source that completed synchronously has already cleared `busy`; keep the slot empty then
    this.sub = sub.closed ? null : sub;
  }

  /** Cancels the running request and records a failure found before any request was sent (e.g. a bad spec). */
  fail(message: string): void {
    this.cancel();
    this._error.set(message);
  }

  /** Cancels the running request (its events stop arriving) and clears `error`: nothing runs, nothing failed. */
  cancel(): void {
    this.sub?.unsubscribe();
    this.sub = null;
    this._busy.set(false);
    this._error.set(null);
  }
}
