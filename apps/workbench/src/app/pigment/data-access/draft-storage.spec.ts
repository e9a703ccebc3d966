import { TestBed } from '@angular/core/testing';
import { DRAFT_UNDO_CHARS, DRAFT_UNDO_STEPS, boundUndo, DraftStorage, draftName } from './draft-storage';

describe('DraftStorage', () => {
  let drafts: DraftStorage;

  beforeEach(() => {
    localStorage.clear();
    drafts = TestBed.inject(DraftStorage);
  });
  afterEach(() => localStorage.clear());

  it('keeps drafts per level and tells new levels from edited ones', () => {
    expect(drafts.put('fresh', '{"name":"Fresh"}', null)).toBe(true);
    drafts.put('return', '{"name":"Return"}', '"v1"');
    expect(drafts.newDrafts().map((d) => d.id)).toEqual(['fresh']);
    expect([...drafts.editedIds()]).toEqual(['return']);
    expect(drafts.get('return')?.baseEtag).toBe('"v1"');
    expect(draftName(drafts.newDrafts()[0])).toBe('Fresh');
  });

  it('moves a draft with a rename and forgets it on remove', () => {
    drafts.put('old', '{}', '"v1"');
    drafts.move('old', 'new');
    expect(drafts.get('old')).toBeNull();
    expect(drafts.get('new')).toMatchObject({ id: 'new', text: '{}', baseEtag: '"v1"' });
    drafts.remove('new');
    expect(drafts.drafts()).toEqual([]);
  });

  it('treats a corrupt entry as no draft and names a broken draft by its id', () => {
    localStorage.setItem('levelbench:pigment:draft:bad', '{not json');
    expect(drafts.get('bad')).toBeNull();
    expect(draftName({ id: 'x', text: '{', baseEtag: null, updatedAt: '' })).toBe('x');
  });

  it('keeps a bounded undo stack with the draft: the newest steps, by count and by size', () => {
    const many = Array.from({ length: DRAFT_UNDO_STEPS + 10 }, (_, i) => `t${i}`);
    expect(boundUndo(many)).toEqual(many.slice(10));
    const big = 'x'.repeat(DRAFT_UNDO_CHARS / 2 + 1);
    expect(boundUndo(['a', big, big])).toEqual([big]);
    const drafts = TestBed.inject(DraftStorage);
    drafts.put('undoable', '{"limit":3}', '"v1"', ['{"limit":1}', '{"limit":2}']);
    expect(drafts.get('undoable')?.undo).toEqual(['{"limit":1}', '{"limit":2}']);
  });
});
