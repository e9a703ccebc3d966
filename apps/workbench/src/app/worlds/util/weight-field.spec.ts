import { ARCHETYPES, defaultWeights } from '@levelbench/worldgen';
import { pointer, setAt, weightFieldError } from './weight-field';

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
});
