import { Injectable, Signal, computed, inject, signal } from '@angular/core';
import { toObservable } from '@angular/core/rxjs-interop';
import { DEFAULT_MAX_STATES, type PigmentLevel } from '@levelbench/pigment';
import {
  NEVER,
  Observable,
  Subject,
  catchError,
  defer,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  startWith,
  switchMap,
  take,
  takeWhile,
  tap,
  timer,
} from 'rxjs';
import { ApiProblem, toApiProblem } from '../../shared/data-access/api-error';
import { SolveResult } from './solve-api';
import { PigmentSolveWorker } from './solve-worker';
import type { SolveProgress, SolveStep } from './solve-worker-protocol';

export type { SolveStep } from './solve-worker-protocol';

/** Debounce before a changed board is sent to the solver. */
export const SOLVE_DEBOUNCE_MS = 350;
/** Where the editor keeps its state-budget setting. */
export const MAX_STATES_KEY = 'levelbench.pigment.maxStates';

/** The solve panel's state; `progress` is the last report of a running (or cancelled) search. */
export type SolveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress?: SolveProgress }
  | { readonly kind: 'cancelled'; readonly progress?: SolveProgress }
  | { readonly kind: 'done'; readonly result: SolveResult; readonly limit: number }
  | { readonly kind: 'error'; readonly problem: ApiProblem };

/**
 * Runs the solver on every board change: a change cancels the pending debounce and stops the solve in flight
 * (switchMap unsubscribes, which terminates the worker). `cancels` stops the running solve and leaves the panel
 * "cancelled" until the next change; after a result it does nothing.
 */
export function solveOnChange<T extends { limit: number } | null>(
  levels: Observable<T>,
  solve: (level: NonNullable<T>) => Observable<SolveStep>,
  debounceMs = SOLVE_DEBOUNCE_MS,
  cancels: Observable<unknown> = NEVER,
): Observable<SolveState> {
  return levels.pipe(
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    switchMap((level) =>
      level === null
        ? of<SolveState>({ kind: 'idle' })
        : timer(debounceMs).pipe(
            switchMap(() => run(solve(level as NonNullable<T>), level.limit, cancels)),
            catchError((e) => of<SolveState>({ kind: 'error', problem: toApiProblem(e) })),
            startWith<SolveState>({ kind: 'running' }),
          ),
    ),
  );
}

function run(steps: Observable<SolveStep>, limit: number, cancels: Observable<unknown>): Observable<SolveState> {
  return defer(() => {
    let finished = false;
    let last: SolveProgress | undefined;
    const states = steps.pipe(
      map((e): SolveState => {
        if (e.type === 'result') {
          finished = true;
          return { kind: 'done', result: e.result, limit };
        }
        last = { states: e.states, bound: e.bound, ms: e.ms };
        return { kind: 'running', progress: last };
      }),
      tap({ complete: () => (finished = true), error: () => (finished = true) }),
    );
    const cancelled = cancels.pipe(
      filter(() => !finished),
      take(1),
      map((): SolveState => ({ kind: 'cancelled', progress: last })),
    );
    return merge(states, cancelled).pipe(takeWhile((s) => s.kind !== 'cancelled', true));
  });
}

/** The editor's state budget: a positive integer kept in localStorage (default: the solver's own). */
function storedMaxStates(): number {
  try {
    const n = Number(localStorage.getItem(MAX_STATES_KEY));
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_STATES;
  } catch {
    return DEFAULT_MAX_STATES;
  }
}

/** Per-page solver state for the level being edited, solved in a Web Worker with progress and Cancel. */
@Injectable()
export class SolveStore {
  private readonly worker = inject(PigmentSolveWorker);
  private readonly _state = signal<SolveState>({ kind: 'idle' });
  private readonly _maxStates = signal(storedMaxStates());
  /** Bumped by "Solve again" so an unchanged level is solved once more. */
  private readonly again = signal(0);
  /** A Subject, not a signal: a new solve must not see an old cancel. */
  private readonly cancels = new Subject<void>();
  /** What the solve panel shows. */
  readonly state = this._state.asReadonly();
  /** The state budget of every solve (an editor setting). */
  readonly maxStates = this._maxStates.asReadonly();

  /** Follows a level signal (null = nothing valid to solve); call once from an injection context. */
  follow(level: Signal<PigmentLevel | null>): void {
    const input = computed(() => {
      const l = level();
      return l === null ? null : { level: l, limit: l.limit, maxStates: this._maxStates(), again: this.again() };
    });
    const solve = (i: { level: PigmentLevel; maxStates: number }) => this.worker.solve(i.level, i.maxStates);
    solveOnChange(toObservable(input), solve, SOLVE_DEBOUNCE_MS, this.cancels).subscribe((s) => this._state.set(s));
  }

  /** Stops the running solve (the panel says so until the next edit or "Solve again"). */
  cancel(): void {
    this.cancels.next();
  }

  /** Solves the unchanged level again (after a cancel or with a new budget). */
  solveAgain(): void {
    this.again.update((n) => n + 1);
  }

  /** Sets the state budget (kept for later sessions); the level is solved again with it. */
  setMaxStates(n: number): void {
    if (!Number.isInteger(n) || n < 1) return;
    this._maxStates.set(n);
    try {
      localStorage.setItem(MAX_STATES_KEY, String(n));
    } catch {
      // private mode: the setting lasts for this page only
    }
  }
}
