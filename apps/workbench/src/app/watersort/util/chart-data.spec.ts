import { defaultCurve, type LevelMetrics } from '@levelbench/watersort';
import { setTierColors } from './curve-edit';
import { computedCount, curveChartData, curveSpecs, specKey } from './chart-data';

const metric = (mixedness: number, optimalPours: number | null): LevelMetrics => ({
  colors: 3,
  t: 0,
  mixedness,
  optimalPours,
  fastPours: 0,
  solverNodes: 0,
  optimalNodes: 0,
  firstPours: 0,
  attempts: 0,
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
});
