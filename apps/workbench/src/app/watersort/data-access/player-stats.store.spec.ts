import { PLATFORM_ID } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { PLAYER_STATS_KEY, PlayerStatsStore } from './player-stats.store';

const T0 = Date.UTC(2026, 10, 30, 9, 0, 0);

describe('PlayerStatsStore', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('records a win, persists it under one key and reads it back in a new store', () => {
    const store = TestBed.inject(PlayerStatsStore);
    expect(store.get('level:12')).toBeNull();
    expect(store.record({ key: 'level:12', moves: 22, ms: 41_000, hints: 3 }, T0)).toMatchObject({
      wins: 1,
      bestMoves: 22,
      bestMs: 41_000,
    });
    store.record({ key: 'daily:2026-11-30', moves: 30, ms: 50_000, hints: 0 }, T0);
    expect(store.dailies().get('2026-11-30')?.bestMoves).toBe(30);
    expect(JSON.parse(localStorage.getItem(PLAYER_STATS_KEY) ?? '{}').keys['level:12'].bestMoves).toBe(22);

    TestBed.resetTestingModule();
    const again = TestBed.inject(PlayerStatsStore);
    expect(again.get('level:12')).toMatchObject({ wins: 1, bestMoves: 22, hintsOnBest: 3, solvedAt: T0 });
    expect(again.record({ key: 'level:12', moves: 25, ms: 20_000, hints: 0 }, T0 + 1)).toMatchObject({
      wins: 2,
      bestMoves: 22,
      bestMs: 20_000,
    });
  });

  it('starts empty from corrupt storage and overwrites it on the next win', () => {
    localStorage.setItem(PLAYER_STATS_KEY, '{"version":1,"keys":');
    const store = TestBed.inject(PlayerStatsStore);
    expect(store.stats()).toEqual({});
    store.record({ key: 'level:1', moves: 4, ms: 900, hints: 1 }, T0);
    expect(JSON.parse(localStorage.getItem(PLAYER_STATS_KEY) ?? '').version).toBe(1);
  });

  it('ignores an invalid win and keeps the stats when storage refuses to write', () => {
    const store = TestBed.inject(PlayerStatsStore);
    expect(store.record({ key: 'level:x', moves: 4, ms: 900, hints: 1 }, T0)).toBeNull();
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(store.record({ key: 'level:2', moves: 4, ms: 900, hints: 1 }, T0)?.bestMoves).toBe(4);
    expect(store.get('level:2')?.wins).toBe(1);
    spy.mockRestore();
  });

  it('follows other tabs through the storage event', () => {
    const store = TestBed.inject(PlayerStatsStore);
    const text = JSON.stringify({
      version: 1,
      keys: { 'level:9': { wins: 1, bestMoves: 12, bestMs: 8000, hintsOnBest: 0, solvedAt: T0 } },
    });
    localStorage.setItem(PLAYER_STATS_KEY, text);
    window.dispatchEvent(new StorageEvent('storage', { key: PLAYER_STATS_KEY, newValue: text }));
    expect(store.get('level:9')?.bestMoves).toBe(12);
  });

  it('does not touch localStorage on the server', () => {
    localStorage.setItem(
      PLAYER_STATS_KEY,
      JSON.stringify({ version: 1, keys: { 'level:9': { wins: 1, bestMoves: 12, bestMs: 8000, solvedAt: T0 } } }),
    );
    TestBed.configureTestingModule({ providers: [{ provide: PLATFORM_ID, useValue: 'server' }] });
    const store = TestBed.inject(PlayerStatsStore);
    expect(store.get('level:9')).toBeNull();
    store.record({ key: 'level:3', moves: 4, ms: 900, hints: 0 }, T0);
    expect(store.get('level:3')?.bestMoves).toBe(4);
    expect(localStorage.getItem(PLAYER_STATS_KEY)).not.toContain('level:3');
  });
});
