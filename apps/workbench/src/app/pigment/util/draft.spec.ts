import { paint } from './edit';
import { levelText, newLevel } from './level-file';
import { readDraft } from './draft';

describe('readDraft', () => {
  const level = newLevel('d', 'D');

  it('reads a complete level as valid', () => {
    const r = readDraft(levelText(level), 'd.json');
    expect(r.valid?.id).toBe('d');
    expect(r.draft).toBe(r.valid);
    expect([r.missing, r.errors]).toEqual([[], []]);
  });

  it('an otherwise sound level without marks is a paintable draft that names what is missing', () => {
    const erased = paint(level, 'erase', 'empty', [1, 0]);
    const r = readDraft(levelText(erased), 'd.json');
    expect(r.valid).toBeNull();
    expect(r.draft?.marks).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.missing).toEqual([expect.stringContaining('a mark')]);
    // and painting a mark makes it valid again
    expect(readDraft(levelText(paint(r.draft ?? level, 'mark', 'red', [2, 2])), 'd.json').valid).not.toBeNull();
  });

  it('a draft without marks but with another problem is broken, with the real errors', () => {
    const r = readDraft(levelText({ ...level, marks: [], limit: 'five' }), 'd.json');
    expect(r.draft).toBeNull();
    expect(r.errors).toContainEqual(expect.objectContaining({ path: '/limit' }));
    expect(readDraft('{ "id": ', 'd.json').errors.length).toBeGreaterThan(0);
  });
});
