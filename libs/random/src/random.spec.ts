import fc from 'fast-check';
import {
  createRng,
  fnv1a,
  hash32,
  hashInts,
  hashText,
  nextFloat,
  nextInt,
  Random,
  shuffleInPlace,
  weightedIndex,
} from './index';

describe('hashes', () => {
  it('pins the values the generators were baselined on', () => {
    expect([hash32(0), hash32(1), hash32(-1), hash32(123456789)]).toEqual([0, 1753845952, 1734902346, 2834422664]);
    expect(hashInts(1, 2, 3)).toBe(hashInts(1, 2, 3));
    expect(hashInts(1, 2, 3)).not.toBe(hashInts(3, 2, 1));
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(hashText('watersort:level:1')).toBe(hashText('watersort:level:1'));
    expect(hashText('watersort:daily:2026-12-01')).toMatchSnapshot();
  });

  it('always gives unsigned 32-bit integers', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), (n, s) => {
        for (const h of [hash32(n), hashInts(n, n), fnv1a(s), hashText(s)]) {
          expect(Number.isInteger(h) && h >= 0 && h < 2 ** 32).toBe(true);
        }
      }),
    );
  });
});

describe('generators', () => {
  it('the same seed gives the same sequence; ranges hold', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (seed, lo, span) => {
          const a = createRng(seed);
          const b = createRng(seed);
          for (let i = 0; i < 20; i++) {
            const x = nextInt(a, lo, lo + span);
            expect(x).toBe(nextInt(b, lo, lo + span));
            expect(x >= lo && x <= lo + span).toBe(true);
            const f = nextFloat(a);
            expect(f).toBe(nextFloat(b));
            expect(f >= 0 && f < 1).toBe(true);
          }
        },
      ),
    );
  });

  it('shuffles into a permutation and never draws a zero weight', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer(), { maxLength: 30 }), (seed, items) => {
        const out = shuffleInPlace([...items], createRng(seed));
        expect([...out].sort()).toEqual([...items].sort());
        const rng = createRng(seed);
        for (let i = 0; i < 20; i++) expect([1, 3]).toContain(weightedIndex(rng, [0, 2, 0, 5]));
      }),
    );
  });

  it('Random follows the free functions on the same seed', () => {
    const r = new Random(42);
    const rng = createRng(42);
    expect([r.int(10), r.range(3, 9), r.next()]).toEqual([nextInt(rng, 0, 9), nextInt(rng, 3, 9), nextFloat(rng)]);
    expect(new Random(7).shuffle([1, 2, 3, 4, 5])).toMatchSnapshot();
  });
});
