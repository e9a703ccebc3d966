import type { WritableSignal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MatDialogRef } from '@angular/material/dialog';
import { Router, provideRouter } from '@angular/router';
import { SuggestRunStore } from '../data-access/suggest-run.store';
import { RETURN_LEVEL, must } from '../testing/fixtures';
import { SuggestDialog } from './suggest-dialog';

// The dialog provides its own store; a stand-in module (instead of TestBed.overrideComponent, which compiles the
// dialog and its Material imports again) lets the view be checked against a store in any state.
jest.mock('../data-access/suggest-run.store', () => {
  const { Injectable, signal } = jest.requireActual('@angular/core');
  class SuggestRunStore {
    readonly running = signal(false);
    readonly queued = signal(null as number | null);
    readonly attempts = signal(0);
    readonly boards = signal([]);
    readonly outcome = signal(null as string | null);
    readonly problem = signal(null);
    readonly saved = signal({});
    readonly count = signal(0);
    readonly request = signal(null);
    readonly start = jest.fn(async () => undefined);
    readonly cancel = jest.fn(async () => undefined);
    readonly save = jest.fn(async () => undefined);
    readonly openable = jest.fn(async () => 's-1-2');
  }
  return { SuggestRunStore: Injectable()(SuggestRunStore) };
});

/** The stand-in's handles. */
interface Stub {
  readonly running: WritableSignal<boolean>;
  readonly queued: WritableSignal<number | null>;
  readonly attempts: WritableSignal<number>;
  readonly boards: WritableSignal<readonly unknown[]>;
  readonly outcome: WritableSignal<string | null>;
  readonly count: WritableSignal<number>;
  readonly start: jest.Mock;
  readonly cancel: jest.Mock;
  readonly openable: jest.Mock;
}

describe('SuggestDialog (a view over SuggestRunStore)', () => {
  const close = jest.fn();

  async function render() {
    TestBed.configureTestingModule({
      providers: [provideRouter([]), { provide: MatDialogRef, useValue: { close } }],
    });
    const fixture = TestBed.createComponent(SuggestDialog);
    await fixture.whenStable();
    const el = fixture.nativeElement as HTMLElement;
    const run = fixture.debugElement.injector.get(SuggestRunStore) as unknown as Stub;
    const button = (name: string) =>
      Array.from(el.querySelectorAll('button')).find((b) => b.textContent?.trim() === name) ?? null;
    return { fixture, el, run, button };
  }

  it("sends the form's options to the store, and follows its running state", async () => {
    const { fixture, el, run, button } = await render();
    must(button('Suggest'), 'Suggest button').click();
    expect(run.start).toHaveBeenCalledWith(
      expect.objectContaining({ width: 6, height: 6, marks: 3, count: 5, seed: 1 }),
    );
    expect(button('Stop')).toBeNull();

    run.running.set(true);
    run.count.set(5);
    run.attempts.set(12);
    await fixture.whenStable();
    expect(el.textContent).toContain('0 of 5 boards · 12 attempts');
    expect(must(button('Suggest'), 'Suggest button').disabled).toBe(true);
    must(button('Stop'), 'Stop button').click();
    expect(run.cancel).toHaveBeenCalled();

    run.queued.set(2);
    await fixture.whenStable();
    expect(el.querySelector('[data-testid=suggest-queued]')?.textContent).toContain('Queued, position 2');

    run.running.set(false);
    run.outcome.set('Cancelled after 0 boards.');
    await fixture.whenStable();
    expect(el.textContent).toContain('Cancelled after 0 boards.');
    expect(button('Stop')).toBeNull();
  });

  it('opens a board by the id the store readies, closing the dialog first', async () => {
    const { fixture, el, run } = await render();
    const navigate = jest.spyOn(TestBed.inject(Router), 'navigate').mockResolvedValue(true);
    const b = { level: { ...RETURN_LEVEL, id: 's-1' }, shortest: 5, optimalCount: 1, metrics: {}, attempt: 1 };
    run.boards.set([b]);
    await fixture.whenStable();
    must(el.querySelector<HTMLButtonElement>('[aria-label="Open in editor: s-1"]'), 'open button').click();
    await fixture.whenStable();
    expect(run.openable).toHaveBeenCalledWith(b);
    expect(close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(['/pigment', 's-1-2']);
  });
});
