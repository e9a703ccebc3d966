import { parseJsonText, parseWithSchema, validateSchema } from './validate';
import { formatErrors } from './format-error';

const schema = {
  type: 'object',
  required: ['id', 'limit'],
  additionalProperties: false,
  properties: { id: { type: 'string' }, limit: { type: 'integer', minimum: 1 }, color: { enum: ['red', 'blue'] } },
};

describe('formats', () => {
  it('names line and column of a JSON syntax error', () => {
    const r = parseJsonText('{\n  "id": 1,\n}', 'x.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0].message).toMatch(/line 3/);
  });

  it('reports missing fields, bad enums and minimums with JSON paths', () => {
    const r = validateSchema(schema, { limit: 0, color: 'green', extra: 1 }, 'levels/a.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const text = formatErrors(r.errors);
    expect(text).toContain('levels/a.json: /id: is missing');
    expect(text).toContain('levels/a.json: /limit: must be at least 1');
    expect(text).toContain('/color: must be one of "red", "blue"');
    expect(text).toContain('/extra: is not a known field');
  });

  it('accepts a valid value', () => {
    const r = parseWithSchema<{ id: string }>('{"id":"a","limit":2}', schema, 'a.json');
    expect(r).toEqual({ ok: true, value: { id: 'a', limit: 2 } });
  });
});
