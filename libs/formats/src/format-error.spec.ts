import { FormatErrorList, MAX_LISTED_ERRORS, assertParsed, capErrors, formatErrors, type Parsed } from './format-error';

const errors = [
  { file: 'a.json', path: '/limit', message: 'must be at least 1' },
  { file: 'a.json', path: '', message: 'is not valid JSON' },
];

describe('formatErrors', () => {
  it('renders one line per error, the document root as /', () => {
    expect(formatErrors(errors)).toBe('a.json: /limit: must be at least 1\na.json: /: is not valid JSON');
    expect(formatErrors([])).toBe('');
  });

  it('prints at most MAX_LISTED_ERRORS lines and says how many more there are', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ file: 'a.json', path: `/marks/${i}`, message: 'is wrong' }));
    const lines = formatErrors(many).split('\n');
    expect(lines).toHaveLength(MAX_LISTED_ERRORS + 1);
    expect(lines[MAX_LISTED_ERRORS - 1]).toBe(`a.json: /marks/${MAX_LISTED_ERRORS - 1}: is wrong`);
    expect(lines.at(-1)).toBe(`… and ${120 - MAX_LISTED_ERRORS} more problems not listed`);
    // problems a check only counted are added to the ones cut off here
    expect(formatErrors(errors, 1).split('\n').at(-1)).toBe('… and 1 more problem not listed');
    expect(capErrors({ errors: many, moreErrors: 5 })).toEqual({
      errors: many.slice(0, MAX_LISTED_ERRORS),
      moreErrors: 75,
    });
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
