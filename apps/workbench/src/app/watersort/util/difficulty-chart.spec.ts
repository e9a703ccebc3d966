import { difficultyProfile, type Curve, type DifficultyProfile, type LevelMetrics } from '@levelbench/watersort';
import { curveSpecs, specKey } from './chart-data';
import { difficultyChartData, difficultyMarks, easierAxes } from './difficulty-chart';

const base = difficultyProfile({ capacity: 2, tubes: [['a', 'b'], ['c', 'b'], ['a', 'c'], []] });

const metric = (mixedness: number, win: number, dead: number, wrong: number): LevelMetrics => {
  const difficulty: DifficultyProfile = {
    ...base,
    randomWin: { budget: 8, probability: win },
    deadEndDensity: dead,
    wrongMoveDensity: wrong,
  };
  return {
    colors: 3,
    t: 0,
    mixedness,
    target: null,
    axis: null,
    optimalPours: 4,
    fastPours: 4,
    solverNodes: 0,
    optimalNodes: 0,
    firstPours: 0,
    attempts: 0,
    boardKey: '',
    difficulty,
  };
};

const curve: Curve = {
  levels: 5,
  candidates: 12,
  rankBy: 'randomWin',
  tiers: [
    { colors: 3, levels: 3 },
    { colors: 4, levels: 2 },
  ],
};

describe('difficulty chart data', () => {
  it('names every axis a step gets easier on', () => {
    expect(easierAxes(metric(5, 0.5, 0.1, 0.4), metric(6, 0.4, 0.2, 0.5))).toEqual([]);
    expect(easierAxes(metric(6, 0.4, 0.2, 0.5), metric(5, 0.5, 0.1, 0.4))).toEqual([
      'mixedness',
      'randomWin',
      'deadEndDensity',
      'wrongMoveDensity',
    ]);
  });

  it('plots the axes in percent, the ranking axis marked, and marks easier steps inside tiers only', () => {
    const values = [metric(4, 0.6, 0, 0.5), metric(5, 0.7, 0, 0.4), metric(6, 0.5, 0.1, 0.6), metric(7, 0.9, 0, 0.2)];
    const specs = curveSpecs(curve);
    const metrics = new Map(values.map((m, i) => [specKey(specs[i]), m]));
    const d = difficultyChartData(curve, metrics);
    expect(d.labels).toEqual([1, 2, 3, 4, 5]);
    const win = d.series.find((s) => s.key === 'randomWin');
    expect(win).toMatchObject({ ranking: true, data: [60, 70, 50, 90, null] });
    expect(d.series.filter((s) => s.ranking)).toHaveLength(1);
    // level 4 starts a tier: easier than level 3, but not a step inside a tier
    expect(d.easier).toEqual([{ level: 2, axes: ['randomWin', 'wrongMoveDensity'], onRanking: true }]);
    const [onRanking, other] = difficultyMarks(d);
    expect(onRanking.data).toEqual([null, 70, null, null, null]);
    expect(other.data.every((v) => v === null)).toBe(true);
    const byDead: Curve = { ...curve, rankBy: 'deadEndDensity' };
    const deadMetrics = new Map(values.map((m, i) => [specKey(curveSpecs(byDead)[i]), m]));
    const dense = difficultyMarks(difficultyChartData(byDead, deadMetrics));
    expect(dense[0].data.every((v) => v === null)).toBe(true);
    expect(dense[1].data).toEqual([null, 70, null, null, null]);
    const byMixedness = difficultyChartData({ ...curve, rankBy: undefined }, new Map());
    expect(byMixedness.rankBy).toBe('mixedness');
    expect(byMixedness.series.every((s) => s.data.every((v) => v === null))).toBe(true);
  });

  it('keys levels by rankBy too: another axis picks other boards', () => {
    const [a] = curveSpecs(curve);
    const [b] = curveSpecs({ ...curve, rankBy: 'deadEndDensity' });
    const [c] = curveSpecs({ ...curve, rankBy: undefined });
    expect(new Set([specKey(a), specKey(b), specKey(c)]).size).toBe(3);
  });
});
