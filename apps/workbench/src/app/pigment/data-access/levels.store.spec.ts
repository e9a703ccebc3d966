import type { HttpTestingController } from '@angular/common/http/testing';
import { storeOverHttp } from '../../shared/data-access/http.testing';
import { newLevel } from '../util/level-file';
import { PigmentLevelsStore } from './levels.store';

describe('PigmentLevelsStore', () => {
  let store: PigmentLevelsStore;
  let http: HttpTestingController;
  const list = [
    { id: 'first-face', name: 'First Face', etag: '"a"' },
    { id: 'return', name: 'Return', etag: '"b"' },
  ];
  const tick = () => new Promise((r) => setTimeout(r));

  /** Answers the list request and the per-level status checks (GET level, then POST solve). */
  async function answerRefresh(verdicts: Record<string, string>) {
    http.expectOne('/api/levels/pigment').flush(list);
    await tick();
    for (const l of list) {
      http.expectOne(`/api/levels/pigment/${l.id}`).flush(newLevel(l.id, l.name), { headers: { ETag: l.etag } });
      const solve = http.expectOne('/api/pigment/solve');
      if (verdicts[l.id] === 'fail') solve.flush({ error: 'pool down' }, { status: 503, statusText: 'Unavailable' });
      else solve.flush({ limitVerdict: verdicts[l.id], optimalLines: [], states: 1 });
    }
  }

  /** A refreshed store: the list and both levels read, every level solved within its limit. */
  async function refreshed(): Promise<void> {
    const r = store.refresh();
    await answerRefresh({ 'first-face': 'ok', return: 'ok' });
    await r;
  }

  /** Answers the refresh after a rename: the list with `entry` in place of the second level, then its check. */
  async function answerRelist(entry: { id: string; name: string; etag: string }): Promise<void> {
    await tick();
    http.expectOne('/api/levels/pigment').flush([list[0], entry]);
    await tick();
    http.expectOne(`/api/levels/pigment/${entry.id}`).flush(newLevel(entry.id, entry.name));
    http.expectOne('/api/pigment/solve').flush({ limitVerdict: 'ok', optimalLines: [], states: 1 });
  }

  beforeEach(() => {
    ({ store, http } = storeOverHttp(PigmentLevelsStore));
  });
  afterEach(() => http.verify());

  it('lists levels and turns solver verdicts into status chips; a failed check stays "not checked"', async () => {
    const done = store.refresh();
    await answerRefresh({ 'first-face': 'slack', return: 'fail' });
    await done;
    expect(store.levels().map((l) => l.id)).toEqual(['first-face', 'return']);
    expect(store.statuses()).toEqual({ 'first-face': 'slack', return: 'not checked' });
  });

  it('reads every level of the list at once, not one after another (the last metrics wait for no earlier level)', async () => {
    const done = store.refresh();
    http.expectOne('/api/levels/pigment').flush(list);
    await tick();
    // both files are asked for before either is answered
    const reads = list.map((l) => http.expectOne(`/api/levels/pigment/${l.id}`));
    reads[1].flush(newLevel('return', 'Return'), { headers: { ETag: '"b"' } });
    http.expectOne('/api/pigment/solve').flush({ limitVerdict: 'ok', optimalLines: [], states: 1 });
    expect(store.statuses()).toEqual({ 'first-face': 'not checked', return: 'solved' });
    reads[0].flush(newLevel('first-face', 'First Face'), { headers: { ETag: '"a"' } });
    http.expectOne('/api/pigment/solve').flush({ limitVerdict: 'slack', optimalLines: [], states: 1 });
    await done;
    expect(store.statuses()).toEqual({ 'first-face': 'slack', return: 'solved' });
  });

  it('after a save noted by the editor, the next refresh still reads the file and its metrics (no stale row)', async () => {
    await refreshed();
    // the editor saved "return" (new ETag) and noted the verdict of its own solve, which has no metrics
    store.noteStatus('return', '"c"', 'solved');
    const again = store.refresh();
    http.expectOne('/api/levels/pigment').flush([list[0], { ...list[1], etag: '"c"' }]);
    await tick();
    const saved = { ...newLevel('return', 'Return'), limit: 7 };
    http.expectOne('/api/levels/pigment/return').flush(saved, { headers: { ETag: '"c"' } });
    expect(store.details()['return']).toEqual({ etag: '"c"', level: saved, metrics: null }); // thumbnail at once
    const metrics = { shortest: 7, optimalCount: 1, difficulty: 3 };
    http.expectOne('/api/pigment/solve').flush({ limitVerdict: 'ok', optimalLines: [], states: 1, metrics });
    await again;
    expect(store.details()['return']).toEqual({ etag: '"c"', level: saved, metrics });
    expect(store.statuses()['return']).toBe('solved');
    http.expectNone('/api/levels/pigment/first-face'); // unchanged: not read again
  });

  it('undoes a delete: restores the newest kept version of the level in one step, then reads list and trash', async () => {
    const done = store.undelete('gone');
    http.expectOne('/api/history/pigment/gone').flush([
      { version: 2, etag: '"x"', savedAt: '2026-12-02T00:00:00Z', savedBy: null, current: false },
      { version: 1, etag: '"w"', savedAt: null, savedBy: null, current: false },
    ]);
    const restore = http.expectOne('/api/history/pigment/gone/2/restore');
    expect(restore.request.method).toBe('POST');
    expect(restore.request.headers.get('If-None-Match')).toBe('*'); // a deleted level is recreated
    restore.flush({ id: 'gone', etag: '"y"', created: true });
    await tick();
    await answerRefresh({ 'first-face': 'ok', return: 'ok' });
    await tick();
    http.expectOne('/api/history/pigment').flush([]);
    expect(await done).toBe('gone');
    expect(store.trash()).toEqual([]);
  });

  it('starts a new level as a browser draft under a fresh id, writing no file', async () => {
    localStorage.clear();
    await refreshed();
    expect(store.create('Return')).toBe('return-2');
    http.expectNone({ method: 'PUT' });
    expect(store.newDrafts().map((d) => [d.id, d.baseEtag])).toEqual([['return-2', null]]);
    expect(JSON.parse(store.newDrafts()[0].text)).toMatchObject({ id: 'return-2', name: 'Return', width: 5 });
    // a second one does not take the draft's id either
    expect(store.create('Return')).toBe('return-3');
    localStorage.clear();
  });

  it('rename moves the level to the id of its new name', async () => {
    await refreshed();
    const renamed = store.rename('return', 'Probe Seven');
    const post = http.expectOne({ method: 'POST', url: '/api/levels/pigment/return/rename' });
    expect(post.request.body).toEqual({ to: 'probe-seven', name: 'Probe Seven' });
    expect(post.request.headers.get('If-Match')).toBe('"b"');
    post.flush({ id: 'probe-seven', etag: '"c"' });
    await answerRelist({ id: 'probe-seven', name: 'Probe Seven', etag: '"c"' });
    expect(await renamed).toBe('probe-seven');
  });

  it('a rename onto the id of a deleted level (409 with `deleted`) takes the next free id', async () => {
    await refreshed();
    const renamed = store.rename('return', 'Probe Seven');
    http
      .expectOne({ method: 'POST', url: '/api/levels/pigment/return/rename' })
      .flush(
        { error: 'levels/pigment/probe-seven.json was deleted', deleted: { id: 'probe-seven' } },
        { status: 409, statusText: 'Conflict' },
      );
    await tick();
    const again = http.expectOne({ method: 'POST', url: '/api/levels/pigment/return/rename' });
    expect(again.request.body).toEqual({ to: 'probe-seven-2', name: 'Probe Seven' });
    again.flush({ id: 'probe-seven-2', etag: '"c"' });
    await answerRelist({ id: 'probe-seven-2', name: 'Probe Seven', etag: '"c"' });
    expect(await renamed).toBe('probe-seven-2');
    expect(store.problem()).toBeNull();
  });

  it('a new name with the same id is saved with PUT (a rename onto its own id is refused by the server)', async () => {
    await refreshed();
    const renamed = store.rename('return', 'RETURN');
    http.expectOne('/api/levels/pigment/return').flush(newLevel('return', 'Return'), { headers: { ETag: '"b"' } });
    const put = http.expectOne({ method: 'PUT', url: '/api/levels/pigment/return' });
    expect(put.request.body).toMatchObject({ id: 'return', name: 'RETURN' });
    expect(put.request.headers.get('If-Match')).toBe('"b"');
    http.expectNone({ method: 'POST' });
    put.flush({ id: 'return', etag: '"c"' }, { headers: { ETag: '"c"' } });
    await answerRelist({ id: 'return', name: 'RETURN', etag: '"c"' });
    expect(await renamed).toBe('return');
  });

  it('says what went wrong when a delete fails', async () => {
    await refreshed();
    const removed = store.remove('return');
    const del = http.expectOne({ method: 'DELETE', url: '/api/levels/pigment/return' });
    expect(del.request.headers.get('If-Match')).toBe('"b"');
    del.flush(
      { error: 'the file was changed by someone else', etag: '"z"', current: {} },
      { status: 409, statusText: 'Conflict' },
    );
    expect(await removed).toBeNull();
    expect(store.problem()?.kind).toBe('conflict');
  });

  it('keeps entries the server cannot serve apart, with their reason, and never opens or checks them', async () => {
    const done = store.refresh();
    http.expectOne('/api/levels/pigment').flush([
      list[0],
      {
        id: 'pipe',
        name: 'pipe',
        etag: null,
        problem: 'not a regular file',
        message: 'levels/pigment/pipe.json is not a regular file',
      },
      { id: 'x', name: 'x', etag: null, problem: 'symlink', message: 'levels/pigment/x.json is a symlink' },
    ]);
    await tick();
    http
      .expectOne('/api/levels/pigment/first-face')
      .flush(newLevel('first-face', 'First Face'), { headers: { ETag: '"a"' } });
    http.expectOne('/api/pigment/solve').flush({ limitVerdict: 'ok', optimalLines: [], states: 1 });
    await done;
    expect(store.levels().map((l) => l.id)).toEqual(['first-face']);
    expect(store.badEntries().map((b) => [b.id, b.problem])).toEqual([
      ['pipe', 'not a regular file'],
      ['x', 'symlink'],
    ]);
    http.expectNone('/api/levels/pigment/pipe');
    // a new level never takes the id of a bad entry on disk
    localStorage.clear();
    expect(store.create('x')).toBe('x-2');
    localStorage.clear();
  });
});
