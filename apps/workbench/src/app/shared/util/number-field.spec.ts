import { readWholeNumber } from './number-field';

describe('readWholeNumber', () => {
  it('takes a whole number in range, spaces around allowed', () => {
    expect(readWholeNumber(' 12 ', 'Width', 2, 12)).toEqual({ ok: true, value: 12 });
    expect(readWholeNumber('2', 'Width', 2, 12)).toEqual({ ok: true, value: 2 });
  });

  it('refuses letters, blanks, fractions and exponents, naming the field', () => {
    for (const raw of ['abc', '', '  ', '3.5', '1e1', '12abc', '0x10'])
      expect(readWholeNumber(raw, 'Width', 2, 12)).toEqual({
        ok: false,
        error: 'Width must be a whole number from 2 to 12.',
      });
  });

  it('refuses numbers out of range, saying which', () => {
    expect(readWholeNumber('13', 'Width', 2, 12)).toEqual({ ok: false, error: 'Width must be from 2 to 12, not 13.' });
    expect(readWholeNumber('-1', 'Colours in tier 2', 1, 9)).toEqual({
      ok: false,
      error: 'Colours in tier 2 must be from 1 to 9, not -1.',
    });
  });
});
