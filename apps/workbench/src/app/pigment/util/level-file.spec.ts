import { parsePigmentLevel } from '@levelbench/pigment';
import { COLOR_FILL, contrastRatio, inkOn, levelText, newLevel, slugify, uniqueId } from './level-file';

describe('level files', () => {
  it('slugifies names into safe ids', () => {
    expect(slugify('The Other Pair')).toBe('the-other-pair');
    expect(slugify('  Ümlaut & Co!! ')).toBe('umlaut-co');
    expect(slugify('!!!')).toBe('level');
  });

  it('finds a free id', () => {
    expect(uniqueId('a', new Set(['b']))).toBe('a');
    expect(uniqueId('a', new Set(['a', 'a-2']))).toBe('a-3');
  });

  it('writes compact, valid JSON that round-trips', () => {
    const l = newLevel('x', 'X');
    const text = levelText(l);
    expect(text).toContain('"start": [0, 0]');
    expect(text).toContain('{ "at": [1, 0], "color": "yellow" }');
    expect(JSON.parse(text)).toEqual(l);
    const parsed = parsePigmentLevel(text, 'x.json');
    expect(parsed.ok).toBe(true);
  });

  it('inks every colour at 4.5:1 or better (WCAG AA for the small letters on swatches and the die)', () => {
    for (const color of Object.keys(COLOR_FILL) as (keyof typeof COLOR_FILL)[])
      expect([color, contrastRatio(COLOR_FILL[color], inkOn(color)) >= 4.5]).toEqual([color, true]);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(inkOn('green')).toBe('#1b1b1f');
    expect(inkOn('blue')).toBe('#ffffff');
  });
});
