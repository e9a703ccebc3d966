import { Injectable, OnDestroy } from '@angular/core';
import type { PigmentLevel, PigmentSearchResult } from '@levelbench/pigment';
import { Observable } from 'rxjs';
import type { SolveEvent, SolveRequest, SolveStep } from './solve-worker-protocol';

/**
 * The edge to the solve Web Worker. The search is synchronous inside the worker, so a message could not stop it:
 * unsubscribing from an unfinished solve terminates the worker (the next solve starts a fresh one).
 */
@Injectable({ providedIn: 'root' })
export class PigmentSolveWorker implements OnDestroy {
  private worker: Worker | null = null;

  /** Solves in the worker (or re-checks a `known` answer): `progress` events, then one `result` or an error. */
  solve(level: PigmentLevel, maxStates: number, known?: PigmentSearchResult): Observable<SolveStep> {
    return new Observable<SolveStep>((sub) => {
      const worker = this.ensure();
      let finished = false;
      const onMessage = (ev: MessageEvent<SolveEvent>) => {
        const e = ev.data;
        if (e.type === 'progress') sub.next(e);
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
      worker.postMessage({ level, maxStates, ...(known ? { known } : {}) } satisfies SolveRequest);
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
    this.worker ??= new Worker(new URL('./pigment-solve.worker', import.meta.url), { type: 'module' });
    return this.worker;
  }
}
