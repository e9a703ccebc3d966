import type { ValidateFunction } from 'ajv';
import { parseJsonText, parseWithSchema, usePrecompiled, validateSchema } from './validate';
import { MAX_LISTED_ERRORS, formatErrors } from './format-error';

const schema = {
  type: 'object',
  required: ['id', 'limit'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 9 },
    color: { enum: ['red', 'blue'] },
    tags: { type: 'array', items: { type: 'string', minLength: 2 } },
    at: { type: 'object', required: ['x'], properties: { x: { type: 'number' } } },
  },
};
const errorsOf = (value: unknown, s: object = schema) => {
  const r = validateSchema(s, value, 'f.json');
  if (r.ok) throw new Error('expected errors');
  return r.errors.map(({ path, message }) => ({ path, message }));
};

describe('parseJsonText', () => {
  it('names line and column of a JSON syntax error, at the document root', () => {
    const r = parseJsonText('{\n  "id": 1,\n}', 'x.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0].file).toBe('x.json');
    expect(r.errors[0].path).toBe('');
    expect(r.errors[0].message).toMatch(/^is not valid JSON at line 3, column 1: \S/);
  });

  it('counts columns from the start of the line', () => {
    const r = parseJsonText('{"a": 1,\n  "b" 2}', 'x.json');
    expect(!r.ok && r.errors[0].message).toMatch(/^is not valid JSON at line 2, column 7: /);
    // the place is counted in the text before the error, not in the whole text
    const mid = parseJsonText('{\n  "a" 1,\n  "b": 2\n}\n', 'x.json');
    expect(!mid.ok && mid.errors[0].message).toMatch(/^is not valid JSON at line 2, column 7: /);
    const s = parseJsonText('{"a": 1} x', 'x.json');
    expect(!s.ok && s.errors[0].message).toMatch(/^is not valid JSON at line 1, column 10: /);
  });

  it('gives no place when the parser names none', () => {
    const r = parseJsonText('', 'x.json');
    expect(!r.ok && r.errors[0].message).toBe('is not valid JSON: Unexpected end of JSON input');
  });

  it('returns the parsed value', () => {
    expect(parseJsonText('[1, {"a": null}]', 'x.json')).toEqual({ ok: true, value: [1, { a: null }] });
  });
});

describe('validateSchema', () => {
  it('says in a sentence what is wrong, at the JSON path of the field', () => {
    expect(errorsOf({ limit: 0, color: 'green', extra: 1 })).toEqual([
      { path: '/id', message: 'is missing (required field "id")' },
      { path: '/extra', message: 'is not a known field' },
      { path: '/limit', message: 'must be at least 1' },
      { path: '/color', message: 'must be one of "red", "blue"' },
    ]);
    expect(errorsOf({ id: 3, limit: 10 })).toEqual([
      { path: '/id', message: 'must be of type string' },
      { path: '/limit', message: 'must be at most 9' },
    ]);
    expect(errorsOf({ id: 'a', limit: 1.5 })).toEqual([{ path: '/limit', message: 'must be an integer' }]);
    expect(errorsOf({ id: 'a', limit: 1, at: {} })).toEqual([
      { path: '/at/x', message: 'is missing (required field "x")' },
    ]);
  });

  it("keeps Ajv's own sentence for the other keywords", () => {
    expect(errorsOf({ id: 'a', limit: 1, tags: ['ok', 'x'] })).toEqual([
      { path: '/tags/1', message: 'must NOT have fewer than 2 characters' },
    ]);
  });

  it('reports an if/then rule by what `then` requires, not by the if line', () => {
    const s = { type: 'object', if: { required: ['a'] }, then: { required: ['b'] } };
    expect(errorsOf({ a: 1 }, s)).toEqual([{ path: '/b', message: 'is missing (required field "b")' }]);
  });

  it('lists the same sentence at the same path once', () => {
    const s = { anyOf: [{ type: 'string' }, { type: 'string', minLength: 1 }] };
    expect(errorsOf(3, s)).toEqual([
      { path: '', message: 'must be of type string' },
      { path: '', message: 'must match a schema in anyOf' },
    ]);
  });

  it('names the file in every error and formats them one per line', () => {
    const r = validateSchema(schema, { limit: 0 }, 'levels/a.json');
    expect(!r.ok && formatErrors(r.errors)).toBe(
      'levels/a.json: /id: is missing (required field "id")\nlevels/a.json: /limit: must be at least 1',
    );
  });

  it('accepts a valid value, every time it is asked', () => {
    expect(validateSchema(schema, { id: 'a', limit: 2 }, 'a.json')).toEqual({ ok: true, value: { id: 'a', limit: 2 } });
    expect(validateSchema(schema, { id: 'a', limit: 2 }, 'a.json')).toEqual({ ok: true, value: { id: 'a', limit: 2 } });
    expect(validateSchema(schema, { id: 'a' }, 'a.json').ok).toBe(false);
  });

  it('uses a precompiled validator registered for the schema $id instead of compiling', () => {
    const calls: unknown[] = [];
    const fake = Object.assign(
      (v: unknown) => {
        calls.push(v);
        fake.errors = [
          { keyword: 'required', instancePath: '', schemaPath: '#', params: { missingProperty: 'q' } },
        ] as ValidateFunction['errors'];
        return false;
      },
      { errors: null },
    ) as unknown as ValidateFunction & { errors: ValidateFunction['errors'] };
    usePrecompiled({ 'test/precompiled': fake });
    const s = { $id: 'test/precompiled', type: 'object' };
    expect(errorsOf({}, s)).toEqual([{ path: '/q', message: 'is missing (required field "q")' }]);
    expect(calls).toEqual([{}]);
    // a schema whose $id has no registered validator is compiled
    expect(validateSchema({ $id: 'test/other', type: 'string' }, 'x', 'f.json')).toEqual({ ok: true, value: 'x' });
  });

  it('reads a registered table when a schema is first used, so its entries may load lazily (getters)', () => {
    const loaded: string[] = [];
    const table = {};
    for (const id of ['test/lazy-a', 'test/lazy-b']) {
      Object.defineProperty(table, id, {
        enumerable: true,
        get: () => {
          loaded.push(id);
          return (() => true) as unknown as ValidateFunction;
        },
      });
    }
    usePrecompiled(table);
    expect(loaded).toEqual([]); // registering loads nothing
    // the table's validator accepts what the schema (compiled) would reject: it is the one used
    expect(validateSchema({ $id: 'test/lazy-b', type: 'string' }, 1, 'f.json').ok).toBe(true);
    expect(loaded).toEqual(['test/lazy-b']);
  });

  it('a later table wins for the same $id', () => {
    const no = Object.assign(() => false, { errors: [] }) as unknown as ValidateFunction;
    usePrecompiled({ 'test/twice': (() => true) as unknown as ValidateFunction });
    usePrecompiled({ 'test/twice': no });
    expect(validateSchema({ $id: 'test/twice' }, {}, 'f.json').ok).toBe(false);
  });

  it('lists at most MAX_LISTED_ERRORS problems of a document with thousands, and counts the rest', () => {
    // issue #39 item 4: `marks: [{}, {}, …]` in a 255 KiB body made 174,001 errors (18 MB, 3 s)
    const list = { type: 'array', items: { type: 'object', required: ['a', 'b'] } };
    const r = validateSchema(
      list,
      Array.from({ length: 10_000 }, () => ({})),
      'f.json',
    );
    if (r.ok) throw new Error('expected errors');
    expect(r.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(r.moreErrors).toBe(20_000 - MAX_LISTED_ERRORS);
    expect(r.errors[0]).toEqual({ file: 'f.json', path: '/0/a', message: 'is missing (required field "a")' });
    expect(r.errors.at(-1)?.path).toBe('/24/b');
    // a document with few problems lists them all and has nothing more
    const few = validateSchema(list, [{}, { a: 1 }], 'f.json');
    expect(!few.ok && [few.errors.length, few.moreErrors]).toEqual([3, undefined]);
  });
});

describe('parseWithSchema', () => {
  it('parses and validates in one step; a syntax error stops before the schema', () => {
    expect(parseWithSchema<{ id: string }>('{"id":"a","limit":2}', schema, 'a.json')).toEqual({
      ok: true,
      value: { id: 'a', limit: 2 },
    });
    const bad = parseWithSchema('{"id":', schema, 'a.json');
    expect(!bad.ok && bad.errors.map((e) => e.path)).toEqual(['']);
    const invalid = parseWithSchema('{"id":"a"}', schema, 'a.json');
    expect(!invalid.ok && invalid.errors).toEqual([
      { file: 'a.json', path: '/limit', message: 'is missing (required field "limit")' },
    ]);
  });
});
