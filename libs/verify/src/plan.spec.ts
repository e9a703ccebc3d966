import { testSummary } from '@levelbench/contracts/testing';
import { defaultCurve } from '@levelbench/watersort';
import { defaultWeights } from '@levelbench/worldgen';
import { CHECK_DEFINITIONS } from './checks/registry';
import type { VerifyInputs } from './inputs';
import { resolveOptions } from './options';
import { planVerify, type PlanInput } from './plan';
import { ResultStore, itemDigest, itemKey } from './reuse';
import type { ItemRecord } from './summary';

const inputs: VerifyInputs = {
  pigment: ['a', 'b', 'c'].map((n) => ({ id: `pigment/${n}`, file: `levels/pigment/${n}.json`, text: '{}' })),
  curve: defaultCurve,
  weights: defaultWeights,
  sources: { curve: 'built-in default', weights: 'built-in default' },
  hashes: {},
};
const options = resolveOptions({ only: ['pigment', 'worlds'], worlds: 4, date: '2026-03-01' });
const versions = { pigment: 'pigment-code-1', worlds: 'worlds-code-1' };
const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  options,
  inputs,
  prepared: {},
  registry: CHECK_DEFINITIONS,
  versions,
  find: () => null,
  ...over,
});

describe('planVerify', () => {
  it('without earlier results: every item keyed by its check’s code and payload, every item to run', () => {
    const plan = planVerify(input());
    expect(plan.items.map((k) => k.item.id)).toEqual([
      'pigment/a',
      'pigment/b',
      'pigment/c',
      'worlds/seed-1',
      'worlds/seed-2',
      'worlds/seed-3',
      'worlds/seed-4',
    ]);
    for (const k of plan.items) expect(k.key).toBe(itemKey(k.item, versions));
    expect(new Set(plan.items.map((k) => k.key)).size).toBe(7);
    expect(plan.fresh).toEqual(plan.items);
    expect(plan.reused).toEqual([]);
    // the counts in run order, so progress lists the checks as the report does
    expect(Object.entries(plan.checks)).toEqual([
      ['pigment', { done: 0, total: 3, failures: 0 }],
      ['worlds', { done: 0, total: 4, failures: 0 }],
    ]);
  });

  it('a shard plans only its slice of every check (index K−1 modulo N) and counts only that', () => {
    const plan = planVerify(input({ options: { ...options, shard: { k: 2, n: 3 } } }));
    expect(plan.items.map((k) => [k.item.id, k.item.index])).toEqual([
      ['pigment/b', 1],
      ['worlds/seed-2', 1],
    ]);
    expect(plan.checks).toEqual({
      pigment: { done: 0, total: 1, failures: 0 },
      worlds: { done: 0, total: 1, failures: 0 },
    });
  });

  it('a changed code version changes the keys of its check only', () => {
    const before = planVerify(input());
    const after = planVerify(input({ versions: { ...versions, worlds: 'worlds-code-2' } }));
    const keys = (p: typeof before, check: string) => p.items.filter((k) => k.item.check === check).map((k) => k.key);
    expect(keys(after, 'pigment')).toEqual(keys(before, 'pigment'));
    for (const [i, key] of keys(after, 'worlds').entries()) expect(key).not.toBe(keys(before, 'worlds')[i]);
  });

  describe('with an earlier report', () => {
    const first = planVerify(input());
    const byId = new Map(first.items.map((k) => [k.item.id, k]));
    /** The record an earlier run kept for `id`: its verdict, key and digest. */
    const earlier = (id: string, passed: boolean, over: Partial<ItemRecord> = {}): ItemRecord => {
      const k = byId.get(id);
      if (!k) throw new Error(id);
      const verdict = {
        check: k.item.check,
        id,
        at: { kind: 'file' as const, file: `${id}.json`, path: '' },
        passed,
        failures: passed ? [] : ['limit 8 is more than the shortest line 6 (slack)'],
        metrics: { limit: 8 },
        ms: 12.5,
      };
      return { ...verdict, index: k.item.index, key: k.key, digest: itemDigest(k.key, verdict), ...over };
    };
    const report = testSummary(
      [
        earlier('pigment/a', true),
        earlier('pigment/b', false),
        // an edited verdict: its digest no longer checks, so it is counted broken and runs again
        earlier('worlds/seed-1', true, { digest: 'edited' }),
      ],
      { checks: ['pigment', 'worlds'] },
    );

    it('takes the reused pass and the reused failure, runs the rest, counts the broken entry', () => {
      const store = new ResultStore({ summaries: [report] });
      const plan = planVerify(input({ find: (item, key) => store.find(item, key) }));
      expect(plan.reused.map((r) => [r.id, r.passed, r.from])).toEqual([
        ['pigment/a', true, 'report'],
        ['pigment/b', false, 'report'],
      ]);
      const pass = plan.reused[0];
      expect(pass).toEqual({ ...earlier('pigment/a', true), from: 'report' });
      expect(pass.digest).toBe(itemDigest(pass.key ?? '', pass));
      expect(plan.fresh.map((k) => k.item.id)).toEqual([
        'pigment/c',
        'worlds/seed-1',
        'worlds/seed-2',
        'worlds/seed-3',
        'worlds/seed-4',
      ]);
      expect(store.broken).toBe(1);
      expect(plan.checks).toEqual({
        pigment: { done: 2, total: 3, failures: 1 },
        worlds: { done: 0, total: 4, failures: 0 },
      });
    });

    it('takes nothing when the checking code changed (the keys differ), and counts nothing broken', () => {
      const store = new ResultStore({ summaries: [report] });
      const plan = planVerify(
        input({
          versions: { pigment: 'pigment-code-2', worlds: 'worlds-code-2' },
          find: (item, key) => store.find(item, key),
        }),
      );
      expect(plan.reused).toEqual([]);
      expect(plan.fresh.length).toBe(7);
      expect(store.broken).toBe(0);
    });

    it('a claimed pass that fails its re-check runs again and is counted broken', () => {
      const store = new ResultStore({ summaries: [report] }, () => false);
      const plan = planVerify(input({ find: (item, key) => store.find(item, key) }));
      expect(plan.reused.map((r) => r.id)).toEqual(['pigment/b']);
      expect(store.broken).toBe(2);
      expect(plan.checks.pigment).toEqual({ done: 1, total: 3, failures: 1 });
    });
  });
});
