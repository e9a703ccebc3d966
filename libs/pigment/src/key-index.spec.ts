import fc from 'fast-check';
import { KeyIndex, KeySet } from './key-index';

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
