import { ARCHETYPES, defaultWeights } from '@levelbench/worldgen';
import { applyWeight, currentErrors, pointer, setAt, valueAt, weightFieldError, type FieldError } from './weight-field';

describe('weight field errors (from the weights schema and parser)', () => {
  const w = defaultWeights;
  const err = (path: (string | number)[], text: string, badInput = false) =>
    weightFieldError(w, path, { text, badInput });

  it('accepts positive numbers where weights must be above 0', () => {
    expect(err(['pieces', 'meadow'], '2.5')).toBeNull();
    expect(err(['variantScale'], '10')).toBeNull();
    expect(err(['themes', 0, 'pieces', 'lake'], '0.2')).toBeNull();
  });

  it('refuses zero, negative numbers and too big values with the schema message', () => {
    expect(err(['pieces', 'meadow'], '0')).toBe('must be > 0');
    expect(err(['pieces', 'gorge'], '-1')).toBe('must be > 0');
    expect(err(['themes', 2, 'pieces', 'lake'], '0')).toBe('must be > 0');
    expect(err(['variantScale'], '11')).toBe('must be at most 10');
  });

  it('refuses text that is not a number', () => {
    expect(err(['pieces', 'meadow'], '')).toBe('enter a number');
    expect(err(['pieces', 'meadow'], 'abc')).toBe('enter a number');
    expect(err(['pieces', 'meadow'], '', true)).toBe('enter a number');
    expect(err(['pieces', 'meadow'], 'Infinity')).toBe('enter a number');
  });

  it('allows 0 for one archetype but not for all of them', () => {
    expect(err(['archetypes', 'mesa'], '0')).toBeNull();
    expect(err(['archetypes', 'mesa'], '-0.5')).toBe('must be at least 0');
    const onlyMesa = ARCHETYPES.reduce((a, k) => (k === 'mesa' ? a : setAt(a, ['archetypes', k], 0)), w);
    expect(weightFieldError(onlyMesa, ['archetypes', 'mesa'], { text: '0' })).toBe(
      'needs at least one archetype with a weight above 0',
    );
  });

  it('sets values without touching the rest of the file', () => {
    const next = setAt(w, ['themes', 2, 'pieces', 'lake'], 3);
    expect(next.themes[2].pieces).toEqual({ lake: 3 });
    expect(next.themes[1]).toBe(w.themes[1]);
    expect(w.themes[2].pieces).toBeUndefined();
    expect(pointer(['themes', 2, 'pieces', 'lake'])).toBe('/themes/2/pieces/lake');
  });

  it('puts valid weights in through the editors (a theme multiplier of 1 is dropped)', () => {
    expect(applyWeight(w, ['pieces', 'gorge'], 3).pieces.gorge).toBe(3);
    expect(applyWeight(w, ['variantScale'], 2).variantScale).toBe(2);
    expect(applyWeight(w, ['archetypes', 'mesa'], 0).archetypes.mesa).toBe(0);
    expect(applyWeight(w, ['themes', 0, 'pieces', 'meadow'], 1).themes[0].pieces).toEqual({ river: 1.3 });
  });

  it('drops an error once its field shows another value (slider, Revert, JSON edit)', () => {
    const e: FieldError = { path: ['pieces', 'meadow'], message: 'must be > 0', was: valueAt(w, ['pieces', 'meadow']) };
    const errors = new Map([['meadow', e]]);
    expect([...currentErrors(errors, w).keys()]).toEqual(['meadow']);
    expect(currentErrors(errors, applyWeight(w, ['pieces', 'highland'], 2)).size).toBe(1);
    expect(currentErrors(errors, applyWeight(w, ['pieces', 'meadow'], 2)).size).toBe(0);
    expect(valueAt(w, ['themes', 2, 'pieces', 'lake'])).toBeUndefined();
  });
});
