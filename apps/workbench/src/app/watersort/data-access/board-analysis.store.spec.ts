import { TestBed } from '@angular/core/testing';
import type { Board } from '@levelbench/watersort';
import { Observable, Subject } from 'rxjs';
import type { BoardAnalysis } from './board-analysis-protocol';
import { BoardAnalysisStore } from './board-analysis.store';
import { BoardAnalysisWorker, type AnalysisStep } from './board-analysis-worker';

// the real worker client uses import.meta (a Web Worker URL), which Jest's CommonJS cannot load
jest.mock('./board-analysis-worker', () => ({ BoardAnalysisWorker: class {} }));

const BOARD: Board = {
  capacity: 4,
  tubes: [['red', 'orange', 'red', 'orange'], ['orange', 'red', 'orange', 'red'], [], []],
};
const RESULT: BoardAnalysis = {
  solve: { status: 'solved', moves: [[0, 2]], pours: 1, optimal: true, nodes: 3, ms: 1 },
  difficulty: null,
  mixedness: 6,
  firstPours: 4,
  ms: 2,
};

describe('BoardAnalysisStore', () => {
  let store: BoardAnalysisStore;
  let runs: { board: Board; events: Subject<AnalysisStep>; stopped: boolean }[];

  beforeEach(() => {
    jest.useFakeTimers();
    runs = [];
    const worker = {
      analyse: (board: Board) => {
        const events = new Subject<AnalysisStep>();
        const run = { board, events, stopped: false };
        runs.push(run);
        return new Observable<AnalysisStep>((sub) => {
          const s = events.subscribe(sub);
          return () => {
            run.stopped = true;
            s.unsubscribe();
          };
        });
      },
    };
    TestBed.configureTestingModule({
      providers: [BoardAnalysisStore, { provide: BoardAnalysisWorker, useValue: worker }],
    });
    store = TestBed.inject(BoardAnalysisStore);
  });
  afterEach(() => jest.useRealTimers());

  it('solves a board after a pause, shows the phases, then the result', () => {
    store.follow(BOARD);
    expect(store.state().kind).toBe('running');
    expect(runs).toHaveLength(0);
    jest.advanceTimersByTime(300);
    expect(runs).toHaveLength(1);
    runs[0].events.next({ type: 'phase', phase: 'difficulty', ms: 5 });
    expect(store.state()).toMatchObject({ kind: 'running', phase: 'difficulty' });
    runs[0].events.next({ type: 'result', result: RESULT });
    expect(store.state()).toEqual({ kind: 'done', result: RESULT });
  });

  it('a newer board stops the search in flight; a board met before answers from the cache', () => {
    store.follow(BOARD);
    jest.advanceTimersByTime(300);
    runs[0].events.next({ type: 'result', result: RESULT });
    const other = { ...BOARD, tubes: [BOARD.tubes[1], BOARD.tubes[0], [], []] };
    store.follow(other);
    jest.advanceTimersByTime(300);
    expect(runs).toHaveLength(2);
    store.follow(BOARD);
    expect(runs[1].stopped).toBe(true);
    expect(store.state()).toEqual({ kind: 'done', result: RESULT });
    expect(runs).toHaveLength(2);
  });

  it('Cancel stops the worker and says so; Solve again starts afresh; an invalid board is idle', () => {
    store.follow(BOARD);
    jest.advanceTimersByTime(300);
    store.cancel();
    expect(runs[0].stopped).toBe(true);
    expect(store.state()).toEqual({ kind: 'cancelled' });
    store.follow(BOARD);
    expect(store.state()).toEqual({ kind: 'cancelled' });
    store.retry(BOARD);
    jest.advanceTimersByTime(0);
    expect(runs).toHaveLength(2);
    store.follow(null);
    expect(store.state()).toEqual({ kind: 'idle' });
    expect(runs[1].stopped).toBe(true);
  });
});
