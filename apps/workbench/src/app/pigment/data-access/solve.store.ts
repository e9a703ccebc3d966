import { Injectable, Signal, computed, inject, signal } from '@angular/core';
import { toObservable } from '@angular/core/rxjs-interop';
import { DEFAULT_MAX_STATES, type PigmentLevel, type PigmentSearchResult } from '@levelbench/pigment';
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
import type { PigmentSolveReport } from '@levelbench/pigment';
import { PigmentSolveWorker } from './solve-worker';
import type { SolveProgress, SolveStep } from './solve-worker-protocol';

export type { SolveStep } from './solve-worker-protocol';

/** Debounce before a changed board is sent to the solver. */
export const SOLVE_DEBOUNCE_MS = 350;

/** The solve panel's state; `progress` is the last report of a running (or cancelled) search. */
export type SolveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress?: SolveProgress }
  | { readonly kind: 'cancelled'; readonly progress?: SolveProgress }
  | {
      readonly kind: 'done';
      readonly result: PigmentSolveReport;
      readonly limit: number;
      /** The search's last progress report (its bound says how long a line must at least be). */
      readonly progress?: SolveProgress;
    }
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
          return last
            ? { kind: 'done', result: e.result, limit, progress: last }
            : { kind: 'done', result: e.result, limit };
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

/** The state budget of a level: its own `maxStates`, else the solver's default (what `pigment verify` uses). */
export function budgetOf(level: Pick<PigmentLevel, 'maxStates'>): number {
  return level.maxStates ?? DEFAULT_MAX_STATES;
}

/** What a search depends on: the level without its limit, name and replays (they change no search). */
export function boardKey(level: PigmentLevel, maxStates: number): string {
  return JSON.stringify({ board: { ...level, limit: 0, name: '', replays: [] }, maxStates });
}

/** The solver fields of an answer, to hand back to the worker as a known solve. */
function knownOf(r: PigmentSolveReport): PigmentSearchResult {
  return {
    solvable: r.solvable,
    shortest: r.shortest,
    optimalCount: r.optimalCount,
    solution: r.solution,
    optimalLines: r.optimalLines,
    exhaustive: r.exhaustive,
    aborted: r.aborted ?? false,
    states: r.states,
    ...(r.reason ? { reason: r.reason } : {}),
  };
}

/** Per-page solver state for the level being edited, solved in a Web Worker with progress and Cancel. */
@Injectable()
export class SolveStore {
  private readonly worker = inject(PigmentSolveWorker);
  private readonly _state = signal<SolveState>({ kind: 'idle' });
  /** The level signal `follow` was given. */
  private readonly followed = signal<Signal<PigmentLevel | null> | null>(null);
  /** The last answer and the board it is for: a change of the limit alone re-checks it instead of searching. */
  private last: { key: string; again: number; known: PigmentSearchResult } | null = null;
  /** Bumped by "Solve again" so an unchanged level is solved once more. */
  private readonly again = signal(0);
  /** A Subject, not a signal: a new solve must not see an old cancel. */
  private readonly cancels = new Subject<void>();
  /** What the solve panel shows. */
  readonly state = this._state.asReadonly();
  /** The state budget of the level being solved (its own `maxStates`, else the default). */
  readonly maxStates = computed(() => {
    const l = this.followed()?.();
    return l ? budgetOf(l) : DEFAULT_MAX_STATES;
  });

  /** Follows a level signal (null = nothing valid to solve); call once from an injection context. */
  follow(level: Signal<PigmentLevel | null>): void {
    this.followed.set(level);
    const input = computed(() => {
      const l = level();
      return l === null ? null : { level: l, limit: l.limit, maxStates: budgetOf(l), again: this.again() };
    });
    const solve = (i: { level: PigmentLevel; maxStates: number; again: number }) => {
      const key = boardKey(i.level, i.maxStates);
      const last = this.last;
      const known = last && last.key === key && last.again === i.again && !last.known.aborted ? last.known : undefined;
      return this.worker.solve(i.level, i.maxStates, known).pipe(
        tap((step) => {
          if (step.type === 'result') this.last = { key, again: i.again, known: knownOf(step.result) };
        }),
      );
    };
    solveOnChange(toObservable(input), solve, SOLVE_DEBOUNCE_MS, this.cancels).subscribe((s) => this._state.set(s));
  }

  /** Stops the running solve (the panel says so until the next edit or "Solve again"). */
  cancel(): void {
    this.cancels.next();
  }

  /** Solves the unchanged level again (after a cancel): a fresh search, never the known answer. */
  solveAgain(): void {
    this.again.update((n) => n + 1);
  }
}
