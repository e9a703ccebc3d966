import fc from 'fast-check';
import { defaultCurve } from '@levelbench/watersort';
import { defaultWeights } from '@levelbench/worldgen';
import { isPayloadOf } from './checks/definition';
import { worldsCheck } from './checks/worlds';
import { enumerateItems, shardItems } from './items';
import { resolveOptions } from './options';

const inputs = {
  pigment: [
    { id: 'pigment/a', file: 'a.json', text: '{}' },
    { id: 'pigment/b', file: 'b.json', text: '{}' },
  ],
  curve: defaultCurve,
  weights: defaultWeights,
  sources: { curve: 'built-in default', weights: 'built-in default' },
  hashes: {},
};
const specs = [0, 1, 2].map((i) => ({
  id: `1/2/${i},0E`,
  seed: 1,
  depth: 2,
  a: { x: i, y: 0 },
  dir: 'E' as const,
  b: { x: i + 1, y: 0 },
}));

describe('enumerateItems', () => {
  it('enumerates long lists without growing the stack (no push(...list))', () => {
    // 300 000 items as arguments of one push() overflow V8's stack; one at a time they do not
    const huge = enumerateItems(
      { ...resolveOptions({ only: ['worlds'], date: '2026-03-01' }), worlds: 300_000 },
      inputs,
      {},
    );
    expect(huge.length).toBe(300_000);
    expect(huge.at(-1)).toMatchObject({ id: 'worlds/seed-300000', index: 299_999 });
  });

  const items = enumerateItems(resolveOptions({ worlds: 5, date: '2026-03-01' }), inputs, { faces: specs });

  it('lists every check with stable ids and per-check indexes', () => {
    const count = (c: string) => items.filter((i) => i.check === c).length;
    expect([count('pigment'), count('watersort'), count('worlds'), count('faces')]).toEqual([2, 130, 5, 3]);
    const water = items.filter((i) => i.check === 'watersort');
    expect(water[0].id).toBe('watersort/level-1');
    expect(water[99].id).toBe('watersort/level-100');
    expect(water[100].id).toBe('watersort/daily-2026-01-31');
    expect(water[129]).toMatchObject({ id: 'watersort/daily-2026-03-01', index: 129 });
    expect(items.filter((i) => i.check === 'worlds').map((i) => i.id)).toEqual([
      'worlds/seed-1',
      'worlds/seed-2',
      'worlds/seed-3',
      'worlds/seed-4',
      'worlds/seed-5',
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('draws depth maps for the first world only', () => {
    const worlds = items.flatMap((i) => (isPayloadOf(worldsCheck, i.payload) ? [i.payload.mapDepths.length] : []));
    expect(worlds).toEqual([3, 0, 0, 0, 0]);
  });

  it('partitions every check into N disjoint shards that together hold every item', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (n) => {
        const parts = Array.from({ length: n }, (_, k) => shardItems(items, { k: k + 1, n }));
        const ids = parts.flat().map((i) => i.id);
        expect(ids.sort()).toEqual(items.map((i) => i.id).sort());
        for (const part of parts) for (const i of part) expect(i.index % n).toBe(parts.indexOf(part));
        // each check is spread: no shard gets more than its share plus one of any check
        for (const c of ['pigment', 'watersort', 'worlds', 'faces', 'bots']) {
          const sizes = parts.map((p) => p.filter((i) => i.check === c).length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('keeps everything without a shard', () => {
    expect(shardItems(items, null)).toEqual(items);
  });
});

describe('enumerateItems payloads', () => {
  const curve = { ...defaultCurve, levels: 2, tiers: [{ colors: 3, levels: 2 }] };
  const small = { ...inputs, curve };
  const o = { ...resolveOptions({ worlds: 2, date: '2026-03-01' }) };

  it('gives each item what its check needs, in check order', () => {
    const all = enumerateItems(o, small, { faces: specs.slice(0, 1) });
    /** The rows [check, index, id] of one check's items, indexed in order. */
    const rows = (check: string, ...ids: string[]) => ids.map((id, index) => [check, index, id]);
    /** The ids of the 30 dailies ending on the date (2026-03-01). */
    const dailies = (prefix: string) =>
      Array.from(
        { length: 30 },
        (_, d) => `${prefix}${new Date(Date.UTC(2026, 0, 31 + d)).toISOString().slice(0, 10)}`,
      );
    expect(all.map((i) => [i.check, i.index, i.id])).toEqual([
      ...rows('pigment', 'pigment/a', 'pigment/b'),
      ...rows('watersort', 'watersort/level-1', 'watersort/level-2', ...dailies('watersort/daily-')),
      ...rows('worlds', 'worlds/seed-1', 'worlds/seed-2'),
      ...rows('faces', 'faces/1/2/0,0E'),
      ...rows(
        'bots',
        'bots/watersort/level-1',
        'bots/watersort/level-2',
        ...dailies('bots/watersort/daily-'),
        'bots/pigment/a',
        'bots/pigment/b',
      ),
    ]);
    const payloads = all.map((i) => i.payload);
    expect(payloads[0]).toEqual({ check: 'pigment', id: 'pigment/a', file: 'a.json', text: '{}' });
    expect(payloads[3]).toEqual({ check: 'watersort', kind: 'level', id: 'watersort/level-2', curve, n: 2 });
    expect(payloads[4]).toEqual({
      check: 'watersort',
      kind: 'daily',
      id: 'watersort/daily-2026-01-31',
      date: '2026-01-31',
    });
    expect(payloads[34]).toEqual({
      check: 'worlds',
      id: 'worlds/seed-1',
      seed: 1,
      weights: defaultWeights,
      mapDepths: [1, 10, 20],
    });
    expect(payloads[35]).toMatchObject({ seed: 2, mapDepths: [] });
    expect(payloads[36]).toEqual({ check: 'faces', id: 'faces/1/2/0,0E', spec: specs[0], weights: defaultWeights });
    expect(payloads[38]).toEqual({
      check: 'bots',
      id: 'bots/watersort/level-2',
      game: 'watersort',
      kind: 'level',
      curve,
      n: 2,
    });
    expect(payloads[69]).toEqual({
      check: 'bots',
      id: 'bots/pigment/a',
      game: 'pigment',
      kind: 'file',
      name: 'a',
      text: '{}',
    });
  });

  it('lists only the checks asked for', () => {
    const only = enumerateItems(resolveOptions({ only: ['faces', 'pigment'], date: '2026-03-01' }), small, {
      faces: specs,
    });
    expect(only.map((i) => i.id)).toEqual([
      'pigment/a',
      'pigment/b',
      'faces/1/2/0,0E',
      'faces/1/2/1,0E',
      'faces/1/2/2,0E',
    ]);
  });

  it('refuses two items with one id (merge matches items by id)', () => {
    const twice = { ...small, pigment: [inputs.pigment[0], { ...inputs.pigment[1], id: 'pigment/a' }] };
    expect(() => enumerateItems(resolveOptions({ only: ['pigment'] }), twice, {})).toThrow(
      'two verify items share the id pigment/a',
    );
  });

  it('shard k of n holds the items whose index is k-1 modulo n, of every check', () => {
    const all = enumerateItems(resolveOptions({ only: ['pigment', 'faces'] }), small, { faces: specs });
    expect(shardItems(all, { k: 2, n: 2 }).map((i) => i.id)).toEqual(['pigment/b', 'faces/1/2/1,0E']);
    expect(shardItems(all, { k: 1, n: 2 }).map((i) => i.id)).toEqual(['pigment/a', 'faces/1/2/0,0E', 'faces/1/2/2,0E']);
    const copy = shardItems(all, null);
    expect(copy).not.toBe(all);
  });
});
