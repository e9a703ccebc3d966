import { editorText, prettyJson } from './json-text';

describe('raw JSON editor text', () => {
  const v = { levels: 3, tiers: [{ colors: 3, levels: 3 }] };
  it('prints values like the files on disk', () => {
    expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
  it('keeps what the designer typed while it means the same value or is still being typed', () => {
    const typed = '{"levels":3,"tiers":[{"colors":3,"levels":3}]}';
    expect(editorText(v, typed)).toBe(typed);
    expect(editorText(v, '{"levels": 3,')).toBe('{"levels": 3,');
  });
  it('shows the value fresh after it changed elsewhere', () => {
    expect(editorText(v, '{"levels":4}')).toBe(prettyJson(v));
    expect(editorText(v, null)).toBe(prettyJson(v));
  });
});
