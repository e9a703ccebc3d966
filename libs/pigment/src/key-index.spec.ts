import fc from 'fast-check';
import { KeyIndex, KeySet, StateIndex } from './key-index';

describe('KeyIndex', () => {
  it('behaves like a Map for integer keys up to 2^53, across growth', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.maxSafeNat(), fc.nat({ max: 1e9 })), { maxLength: 3000 }),
        fc.array(fc.maxSafeNat(), { maxLength: 200 }),
        (pairs, probes) => {
          const index = new KeyIndex(4);
          const map = new Map<number, number>();
          for (const [k, v] of pairs) {
            index.set(k, v);
            map.set(k, v);
          }
          expect(index.size).toBe(map.size);
          for (const [k] of pairs) expect(index.get(k)).toBe(map.get(k));
          for (const k of probes) expect(index.get(k)).toBe(map.get(k) ?? -1);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('KeySet', () => {
  it('behaves like a Set for integer keys up to 2^53, across growth: add says whether the key is new', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.maxSafeNat(), fc.nat({ max: 50 })), { maxLength: 3000 }), (keys) => {
        const set = new KeySet(4);
        const reference = new Set<number>();
        for (const k of keys) {
          expect(set.add(k)).toBe(!reference.has(k));
          reference.add(k);
        }
        expect(set.size).toBe(reference.size);
        for (const k of keys) expect(set.add(k)).toBe(false);
      }),
      { numRuns: 30 },
    );
  });
});

describe('StateIndex', () => {
  it('property: dense and sparse answer alike — -1 for an absent key, the last index stored (PRUNED -2 too) otherwise', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(999), fc.integer({ min: -2, max: 5000 })), { maxLength: 200 }), (writes) => {
        const dense = new StateIndex(1000, 1000);
        const sparse = new StateIndex(1000, 999);
        const want = new Map<number, number>();
        for (const [k, v] of writes) {
          dense.set(k, v);
          sparse.set(k, v);
          want.set(k, v);
        }
        for (let k = 0; k < 1000; k += 7) {
          expect(dense.get(k)).toBe(want.get(k) ?? -1);
          expect(sparse.get(k)).toBe(want.get(k) ?? -1);
        }
        for (const k of want.keys()) expect([dense.get(k), sparse.get(k)]).toEqual([want.get(k), want.get(k)]);
      }),
      { numRuns: 100 },
    );
  });
});
