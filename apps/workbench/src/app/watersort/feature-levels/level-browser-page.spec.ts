import { signal, type WritableSignal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { defaultCurve } from '@levelbench/watersort';
import { NEVER } from 'rxjs';
import { CurveStore } from '../data-access/curve.store';
import { LevelPreviewStore } from '../data-access/level-preview.store';
import { PlayerStatsStore } from '../data-access/player-stats.store';
import { WatersortWorker } from '../data-access/watersort-worker';
import { LevelBrowserPage } from './level-browser-page';

// the real worker client uses import.meta (a Web Worker URL), which Jest's CommonJS cannot load
jest.mock('../data-access/watersort-worker', () => ({ WatersortWorker: class {} }));
// The page provides its own LevelPreviewStore: a stand-in module, not TestBed.overrideComponent, which
// would JIT-compile the page and its Material imports again in every test (slow enough under load to
// reach Jest's 5 s test limit).
jest.mock('../data-access/level-preview.store', () => {
  const { Injectable, signal } = jest.requireActual('@angular/core');
  class LevelPreviewStore {
    readonly preview = signal(mockPreview);
    readonly loading = signal(false);
    readonly error = signal(null);
    readonly load = jest.fn();
  }
  return { LevelPreviewStore: Injectable()(LevelPreviewStore) };
});

const board = { capacity: 4, tubes: [['red', 'blue'], ['blue', 'red'], [], []] };
const mockPreview = {
  generated: { level: 12, board, colors: 2, t: 0.5, pick: 0, candidates: [], seed: 1 },
  metrics: { mixedness: 2, optimalPours: 3, fastPours: 4, firstPours: 2, attempts: 1 },
};

describe('LevelBrowserPage stats', () => {
  const dirty = signal(false);
  beforeEach(() => {
    dirty.set(false);
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        {
          provide: CurveStore,
          useValue: { load: async () => undefined, loaded: signal(true), draft: signal(defaultCurve), dirty },
        },
        { provide: WatersortWorker, useValue: { request: () => NEVER } },
      ],
    });
  });
  afterEach(() => localStorage.clear());

  async function render(inputs: Record<string, string>) {
    const fixture = TestBed.createComponent(LevelBrowserPage);
    for (const [k, v] of Object.entries(inputs)) fixture.componentRef.setInput(k, v);
    await fixture.whenStable();
    return { fixture, el: fixture.nativeElement as HTMLElement };
  }

  it('shows the recorded best for the selected level, or that it is not solved yet', async () => {
    const stats = TestBed.inject(PlayerStatsStore);
    const { fixture, el } = await render({ level: '12' });
    expect(el.querySelector('[data-testid=best]')?.textContent?.trim()).toBe('Not solved yet.');
    stats.record({ key: 'level:12', moves: 22, ms: 41_000, hints: 3 });
    stats.record({ key: 'level:12', moves: 25, ms: 38_000, hints: 0 });
    await fixture.whenStable();
    expect(el.querySelector('[data-testid=best]')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Your best: 22 moves, 0:38 · hints on that run: 3 · 2 wins',
    );
  });

  it('marks solved days in the calendar with an accessible label', async () => {
    const { fixture, el } = await render({});
    // today as the page sees it (its last open day), so a run across midnight UTC cannot disagree with it
    const today = /\d{4}-\d{2}-\d{2}/.exec(
      Array.from(el.querySelectorAll('button.day')).at(-1)?.getAttribute('aria-label') ?? '',
    )?.[0];
    if (!today) throw new Error('the calendar shows no day');
    TestBed.inject(PlayerStatsStore).record({ key: `daily:${today}`, moves: 22, ms: 60_000, hints: 1 });
    fixture.componentRef.setInput('date', today);
    await fixture.whenStable();
    const days = Array.from(el.querySelectorAll('button.day'));
    expect(days).toHaveLength(30);
    const solved = days.filter((d) => d.classList.contains('solved'));
    // the shown text first (label-content-name-mismatch), then the daily
    const day = Number(today.slice(8, 10));
    expect(solved.map((d) => d.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(new RegExp(`^${day}( [A-Z][a-z]{2})?: Daily ${today}, solved in 22 moves$`)),
    ]);
    expect(days[0].getAttribute('aria-label')).toMatch(/^\d+ [A-Z][a-z]{2}: Daily \d{4}-\d{2}-\d{2}$/);
    expect(el.querySelector('[data-testid=best]')?.textContent).toContain('Your best: 22 moves, 1:00');
  });

  it('says "saved curve" while the curve has no unsaved edits (right after a save), "draft" only with them', async () => {
    const { fixture, el } = await render({ level: '12' });
    expect(el.querySelector('[data-testid=curve-source]')?.textContent?.trim()).toBe('of 100 (saved curve)');
    dirty.set(true);
    await fixture.whenStable();
    expect(el.querySelector('[data-testid=curve-source]')?.textContent?.trim()).toBe('of 100 (draft curve, not saved)');
  });

  it('marks a pinned level with its note and links it to the board editor', async () => {
    const { fixture, el } = await render({ level: '12' });
    const link = () => el.querySelector('[data-testid=edit-pin]');
    expect(link()?.textContent?.trim()).toBe('Pin a board');
    expect(link()?.getAttribute('href')).toBe('/editor?level=12');
    expect(el.querySelector('[data-testid=pinned]')).toBeNull();
    const preview = fixture.debugElement.injector.get(LevelPreviewStore).preview as WritableSignal<unknown>;
    preview.set({ ...mockPreview, pinned: { note: 'tutorial' } });
    await fixture.whenStable();
    expect(el.querySelector('[data-testid=pinned]')?.textContent?.trim()).toBe('Hand-made board, pinned: tutorial');
    expect(link()?.textContent?.trim()).toBe('Edit pinned board');
  });
});
