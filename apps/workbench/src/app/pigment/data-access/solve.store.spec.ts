import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { DEFAULT_MAX_STATES, type PigmentLevel } from '@levelbench/pigment';
import { Subject, Observable } from 'rxjs';
import { newLevel } from '../util/level-file';
import type { PigmentSolveReport } from '@levelbench/pigment';
import { PigmentSolveWorker } from './solve-worker';
import { SOLVE_DEBOUNCE_MS, SolveState, SolveStep, SolveStore, solveOnChange } from './solve.store';

// the worker edge uses import.meta (a module URL), which Jest's CommonJS cannot load
jest.mock('./solve-worker', () => ({ PigmentSolveWorker: class {} }));

const answer: PigmentSolveReport = {
  id: 'lvl',
  solvable: true,
  shortest: 1,
  optimalCount: 1,
  solution: 'E',
  exhaustive: true,
  aborted: false,
  states: 3,
  ms: 1,
  limit: 1,
  limitVerdict: 'ok',
  optimalLines: ['E'],
};

describe('solveOnChange', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('debounces, and a board change aborts the request in flight', () => {
    const levels = new Subject<{ limit: number } | null>();
    const started: number[] = [];
    const aborted: number[] = [];
    const pending: Subject<SolveStep>[] = [];
    const solve = (l: { limit: number }) =>
      new Observable<SolveStep>((sub) => {
        started.push(l.limit);
        const s = new Subject<SolveStep>();
        pending.push(s);
        const inner = s.subscribe(sub);
        return () => {
          inner.unsubscribe();
          aborted.push(l.limit); // teardown without a result = the request was aborted
        };
      });
    const states: SolveState[] = [];
    solveOnChange(levels, solve, 100).subscribe((s) => states.push(s));

    levels.next({ limit: 1 });
    levels.next({ limit: 2 }); // within the debounce: limit 1 is never sent
    jest.advanceTimersByTime(100);
    expect(started).toEqual([2]);
    levels.next({ limit: 3 }); // the board changes while 2 is in flight
    expect(aborted).toEqual([2]);
    jest.advanceTimersByTime(100);
    pending[1].next({ type: 'progress', states: 70_000, bound: 4, ms: 120 });
    expect(states.at(-1)).toEqual({ kind: 'running', progress: { states: 70_000, bound: 4, ms: 120 } });
    pending[1].next({ type: 'result', result: answer });
    expect(started).toEqual([2, 3]);
    // the result keeps the search's last report (the budget-stop line names its bound)
    expect(states.at(-1)).toEqual({
      kind: 'done',
      result: answer,
      limit: 3,
      progress: { states: 70_000, bound: 4, ms: 120 },
    });
    levels.next(null);
    expect(states.at(-1)).toEqual({ kind: 'idle' });
  });

  it('does not re-solve an identical level', () => {
    const levels = new Subject<{ limit: number } | null>();
    let calls = 0;
    solveOnChange(levels, () => new Observable<SolveStep>(() => void calls++), 10).subscribe();
    levels.next({ limit: 4 });
    jest.advanceTimersByTime(10);
    levels.next({ limit: 4 });
    jest.advanceTimersByTime(10);
    expect(calls).toBe(1);
  });

  it('Cancel stops the running solve and keeps its last progress; after a result it does nothing', () => {
    const levels = new Subject<{ limit: number } | null>();
    const cancels = new Subject<void>();
    const running = new Subject<SolveStep>();
    let stopped = 0;
    const solve = () =>
      new Observable<SolveStep>((sub) => {
        const inner = running.subscribe(sub);
        return () => {
          inner.unsubscribe();
          stopped++;
        };
      });
    const states: SolveState[] = [];
    solveOnChange(levels, solve, 10, cancels).subscribe((s) => states.push(s));
    levels.next({ limit: 9 });
    jest.advanceTimersByTime(10);
    running.next({ type: 'progress', states: 65_536, bound: 12, ms: 900 });
    cancels.next();
    expect(states.at(-1)).toEqual({ kind: 'cancelled', progress: { states: 65_536, bound: 12, ms: 900 } });
    expect(stopped).toBe(1);
    levels.next({ limit: 10 }); // a new edit solves again, and an old cancel does not stop it
    jest.advanceTimersByTime(10);
    running.next({ type: 'result', result: answer });
    cancels.next();
    expect(states.at(-1)).toEqual({ kind: 'done', result: answer, limit: 10 });
  });
});

describe('SolveStore (issue #25): the level’s own budget, and a limit change re-checked without a search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A new level cut to 2 × 1: the start and, east of it, its yellow mark, within one tip. */
  const level = { ...newLevel('x', 'X'), width: 2, height: 1 } as PigmentLevel;

  function setup() {
    const calls: { level: PigmentLevel; maxStates: number; known?: unknown }[] = [];
    const pending: Subject<SolveStep>[] = [];
    const worker = {
      solve: (l: PigmentLevel, maxStates: number, known?: unknown) => {
        calls.push({ level: l, maxStates, known });
        const s = new Subject<SolveStep>();
        pending.push(s);
        return s.asObservable();
      },
    };
    TestBed.configureTestingModule({ providers: [SolveStore, { provide: PigmentSolveWorker, useValue: worker }] });
    const store = TestBed.inject(SolveStore);
    const current = signal<PigmentLevel | null>(level);
    TestBed.runInInjectionContext(() => store.follow(current));
    const settle = () => {
      TestBed.tick();
      jest.advanceTimersByTime(SOLVE_DEBOUNCE_MS);
    };
    return { store, current, calls, pending, settle };
  }

  it('solves with the default budget, or the level’s maxStates (what pigment verify uses)', () => {
    const { store, current, calls, settle } = setup();
    settle();
    expect(calls.map((c) => c.maxStates)).toEqual([DEFAULT_MAX_STATES]);
    expect(store.maxStates()).toBe(DEFAULT_MAX_STATES);
    current.set({ ...level, maxStates: 20_000_000 });
    settle();
    expect(calls.map((c) => c.maxStates)).toEqual([DEFAULT_MAX_STATES, 20_000_000]);
    expect(store.maxStates()).toBe(20_000_000);
  });

  it('hands the last answer back when only the limit changed, and searches again after any other change', () => {
    const { current, calls, pending, settle } = setup();
    settle();
    pending[0].next({ type: 'result', result: answer });
    current.set({ ...level, limit: 3 });
    settle();
    expect(calls[1].known).toMatchObject({ solvable: true, shortest: 1, optimalCount: 1, states: 3, aborted: false });
    pending[1].next({ type: 'result', result: { ...answer, limitVerdict: 'slack' } });
    current.set({ ...level, limit: 3, marks: [{ at: [1, 0], color: 'red' }] });
    settle();
    expect(calls[2].known).toBeUndefined();
    // an aborted answer is never reused
    pending[2].next({ type: 'result', result: { ...answer, aborted: true, solvable: false, shortest: null } });
    current.set({ ...level, limit: 4, marks: [{ at: [1, 0], color: 'red' }] });
    settle();
    expect(calls[3].known).toBeUndefined();
  });
});
