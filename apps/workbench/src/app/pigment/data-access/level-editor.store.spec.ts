import type { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { storeOverHttp } from '../../shared/data-access/http.testing';
import { paint } from '../util/edit';
import { levelText, newLevel } from '../util/level-file';
import { LevelEditorStore } from './level-editor.store';

/** A fresh LevelEditorStore over a mocked HTTP backend, with localStorage cleared. */
function freshStore(): { store: LevelEditorStore; http: HttpTestingController } {
  localStorage.clear();
  return storeOverHttp(LevelEditorStore, [LevelEditorStore]);
}

/** Loads level `id` into `store`, answering its GET with `level` at ETag "v1". */
async function openLevel(store: LevelEditorStore, http: HttpTestingController, level: object, id = 'return') {
  const done = store.load(id);
  http.expectOne(`/api/levels/pigment/${id}`).flush(level, { headers: { ETag: '"v1"' } });
  await done;
}

describe('LevelEditorStore', () => {
  let store: LevelEditorStore;
  let http: HttpTestingController;
  const level = {
    ...newLevel('return', 'Return'),
    marks: [{ at: [1, 0] as const, color: 'green' as const }],
    limit: 5,
  };

  const open = () => openLevel(store, http, level);

  beforeEach(() => ({ store, http } = freshStore()));

  /** Opens the level, raises its limit to 6 and saves into a 409 whose current version is named "Theirs". */
  async function saveIntoConflict(error: string): Promise<boolean> {
    await open();
    store.edit((l) => ({ ...l, limit: 6 }));
    const saved = store.save();
    http
      .expectOne({ method: 'PUT' })
      .flush({ error, etag: '"v2"', current: { ...level, name: 'Theirs' } }, { status: 409, statusText: 'Conflict' });
    return saved;
  }
  afterEach(() => http.verify());

  it('loads a level; visual edits and JSON edits change the same text; undo/redo', async () => {
    await open();
    expect(store.level()?.name).toBe('Return');
    expect(store.dirty()).toBe(false);
    store.edit((l) => paint(l, 'mark', 'orange', [2, 2]));
    expect(store.dirty()).toBe(true);
    expect(JSON.parse(store.text()).marks).toHaveLength(2);
    store.setText(store.text().replace('"limit": 5', '"limit": 7'));
    expect(store.level()?.limit).toBe(7);
    store.undo();
    expect(store.level()?.limit).toBe(5);
    expect(store.level()?.marks).toHaveLength(2);
    store.undo();
    expect(store.level()?.marks).toHaveLength(1);
    expect(store.dirty()).toBe(false);
    store.redo();
    expect(store.level()?.marks).toHaveLength(2);
  });

  it('a bad JSON edit shows the schema error with its path and saves nothing', async () => {
    await open();
    store.setText(store.text().replace('"limit": 5', '"limit": "five"'));
    expect(store.level()).toBeNull();
    expect(store.lastGoodLevel()?.limit).toBe(5);
    expect(store.errors()).toEqual([expect.objectContaining({ path: '/limit', message: 'must be an integer' })]);
    expect(store.edit((l) => ({ ...l, limit: 2 }))).toBe(false);
    expect(await store.save()).toBe(false);
    http.expectNone('/api/levels/pigment/return');
  });

  it('saves with If-Match and shows a 400 in plain words', async () => {
    await open();
    store.edit((l) => ({ ...l, limit: 6 }));
    const saving = store.save();
    const req = http.expectOne({ method: 'PUT', url: '/api/levels/pigment/return' });
    expect(req.request.headers.get('If-Match')).toBe('"v1"');
    req.flush(
      {
        error: 'levels/pigment/return.json is not a valid pigment file',
        errors: [{ file: 'x', path: '/marks/0/at', message: 'cell [7, 0] is off the 5×5 board' }],
      },
      { status: 400, statusText: 'Bad Request' },
    );
    expect(await saving).toBe(false);
    expect(store.problem()).toMatchObject({ kind: 'invalid', errors: [{ path: '/marks/0/at' }] });
    expect(store.dirty()).toBe(true);
  });

  it('restores a version on the server in one step with If-Match, then shows it saved as one undo step', async () => {
    await open();
    store.edit((l) => ({ ...l, limit: 9 }));
    const done = store.restore(1);
    const post = http.expectOne({ method: 'POST', url: '/api/history/pigment/return/1/restore' });
    expect(post.request.headers.get('If-Match')).toBe('"v1"');
    expect(post.request.body).toEqual({});
    post.flush({ id: 'return', etag: '"v0"' });
    await Promise.resolve();
    http.expectOne('/api/levels/pigment/return').flush({ ...level, limit: 3 }, { headers: { ETag: '"v0"' } });
    expect(await done).toBe(true);
    expect(store.level()?.limit).toBe(3);
    expect(store.dirty()).toBe(false);
    expect(store.etag()).toBe('"v0"');
    http.expectNone({ method: 'PUT' });
    store.undo();
    expect(store.level()?.limit).toBe(9);
  });

  it('a refused restore shows the problem and changes nothing', async () => {
    await open();
    const done = store.restore(2);
    http
      .expectOne('/api/history/pigment/return/2/restore')
      .flush(
        { error: 'version 2 cannot be restored: it is not valid JSON' },
        { status: 422, statusText: 'Unprocessable' },
      );
    expect(await done).toBe(false);
    expect(store.problem()).not.toBeNull();
    expect(store.level()?.limit).toBe(5);
  });

  it('on a 409 offers reload theirs and keep mine', async () => {
    expect(await saveIntoConflict('the file was changed by someone else')).toBe(false);
    expect(store.conflict()?.etag).toBe('"v2"');

    const again = store.keepMine();
    const put = http.expectOne({ method: 'PUT' });
    expect(put.request.headers.get('If-Match')).toBe('"v2"');
    expect(put.request.body.limit).toBe(6);
    put.flush({ id: 'return', etag: '"v3"' }, { headers: { ETag: '"v3"' } });
    expect(await again).toBe(true);
    expect(store.etag()).toBe('"v3"');
    expect(store.dirty()).toBe(false);
  });

  it('reload theirs replaces the text with the server version', async () => {
    await saveIntoConflict('x');
    store.reloadTheirs();
    expect(store.level()?.name).toBe('Theirs');
    expect(store.etag()).toBe('"v2"');
    expect(store.dirty()).toBe(false);
    store.undo();
    expect(store.level()?.limit).toBe(6); // mine is still one undo away
  });
});

describe('LevelEditorStore drafts and strokes', () => {
  let store: LevelEditorStore;
  let http: HttpTestingController;
  const level = { ...newLevel('return', 'Return'), marks: [{ at: [1, 0] as const, color: 'green' as const }] };

  const open = (id = 'return') => openLevel(store, http, level, id);

  beforeEach(() => ({ store, http } = freshStore()));
  afterEach(() => http.verify());

  it('erasing the last mark keeps the board paintable and says what is missing; Save waits for a mark', async () => {
    await open();
    expect(store.edit((l) => paint(l, 'erase', 'empty', [1, 0]))).toBe(true);
    expect(store.level()).toBeNull();
    expect(store.errors()).toEqual([]);
    expect(store.missing()).toEqual([expect.stringContaining('a mark')]);
    expect(store.edit((l) => paint(l, 'hole', 'empty', [3, 3]))).toBe(true);
    expect(await store.save()).toBe(false);
    http.expectNone({ method: 'PUT' });
    store.edit((l) => paint(l, 'mark', 'red', [2, 2]));
    expect(store.level()?.marks).toEqual([{ at: [2, 2], color: 'red' }]);
    expect(store.level()?.holes).toEqual([[3, 3]]);
  });

  it('opening a level parses only the file read, never the empty text of a store that has read nothing yet', async () => {
    const parse = jest.spyOn(JSON, 'parse');
    try {
      await open();
      expect(store.level()?.id).toBe('return');
      expect(parse.mock.calls.filter(([text]) => text === '')).toEqual([]);
    } finally {
      parse.mockRestore();
    }
  });

  it('one drag stroke is one undo step', async () => {
    await open();
    for (const x of [1, 2, 3]) store.edit((l) => paint(l, 'hole', 'empty', [x, 2]), 'stroke');
    store.endStroke();
    store.edit((l) => paint(l, 'hole', 'empty', [4, 4]), 'stroke');
    store.endStroke();
    expect(store.level()?.holes).toHaveLength(4);
    store.undo();
    expect(store.level()?.holes).toHaveLength(3);
    store.undo();
    expect(store.level()?.holes).toEqual([]);
    expect(store.canUndo()).toBe(false);
  });

  it('keeps unsaved edits as a browser draft and restores them on the next load', async () => {
    await open();
    store.edit((l) => ({ ...l, limit: 9 }));
    TestBed.tick();
    const kept = JSON.parse(localStorage.getItem('levelbench:pigment:draft:return') ?? 'null');
    expect(kept).toMatchObject({ id: 'return', baseEtag: '"v1"' });
    expect(JSON.parse(kept.text).limit).toBe(9);

    // a reload: a fresh store reads the draft over the server's file, still based on v1
    const again = TestBed.runInInjectionContext(() => new LevelEditorStore());
    const done = again.load('return');
    http.expectOne('/api/levels/pigment/return').flush(level, { headers: { ETag: '"v1"' } });
    await done;
    expect(again.level()?.limit).toBe(9);
    expect(again.dirty()).toBe(true);
    expect(again.restoredAt()).not.toBeNull();
    // the undo stack came back with the draft: one undo is the saved limit again
    expect(again.canUndo()).toBe(true);
    again.undo();
    expect(again.level()?.limit).toBe(level.limit);
    again.redo();

    // saving forgets the draft
    const saving = again.save();
    http.expectOne({ method: 'PUT' }).flush({ etag: '"v2"' }, { headers: { ETag: '"v2"' } });
    expect(await saving).toBe(true);
    TestBed.tick();
    expect(localStorage.getItem('levelbench:pigment:draft:return')).toBeNull();
  });

  it('opens a new level from its draft without asking the server, and the first Save creates the file', async () => {
    localStorage.setItem(
      'levelbench:pigment:draft:fresh',
      JSON.stringify({ id: 'fresh', text: levelText(newLevel('fresh', 'Fresh')), baseEtag: null, updatedAt: '' }),
    );
    await store.load('fresh');
    http.expectNone('/api/levels/pigment/fresh');
    expect([store.isNew(), store.dirty(), store.level()?.name]).toEqual([true, true, 'Fresh']);
    const saving = store.save();
    const put = http.expectOne({ method: 'PUT', url: '/api/levels/pigment/fresh' });
    expect(put.request.headers.get('If-None-Match')).toBe('*');
    put.flush({ etag: '"n1"', created: true }, { status: 201, statusText: 'Created', headers: { ETag: '"n1"' } });
    expect(await saving).toBe(true);
    expect(store.isNew()).toBe(false);
  });
});

describe('LevelEditorStore with an emptied text', () => {
  it('reports an empty file as invalid JSON instead of "nothing open"', async () => {
    const { store, http } = storeOverHttp(LevelEditorStore, [LevelEditorStore]);
    expect(store.errors()).toEqual([]);
    const done = store.load('x');
    http.expectOne('/api/levels/pigment/x').flush(newLevel('x', 'X'), { headers: { ETag: '"1"' } });
    await done;
    store.setText('');
    expect(store.level()).toBeNull();
    expect(store.errors()[0].message).toContain('not valid JSON');
  });
});
