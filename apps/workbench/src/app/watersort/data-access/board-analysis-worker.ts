import { Injectable, OnDestroy } from '@angular/core';
import type { Board } from '@levelbench/watersort';
import { Observable } from 'rxjs';
import type { BoardAnalysisEvent, BoardAnalysisRequest } from './board-analysis-protocol';

/** What an analysis emits to the page: phases, then its result (errors become Observable errors). */
export type AnalysisStep = Exclude<BoardAnalysisEvent, { type: 'error' }>;

/**
 * The edge to the board editor's Web Worker. The search is synchronous inside the worker, so a message could
 * not stop it: unsubscribing from an unfinished analysis terminates the worker (the next one starts afresh).
 */
@Injectable({ providedIn: 'root' })
export class BoardAnalysisWorker implements OnDestroy {
  private worker: Worker | null = null;

  /** Analyses `board` in the worker: `phase` events, then one `result`, or an error. */
  analyse(board: Board): Observable<AnalysisStep> {
    return new Observable<AnalysisStep>((sub) => {
      const worker = this.ensure();
      let finished = false;
      const onMessage = (ev: MessageEvent<BoardAnalysisEvent>) => {
        const e = ev.data;
        if (e.type === 'phase') sub.next(e);
        else {
          finished = true;
          if (e.type === 'result') {
            sub.next(e);
            sub.complete();
          } else sub.error(new Error(e.message));
        }
      };
      const onError = (ev: ErrorEvent) => {
        finished = true;
        this.drop(worker);
        sub.error(new Error(ev.message || 'the solver worker failed'));
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.postMessage({ board } satisfies BoardAnalysisRequest);
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

  private ensure(): Worker {
    this.worker ??= new Worker(new URL('./board-analysis.worker', import.meta.url), { type: 'module' });
    return this.worker;
  }
}
