import { TestBed } from '@angular/core/testing';
import { WeightSlider, type TypedWeight } from './weight-slider';

describe('WeightSlider', () => {
  async function render(error: string | null) {
    const fixture = TestBed.createComponent(WeightSlider);
    fixture.componentRef.setInput('id', 'meadow');
    fixture.componentRef.setInput('label', 'meadow');
    fixture.componentRef.setInput('value', 6);
    fixture.componentRef.setInput('error', error);
    await fixture.whenStable();
    const typed: TypedWeight[] = [];
    fixture.componentInstance.typed.subscribe((t) => typed.push(t));
    const field = fixture.nativeElement.querySelector('[data-testid=weight-meadow]') as HTMLInputElement;
    return { fixture, field, typed };
  }

  it('hands every keystroke and the committed text to the page', async () => {
    const { field, typed } = await render(null);
    field.value = '-2';
    field.dispatchEvent(new Event('input'));
    field.dispatchEvent(new Event('change'));
    expect(typed).toEqual([
      { text: '-2', badInput: false, commit: false },
      { text: '-2', badInput: false, commit: true },
    ]);
  });

  it('shows the error at the field and marks the field invalid for assistive tech', async () => {
    const ok = await render(null);
    expect(ok.field.getAttribute('aria-invalid')).toBe('false');
    expect(ok.fixture.nativeElement.querySelector('[role=alert]')).toBeNull();
    const bad = await render('must be > 0');
    const alert = bad.fixture.nativeElement.querySelector('[role=alert]') as HTMLElement;
    expect(alert.textContent?.trim()).toBe('meadow: must be > 0');
    expect(bad.field.getAttribute('aria-invalid')).toBe('true');
    expect(bad.field.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
