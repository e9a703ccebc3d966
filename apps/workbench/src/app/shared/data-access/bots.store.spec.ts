import type { HttpTestingController } from '@angular/common/http/testing';
import type { PigmentLevel } from '@levelbench/pigment';
import { defaultCurve } from '@levelbench/watersort';
import { type BotsReport, BotsStore } from './bots.store';
import { storeOverHttp } from './http.testing';

const report: BotsReport = {
  optimal: 5,
  budget: 15,
  runs: 100,
  seed: 1,
  bots: [
    { bot: 'random', runs: 100, solved: 5, solveRate: 0.05, meanMoves: 11.8 },
    { bot: 'greedy', runs: 100, solved: 100, solveRate: 1, meanMoves: 11.2 },
    { bot: 'lookahead', runs: 100, solved: 100, solveRate: 1, meanMoves: 5 },
  ],
};

describe('BotsStore', () => {
  let store: BotsStore;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ store, http } = storeOverHttp(BotsStore, [BotsStore]));
  });
  afterEach(() => http.verify());

  it('posts a Water Sort target and keeps the answer; a newer request cancels the older', () => {
    store.watersort({ level: 3, curve: defaultCurve });
    const first = http.expectOne('/api/watersort/bots');
    expect(first.request.body).toEqual({ level: 3, curve: defaultCurve });
    store.watersort({ date: '2026-12-01' });
    expect(first.cancelled).toBe(true);
    const second = http.expectOne('/api/watersort/bots');
    expect(store.loading()).toBe(true);
    second.flush(report);
    expect([store.report(), store.loading(), store.error()]).toEqual([report, false, null]);
    store.clear();
    expect(store.report()).toBeNull();
  });

  it('posts a Pigment level and shows the server’s own sentence when it refuses', () => {
    store.pigment({ id: 'x' } as unknown as PigmentLevel);
    const req = http.expectOne('/api/pigment/bots');
    expect(req.request.body).toEqual({ level: { id: 'x' } });
    req.flush({ error: 'level: /limit: is missing' }, { status: 400, statusText: 'Bad Request' });
    expect([store.report(), store.error()]).toEqual([null, 'level: /limit: is missing']);
  });
});
