import { TestBed } from '@angular/core/testing';
import { collapseTrace, defaultWeights } from '@levelbench/worldgen';
import { Observable, Subject } from 'rxjs';
import type { WorldsEvent } from './worker-protocol';
import { PlayStore } from './play.store';
import { WorldsWorker } from './worlds-worker';

// the real edge starts a Web Worker through import.meta, which Jest cannot load
jest.mock('./worlds-worker', () => ({ WorldsWorker: class {} }));

describe('PlayStore', () => {
  const trace = collapseTrace(7, 3);
  const m = trace.steps.length;
  let answers: Subject<WorldsEvent>;
  let asked: unknown[];
  let store: PlayStore;

  beforeEach(() => {
    jest.useFakeTimers();
    asked = [];
    const worker = {
      request: (body: unknown) => {
        asked.push(body);
        answers = new Subject<WorldsEvent>();
        return answers as Observable<WorldsEvent>;
      },
    };
    TestBed.configureTestingModule({ providers: [PlayStore, { provide: WorldsWorker, useValue: worker }] });
    store = TestBed.inject(PlayStore);
  });
  afterEach(() => {
    store.ngOnDestroy();
    jest.useRealTimers();
  });

  const answer = () => answers.next({ id: 1, type: 'trace', value: trace });

  it('asks the worker for the trace and plays it at the chosen speed until the end', () => {
    store.open(7, 3, defaultWeights);
    expect(asked).toEqual([{ kind: 'trace', seed: 7, depth: 3, weights: defaultWeights }]);
    expect(store.status()).toBe('Preparing the collapse…');
    answer();
    expect(store.status()).toMatch(new RegExp(`^Collapsed 0 of ${m} cubes`));
    expect([...(store.frame()?.options.values() ?? [])].every((n) => n === 87)).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(store.step()).toBe(4);
    store.setSpeed(40);
    jest.advanceTimersByTime(60_000);
    expect(store.step()).toBe(m);
    expect(store.running()).toBe(false);
    expect(store.atEnd()).toBe(true);
  });

  it('steps one cube at a time (pausing), restarts, and starts over on another depth', () => {
    store.open(7, 3, defaultWeights);
    answer();
    store.next();
    store.next();
    expect(store.running()).toBe(false);
    expect(store.status()).toMatch(new RegExp(`^Collapsed 2 of ${m} cubes; last`));
    jest.advanceTimersByTime(5000);
    expect(store.step()).toBe(2);
    store.restart();
    expect(store.step()).toBe(0);
    store.next();
    store.reload(7, 4, defaultWeights);
    expect(store.trace()).toBeNull();
    expect(asked).toHaveLength(2);
    store.close();
    expect(store.frame()).toBeNull();
    store.reload(7, 5, defaultWeights);
    expect(asked).toHaveLength(2);
  });
});
