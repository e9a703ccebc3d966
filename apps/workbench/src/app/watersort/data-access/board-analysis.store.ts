import { DestroyRef, Injectable, inject, signal } from '@angular/core';
import type { Board } from '@levelbench/watersort';
import type { Subscription } from 'rxjs';
import type { AnalysisPhase, BoardAnalysis } from './board-analysis-protocol';
import { BoardAnalysisWorker } from './board-analysis-worker';

/** Pause after an edit before the board is sent to the solver (a burst of clicks starts one search). */
export const ANALYSIS_DEBOUNCE_MS = 300;
/** Analyses kept for boards met before (an undo shows its answer at once). */
const CACHE_SIZE = 50;

/** The editor's solve panel: nothing to do, a search running (its phase and start), stopped, answered or failed. */
export type AnalysisState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly phase: AnalysisPhase; readonly startedAt: number }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'done'; readonly result: BoardAnalysis }
  | { readonly kind: 'error'; readonly message: string };

/**
 * Solves the edited board and measures its difficulty in a Web Worker, newest board first: a new board
 * stops the search in flight (the worker is terminated), Cancel stops it and leaves "cancelled" until the
 * next edit. Provided per page, so leaving the page stops a search.
 */
@Injectable()
export class BoardAnalysisStore {
  private readonly worker = inject(BoardAnalysisWorker);
  private readonly _state = signal<AnalysisState>({ kind: 'idle' });
  private readonly cache = new Map<string, BoardAnalysis>();
  private sub: Subscription | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private key: string | null = null;

  /** What the solve panel shows. */
  readonly state = this._state.asReadonly();

  constructor() {
    inject(DestroyRef).onDestroy(() => this.stop());
  }

  /** Analyses `board` after a short pause (null: the board breaks a rule, nothing to solve). */
  follow(board: Board | null, debounceMs = ANALYSIS_DEBOUNCE_MS): void {
    const key = board ? JSON.stringify(board) : null;
    if (key === this.key) return; // the same board: keep its answer, its search, or its Cancel
    this.stop();
    this.key = key;
    if (!board || !key) return this._state.set({ kind: 'idle' });
    const known = this.cache.get(key);
    if (known) return this._state.set({ kind: 'done', result: known });
    this._state.set({ kind: 'running', phase: 'solve', startedAt: Date.now() });
    this.timer = setTimeout(() => this.run(board, key), debounceMs);
  }

  /** Stops the running search; the panel says so until the board changes (or Solve again). */
  cancel(): void {
    if (this._state().kind !== 'running') return;
    this.stop();
    this._state.set({ kind: 'cancelled' });
  }

  /** Starts the search again for the same board (after Cancel or an error). */
  retry(board: Board | null): void {
    this.key = null;
    this.follow(board, 0);
  }

  private run(board: Board, key: string): void {
    this.timer = null;
    const startedAt = Date.now();
    this.sub = this.worker.analyse(board).subscribe({
      next: (e) => {
        if (e.type === 'phase') this._state.set({ kind: 'running', phase: e.phase, startedAt });
        else {
          this.remember(key, e.result);
          this._state.set({ kind: 'done', result: e.result });
        }
      },
      error: (e: unknown) => this._state.set({ kind: 'error', message: e instanceof Error ? e.message : String(e) }),
    });
  }

  private remember(key: string, result: BoardAnalysis): void {
    this.cache.set(key, result);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.sub?.unsubscribe();
    this.sub = null;
  }
}
