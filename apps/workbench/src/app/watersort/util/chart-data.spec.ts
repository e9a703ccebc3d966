import { defaultCurve, difficultyProfile, type LevelMetrics } from '@levelbench/watersort';
import { setTierColors } from './curve-edit';
import {
  computedCount,
  curveChartData,
  curveSpecs,
  pinWarnings,
  promiseWarnings,
  shareByTier,
  specKey,
} from './chart-data';
import { pinBoard } from './curve-pins';

const metric = (mixedness: number, optimalPours: number | null): LevelMetrics => ({
  colors: 3,
  t: 0,
  mixedness,
  target: mixedness,
  axis: null,
  optimalPours,
  fastPours: 0,
  solverNodes: 0,
  optimalNodes: 0,
  firstPours: 0,
  attempts: 0,
  boardKey: '',
  difficulty: difficultyProfile({ capacity: 2, tubes: [['a', 'b'], ['b', 'a'], []] }),
});

describe('curve chart data', () => {
  it('has one point per level with colours and t from the curve', () => {
    const d = curveChartData(defaultCurve, new Map());
    expect(d.labels.length).toBe(100);
    const colors = d.series.find((s) => s.key === 'colors')?.data ?? [];
    expect(colors.slice(6, 10)).toEqual([3, 3, 4, 4]);
    const t = d.series.find((s) => s.key === 't')?.data ?? [];
    expect(t[0]).toBe(0);
    expect(t[7]).toBe(1);
    expect(t[8]).toBe(0);
    expect(d.tierStarts).toEqual([1, 9, 19, 33, 49, 65, 83]);
  });
  it('leaves gaps until metrics arrive, then shows them', () => {
    const specs = curveSpecs(defaultCurve);
    const m = new Map([[specKey(specs[1]), metric(4, 6)]]);
    const d = curveChartData(defaultCurve, m);
    const mix = d.series.find((s) => s.key === 'mixedness')?.data ?? [];
    const opt = d.series.find((s) => s.key === 'optimal')?.data ?? [];
    expect([mix[0], mix[1]]).toEqual([null, 4]);
    expect([opt[0], opt[1]]).toEqual([null, 6]);
    expect(computedCount(defaultCurve, m)).toBe(1);
  });
  it('invalidates exactly the levels of a changed tier', () => {
    const before = curveSpecs(defaultCurve).map(specKey);
    const after = curveSpecs(setTierColors(defaultCurve, 1, 5)).map(specKey);
    const changed = after.map((k, i) => k !== before[i]).flatMap((c, i) => (c ? [i + 1] : []));
    expect(changed).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });
  it('warns where the computed levels break the curve promise', () => {
    const specs = curveSpecs(defaultCurve);
    const m = new Map([
      [specKey(specs[0]), metric(5, 6)],
      [specKey(specs[1]), metric(4, 6)],
      [specKey(specs[2]), { ...metric(6, 7), target: 7 }],
    ]);
    expect(promiseWarnings(defaultCurve, m)).toEqual([
      'level 2: mixedness 4 falls below level 1 (5)',
      'level 3: mixedness 6, but the promise asks 7 and no such board was drawn',
    ]);
    expect(promiseWarnings(defaultCurve, new Map())).toEqual([]);
  });
  it('keys a level by its tier too: the tier sets its target', () => {
    const a = specKey({ level: 12, colors: 4, t: 0.5, seed: 1, candidates: 12, tier: { first: 10, levels: 5 } });
    const b = specKey({ level: 12, colors: 4, t: 0.5, seed: 1, candidates: 12, tier: { first: 11, levels: 3 } });
    expect(a).not.toBe(b);
  });
  it('keys a pinned level by its board, and warns about a pin off its tier instead of failing the promise', () => {
    const board = {
      capacity: 4,
      tubes: [['red', 'orange', 'red', 'orange'], ['orange', 'red', 'orange', 'red'], [], []],
    };
    const curve = pinBoard(defaultCurve, 2, board);
    const specs = curveSpecs(curve);
    expect(specs[1].pin?.board).toEqual(board);
    expect(specs[0].pin).toBeUndefined();
    expect(specKey(specs[1])).not.toBe(specKey(curveSpecs(defaultCurve)[1]));
    expect(specKey(specs[0])).toBe(specKey(curveSpecs(defaultCurve)[0]));
    const m = new Map([
      [specKey(specs[0]), metric(5, 6)],
      [specKey(specs[1]), { ...metric(2, 3), colors: 2, target: 5 }],
      [specKey(specs[2]), metric(6, 7)],
    ]);
    expect(promiseWarnings(curve, m)).toEqual([]);
    expect(pinWarnings(curve, m)).toEqual([
      'pinned level 2: mixedness 2, its tier asks 5',
      'pinned level 2: has 2 colours, its tier has 3',
    ]);
  });

  it('shares the levels out by whole tiers, the dearest tiers spread over the workers', () => {
    const specs = curveSpecs(defaultCurve);
    const shares = shareByTier(specs, 3);
    expect(shares).toHaveLength(3);
    // every level exactly once, each share in level order
    expect(
      shares
        .flat()
        .map((s) => s.level)
        .sort((a, b) => a - b),
    ).toEqual(specs.map((s) => s.level));
    for (const share of shares)
      expect(share.map((s) => s.level)).toEqual(share.map((s) => s.level).sort((a, b) => a - b));
    // a tier is never split: every share holds whole tiers
    const tierOf = (s: (typeof specs)[number]) => s.tier?.first;
    for (const share of shares)
      for (const t of new Set(share.map(tierOf)))
        expect(share.filter((s) => tierOf(s) === t)).toHaveLength(specs.filter((s) => tierOf(s) === t).length);
    // the 9- and 8-colour tiers (the dearest) go to different workers
    const holder = (colors: number) => shares.findIndex((sh) => sh.some((s) => s.colors === colors));
    expect(holder(9)).not.toBe(holder(8));
    expect(shareByTier(specs, 1)).toEqual([specs]);
    expect(shareByTier(specs, 0)).toEqual([specs]);
    expect(shareByTier(specs, 20)).toHaveLength(7);
    expect(shareByTier([], 4)).toEqual([]);
  });
});
