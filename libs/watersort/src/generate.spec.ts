import fc from 'fast-check';
import { defaultCurve, levelSeed, levelSpec } from './curve';
import { generateDaily, generateFromSpec, generateLevel, MIN_COLORS, tierRange, tierTarget } from './generate';
import { COLOR_NAMES } from './palette';
import { openDays, parseUtcDate, todayUtc } from './daily-dates';
import { hashText } from '@levelbench/random';
import { isCompleteTube, isWon, mixedness, replay } from './rules';
import type { Board } from './types';

describe('generator', () => {
  it('golden seeds: pins the boards of levels 1, 40 and 100', () => {
    const l1 = generateLevel(defaultCurve, 1);
    expect(l1).toMatchObject({ level: 1, colors: 3, t: 0, seed: 1357390885, mixedness: 4 });
    expect(l1.board).toEqual({
      capacity: 4,
      tubes: [
        ['red', 'red', 'yellow', 'yellow'],
        ['red', 'red', 'orange', 'yellow'],
        ['orange', 'orange', 'orange', 'yellow'],
        [],
        [],
      ],
    });
    const l40 = generateLevel(defaultCurve, 40);
    expect(l40).toMatchObject({ colors: 6, seed: 3964244799, mixedness: 14, target: 14, pick: 0 });
    expect(l40.board.tubes).toEqual([
      ['red', 'red', 'red', 'mint'],
      ['green', 'orange', 'green', 'orange'],
      ['sky', 'yellow', 'mint', 'yellow'],
      ['sky', 'green', 'green', 'red'],
      ['mint', 'orange', 'orange', 'yellow'],
      ['sky', 'yellow', 'mint', 'sky'],
      [],
      [],
    ]);
    const l100 = generateLevel(defaultCurve, 100);
    // the tier's most mixed board (27) is not among level 100's first 12: a 13th draw of mixedness 27 is taken
    expect(l100).toMatchObject({ colors: 9, t: 1, seed: 203921711, mixedness: 27, target: 27, pick: 12, attempts: 20 });
    expect(l100.board.tubes).toEqual([
      ['sky', 'pink', 'blue', 'mint'],
      ['red', 'yellow', 'blue', 'purple'],
      ['red', 'purple', 'mint', 'red'],
      ['pink', 'green', 'yellow', 'sky'],
      ['orange', 'yellow', 'pink', 'green'],
      ['purple', 'yellow', 'orange', 'mint'],
      ['mint', 'blue', 'purple', 'sky'],
      ['pink', 'sky', 'green', 'orange'],
      ['orange', 'red', 'green', 'blue'],
      [],
      [],
    ]);
  });

  it('golden seed: pins the daily of 2026-01-01 (6 colours, t = 0.5)', () => {
    const d = generateDaily('2026-01-01');
    expect(d).toMatchObject({
      date: '2026-01-01',
      colors: 6,
      t: 0.5,
      seed: 2167163841,
      mixedness: 16,
      pick: 6,
      target: null,
    });
    expect(d.board.tubes).toEqual([
      ['sky', 'orange', 'sky', 'red'],
      ['green', 'mint', 'red', 'yellow'],
      ['sky', 'mint', 'mint', 'green'],
      ['red', 'yellow', 'yellow', 'orange'],
      ['green', 'red', 'orange', 'sky'],
      ['mint', 'orange', 'yellow', 'green'],
      [],
      [],
    ]);
  });

  it('ranks candidates by mixedness and picks round(t × (k − 1))', () => {
    const base = { level: 7, colors: 5, seed: 42, candidates: 12 };
    const low = generateFromSpec({ ...base, t: 0 });
    const high = generateFromSpec({ ...base, t: 1 });
    expect(low.candidates.map((c) => c.attempt)).toEqual(high.candidates.map((c) => c.attempt));
    const mix = low.candidates.map((c) => c.mixedness);
    expect(mix).toEqual([...mix].sort((a, b) => a - b));
    expect(low.board).toEqual(low.candidates[0].board);
    expect(high.board).toEqual(high.candidates[11].board);
    expect(generateFromSpec({ ...base, t: 0.5 }).pick).toBe(6); // round(5.5)
    expect(generateFromSpec({ ...base, t: 0.5, candidates: 5 }).pick).toBe(2);
  });

  it('property: generated boards are valid, have no complete tube, and their solution wins', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(),
        (colors, t, seed) => {
          const g = generateFromSpec({ level: 1, colors, t, seed, candidates: 3 });
          expect(g.board.tubes).toHaveLength(colors + 2);
          const counts = new Map<string, number>();
          for (const u of g.board.tubes.flat()) counts.set(u, (counts.get(u) ?? 0) + 1);
          expect(counts.size).toBe(colors);
          for (const n of counts.values()) expect(n).toBe(4);
          for (const c of g.candidates) expect(c.board.tubes.some((tube) => isCompleteTube(tube, 4))).toBe(false);
          expect(isWon(replay(g.board, g.solution) as Board)).toBe(true);
          expect(g.mixedness).toBe(mixedness(g.board));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('is deterministic', () => {
    expect(JSON.stringify(generateLevel(defaultCurve, 55))).toBe(JSON.stringify(generateLevel(defaultCurve, 55)));
    expect(hashText('watersort:level:1')).toBe(1357390885);
    expect(() => generateFromSpec({ level: 1, colors: 1, t: 0, seed: 1, candidates: 1 })).toThrow(/between 2 and 9/);
  });

  it('todayUtc: the UTC calendar date, whatever the local offset', () => {
    expect(todayUtc(new Date('2026-03-01T23:59:59-05:00'))).toBe('2026-03-02');
    expect(todayUtc(new Date('2026-03-02T00:30:00+02:00'))).toBe('2026-03-01');
  });

  it('validates dates and lists the 30 open days', () => {
    const days = openDays('2024-03-01');
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2024-03-01');
    expect(days[28]).toBe('2024-02-29');
    expect(days[0]).toBe('2024-02-01');
    expect(openDays('2026-01-02', 3)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
    expect(() => parseUtcDate('2026-02-30')).toThrow(/not a calendar date/);
    expect(() => parseUtcDate('2026-2-3')).toThrow(/YYYY-MM-DD/);
    expect(() => generateDaily('tomorrow')).toThrow(/YYYY-MM-DD/);
  });

  it('refuses a colour count below the minimum, above the palette or not whole, naming the bounds', () => {
    const spec = { level: 1, t: 0, seed: 1, candidates: 2 };
    const msg = (got: number) => `colors must be between ${MIN_COLORS} and ${COLOR_NAMES.length}, got ${got}`;
    for (const colors of [MIN_COLORS - 1, COLOR_NAMES.length + 1, 2.5])
      expect(() => generateFromSpec({ ...spec, colors })).toThrow(new RangeError(msg(colors)));
    expect(generateFromSpec({ ...spec, colors: MIN_COLORS }).colors).toBe(MIN_COLORS);
  });

  it("tierRange spans exactly the tier's levels: the lowest and highest mixedness of their first draws", () => {
    const [colors, candidates] = [4, 3];
    const tier = { first: 11, levels: 2 };
    const mixes = [11, 12].flatMap((n) =>
      generateFromSpec({ level: n, colors, t: 0, seed: levelSeed(n), candidates }).candidates.map((c) => c.mixedness),
    );
    const range = { lo: Math.min(...mixes), hi: Math.max(...mixes) };
    expect(tierRange(colors, candidates, tier)).toEqual(range);
    // asked again (from the cache) the same
    expect(tierRange(colors, candidates, tier)).toEqual(range);
    expect(tierTarget(range, 0)).toBe(range.lo);
    expect(tierTarget(range, 1)).toBe(range.hi);
  });

  it('a tier level draws more only when its first draw lacks the target, then takes a board of the target', () => {
    let drewMore = 0;
    let hadIt = 0;
    for (let n = 2; n <= 100; n += 7) {
      const spec = levelSpec(defaultCurve, n);
      const gen = generateFromSpec(spec);
      if (!spec.tier || spec.tier.levels <= 1) {
        expect(gen.target).toBeNull();
        continue;
      }
      expect(gen.target).toBe(tierTarget(tierRange(spec.colors, spec.candidates, spec.tier), spec.t));
      const first = generateFromSpec({ ...spec, tier: undefined });
      const inFirst = first.candidates.some((c) => c.mixedness === gen.target);
      if (inFirst) {
        hadIt++;
        expect(gen.candidates).toHaveLength(spec.candidates);
      } else {
        drewMore++;
        expect(gen.candidates.length).toBeGreaterThan(spec.candidates);
        expect(gen.attempts).toBeGreaterThan(first.attempts);
      }
      expect(gen.mixedness).toBe(gen.target);
      // ranked by mixedness, ties by the earlier shuffle
      gen.candidates.forEach((c, i) => {
        const prev = gen.candidates[i - 1];
        if (prev)
          expect(prev.mixedness < c.mixedness || (prev.mixedness === c.mixedness && prev.attempt < c.attempt)).toBe(
            true,
          );
      });
    }
    expect(hadIt).toBeGreaterThan(0);
    // a one-level tier has no curve to follow: it picks by t as the daily does
    const one = { level: 5, colors: 4, t: 1, seed: levelSeed(5), candidates: 6, tier: { first: 5, levels: 1 } };
    const gen = generateFromSpec(one);
    expect(gen.target).toBeNull();
    expect(gen.pick).toBe(5);
    expect(drewMore).toBeGreaterThan(0);
  });
});
