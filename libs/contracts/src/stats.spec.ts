import fc from 'fast-check';
import { percentile } from './index';

describe('percentile (nearest rank)', () => {
  const ten = [7, 3, 10, 1, 5, 2, 9, 4, 8, 6]; // 1..10, unsorted

  it('is sorted[ceil(p*n) - 1]: the lower middle for an even median, no interpolation', () => {
    expect(percentile(ten, 0.5)).toBe(5); // interpolated: 5.5; sorted[floor(p*n)]: 6
    expect(percentile(ten, 0.9)).toBe(9);
    expect(percentile(ten, 0.95)).toBe(10);
    expect(percentile(ten, 0.99)).toBe(10);
    expect(percentile(ten, 0.11)).toBe(2);
    expect(percentile(ten, 0)).toBe(1);
    expect(percentile(ten, 1)).toBe(10);
    expect(percentile([4, 1, 3], 0.5)).toBe(3);
  });

  it('gives 0 for no values and leaves its input as it was', () => {
    expect(percentile([], 0.5)).toBe(0);
    const copy = [...ten];
    percentile(ten, 0.5);
    expect(ten).toEqual(copy);
  });

  it('property: the answer is a value with at least ceil(p*n) values at or below it and fewer strictly below', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, p) => {
          const q = percentile(values, p);
          const need = Math.max(1, Math.ceil(p * values.length));
          expect(values).toContain(q);
          expect(values.filter((v) => v <= q).length).toBeGreaterThanOrEqual(need);
          expect(values.filter((v) => v < q).length).toBeLessThan(need);
        },
      ),
      { numRuns: 300 },
    );
  });
});
