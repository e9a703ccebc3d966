import type { HttpTestingController } from '@angular/common/http/testing';
import { defaultWeights } from '@levelbench/worldgen';
import { storeOverHttp } from '../../shared/data-access/http.testing';
import { WeightsStore } from './weights.store';

const URL = '/api/levels/worldgen/weights';

describe('WeightsStore', () => {
  let store: WeightsStore;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ store, http } = storeOverHttp(WeightsStore));
  });
  afterEach(() => http.verify());

  it('starts from the lib defaults when the file does not exist, and creates it on save', async () => {
    const done = store.load();
    http.expectOne(URL).flush({ error: 'missing' }, { status: 404, statusText: 'Not Found' });
    await done;
    expect(store.isNew()).toBe(true);
    expect(store.draft()).toEqual(defaultWeights);
    expect(store.dirty()).toBe(false);
    const saved = store.save();
    const put = http.expectOne({ method: 'PUT', url: URL });
    expect(put.request.headers.get('If-None-Match')).toBe('*');
    put.flush({ etag: '"v1"' }, { status: 201, statusText: 'Created' });
    expect(await saved).toBe(true);
    expect(store.isNew()).toBe(false);
  });

  it('edits, reverts and saves over the loaded version with If-Match', async () => {
    const done = store.load();
    http.expectOne(URL).flush(defaultWeights, { headers: { ETag: '"v1"' } });
    await done;
    store.edit({ ...defaultWeights, variantScale: defaultWeights.variantScale + 1 });
    expect(store.dirty()).toBe(true);
    store.revert();
    expect(store.dirty()).toBe(false);
    store.edit({ ...defaultWeights, variantScale: defaultWeights.variantScale + 1 });
    const saved = store.save();
    const put = http.expectOne({ method: 'PUT', url: URL });
    expect(put.request.headers.get('If-Match')).toBe('"v1"');
    put.flush({}, { headers: { ETag: '"v2"' } });
    expect(await saved).toBe(true);
    expect(store.dirty()).toBe(false);
    expect(store.saved()?.variantScale).toBe(defaultWeights.variantScale + 1);
  });
});
