import { signal, type WritableSignal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { defaultCurve } from '@levelbench/watersort';
import { NEVER } from 'rxjs';
import { BoardEditorStore } from '../data-access/board-editor.store';
import { CurveStore } from '../data-access/curve.store';
import { LevelPreviewStore } from '../data-access/level-preview.store';
import { PLAYER_STATS_KEY, PlayerStatsStore } from '../data-access/player-stats.store';
import { WatersortWorker } from '../data-access/watersort-worker';
import { PlayPage } from './play-page';

// the real worker client uses import.meta (a Web Worker URL), which Jest's CommonJS cannot load
jest.mock('../data-access/watersort-worker', () => ({ WatersortWorker: class {} }));
// The page provides its own LevelPreviewStore; a stand-in module (instead of TestBed.overrideComponent,
// which JIT-compiles the page and its Material imports again in every test) keeps one compile per file,
// so the tests do not crowd Jest's 5 s limit when the CPU is shared (it flaked under load).
jest.mock('../data-access/level-preview.store', () => {
  const { Injectable, signal } = jest.requireActual('@angular/core');
  class LevelPreviewStore {
    readonly preview = signal({ generated: { board: mockBoard } });
    readonly loading = signal(false);
    readonly error = signal(null);
    readonly load = jest.fn();
  }
  return { LevelPreviewStore: Injectable()(LevelPreviewStore) };
});

/** Sorted in four pours: 0→3, 1→2, 0→2, 1→3. */
const mockBoard = { capacity: 4, tubes: [['red', 'blue', 'blue'], ['blue', 'red', 'red'], ['red'], ['blue']] };
const WIN = [0, 3, 1, 2, 0, 2, 1, 3];

describe('PlayPage stats', () => {
  let clock: number;

  beforeEach(() => {
    localStorage.clear();
    clock = Date.UTC(2026, 10, 30, 9, 0, 0);
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 5000));
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        {
          provide: CurveStore,
          useValue: { load: async () => undefined, loaded: signal(true), draft: signal(defaultCurve) },
        },
        { provide: WatersortWorker, useValue: { request: () => NEVER } },
      ],
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  async function render(inputs: Record<string, string>) {
    const fixture = TestBed.createComponent(PlayPage);
    for (const [k, v] of Object.entries(inputs)) fixture.componentRef.setInput(k, v);
    await fixture.whenStable();
    const el = fixture.nativeElement as HTMLElement;
    const tapAll = async (taps: number[]) => {
      for (const i of taps) {
        (el.querySelector(`app-tube-board [data-tube="${i}"]`) as SVGGElement).dispatchEvent(new MouseEvent('click'));
        await fixture.whenStable();
      }
    };
    const button = async (name: string) => {
      const b = Array.from(el.querySelectorAll('button')).find((x) => x.textContent?.trim() === name);
      b?.click();
      await fixture.whenStable();
    };
    const key = async (k: string) => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: k }));
      await fixture.whenStable();
    };
    const previews = fixture.debugElement.injector.get(LevelPreviewStore);
    const preview = previews.preview as WritableSignal<unknown>;
    return { el, tapAll, button, key, preview, load: previews.load, stats: TestBed.inject(PlayerStatsStore) };
  }

  it('records the win once and shows moves, time, hints and the best as plain facts', async () => {
    const { el, tapAll, button, stats } = await render({ level: '12' });
    await tapAll(WIN);
    const won = el.querySelector('[data-testid=won]')?.textContent ?? '';
    expect(won).toContain('4 moves · time 30.0 s · hints used: 0');
    expect(el.querySelector('[data-testid=best]')?.textContent?.trim()).toBe('Level 12 — best: 4 moves, 0:30');
    expect(stats.get('level:12')).toMatchObject({ wins: 1, bestMoves: 4, bestMs: 30_000, hintsOnBest: 0 });
    expect(won).not.toMatch(/streak/i);

    // undo and pour again: the same play-through, not a second win
    await button('Undo (U)');
    await tapAll([1, 3]);
    expect(el.querySelector('[data-testid=won]')).not.toBeNull();
    expect(stats.get('level:12')?.wins).toBe(1);

    // play again: a new play-through is recorded; best time stays the faster one
    await button('Play again');
    await tapAll(WIN);
    expect(stats.get('level:12')).toMatchObject({ wins: 2, bestMoves: 4, bestMs: 30_000 });
    expect(JSON.parse(localStorage.getItem(PLAYER_STATS_KEY) ?? '{}').keys['level:12'].wins).toBe(2);
  });

  it('shows the proven minimum while playing and compares the win with it', async () => {
    const { el, tapAll, preview, key } = await render({ level: '12' });
    expect(el.querySelector('[data-testid=fewest]')).toBeNull(); // unknown: nothing claimed
    preview.set({ generated: { board: mockBoard }, metrics: { optimalPours: 4 } });
    await key('x'); // no shortcut: only lets the page settle
    expect(el.querySelector('[data-testid=fewest]')?.textContent?.trim()).toBe('Fewest possible: 4');
    await tapAll(WIN);
    expect(el.querySelector('[data-testid=par]')?.textContent?.trim()).toBe('the fewest possible (4 moves)');
  });

  it("plays the board editor's board without loading a level or recording a win", async () => {
    const editor = TestBed.inject(BoardEditorStore);
    editor.open({ capacity: 4, tubes: [['red', 'blue', 'blue'], ['blue', 'red', 'red'], ['red'], ['blue']] }, null, '');
    const { el, tapAll, preview, load } = await render({ board: 'editor' });
    expect(el.querySelector('h1')?.textContent).toContain('Board from the editor');
    expect(load).not.toHaveBeenCalled();
    preview.set({ generated: { board: { capacity: 4, tubes: [['red'], [], []] } } }); // a level arriving late is ignored
    await tapAll(WIN);
    expect(el.querySelector('[data-testid=won]')?.textContent).toContain('4 moves');
    expect(el.querySelector('[data-testid=next-level]')).toBeNull();
    expect(JSON.parse(localStorage.getItem(PLAYER_STATS_KEY) ?? '{"keys":{}}').keys).toEqual({});
  });

  it('records a daily under its date', async () => {
    const { el, tapAll, stats } = await render({ date: '2026-11-30' });
    await tapAll(WIN);
    expect(stats.dailies().get('2026-11-30')?.bestMoves).toBe(4);
    expect(el.querySelector('[data-testid=best]')?.textContent).toContain('Daily 2026-11-30 — best: 4 moves');
  });

  it('says "no legal pour left" the moment it happens, without counting a hint', async () => {
    const { el, tapAll, preview, key } = await render({ level: '1' });
    // pouring tube 3 into tube 4 leaves no legal pour (and no win)
    preview.set({
      generated: { board: { capacity: 3, tubes: [['b', 'b', 'a'], ['c', 'a', 'a'], ['b', 'c'], ['c']] } },
    });
    await key('x'); // no shortcut: only lets the page settle
    expect(el.querySelector('[data-tube="3"]')?.getAttribute('aria-label')).toContain('4');
    expect(el.querySelector('[data-testid=no-pour]')).toBeNull();
    await tapAll([2, 3]);
    expect(el.querySelector('[data-testid=no-pour]')?.textContent).toContain('No legal pour left');
    expect(el.querySelector('[data-testid=hints]')?.textContent).toContain('Hints used: 0');
  });

  it("plays from the keyboard: a tube's number lifts it and pours, Esc puts it down", async () => {
    const { el, key } = await render({ level: '12' });
    await key('1');
    expect(el.textContent).toContain('Tube 1 lifted');
    await key('Escape');
    expect(el.textContent).not.toContain('Tube 1 lifted');
    for (const k of ['1', '4', '2', '3', '1', '3', '2']) await key(k);
    expect(el.querySelector('[data-testid=moves]')?.textContent).toContain('Moves: 3');
    await key('4');
    expect(el.querySelector('[data-testid=won]')).not.toBeNull();
  });

  it('campaign: a locked level is not loaded; winning one opens the next', async () => {
    const locked = await render({ level: '3', campaign: '1' });
    expect(locked.el.querySelector('[data-testid=locked]')?.textContent).toContain(
      'Level 3 is locked: win level 1 first.', // the campaign's next level, not the one before (#28)
    );
    expect(locked.el.querySelector('app-tube-board')).toBeNull();
    expect(locked.el.querySelector('[data-level="1"]')?.getAttribute('aria-label')).toBe('Level 1, open');
    expect(locked.el.querySelector('[data-level="2"]')?.getAttribute('aria-label')).toBe('Level 2, locked');
    expect(locked.el.querySelectorAll('[data-daily]')).toHaveLength(30);
    TestBed.resetTestingModule();
  });

  it('campaign: the won level is marked and offers the next level', async () => {
    const { el, tapAll } = await render({ level: '1', campaign: '1' });
    await tapAll(WIN);
    expect(el.querySelector('[data-level="1"]')?.getAttribute('aria-label')).toBe('Level 1, won');
    expect(el.querySelector('[data-level="2"]')?.getAttribute('aria-label')).toBe('Level 2, open');
    expect(el.querySelector('[data-testid=next-level]')?.textContent).toContain('Next level (2)');
  });
});
