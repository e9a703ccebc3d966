import { isPigmentLevelFileName, packOrder, parsePigmentPack } from './pack';
import { pigmentLevelText } from './level-text';
import { parsePigmentLevel } from './level';
import { authoredLevels } from './spec-helpers';

describe('pigment pack', () => {
  it('parses a pack and checks its ids against the folder', () => {
    const text = JSON.stringify({ order: ['white', 'return'] });
    expect(parsePigmentPack(text, 'pack.json', ['return', 'white'])).toEqual({
      ok: true,
      value: { order: ['white', 'return'] },
    });
    const missing = parsePigmentPack(JSON.stringify({ order: ['return', 'gone'] }), 'pack.json', ['return']);
    expect(missing.ok === false && missing.errors).toEqual([
      { file: 'pack.json', path: '/order/1', message: 'no level "gone" in the folder' },
    ]);
  });

  it('refuses a bad pack with a path', () => {
    const r = parsePigmentPack(JSON.stringify({ order: ['Bad Id'], extra: 1 }), 'pack.json');
    expect(r.ok).toBe(false);
    expect(r.ok === false && r.errors.map((e) => e.path).sort()).toEqual(['/extra', '/order/0']);
    const dup = parsePigmentPack(JSON.stringify({ order: ['a', 'a'] }), 'pack.json');
    expect(dup.ok).toBe(false);
  });

  it('orders the listed levels first, then the rest by id', () => {
    expect(packOrder({ order: ['c', 'gone', 'a'] }, ['a', 'b', 'c', 'd'])).toEqual(['c', 'a', 'b', 'd']);
    expect(packOrder(null, ['b', 'a'])).toEqual(['a', 'b']);
  });

  it('tells level files from the pack and schemas', () => {
    expect(['white.json', 'pack.json', 'x.schema.json', 'notes.txt'].filter(isPigmentLevelFileName)).toEqual([
      'white.json',
    ]);
  });

  it('writes level files that read back the same, in the authored layout', () => {
    for (const level of authoredLevels()) {
      const text = pigmentLevelText(level);
      const back = parsePigmentLevel(text, `${level.id}.json`);
      expect(back.ok && back.value).toEqual(level);
    }
    expect(pigmentLevelText(authoredLevels()[1])).toContain('"marks": [\n    { "at": [1, 0], "color": "green" }\n  ]');
  });
});
