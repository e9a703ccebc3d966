import { ComponentFixture, TestBed } from '@angular/core/testing';
import type { PigmentLevel } from '@levelbench/pigment';
import { PlayTest, RecordedReplay } from './play-test';
import { must, RETURN_LEVEL } from '../testing/fixtures';

const ret: PigmentLevel = RETURN_LEVEL;
const KEY = { E: 'ArrowRight', S: 'ArrowDown', W: 'ArrowLeft', N: 'ArrowUp' } as const;

describe('PlayTest', () => {
  let fixture: ComponentFixture<PlayTest>;
  let el: HTMLElement;

  async function render(tipMs = 0) {
    fixture = TestBed.createComponent(PlayTest);
    fixture.componentRef.setInput('level', ret);
    fixture.componentRef.setInput('tipMs', tipMs);
    await fixture.whenStable();
    el = fixture.nativeElement;
  }
  const press = (key: string) =>
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  const text = (sel: string) => el.querySelector(sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const cell = (x: number, y: number) =>
    must(el.querySelector<HTMLElement>(`[role=gridcell][data-x="${x}"][data-y="${y}"]`), `gridcell ${x},${y}`);

  afterEach(() => fixture?.destroy());

  it('plays ESWNE with the arrow keys and shows the won banner', async () => {
    await render();
    for (const d of 'ESWNE') press(KEY[d as keyof typeof KEY]);
    await fixture.whenStable();
    expect(text('[data-test=move-counter]')).toBe('Moves 5 / 5');
    expect(text('[data-test=banner-won]')).toBe('Won in 5 of 5 moves.');
    expect(cell(1, 0).getAttribute('aria-label')).toBe('1,0: mark green, stain green, die');
  });

  it("starts after the play link's moves and copies a link of the current line", async () => {
    fixture = TestBed.createComponent(PlayTest);
    fixture.componentRef.setInput('level', ret);
    fixture.componentRef.setInput('tipMs', 0);
    fixture.componentRef.setInput('startMoves', 'ESW');
    fixture.componentRef.setInput('linkPath', '/pigment/return/play');
    await fixture.whenStable();
    el = fixture.nativeElement;
    expect(text('[data-test=move-counter]')).toBe('Moves 3 / 5');
    press('ArrowUp');
    await fixture.whenStable();
    const copy = [...el.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      b.textContent?.includes('Copy link'),
    );
    must(copy, 'Copy link').click();
    await fixture.whenStable();
    expect(text('[data-test=play-link]')).toBe(`${location.origin}/pigment/return/play?moves=ESWN`);
    // Restart goes back to the level's start, not to the link's point
    press('r');
    await fixture.whenStable();
    expect(text('[data-test=move-counter]')).toBe('Moves 0 / 5');
  });

  it('keeps the line when only the replays change (Record as replay), and the copied link carries it', async () => {
    await render();
    fixture.componentRef.setInput('linkPath', '/pigment/return/play');
    for (const d of 'ES') press(KEY[d as keyof typeof KEY]);
    await fixture.whenStable();
    fixture.componentRef.setInput('level', {
      ...ret,
      replays: [...(ret.replays ?? []), { moves: 'ES', expect: 'playing' }],
    });
    await fixture.whenStable();
    expect(text('[data-test=move-counter]')).toBe('Moves 2 / 5');
    const copy = [...el.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      b.textContent?.includes('Copy link'),
    );
    must(copy, 'Copy link').click();
    await fixture.whenStable();
    expect(text('[data-test=play-link]')).toBe(`${location.origin}/pigment/return/play?moves=ES`);
    // a changed board (here: the limit) restarts
    fixture.componentRef.setInput('level', { ...ret, limit: 6 });
    await fixture.whenStable();
    expect(text('[data-test=move-counter]')).toBe('Moves 0 / 6');
  });

  it('notation letters, the pad and neighbour clicks all tip; far cells and off-board tips do nothing', async () => {
    await render();
    press('e');
    must(el.querySelector<HTMLButtonElement>('[aria-label="S: tip south"]'), '[aria-label="S: tip south"]').click();
    cell(3, 3).click(); // not a neighbour
    cell(0, 1).click(); // west neighbour of (1,1)
    press('ArrowLeft'); // off the board from (0,1)
    await fixture.whenStable();
    expect(text('[data-test=moves]')).toBe('ESW');
    expect(text('[data-test=move-counter]')).toBe('Moves 3 / 5');
  });

  it('shows "no longer winnable" the moment it happens, and undo clears it', async () => {
    await render();
    press('ArrowRight');
    press('ArrowLeft');
    await fixture.whenStable();
    expect(text('[data-test=banner-doomed]')).toContain('No longer winnable after tip 2');
    press('u');
    await fixture.whenStable();
    expect(el.querySelector('[data-test=banner-doomed]')).toBeNull();
    expect(text('[data-test=moves]')).toBe('E');
  });

  it('after a loss, undo and restart still work', async () => {
    await render();
    for (const d of 'EWEWE') press(KEY[d as keyof typeof KEY]);
    await fixture.whenStable();
    expect(text('[data-test=banner-lost]')).toContain('Lost');
    press('ArrowDown'); // ignored: the game is over
    press('Backspace');
    await fixture.whenStable();
    expect(text('[data-test=move-counter]')).toBe('Moves 4 / 5');
    press('r');
    await fixture.whenStable();
    expect(text('[data-test=move-counter]')).toBe('Moves 0 / 5');
    expect(text('[data-test=moves]')).toBe('—');
  });

  it('takes every tip pressed during an animation, in order, and stays busy until the last one is drawn', async () => {
    await render(200);
    jest.useFakeTimers();
    try {
      press('ArrowRight');
      jest.advanceTimersByTime(100);
      press('ArrowDown'); // during the animation: played at once, the animation restarts
      expect(fixture.componentInstance.animating()).toBe(true);
      jest.advanceTimersByTime(150);
      expect(fixture.componentInstance.animating()).toBe(true);
      jest.advanceTimersByTime(50);
      expect(fixture.componentInstance.animating()).toBe(false);
      fixture.detectChanges();
      expect(text('[data-test=moves]')).toBe('ES');
    } finally {
      jest.useRealTimers();
    }
  });

  it('Ctrl+Z undoes the last tip', async () => {
    await render();
    press('ArrowRight');
    press('ArrowDown');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, cancelable: true }));
    await fixture.whenStable();
    expect(text('[data-test=moves]')).toBe('E');
  });

  it('records the played line and its outcome as a replay', async () => {
    await render();
    const got: RecordedReplay[] = [];
    fixture.componentInstance.record.subscribe((r) => got.push(r));
    for (const d of 'ESWNE') press(KEY[d as keyof typeof KEY]);
    await fixture.whenStable();
    must(
      [...el.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.includes('Record as replay')),
      'Record as replay',
    ).click();
    expect(got).toEqual([{ moves: 'ESWNE', expect: 'won' }]);
  });

  it('draws the die as a cube and the flat compass of its faces', async () => {
    await render();
    press('ArrowRight');
    await fixture.whenStable();
    // after E from the start: down yellow, up white, east black, west empty; north red, south blue
    expect(el.querySelector('app-die-compass [role=group]')?.getAttribute('aria-label')).toBe(
      'die faces: down yellow, north red, south blue, east black, west empty',
    );
    expect(el.querySelector('app-die-cube svg')?.getAttribute('aria-label')).toBe(
      'die: up white, south blue, east black, down yellow',
    );
  });
});
