import { FormatErrorList, assertParsed, formatErrors, type Parsed } from './format-error';

const errors = [
  { file: 'a.json', path: '/limit', message: 'must be at least 1' },
  { file: 'a.json', path: '', message: 'is not valid JSON' },
];

describe('formatErrors', () => {
  it('renders one line per error, the document root as /', () => {
    expect(formatErrors(errors)).toBe('a.json: /limit: must be at least 1\na.json: /: is not valid JSON');
    expect(formatErrors([])).toBe('');
  });
});

describe('assertParsed', () => {
  it('returns the value of a parsed file', () => {
    expect(assertParsed({ ok: true, value: { id: 'x' } })).toEqual({ id: 'x' });
  });

  it('throws every error of a failed parse, as the message and as data', () => {
    const failed: Parsed<unknown> = { ok: false, errors };
    expect(() => assertParsed(failed)).toThrow(FormatErrorList);
    try {
      assertParsed(failed);
    } catch (e) {
      expect((e as FormatErrorList).errors).toBe(errors);
      expect((e as Error).message).toBe(formatErrors(errors));
    }
    expect.assertions(3);
  });
});
