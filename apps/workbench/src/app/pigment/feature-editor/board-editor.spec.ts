import { ComponentFixture, TestBed } from '@angular/core/testing';
import { LevelFile, newLevel } from '../util/level-file';
import { BoardEditor, PaintRequest } from './board-editor';
import { must } from '../testing/fixtures';

describe('BoardEditor', () => {
  let fixture: ComponentFixture<BoardEditor>;
  let el: HTMLElement;
  let painted: PaintRequest[];
  let sizes: { width: number; height: number }[];

  async function render(level: LevelFile, locked = false) {
    fixture = TestBed.createComponent(BoardEditor);
    fixture.componentRef.setInput('level', level);
    fixture.componentRef.setInput('locked', locked);
    painted = [];
    sizes = [];
    fixture.componentInstance.paint.subscribe((p) => painted.push(p));
    fixture.componentInstance.sizeChange.subscribe((s) => sizes.push(s));
    await fixture.whenStable();
    el = fixture.nativeElement;
  }
  const cell = (x: number, y: number) =>
    must(el.querySelector<HTMLElement>(`[role=gridcell][data-x="${x}"][data-y="${y}"]`), `gridcell ${x},${y}`);

  it('renders an ARIA grid with one labelled gridcell per cell', async () => {
    await render({ ...newLevel('t', 'T'), width: 4, height: 3, holes: [[3, 2]] });
    expect(el.querySelectorAll('[role=grid]')).toHaveLength(1);
    expect(el.querySelectorAll('[role=row]')).toHaveLength(3);
    expect(el.querySelectorAll('[role=gridcell]')).toHaveLength(12);
    expect(cell(1, 0).getAttribute('aria-label')).toBe('1,0: mark yellow, stain empty');
    expect(cell(3, 2).getAttribute('aria-label')).toBe('3,2: hole');
    expect(cell(1, 0).textContent).toContain('Y'); // the mark's letter, not only its hue
  });

  it('paints with the chosen tool and colour on click', async () => {
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
    cell(2, 0).click();
    expect(painted).toEqual([{ tool: 'stain', color: 'black', at: [2, 0] }]);
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
    expect(painted).toEqual([{ tool: 'hole', color: 'green', at: [1, 1] }]);
  });

  it('asks for a resize from the size fields, clamped to 2..12', async () => {
    await render(newLevel('t', 'T'));
    const w = must(el.querySelector<HTMLInputElement>('input[name=width]'), 'input[name=width]');
    w.value = '7';
    w.dispatchEvent(new Event('change'));
    expect(sizes).toEqual([{ width: 7, height: 5 }]);
    const h = must(el.querySelector<HTMLInputElement>('input[name=height]'), 'input[name=height]');
    h.value = '15';
    h.dispatchEvent(new Event('change'));
    expect(h.value).toBe('12');
    expect(sizes[1]).toEqual({ width: 5, height: 12 });
  });

  it('cannot be painted while the JSON is invalid', async () => {
    await render(newLevel('t', 'T'), true);
    cell(2, 2).click();
    expect(painted).toEqual([]);
    expect(el.textContent).toContain('cannot be painted');
  });
});
