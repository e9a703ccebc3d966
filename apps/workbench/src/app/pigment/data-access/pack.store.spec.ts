import type { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { storeOverHttp } from '../../shared/data-access/http.testing';
import { PigmentLevelsStore } from './levels.store';
import { PigmentPackStore } from './pack.store';

describe('PigmentPackStore', () => {
  let pack: PigmentPackStore;
  let http: HttpTestingController;
  const tick = () => new Promise((r) => setTimeout(r));

  beforeEach(async () => {
    ({ store: pack, http } = storeOverHttp(PigmentPackStore));
    const levels = TestBed.inject(PigmentLevelsStore);
    const refreshed = levels.refresh();
    http
      .expectOne('/api/levels/pigment')
      .flush(['alpha', 'beta', 'mid', 'zeta'].map((id) => ({ id, name: id, etag: `"${id}"` })));
    await refreshed;
    // the list's per-level checks (one after another) are not this test's subject: refuse each
    for (let i = 0; i < 20; i++) {
      const open = http.match((req) => /^\/api\/levels\/pigment\/(alpha|beta|mid|zeta)$/.test(req.url));
      if (!open.length) break;
      for (const r of open) r.flush(null, { status: 503, statusText: 'not in this test' });
      await tick();
    }
  });
  afterEach(() => http.verify());

  it('an absent pack (204) is every level in id order, with no error', async () => {
    const loaded = pack.load();
    http.expectOne('/api/levels/pigment/pack').flush(null, { status: 204, statusText: 'No Content' });
    await loaded;
    expect([pack.order(), pack.problem()]).toEqual([['alpha', 'beta', 'mid', 'zeta'], null]);
  });

  it("append puts a new level at the pack's end (not mid-pack in id order) and creates pack.json", async () => {
    const loaded = pack.load();
    http.expectOne('/api/levels/pigment/pack').flush(null, { status: 204, statusText: 'No Content' });
    await loaded;
    const saved = pack.append('mid');
    await tick();
    const put = http.expectOne({ method: 'PUT', url: '/api/levels/pigment/pack' });
    expect(put.request.headers.get('If-None-Match')).toBe('*');
    expect(put.request.body).toEqual({ order: ['alpha', 'beta', 'zeta', 'mid'] });
    put.flush({}, { headers: { ETag: '"p1"' }, status: 201, statusText: 'Created' });
    await saved;
    expect(pack.order()).toEqual(['alpha', 'beta', 'zeta', 'mid']);
  });
});
