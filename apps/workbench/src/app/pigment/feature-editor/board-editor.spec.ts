import { ComponentFixture, TestBed } from '@angular/core/testing';
import { LevelFile, newLevel } from '../util/level-file';
import { fitZoom } from '../ui/board-fit';
import { BoardEditor, EditRequest, MARKS_FULL } from './board-editor';
import { must } from '../testing/fixtures';

describe('BoardEditor', () => {
  let fixture: ComponentFixture<BoardEditor>;
  let el: HTMLElement;
  let edits: EditRequest[];
  let level: LevelFile;
  /** The level each requested edit would make of the rendered one. */
  const results = () => edits.map((e) => e.apply(level));
  let sizes: { width: number; height: number }[];
  let invalid: boolean[];

  async function render(l: LevelFile, locked = false) {
    level = l;
    fixture = TestBed.createComponent(BoardEditor);
    fixture.componentRef.setInput('level', l);
    fixture.componentRef.setInput('locked', locked);
    edits = [];
    sizes = [];
    fixture.componentInstance.edit.subscribe((e) => edits.push(e));
    fixture.componentInstance.sizeChange.subscribe((s) => sizes.push(s));
    invalid = [];
    fixture.componentInstance.invalidChange.subscribe((b) => invalid.push(b));
    await fixture.whenStable();
    el = fixture.nativeElement;
  }
  const cell = (x: number, y: number) =>
    must(el.querySelector<HTMLElement>(`[role=gridcell][data-x="${x}"][data-y="${y}"]`), `gridcell ${x},${y}`);
  // jsdom has no PointerEvent: a MouseEvent of the same type reaches the same listeners
  const pointer = (type: string, target: EventTarget, buttons = 1) =>
    target.dispatchEvent(new MouseEvent(type, { bubbles: type !== 'pointerenter', button: 0, buttons }));
  const drag = (...cells: [number, number][]) => {
    cells.forEach(([x, y], i) => pointer(i === 0 ? 'pointerdown' : 'pointerenter', cell(x, y)));
    pointer('pointerup', document, 0);
  };
  const key = (k: string, init: KeyboardEventInit = {}) =>
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, ...init }));

  it('renders an ARIA grid with one labelled gridcell per cell', async () => {
    await render({ ...newLevel('t', 'T'), width: 4, height: 3, holes: [[3, 2]] });
    expect(el.querySelectorAll('[role=grid]')).toHaveLength(1);
    expect(el.querySelectorAll('[role=row]')).toHaveLength(3);
    expect(el.querySelectorAll('[role=gridcell]')).toHaveLength(12);
    expect(cell(1, 0).getAttribute('aria-label')).toBe('1,0: mark yellow, stain empty');
    expect(cell(3, 2).getAttribute('aria-label')).toBe('3,2: hole');
    expect(cell(1, 0).textContent).toContain('Y'); // the mark's letter, not only its hue
  });

  it('refuses an eighth mark with a message (issue #25), and still recolours one of the seven', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ at: [i, 0] as [number, number], color: 'green' as const }));
    await render({ ...newLevel('t', 'T'), width: 8, height: 2, marks: seven });
    const refused = () => must(el.querySelector('[data-test=mark-refused]'), 'refusal').textContent?.trim();
    expect(refused()).toBe('');
    drag([7, 1]); // the Mark tool is the default
    await fixture.whenStable();
    expect(refused()).toBe(MARKS_FULL);
    expect(results().at(-1)?.marks).toHaveLength(7);
    drag([3, 0]); // recolouring a mark is no eighth mark
    await fixture.whenStable();
    expect(refused()).toBe('');
  });

  it('fits a board to the space it has (never above 100 %), and 12×12 fits a 560-pixel column', () => {
    expect(fitZoom(5, 5, 2000, 2000)).toBe(1);
    expect(fitZoom(12, 12, 560, 2000)).toBeLessThanOrEqual((560 - 2) / (12 * 60 + 18));
    expect(fitZoom(12, 12, 560, 2000) * (12 * 60 + 18)).toBeLessThanOrEqual(560);
    expect(fitZoom(12, 12, 2000, 400) * (12 * 60 + 18)).toBeLessThanOrEqual(400);
    expect(fitZoom(12, 12, 10, 10)).toBe(0.3);
  });

  it('paints with the chosen tool and colour on click (a one-cell stroke)', async () => {
    await render(newLevel('t', 'T'));
    const toggle = must(
      [...el.querySelectorAll<HTMLButtonElement>('mat-button-toggle button')].find((b) =>
        b.textContent?.includes('Stain'),
      ),
      'Stain',
    );
    toggle.click();
    await fixture.whenStable();
    must(
      el.querySelector<HTMLButtonElement>('[role=radio][aria-label=black]'),
      '[role=radio][aria-label=black]',
    ).click();
    await fixture.whenStable();
    drag([2, 0]);
    expect(results().map((l) => l.stains)).toEqual([[{ at: [2, 0], color: 'black' }]]);
    expect(edits[0].stroke).toBe(true);
  });

  it('drag-paints every cell it crosses as one stroke', async () => {
    await render(newLevel('t', 'T'));
    const ends: number[] = [];
    fixture.componentInstance.strokeEnd.subscribe(() => ends.push(1));
    key('2');
    drag([1, 1], [2, 1], [3, 1]);
    expect(edits.every((e) => e.stroke)).toBe(true);
    expect(edits.reduce((l, e) => e.apply(l), level).holes).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(ends).toHaveLength(1);
  });

  it('rectangle, fill, select/copy/paste and transforms from the keyboard', async () => {
    await render(newLevel('t', 'T'));
    key('2'); // hole
    key('r');
    cell(1, 1).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    cell(2, 2).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(results()[0].holes).toEqual([
      [1, 1],
      [2, 1],
      [1, 2],
      [2, 2],
    ]);
    key('f');
    cell(4, 4).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(results()[1].holes.length).toBe(23); // all but the start and the mark
    key('m');
    expect(results()[2].start).toEqual([4, 0]);
    key('ArrowRight', { shiftKey: true });
    expect(results()[3].start).toEqual([1, 0]);
    key('s');
    drag([1, 0], [1, 0]);
    key('c', { ctrlKey: true });
    expect(fixture.componentInstance.clip()).toEqual({
      width: 1,
      height: 1,
      cells: [{ hole: false, stain: null, mark: 'yellow' }],
    });
    pointer('pointerdown', cell(3, 3));
    pointer('pointerup', document, 0);
    key('v', { ctrlKey: true });
    expect(results()[4].marks).toContainEqual({ at: [3, 3], color: 'yellow' });
  });

  it('Ctrl+V pastes at the focused cell while a selection still exists', async () => {
    await render(newLevel('t', 'T'));
    key('s');
    // select the mark at 1,0 from the keyboard (Enter, Enter), copy, then move the cursor to 3,2
    cell(1, 0).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    cell(1, 0).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    key('c', { ctrlKey: true });
    for (const [x, y, k] of [
      [1, 0, 'ArrowRight'],
      [2, 0, 'ArrowRight'],
      [3, 0, 'ArrowDown'],
      [3, 1, 'ArrowDown'],
    ] as const) {
      cell(x, y).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      await fixture.whenStable();
    }
    key('v', { ctrlKey: true });
    expect(results().at(-1)?.marks).toContainEqual({ at: [3, 2], color: 'yellow' });
    expect(results().at(-1)?.marks).toHaveLength(2);
  });

  it('the colour swatches are one Tab stop (roving tabindex); arrows, Home and End choose and move focus', async () => {
    await render(newLevel('t', 'T'));
    const radios = () => [...el.querySelectorAll<HTMLButtonElement>('.swatch[role=radio]')];
    const stops = () =>
      radios()
        .filter((b) => b.getAttribute('tabindex') === '0')
        .map((b) => b.ariaLabel);
    expect(radios()).toHaveLength(9);
    expect(stops()).toEqual(['green']);
    const green = must(
      radios().find((b) => b.ariaLabel === 'green'),
      'green',
    );
    green.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await fixture.whenStable();
    expect(fixture.componentInstance.color()).toBe('empty'); // after green comes empty, wrapping round
    expect(document.activeElement?.ariaLabel).toBe('empty');
    expect(stops()).toEqual(['empty']);
    must(document.activeElement as HTMLElement | null, 'focus').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'End', bubbles: true }),
    );
    await fixture.whenStable();
    expect(stops()).toEqual([radios().at(-1)?.ariaLabel]);
    expect(edits).toEqual([]); // no board shortcut fired
  });

  it('is usable from the keyboard: number keys pick tools, arrows move, Enter paints', async () => {
    await render(newLevel('t', 'T'));
    const start = cell(0, 0);
    start.dispatchEvent(new KeyboardEvent('keydown', { key: '2', bubbles: true }));
    start.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await fixture.whenStable();
    expect(cell(1, 0).getAttribute('tabindex')).toBe('0');
    expect(start.getAttribute('tabindex')).toBe('-1');
    cell(1, 0).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    cell(1, 1).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(results().map((l) => l.holes)).toEqual([[[1, 1]]]);
  });

  it('asks for a resize from the size fields; out of range or not a number is refused at the field', async () => {
    await render(newLevel('t', 'T'));
    const type = (name: string, value: string) => {
      const f = must(el.querySelector<HTMLInputElement>(`input[name=${name}]`), `input[name=${name}]`);
      f.value = value;
      f.dispatchEvent(new Event('input'));
      f.dispatchEvent(new Event('change'));
      fixture.detectChanges();
      return f;
    };
    type('width', '7');
    expect(sizes).toEqual([{ width: 7, height: 5 }]);
    const h = type('height', '15');
    expect(h.value).toBe('15'); // kept as typed, to be fixed
    expect(h.getAttribute('aria-invalid')).toBe('true');
    expect(el.querySelector('[data-test=field-error-height]')?.textContent).toContain(
      'Height must be from 2 to 12, not 15.',
    );
    type('width', 'abc');
    expect(el.querySelector('[data-test=field-error-width]')?.textContent).toContain('whole number');
    expect(sizes).toEqual([{ width: 7, height: 5 }]); // nothing else asked for
    expect(invalid.at(-1)).toBe(true);
    type('height', '9');
    type('width', ' 6 ');
    expect(sizes.slice(1)).toEqual([
      { width: 5, height: 9 },
      { width: 6, height: 5 },
    ]);
    expect(el.querySelector('[data-test^=field-error]')).toBeNull();
    expect(invalid.at(-1)).toBe(false);
  });

  it('cannot be painted while the JSON is invalid', async () => {
    await render(newLevel('t', 'T'), true);
    drag([2, 2]);
    key('m');
    expect(edits).toEqual([]);
    expect(el.textContent).toContain('cannot be painted');
  });
});
