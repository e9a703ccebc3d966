import type { HttpTestingController } from '@angular/common/http/testing';
import { defaultCurve } from '@levelbench/watersort';
import { storeOverHttp } from '../../shared/data-access/http.testing';
import { setTierColors } from '../util/curve-edit';
import { pinBoard, unpinLevel } from '../util/curve-pins';
import { CurveStore } from './curve.store';

const URL = '/api/levels/watersort/curve';

describe('CurveStore', () => {
  let store: CurveStore;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ store, http } = storeOverHttp(CurveStore));
  });
  afterEach(() => http.verify());

  async function load(body: object, etag: string): Promise<void> {
    const done = store.load();
    http.expectOne(URL).flush(body, { headers: { ETag: etag } });
    await done;
  }

  it('starts from the default curve when the file does not exist, and creates it on save', async () => {
    const done = store.load();
    http.expectOne(URL).flush({ error: 'missing' }, { status: 404, statusText: 'Not Found' });
    await done;
    expect(store.isNew()).toBe(true);
    expect(store.draft()).toEqual(defaultCurve);
    const saved = store.save();
    const put = http.expectOne({ method: 'PUT', url: URL });
    expect(put.request.headers.get('If-None-Match')).toBe('*');
    put.flush({ etag: '"v1"' }, { status: 201, statusText: 'Created', headers: { ETag: '"v1"' } });
    expect(await saved).toBe(true);
    expect(store.isNew()).toBe(false);
  });

  it('saves over the version it loaded and is clean afterwards', async () => {
    await load(defaultCurve, '"v1"');
    store.edit(setTierColors(store.draft(), 1, 5));
    expect(store.dirty()).toBe(true);
    const saved = store.save();
    const put = http.expectOne({ method: 'PUT', url: URL });
    expect(put.request.headers.get('If-Match')).toBe('"v1"');
    expect(put.request.body.tiers[1].colors).toBe(5);
    put.flush({ etag: '"v2"' }, { headers: { ETag: '"v2"' } });
    expect(await saved).toBe(true);
    expect(store.dirty()).toBe(false);
  });

  it('on 409 keeps the draft and offers theirs; "keep mine" saves over their version', async () => {
    await load(defaultCurve, '"v1"');
    const mine = setTierColors(store.draft(), 1, 5);
    store.edit(mine);
    const theirs = { ...defaultCurve, candidates: 10 };
    const first = store.save();
    http
      .expectOne({ method: 'PUT', url: URL })
      .flush({ error: 'changed', etag: '"v9"', current: theirs }, { status: 409, statusText: 'Conflict' });
    expect(await first).toBe(false);
    expect(store.conflict()).toEqual({ theirs, etag: '"v9"' });
    expect(store.draft()).toEqual(mine);
    const second = store.keepMine();
    const put = http.expectOne({ method: 'PUT', url: URL });
    expect(put.request.headers.get('If-Match')).toBe('"v9"');
    expect(put.request.body).toEqual(mine);
    put.flush({ etag: '"v10"' }, { headers: { ETag: '"v10"' } });
    expect(await second).toBe(true);
    expect(store.conflict()).toBeNull();
  });

  it('"reload theirs" drops the draft for the server version', async () => {
    await load(defaultCurve, '"v1"');
    store.edit(setTierColors(store.draft(), 1, 5));
    const save = store.save();
    http.expectOne({ method: 'PUT', url: URL }).flush({ error: 'changed' }, { status: 409, statusText: 'Conflict' });
    await save;
    const theirs = { ...defaultCurve, candidates: 10 };
    const reload = store.reloadTheirs();
    http.expectOne(URL).flush(theirs, { headers: { ETag: '"v9"' } });
    await reload;
    expect(store.draft()).toEqual(theirs);
    expect(store.dirty()).toBe(false);
  });

  it('shows a 400 with its JSON paths as a problem, not as a conflict', async () => {
    await load(defaultCurve, '"v1"');
    const save = store.save();
    http.expectOne({ method: 'PUT', url: URL }).flush(
      {
        error: 'invalid',
        errors: [{ file: 'levels/watersort/curve.json', path: '/levels', message: 'declares 5 levels' }],
      },
      { status: 400, statusText: 'Bad Request' },
    );
    expect(await save).toBe(false);
    expect(store.problem()).toMatchObject({ kind: 'invalid', errors: [{ path: '/levels' }] });
    expect(store.conflict()).toBeNull();
  });

  it('keeps the pins and the ranking axis of the file, and a pin saves as the curve JSON', async () => {
    const board = {
      capacity: 4,
      tubes: [['red', 'orange', 'red', 'orange'], ['orange', 'red', 'orange', 'red'], [], []],
    };
    await load({ ...defaultCurve, rankBy: 'randomWin', pinned: [{ level: 3, board }], extra: 1 }, '"v1"');
    expect(store.draft()).toEqual({ ...defaultCurve, rankBy: 'randomWin', pinned: [{ level: 3, board }] });
    store.edit(pinBoard(unpinLevel(store.draft(), 3), 7, board, 'tutorial'));
    const saved = store.save();
    const put = http.expectOne({ method: 'PUT', url: URL });
    expect(put.request.body).toEqual({
      ...defaultCurve,
      rankBy: 'randomWin',
      pinned: [{ level: 7, board, note: 'tutorial' }],
    });
    put.flush({ etag: '"v2"' }, { headers: { ETag: '"v2"' } });
    expect(await saved).toBe(true);
    expect(store.dirty()).toBe(false);
  });
});
