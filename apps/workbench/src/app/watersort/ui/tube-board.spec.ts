import { TestBed } from '@angular/core/testing';
import { TubeBoard } from './tube-board';

describe('TubeBoard', () => {
  const board = { capacity: 4, tubes: [['red', 'blue'], []] };

  async function render(interactive: boolean) {
    const fixture = TestBed.createComponent(TubeBoard);
    fixture.componentRef.setInput('board', board);
    fixture.componentRef.setInput('interactive', interactive);
    fixture.componentRef.setInput('hint', [0, 1]);
    await fixture.whenStable();
    const tapped: number[] = [];
    fixture.componentInstance.tapped.subscribe((i) => tapped.push(i));
    const tubes = Array.from(fixture.nativeElement.querySelectorAll('[data-tube]')) as SVGGElement[];
    return { fixture, tubes, tapped };
  }

  it('draws each tube as a button read out bottom to top, with the hint marked', async () => {
    const { tubes } = await render(true);
    expect(tubes.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Tube 1: red, blue, bottom to top, room for 2',
      'Tube 2: empty',
    ]);
    expect(tubes.map((t) => t.getAttribute('role'))).toEqual(['button', 'button']);
    expect(tubes[0].classList.contains('hint-from') && tubes[1].classList.contains('hint-to')).toBe(true);
    expect(tubes[0].querySelectorAll('rect.unit')).toHaveLength(2);
  });

  it('emits taps by click and keyboard only when interactive', async () => {
    const on = await render(true);
    on.tubes[1].dispatchEvent(new MouseEvent('click'));
    on.tubes[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    expect(on.tapped).toEqual([1, 0]);
    const off = await render(false);
    off.tubes[1].dispatchEvent(new MouseEvent('click'));
    expect(off.tapped).toEqual([]);
    expect(off.tubes[0].getAttribute('role')).toBe('img');
  });

  it('reads tubes as toggles only where a tap lifts them', async () => {
    const lifting = await render(true);
    expect(lifting.tubes[0].getAttribute('aria-pressed')).toBe('false');
    lifting.fixture.componentRef.setInput('liftable', false);
    await lifting.fixture.whenStable();
    expect(lifting.tubes[0].hasAttribute('aria-pressed')).toBe(false);
    expect(lifting.tubes[0].getAttribute('role')).toBe('button');
  });
});
