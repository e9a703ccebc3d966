import { defaultCurve, levelCount, levelSpec } from './curve';
import { curveSchema, parseCurve } from './curve-format';
import { formatErrors } from '@levelbench/formats';

const text = (v: unknown) => JSON.stringify(v);

describe('curve', () => {
  it('default: 7 tiers, 3..9 colours, 100 levels, 12 candidates', () => {
    expect(levelCount(defaultCurve)).toBe(100);
    expect(defaultCurve.tiers.map((t) => t.colors)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(parseCurve(text(defaultCurve), 'curve.json')).toEqual({ ok: true, value: defaultCurve });
    expect(curveSchema.properties.tiers.description).toBeTruthy();
  });

  it('t rises evenly inside a tier and resets at each new tier', () => {
    expect(levelSpec(defaultCurve, 1)).toMatchObject({ colors: 3, t: 0, candidates: 12 });
    expect(levelSpec(defaultCurve, 8)).toMatchObject({ colors: 3, t: 1 });
    expect(levelSpec(defaultCurve, 9)).toMatchObject({ colors: 4, t: 0 });
    expect(levelSpec(defaultCurve, 13).t).toBeCloseTo(4 / 9);
    expect(levelSpec(defaultCurve, 100)).toMatchObject({ colors: 9, t: 1 });
    const single = {
      levels: 2,
      candidates: 4,
      tiers: [
        { colors: 2, levels: 1 },
        { colors: 5, levels: 1 },
      ],
    };
    expect(levelSpec(single, 2)).toMatchObject({ colors: 5, t: 0, candidates: 4 });
    expect(() => levelSpec(defaultCurve, 101)).toThrow(/between 1 and 100/);
    expect(() => levelSpec(defaultCurve, 0)).toThrow(RangeError);
  });

  it('refuses levels not summing to the total, colours outside 2..9, zero candidates, with JSON paths', () => {
    const sum = parseCurve(text({ ...defaultCurve, levels: 99 }), 'c.json');
    expect(sum.ok).toBe(false);
    if (!sum.ok)
      expect(formatErrors(sum.errors)).toBe('c.json: /levels: declares 99 levels but the tiers add up to 100');
    const bad = parseCurve(
      text({
        levels: 3,
        candidates: 0,
        tiers: [
          { colors: 10, levels: 2 },
          { colors: 0, levels: 1 },
        ],
      }),
      'c.json',
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      const msg = formatErrors(bad.errors);
      expect(msg).toContain('c.json: /candidates: must be at least 1');
      expect(msg).toContain('c.json: /tiers/0/colors: must be at most 9');
      expect(msg).toContain('c.json: /tiers/1/colors: must be at least 2');
    }
    const missing = parseCurve('{"levels": 1, "tiers": [{"colors": 3}], "extra": 1}', 'c.json');
    if (!missing.ok) {
      const msg = formatErrors(missing.errors);
      expect(msg).toContain('/candidates: is missing');
      expect(msg).toContain('/tiers/0/levels: is missing');
      expect(msg).toContain('/extra: is not a known field');
    } else throw new Error('accepted a bad curve');
    const syntax = parseCurve('{"levels": 1,', 'c.json');
    expect(syntax.ok).toBe(false);
  });
});
