import fc from 'fast-check';
import { locateJsonPointer, pointerTokens, positionOf } from './locate';

/** Every pointer into a value with the value it names. */
function pointers(value: unknown, prefix = ''): [string, unknown][] {
  const out: [string, unknown][] = [[prefix, value]];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pointers(v, `${prefix}/${i}`)));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      out.push(...pointers(v, `${prefix}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  return out;
}

describe('locateJsonPointer', () => {
  const level = [
    '{',
    '  "id": "return",',
    '  "marks": [',
    '    { "at": [1, 0], "color": "green" },',
    '    { "at": [2, 2], "color": "purple" }',
    '  ],',
    '  "limit": "five"',
    '}',
  ].join('\n');

  it('gives the line and column where the value starts', () => {
    expect(locateJsonPointer(level, '/limit')).toEqual({
      offset: level.indexOf('"five"'),
      line: 7,
      column: 12,
      exact: true,
    });
    expect(locateJsonPointer(level, '/marks/1/color')).toMatchObject({ line: 5, column: 30, exact: true });
    expect(locateJsonPointer(level, '/marks/0/at/1')).toMatchObject({ line: 4, column: 17, exact: true });
    expect(locateJsonPointer(level, '')).toMatchObject({ line: 1, column: 1, exact: true });
  });

  it('falls back to the nearest present parent for an absent member (a missing required field)', () => {
    expect(locateJsonPointer(level, '/start')).toMatchObject({ line: 1, column: 1, exact: false });
    expect(locateJsonPointer(level, '/marks/1/size')).toMatchObject({ line: 5, column: 5, exact: false });
    expect(locateJsonPointer(level, '/marks/7')).toMatchObject({ line: 3, column: 12, exact: false });
    expect(locateJsonPointer(level, '/marks/x')).toMatchObject({ line: 3, column: 12, exact: false });
  });

  it('reads keys with escapes, pointers with ~0 and ~1, and skips strings holding brackets', () => {
    const text = '{"a\\"]}": {"x": "]}[{"}, "b/c": {"~d": [true, null, -1.5e3]}}';
    expect(locateJsonPointer(text, '/b~1c/~0d/2')).toMatchObject({ offset: text.indexOf('-1.5e3'), exact: true });
    expect(locateJsonPointer(text, '/a"]}/x')).toMatchObject({ offset: text.indexOf('"]}[{"'), exact: true });
    expect(pointerTokens('/a~01/b~1')).toEqual(['a~1', 'b/']);
    expect(pointerTokens('no-slash')).toBeNull();
    expect(locateJsonPointer(text, 'no-slash')).toBeNull();
    expect(locateJsonPointer('   ', '')).toBeNull();
  });

  it('finds every node of any JSON value, however it is laid out', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        for (const [pointer, v] of pointers(value)) {
          const at = locateJsonPointer(text, pointer);
          expect(at?.exact).toBe(true);
          const rest = text.slice(at?.offset);
          if (v !== null && typeof v === 'object') expect(rest[0]).toBe(Array.isArray(v) ? '[' : '{');
          else expect(rest.startsWith(JSON.stringify(v))).toBe(true);
        }
      }),
    );
  });

  it('counts lines and columns from 1', () => {
    expect(positionOf('ab\ncd', 4)).toEqual({ offset: 4, line: 2, column: 2 });
    expect(positionOf('ab', 0)).toEqual({ offset: 0, line: 1, column: 1 });
  });
});
