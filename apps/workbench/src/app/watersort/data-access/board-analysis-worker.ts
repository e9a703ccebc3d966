import { Injectable } from '@angular/core';
import type { Board } from '@levelbench/watersort';
import type { Observable } from 'rxjs';
import { OneShotWorker } from '../../shared/data-access/one-shot-worker';
import type { BoardAnalysisEvent, BoardAnalysisRequest } from './board-analysis-protocol';

/** What an analysis emits to the page: phases, then its result (errors become Observable errors). */
export type AnalysisStep = Exclude<BoardAnalysisEvent, { type: 'error' }>;

/** The edge to the board editor's Web Worker; cancelling an unfinished analysis terminates it. */
@Injectable({ providedIn: 'root' })
export class BoardAnalysisWorker extends OneShotWorker<BoardAnalysisRequest, BoardAnalysisEvent> {
  /** Analyses `board` in the worker: `phase` events, then one `result`, or an error. */
  analyse(board: Board): Observable<AnalysisStep> {
    return this.request({ board });
  }

  protected spawn(): Worker {
    return new Worker(new URL('./board-analysis.worker', import.meta.url), { type: 'module' });
  }
}
