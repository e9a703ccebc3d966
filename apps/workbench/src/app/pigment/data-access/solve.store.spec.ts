import { Subject, Observable } from 'rxjs';
import { SolveResult } from './solve-api';
import { SolveState, solveOnChange } from './solve.store';

const answer = {
  solvable: true,
  shortest: 1,
  optimalCount: 1,
  solution: 'E',
  exhaustive: true,
  states: 3,
  limitVerdict: 'ok',
  optimalLines: ['E'],
} as SolveResult;

describe('solveOnChange', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('debounces, and a board change aborts the request in flight', () => {
    const levels = new Subject<{ limit: number } | null>();
    const started: number[] = [];
    const aborted: number[] = [];
    const pending: Subject<SolveResult>[] = [];
    const solve = (l: { limit: number }) =>
      new Observable<SolveResult>((sub) => {
        started.push(l.limit);
        const s = new Subject<SolveResult>();
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
    pending[1].next(answer);
    expect(started).toEqual([2, 3]);
    expect(states.at(-1)).toEqual({ kind: 'done', result: answer, limit: 3 });
    levels.next(null);
    expect(states.at(-1)).toEqual({ kind: 'idle' });
  });

  it('does not re-solve an identical level', () => {
    const levels = new Subject<{ limit: number } | null>();
    let calls = 0;
    solveOnChange(levels, () => new Observable<SolveResult>(() => void calls++), 10).subscribe();
    levels.next({ limit: 4 });
    jest.advanceTimersByTime(10);
    levels.next({ limit: 4 });
    jest.advanceTimersByTime(10);
    expect(calls).toBe(1);
  });
});
