import { EnvironmentInjector, createEnvironmentInjector, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { HttpErrorResponse } from '@angular/common/http';
import { Subject, of, throwError } from 'rxjs';
import type { PigmentMetrics } from '@levelbench/pigment';
import type { SuggestJobEvent, SuggestRequest, SuggestedBoard } from '@levelbench/contracts';
import { RETURN_LEVEL } from '../testing/fixtures';
import { DraftStorage } from './draft-storage';
import { PigmentLevelsApi } from './levels-api';
import { PigmentLevelsStore } from './levels.store';
import { PigmentSuggestApi } from './suggest-api';
import { SuggestMemory, SuggestRunStore, mergeSuggestions } from './suggest-run.store';

const REQUEST: SuggestRequest = { width: 5, height: 5, marks: 2, length: 7, count: 2, seed: 3 };

function board(id: string, attempt: number): SuggestedBoard {
  return {
    level: { ...RETURN_LEVEL, id },
    shortest: 7,
    optimalCount: 1,
    metrics: { difficulty: 1 } as PigmentMetrics,
    attempt,
  };
}

const progress = (boards: SuggestedBoard[], attempts: number): SuggestJobEvent => ({
  type: 'progress',
  attempts,
  states: 100,
  found: boards.length,
  count: 2,
  suggestions: boards,
});

describe('SuggestRunStore', () => {
  let events: Subject<SuggestJobEvent>;
  let api: { start: jest.Mock; events: jest.Mock; cancel: jest.Mock };
  let levelsApi: { put: jest.Mock };
  let levels: { levels: ReturnType<typeof signal<{ id: string }[]>>; refresh: jest.Mock };
  let drafts: { put: jest.Mock; newDrafts: () => { id: string }[] };
  let injector: EnvironmentInjector;
  let store: SuggestRunStore;

  beforeEach(() => {
    events = new Subject<SuggestJobEvent>();
    api = {
      start: jest.fn(() => of({ id: 'suggest-1', state: 'running', position: null, events: '' })),
      events: jest.fn(() => events.asObservable()),
      cancel: jest.fn(() => of({})),
    };
    levelsApi = { put: jest.fn(() => of({ etag: '"1"' })) };
    levels = { levels: signal([{ id: 's-1' }]), refresh: jest.fn(async () => undefined) };
    drafts = { put: jest.fn(() => true), newDrafts: () => [] };
    TestBed.configureTestingModule({
      providers: [
        { provide: PigmentSuggestApi, useValue: api },
        { provide: PigmentLevelsApi, useValue: levelsApi },
        { provide: PigmentLevelsStore, useValue: levels },
        { provide: DraftStorage, useValue: drafts },
      ],
    });
    // the dialog provides the store; its injector is destroyed when the dialog closes
    injector = createEnvironmentInjector([SuggestRunStore], TestBed.inject(EnvironmentInjector));
    store = injector.get(SuggestRunStore);
  });

  it('follows the job: boards arrive with each progress event, the done event says how it ended', async () => {
    await store.start(REQUEST);
    expect(api.start).toHaveBeenCalledWith(REQUEST);
    expect(api.events).toHaveBeenCalledWith('suggest-1');
    expect(store.running()).toBe(true);
    expect(store.count()).toBe(2);
    events.next({ type: 'started', startedAt: null });
    events.next(progress([board('s-1', 4)], 9));
    expect(store.boards().map((b) => b.level.id)).toEqual(['s-1']);
    expect(store.attempts()).toBe(9);
    expect(store.outcome()).toBeNull();
    events.next({
      type: 'done',
      complete: true,
      attempts: 20,
      states: 500,
      suggestions: [board('s-1', 4), board('s-2', 17)],
    });
    events.complete();
    expect(store.boards()).toHaveLength(2);
    expect(store.outcome()).toBe('Found 2 boards in 20 attempts.');
    expect(store.running()).toBe(false);
  });

  it('keeps shown boards in place with their ids; new ones are appended and numbered by place', async () => {
    await store.start(REQUEST);
    events.next(progress([board('s-5x5-l7-3-01', 4)], 9));
    // the job re-ranks: a harder board takes rank 1 and the shown one becomes -02
    events.next(progress([board('s-5x5-l7-3-01', 17), board('s-5x5-l7-3-02', 4)], 20));
    expect(store.boards().map((b) => [b.attempt, b.level.id])).toEqual([
      [4, 's-5x5-l7-3-01'],
      [17, 's-5x5-l7-3-02'],
    ]);
  });

  it('names appended boards by their place and leaves shown names alone', () => {
    const named = (id: string, n: number, attempt: number): SuggestedBoard => {
      const b = board(id, attempt);
      return { ...b, level: { ...b.level, name: `Suggested 5×5, 7 tips (seed 3 #${n})` } };
    };
    const shown = mergeSuggestions([], [named('s-01', 1, 4)]);
    const next = mergeSuggestions(shown, [named('s-01', 1, 9), named('s-02', 2, 4)]);
    expect(next.map((b) => b.level.name)).toEqual([
      'Suggested 5×5, 7 tips (seed 3 #1)',
      'Suggested 5×5, 7 tips (seed 3 #2)',
    ]);
    expect(next[1].attempt).toBe(9);
  });

  it('a new dialog opens on the last run, its boards and saves included', async () => {
    await store.start(REQUEST);
    events.next(progress([board('s-1', 4), board('s-2', 6)], 9));
    TestBed.tick();
    injector.destroy();
    const again = createEnvironmentInjector([SuggestRunStore], TestBed.inject(EnvironmentInjector)).get(
      SuggestRunStore,
    );
    expect(again.boards().map((b) => b.attempt)).toEqual([4, 6]);
    expect(again.request()).toEqual(REQUEST);
    expect(TestBed.inject(SuggestMemory).last()?.boards).toHaveLength(2);
  });

  it('says when the budget ran out before all boards were found', async () => {
    await store.start(REQUEST);
    events.next({ type: 'done', complete: false, attempts: 500, states: 9000, suggestions: [board('s-1', 4)] });
    expect(store.outcome()).toBe('The budget ran out: 1 of 2 boards found.');
  });

  it('surfaces a failed job and a lost connection as messages, and stops running', async () => {
    await store.start(REQUEST);
    events.next({ type: 'failed', error: 'worker crashed' });
    expect(store.outcome()).toBe('The suggester failed: worker crashed');

    await store.start(REQUEST);
    events.error(new Error('lost the connection to the suggester'));
    expect(store.problem()).toEqual({ kind: 'other', message: 'lost the connection to the suggester' });
    expect(store.running()).toBe(false);
  });

  it('shows a queued job with its place until it starts', async () => {
    api.start.mockReturnValue(of({ id: 'suggest-1', state: 'queued', position: 2, events: '' }));
    await store.start(REQUEST);
    expect(store.queued()).toBe(2);
    events.next({ type: 'queued', position: 1 });
    expect(store.queued()).toBe(1);
    events.next({ type: 'started', startedAt: null });
    expect(store.queued()).toBeNull();
  });

  it('cancels on the server and keeps following until the cancelled event; a refusal is shown', async () => {
    await store.start(REQUEST);
    events.next(progress([board('s-1', 4)], 9));
    await store.cancel();
    expect(api.cancel).toHaveBeenCalledWith('suggest-1');
    events.next({ type: 'cancelled', error: 'cancelled by a client' });
    events.complete();
    expect(store.outcome()).toBe('Cancelled after 1 boards.');
    expect(store.running()).toBe(false);

    events = new Subject<SuggestJobEvent>();
    await store.start(REQUEST);
    api.cancel.mockReturnValue(
      throwError(
        () => new HttpErrorResponse({ status: 403, error: { error: 'job suggest-1 was started by another client' } }),
      ),
    );
    await store.cancel();
    expect(store.problem()?.message).toBe('job suggest-1 was started by another client');
    expect(store.running()).toBe(true);
    events.next(progress([board('s-1', 4), board('s-2', 7)], 12));
    expect(store.boards()).toHaveLength(2);
  });

  it("a new start cancels the old job, and the old job's late events change nothing", async () => {
    const first = events;
    await store.start(REQUEST);
    first.next(progress([board('s-1', 4)], 9));
    events = new Subject<SuggestJobEvent>();
    api.start.mockReturnValue(of({ id: 'suggest-2', state: 'running', position: null, events: '' }));
    await store.start({ ...REQUEST, seed: 4 });
    expect(api.cancel).toHaveBeenCalledWith('suggest-1');
    expect(store.boards()).toEqual([]);
    first.next(progress([board('old', 1)], 99));
    first.next({ type: 'failed', error: 'old failure' });
    expect(store.boards()).toEqual([]);
    expect(store.outcome()).toBeNull();
    expect(store.jobId()).toBe('suggest-2');
  });

  it('closing the dialog cancels the job and stops following it', async () => {
    await store.start(REQUEST);
    injector.destroy();
    expect(api.cancel).toHaveBeenCalledWith('suggest-1');
    expect(events.observed).toBe(false);
    expect(store.running()).toBe(false);
  });

  it('a dialog closed while the job was being started cancels the job nobody follows', async () => {
    const started = new Subject<{ id: string; state: 'running'; position: null; events: string }>();
    api.start.mockReturnValue(started);
    const starting = store.start(REQUEST);
    injector.destroy();
    started.next({ id: 'suggest-9', state: 'running', position: null, events: '' });
    started.complete();
    await starting;
    expect(api.cancel).toHaveBeenCalledWith('suggest-9');
    expect(api.events).not.toHaveBeenCalled();
    expect(store.running()).toBe(false);
  });

  it('says why the server refused to start', async () => {
    api.start.mockReturnValue(
      throwError(() => new HttpErrorResponse({ status: 429, error: { error: 'you already have 4 jobs waiting' } })),
    );
    await store.start(REQUEST);
    expect(store.problem()?.message).toBe('you already have 4 jobs waiting');
    expect(api.events).not.toHaveBeenCalled();
    expect(store.running()).toBe(false);
  });

  it('saves a board under a free id and opens a saved board by that id, an unsaved one as a draft', async () => {
    await store.start(REQUEST);
    events.next(progress([board('s-1', 4), board('s-2', 7)], 9));
    await store.save(store.boards()[0]);
    expect(levelsApi.put).toHaveBeenCalledWith('s-1-2', expect.objectContaining({ id: 's-1-2' }), null);
    expect(store.saved()).toEqual({ 's-1': 's-1-2' });
    expect(levels.refresh).toHaveBeenCalled();

    expect(await store.openable(store.boards()[0])).toBe('s-1-2');
    expect(drafts.put).not.toHaveBeenCalled();
    expect(await store.openable(store.boards()[1])).toBe('s-2');
    expect(drafts.put).toHaveBeenCalledWith('s-2', expect.stringContaining('"id": "s-2"'), null);
    expect(api.cancel).toHaveBeenCalledWith('suggest-1');
  });

  it('a failed save is shown and nothing is marked saved', async () => {
    levelsApi.put.mockReturnValue(throwError(() => new HttpErrorResponse({ status: 0 })));
    await store.save(board('s-1', 4));
    expect(store.problem()?.kind).toBe('offline');
    expect(store.saved()).toEqual({});
  });
});
