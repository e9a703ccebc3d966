import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { promises as fs } from 'node:fs';
import { join, relative } from 'node:path';
import { LINE_WIDTH, layoutOf, prettyJson } from './json-format';
import { repoRoot } from './main';

/** The committed JSON files under `dir` (not the server's own git-ignored `.cache` or `.history` beside them). */
function committedJsonFiles(dir: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', `${dir}/*.json`], { cwd: repoRoot(), encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .map((f) => join(repoRoot(), f));
}

describe('prettyJson', () => {
  it('keeps scalar arrays and flat objects in arrays on one line, everything else indented by 2', () => {
    const v = {
      id: 'x',
      start: [0, 0],
      holes: [],
      meta: {},
      marks: [{ at: [1, 0], color: 'green' }],
      nested: { a: 1, b: [true, null] },
    };
    expect(prettyJson(v)).toBe(
      [
        '{',
        '  "id": "x",',
        '  "start": [0, 0],',
        '  "holes": [],',
        '  "meta": {},',
        '  "marks": [',
        '    { "at": [1, 0], "color": "green" }',
        '  ],',
        '  "nested": {',
        '    "a": 1,',
        '    "b": [true, null]',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('breaks a long array over lines instead of exceeding the line width', () => {
    const text = prettyJson({ xs: Array.from({ length: 60 }, (_, i) => i * 1000) });
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(LINE_WIDTH);
  });

  it('reproduces every committed level file byte for byte in its own layout (saving an unchanged level is not a diff)', async () => {
    const files = committedJsonFiles('levels');
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const text = await fs.readFile(f, 'utf8');
      const file = relative(repoRoot(), f);
      expect({ file, text: prettyJson(JSON.parse(text), layoutOf(text)) }).toEqual({ file, text });
    }
  });

  it('tells an expanded (generated) file from a hand-written compact one', () => {
    const v = { a: [1, 2], b: 'x' };
    expect(layoutOf(JSON.stringify(v, null, 2) + '\n')).toBe('expanded');
    expect(layoutOf(prettyJson(v))).toBe('compact');
    expect(layoutOf('{"b": 1}')).toBe('compact');
    expect(layoutOf('not json')).toBe('compact');
  });

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = prettyJson(v);
        expect(text.endsWith('\n')).toBe(true);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 300 },
    );
  });
});
