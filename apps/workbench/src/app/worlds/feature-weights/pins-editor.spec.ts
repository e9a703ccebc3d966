import { TestBed } from '@angular/core/testing';
import { defaultWeights, type Pin, type Weights } from '@levelbench/worldgen';
import { NEW_PIN, addPin, pinRowErrors, reforce, removePin, retarget, withPin } from '../util/pins-edit';
import { PinsEditor } from './pins-editor';

describe('pins editor helpers', () => {
  const pins: Pin[] = [
    { depth: 3, role: 'route', kind: 'slope' },
    { depth: 5, at: [6, 0], piece: 'LWLW' },
  ];
  const w: Weights = { ...defaultWeights, pins };

  it('adds, replaces and removes pins without touching the rest of the weights', () => {
    expect(addPin(defaultWeights).pins).toEqual([NEW_PIN]);
    expect(addPin({ ...defaultWeights, pins: undefined }).pins).toEqual([NEW_PIN]);
    expect(withPin(w, 1, { depth: 6, role: 'side', kind: 'lake' }).pins).toEqual([
      pins[0],
      { depth: 6, role: 'side', kind: 'lake' },
    ]);
    expect(removePin(w, 0)).toEqual({ ...w, pins: [pins[1]] });
    expect(removePin(w, 0).themes).toBe(w.themes);
  });

  it('switches between a role and a cube, a kind and a piece, keeping the rest', () => {
    expect(retarget(pins[0], 'at')).toEqual({ depth: 3, at: [6, 0], kind: 'slope' });
    expect(retarget(pins[1], 'guardian')).toEqual({ depth: 5, role: 'guardian', piece: 'LWLW' });
    expect(reforce(pins[0], 'piece')).toEqual({ depth: 3, role: 'route', piece: 'LLLL' });
    expect(reforce(pins[1], 'meadow')).toEqual({ depth: 5, at: [6, 0], kind: 'meadow' });
  });

  it('gives each row its first error, by pin index', () => {
    expect(pinRowErrors(pins)).toEqual(new Map());
    const bad = pinRowErrors([
      ...pins,
      { depth: 3, role: 'core', kind: 'meadow' },
      { depth: 3, role: 'route', kind: 'lake' },
    ]);
    expect([...bad.entries()]).toEqual([
      [2, 'pin 2: only depth 20 has the core room'],
      [3, 'pin 3: two pins on one cube: pin 0 ("route") can name the same room'],
    ]);
  });
});

describe('PinsEditor', () => {
  async function render(weights: Weights) {
    const fixture = TestBed.createComponent(PinsEditor);
    fixture.componentRef.setInput('weights', weights);
    await fixture.whenStable();
    const out: Weights[] = [];
    fixture.componentInstance.changed.subscribe((v) => out.push(v));
    const el = fixture.nativeElement as HTMLElement;
    const field = <T extends HTMLElement>(label: string) => el.querySelector(`[aria-label="${label}"]`) as T;
    return { fixture, el, out, field };
  }

  it('shows one row per pin, edits the draft, and shows a pin that can never hold at its row', async () => {
    const { el, out, field, fixture } = await render({
      ...defaultWeights,
      pins: [{ depth: 3, role: 'route', kind: 'slope' }],
    });
    expect(el.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(field<HTMLSelectElement>('pin 0 where').value).toBe('route');
    expect(field<HTMLSelectElement>('pin 0 force').value).toBe('slope');
    expect(el.querySelector('[role=alert]')).toBeNull();

    const where = field<HTMLSelectElement>('pin 0 where');
    where.value = 'core';
    where.dispatchEvent(new Event('change'));
    expect(out.at(-1)?.pins).toEqual([{ depth: 3, role: 'core', kind: 'slope' }]);
    fixture.componentRef.setInput('weights', out.at(-1));
    await fixture.whenStable();
    expect(el.querySelector('[data-testid=pin-error-0]')?.textContent?.trim()).toBe(
      'pin 0: only depth 20 has the core room',
    );
    expect(field<HTMLInputElement>('pin 0 depth').getAttribute('aria-invalid')).toBe('true');

    const depth = field<HTMLInputElement>('pin 0 depth');
    depth.value = '20';
    depth.dispatchEvent(new Event('change'));
    expect(out.at(-1)?.pins).toEqual([{ depth: 20, role: 'core', kind: 'slope' }]);
    expect(pinRowErrors(out.at(-1)?.pins ?? [])).toEqual(new Map());

    (el.querySelector('[data-testid=add-pin]') as HTMLButtonElement).click();
    expect(out.at(-1)?.pins).toHaveLength(2);
    field<HTMLButtonElement>('remove pin 0').click();
    expect(out.at(-1)?.pins).toEqual([]);
  });

  it('edits a cube position and a piece name', async () => {
    const { out, field } = await render({ ...defaultWeights, pins: [{ depth: 5, at: [6, 0], piece: 'LWLW' }] });
    const x = field<HTMLInputElement>('pin 0 x');
    x.value = '-7';
    x.dispatchEvent(new Event('change'));
    expect(out.at(-1)?.pins).toEqual([{ depth: 5, at: [-7, 0], piece: 'LWLW' }]);
    const piece = field<HTMLInputElement>('pin 0 piece');
    piece.value = ' HLHL-chasm ';
    piece.dispatchEvent(new Event('change'));
    expect(out.at(-1)?.pins).toEqual([{ depth: 5, at: [6, 0], piece: 'HLHL-chasm' }]);
  });
});
