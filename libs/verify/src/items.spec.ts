import fc from 'fast-check';
import { defaultCurve } from '@levelbench/watersort';
import { defaultWeights } from '@levelbench/worldgen';
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
      [],
    );
    expect(huge.length).toBe(300_000);
    expect(huge.at(-1)).toMatchObject({ id: 'worlds/seed-300000', index: 299_999 });
  });

  const items = enumerateItems(resolveOptions({ worlds: 5, date: '2026-03-01' }), inputs, specs);

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
    const worlds = items.flatMap((i) => (i.payload.check === 'worlds' ? [i.payload.mapDepths.length] : []));
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
        for (const c of ['pigment', 'watersort', 'worlds', 'faces']) {
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
