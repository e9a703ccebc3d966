import { Injectable } from '@angular/core';
import type { PigmentLevel, PigmentSearchResult } from '@levelbench/pigment';
import type { Observable } from 'rxjs';
import { OneShotWorker } from '../../shared/data-access/one-shot-worker';
import type { SolveEvent, SolveRequest, SolveStep } from './solve-worker-protocol';

/** The edge to the solve Web Worker; cancelling an unfinished solve terminates it (the next one starts afresh). */
@Injectable({ providedIn: 'root' })
export class PigmentSolveWorker extends OneShotWorker<SolveRequest, SolveEvent> {
  /** Solves in the worker (or re-checks a `known` answer): `progress` events, then one `result` or an error. */
  solve(level: PigmentLevel, maxStates: number, known?: PigmentSearchResult): Observable<SolveStep> {
    return this.request({ level, maxStates, ...(known ? { known } : {}) });
  }

  protected spawn(): Worker {
    return new Worker(new URL('./pigment-solve.worker', import.meta.url), { type: 'module' });
  }
}
