import { Injectable, type OnDestroy } from '@angular/core';
import { Observable } from 'rxjs';

/**
 * The UI edge to a Web Worker whose search is synchronous, so that a message could not stop it: each request
 * streams the worker's events until its `result` (or fails on its `error`), and unsubscribing from an unfinished
 * request terminates the worker (the next request starts a fresh one).
 */
@Injectable()
export abstract class OneShotWorker<Req, Ev extends { readonly type: string }> implements OnDestroy {
  private worker: Worker | null = null;

  /** Starts the worker, as `new Worker(new URL('./x.worker', import.meta.url), …)` literally (the bundler needs it). */
  protected abstract spawn(): Worker;

  /** Posts `request` and streams the worker's events: every step, then the `result`; an `error` event errors. */
  protected request(request: Req): Observable<Exclude<Ev, { type: 'error' }>> {
    return new Observable<Exclude<Ev, { type: 'error' }>>((sub) => {
      const worker = (this.worker ??= this.spawn());
      let finished = false;
      const onMessage = (ev: MessageEvent<Ev | { readonly type: 'error'; readonly message: string }>) => {
        const e = ev.data;
        if (isError(e)) {
          finished = true;
          sub.error(new Error(e.message));
          return;
        }
        sub.next(e as Exclude<Ev, { type: 'error' }>);
        if (e.type === 'result') {
          finished = true;
          sub.complete();
        }
      };
      const onError = (ev: ErrorEvent) => {
        finished = true;
        this.drop(worker);
        sub.error(new Error(ev.message || 'the solver worker failed'));
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.postMessage(request);
      return () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        if (!finished) this.drop(worker); // cancelled mid-search: stop it for real
      };
    });
  }

  ngOnDestroy(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private drop(worker: Worker): void {
    worker.terminate();
    if (this.worker === worker) this.worker = null;
  }
}

function isError(e: { readonly type: string }): e is { readonly type: 'error'; readonly message: string } {
  return e.type === 'error';
}
