import { Injectable, Signal, inject, signal } from '@angular/core';
import { toObservable } from '@angular/core/rxjs-interop';
import { Observable, catchError, distinctUntilChanged, map, of, startWith, switchMap, timer } from 'rxjs';
import { ApiProblem, toApiProblem } from '../../shared/data-access/api-error';
import { PigmentSolveApi, SolveResult } from './solve-api';

/** Debounce before a changed board is sent to the solver. */
export const SOLVE_DEBOUNCE_MS = 350;

/** The solve panel's state. */
export type SolveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running' }
  | { readonly kind: 'done'; readonly result: SolveResult; readonly limit: number }
  | { readonly kind: 'error'; readonly problem: ApiProblem };

/**
 * Runs the server solver on every board change: a change cancels the pending debounce and aborts
 * the request in flight (switchMap unsubscribes, HttpClient aborts the fetch).
 */
export function solveOnChange<T extends { limit: number } | null>(
  levels: Observable<T>,
  solve: (level: NonNullable<T>) => Observable<SolveResult>,
  debounceMs = SOLVE_DEBOUNCE_MS,
): Observable<SolveState> {
  return levels.pipe(
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    switchMap((level) =>
      level === null
        ? of<SolveState>({ kind: 'idle' })
        : timer(debounceMs).pipe(
            switchMap(() => solve(level as NonNullable<T>)),
            map((result): SolveState => ({ kind: 'done', result, limit: level.limit })),
            catchError((e) => of<SolveState>({ kind: 'error', problem: toApiProblem(e) })),
            startWith<SolveState>({ kind: 'running' }),
          ),
    ),
  );
}

/** Per-page solver state for the level being edited. */
@Injectable()
export class SolveStore {
  private readonly api = inject(PigmentSolveApi);
  private readonly _state = signal<SolveState>({ kind: 'idle' });
  /** What the solve panel shows. */
  readonly state = this._state.asReadonly();

  /** Follows a level signal (null = nothing valid to solve); call once from an injection context. */
  follow(level: Signal<{ limit: number } | null>): void {
    solveOnChange(toObservable(level), (l) => this.api.solve(l)).subscribe((s) => this._state.set(s));
  }
}
