import { editorText, prettyJson } from './json-text';

describe('raw JSON editor text', () => {
  const v = { levels: 3, tiers: [{ colors: 3, levels: 3 }] };
  it('prints values like the files on disk', () => {
    expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });
  it('keeps a text that was accepted as the new value, whatever its layout', () => {
    const text = '{"levels":3,"tiers":[{"colors":3,"levels":3}]}';
    expect(editorText({ ...v }, { text, base: { levels: 2 } })).toBe(text);
  });
  it('keeps a text that is not valid yet, or valid JSON the parser refused, while the value stands still', () => {
    expect(editorText(v, { text: '{"levels": 3,', base: v })).toBe('{"levels": 3,');
    expect(editorText(v, { text: '{"levels": 0}', base: v })).toBe('{"levels": 0}');
  });
  it('shows the value fresh after it changed elsewhere', () => {
    expect(editorText(v, { text: '{"levels": 0}', base: { levels: 5 } })).toBe(prettyJson(v));
    expect(editorText(v, null)).toBe(prettyJson(v));
  });
});
