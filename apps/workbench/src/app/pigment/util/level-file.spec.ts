import { parsePigmentLevel } from '@levelbench/pigment';
import { levelText, newLevel, slugify, uniqueId } from './level-file';

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
});
