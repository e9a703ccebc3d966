import { EnvironmentInjector, createEnvironmentInjector } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Subject } from 'rxjs';
import type { Board } from '@levelbench/watersort';
import { WatersortPlayStore } from './play.store';
import { PlayerStatsStore } from './player-stats.store';
import { WatersortWorker } from './watersort-worker';
import type { WorkerEvent } from './worker-protocol';

// the real worker client uses import.meta (a Web Worker URL), which Jest's CommonJS cannot load
jest.mock('./watersort-worker', () => ({ WatersortWorker: class {} }));

/** Sorted in four pours: 0→3, 1→2, 0→2, 1→3. */
const BOARD: Board = { capacity: 4, tubes: [['red', 'blue', 'blue'], ['blue', 'red', 'red'], ['red'], ['blue']] };
const WIN = [0, 3, 1, 2, 0, 2, 1, 3];
/** Pouring tube 3 into tube 4 leaves no legal pour (and no win). */
const STUCK: Board = { capacity: 3, tubes: [['b', 'b', 'a'], ['c', 'a', 'a'], ['b', 'c'], ['c']] };

describe('WatersortPlayStore', () => {
  let clock: number;
  let hints: Subject<WorkerEvent>;
  let worker: { request: jest.Mock };
  let stats: { record: jest.Mock };
  let injector: EnvironmentInjector;
  let play: WatersortPlayStore;

  const tapAll = (taps: readonly number[]) => taps.forEach((i) => play.tap(i));

  beforeEach(() => {
    clock = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 5000));
    hints = new Subject<WorkerEvent>();
    worker = { request: jest.fn(() => hints.asObservable()) };
    stats = { record: jest.fn() };
    TestBed.configureTestingModule({
      providers: [
        { provide: WatersortWorker, useValue: worker },
        { provide: PlayerStatsStore, useValue: stats },
      ],
    });
    // the page provides the store; its injector is destroyed when the page is left
    injector = createEnvironmentInjector([WatersortPlayStore], TestBed.inject(EnvironmentInjector));
    play = injector.get(WatersortPlayStore);
    play.open(BOARD, 'level:12');
  });
  afterEach(() => jest.restoreAllMocks());

  it('plays taps as pours, counts moves and detects the win, recorded once with moves, time and hints', () => {
    play.tap(0);
    expect(play.state()?.selected).toBe(0);
    play.tap(3);
    expect(play.moves()).toBe(1);
    expect(play.state()?.won).toBe(false);
    tapAll(WIN.slice(2));
    expect(play.state()?.won).toBe(true);
    expect(play.moves()).toBe(4);
    // first pour at +10 s, the win at +40 s
    expect(play.elapsed()).toBe('30.0 s');
    expect(stats.record).toHaveBeenCalledTimes(1);
    expect(stats.record).toHaveBeenCalledWith({ key: 'level:12', moves: 4, ms: 30_000, hints: 0 });
  });

  it('undo after the win takes the winning pour back; winning again is the same play-through, not a second win', () => {
    tapAll(WIN);
    play.undo();
    expect(play.state()?.won).toBe(false);
    expect(play.moves()).toBe(3);
    expect(play.elapsed()).toBeNull();
    tapAll([1, 3]);
    expect(play.state()?.won).toBe(true);
    expect(stats.record).toHaveBeenCalledTimes(1);
  });

  it('restart starts a new play-through (its win is recorded), keeping the hints used', () => {
    play.askHint();
    tapAll(WIN);
    play.restart();
    expect(play.moves()).toBe(0);
    expect(play.state()?.board).toBe(BOARD);
    expect(play.state()?.hintsUsed).toBe(1);
    tapAll(WIN);
    expect(stats.record).toHaveBeenCalledTimes(2);
    expect(stats.record).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'level:12', hints: 1 }));
  });

  it("a hint is the solver's for the board on screen, counted, and gone after a move", () => {
    play.askHint();
    expect(worker.request).toHaveBeenCalledWith({ kind: 'hint', board: BOARD });
    expect(play.thinking()).toBe(true);
    expect(play.state()?.hintsUsed).toBe(1);
    hints.next({
      id: 1,
      type: 'hint',
      value: { status: 'solved', pour: [0, 3], nodes: 9, message: 'Pour tube 1 into tube 4.' },
    });
    hints.complete();
    expect(play.thinking()).toBe(false);
    expect(play.hint()).toMatchObject({ pour: [0, 3], message: 'Pour tube 1 into tube 4.' });
    tapAll([0, 3]);
    expect(play.hint()).toBeNull();
    play.undo(); // the same position again, but a new board: the old hint does not come back
    expect(play.hint()).toBeNull();
  });

  it('a failed hint search says so, without a pour, and the hint button frees up', () => {
    play.askHint();
    hints.error(new Error('the worker stopped'));
    expect(play.thinking()).toBe(false);
    expect(play.hint()).toEqual({
      status: 'aborted',
      nodes: 0,
      message: 'No way forward was found (the worker stopped). Undo or restart.',
    });
  });

  it('asks no hint after the win', () => {
    tapAll(WIN);
    play.askHint();
    expect(worker.request).not.toHaveBeenCalled();
    expect(play.state()?.hintsUsed).toBe(0);
  });

  it('a new board or restart drops the hint being searched; its late answer changes nothing', () => {
    play.askHint();
    play.restart();
    expect(hints.observed).toBe(false);
    expect(play.thinking()).toBe(false);
    play.askHint();
    play.open(STUCK, 'level:13');
    expect(hints.observed).toBe(false);
    expect(play.state()?.hintsUsed).toBe(0);
    hints.next({ id: 1, type: 'hint', value: { status: 'solved', pour: [0, 3], nodes: 9, message: 'late' } });
    expect(play.hint()).toBeNull();
  });

  it('leaving the page cancels a hint search', () => {
    play.askHint();
    expect(hints.observed).toBe(true);
    injector.destroy();
    expect(hints.observed).toBe(false);
  });

  it('records the win under the key the board was opened with', () => {
    play.open(BOARD, 'daily:2026-11-30');
    tapAll(WIN);
    expect(stats.record).toHaveBeenCalledWith(expect.objectContaining({ key: 'daily:2026-11-30' }));
  });

  it('says "no legal pour left" as soon as it happens; Esc-style putDown drops the lifted tube', () => {
    play.open(STUCK, 'level:1');
    play.tap(2);
    play.putDown();
    expect(play.state()?.selected).toBeNull();
    expect(play.noPour()).toBe(false);
    tapAll([2, 3]);
    expect(play.noPour()).toBe(true);
    expect(play.state()?.won).toBe(false);
  });

  it('with no board open every action is a no-op', () => {
    play.open(null, 'level:3');
    play.tap(0);
    play.undo();
    play.restart();
    play.askHint();
    expect(play.state()).toBeNull();
    expect(play.moves()).toBe(0);
    expect(worker.request).not.toHaveBeenCalled();
  });
});
