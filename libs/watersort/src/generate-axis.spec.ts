import { defaultCurve, levelSpec, type Curve } from './curve';
import { parseCurve } from './curve-format';
import { curvePromiseProblems } from './curve-promise';
import { difficultyProfile } from './difficulty';
import { generateLevel } from './generate';
import { axisValue, bandDistance, easierOn, inBand, tierBands, type AxisPick } from './generate-axis';
import { checkGenerated } from './metrics';

/** Within-tier steps where the next level's random-win chance is higher (easier) than the one before. */
function risingSteps(curve: Curve, levels: number): number {
  const win = Array.from({ length: levels }, (_, i) => {
    const g = generateLevel(curve, i + 1);
    return { colors: g.colors, p: difficultyProfile(g.board).randomWin.probability };
  });
  return win.filter((w, i) => i > 0 && w.colors === win[i - 1].colors && w.p > win[i - 1].p).length;
}

const smallTiers = (rankBy?: Curve['rankBy']): Curve => ({
  levels: 32,
  candidates: 12,
  tiers: defaultCurve.tiers.slice(0, 3),
  ...(rankBy ? { rankBy } : {}),
});

describe('curve ranked by a difficulty axis', () => {
  it("reads every axis from the board's own profile, whichever axis was asked first", () => {
    const board = generateLevel(defaultCurve, 12).board;
    const p = difficultyProfile(board);
    expect(axisValue('deadEndDensity', board)).toBe(p.deadEndDensity);
    expect(axisValue('randomWin', board)).toBe(p.randomWin.probability);
    expect(axisValue('wrongMoveDensity', board)).toBe(p.wrongMoveDensity);
    expect(p.randomWin.probability).not.toBe(p.wrongMoveDensity);
    const other = generateLevel(defaultCurve, 40).board;
    expect(axisValue('randomWin', other)).toBe(difficultyProfile(other).randomWin.probability);
  });
  it('bands follow each other: easiest first, each starting where the last ended', () => {
    const values = [0.9, 0.1, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4, 0.6];
    const win = tierBands('randomWin', values, 4);
    expect(win[0][1]).toBe(0.9); // the first level may take the likeliest win
    expect(win[3][0]).toBe(0.1);
    for (let i = 1; i < 4; i++) expect(win[i][1]).toBe(win[i - 1][0]);
    const dead = tierBands('deadEndDensity', values, 3);
    expect(dead[0][0]).toBe(0.1);
    expect(dead[2][1]).toBe(0.9);
    for (let i = 1; i < 3; i++) expect(dead[i][0]).toBe(dead[i - 1][1]);
    expect(tierBands('wrongMoveDensity', [0, 0, 0], 2)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(inBand(0.5, [0.5, 0.6])).toBe(true);
    expect(bandDistance(0.4, [0.5, 0.6])).toBeCloseTo(0.1);
    expect(bandDistance(0.7, [0.5, 0.6])).toBeCloseTo(0.1);
    expect(easierOn('randomWin', 0.6, 0.5)).toBe(true);
    expect(easierOn('deadEndDensity', 0.6, 0.5)).toBe(false);
  });

  it('curve.json takes rankBy (default mixedness) and names a bad value by its path', () => {
    const text = (v: unknown) => JSON.stringify(v);
    expect(parseCurve(text(defaultCurve), 'c.json')).toEqual({ ok: true, value: defaultCurve });
    const ranked = parseCurve(text({ ...defaultCurve, rankBy: 'randomWin' }), 'c.json');
    expect(ranked).toEqual({ ok: true, value: { ...defaultCurve, rankBy: 'randomWin' } });
    const bad = parseCurve(text({ ...defaultCurve, rankBy: 'fun' }), 'c.json');
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(bad)).toContain('/rankBy');
    expect(levelSpec({ ...defaultCurve, rankBy: 'mixedness' }, 3).rankBy).toBeUndefined();
    expect(levelSpec({ ...defaultCurve, rankBy: 'deadEndDensity' }, 3).rankBy).toBe('deadEndDensity');
  });

  it("today's curve: randomWin rises in 44 of the 93 within-tier steps; ranked by it, none in the first tiers", () => {
    expect(risingSteps(defaultCurve, 100)).toBe(44);
    expect(risingSteps(smallTiers(), 32)).toBeGreaterThan(0);
    expect(risingSteps(smallTiers('randomWin'), 32)).toBe(0);
  });

  it.each(['randomWin', 'deadEndDensity', 'wrongMoveDensity'] as const)(
    'ranked by %s: every level in its band, never easier than the one before, deterministic',
    (axis) => {
      const curve = smallTiers(axis);
      const levels = Array.from({ length: 32 }, (_, i) => generateLevel(curve, i + 1));
      expect(curvePromiseProblems(curve, levels)).toEqual([]);
      for (const g of levels) {
        const a = g.axis as AxisPick;
        expect(a.axis).toBe(axis);
        expect(inBand(a.value, [a.min, a.max])).toBe(true);
        const p = difficultyProfile(g.board);
        expect(a.value).toBe(axis === 'randomWin' ? p.randomWin.probability : p[axis]);
        expect(g.target).toBeNull();
      }
      expect(generateLevel(curve, 20)).toEqual(levels[19]);
      expect(generateLevel(defaultCurve, 20).axis).toBeNull();
    },
  );

  it('a miss and an easier step are curve-check failures naming the level', () => {
    const curve = smallTiers('randomWin');
    const g = generateLevel(curve, 2);
    const a = g.axis as AxisPick;
    const off = { ...g, axis: { ...a, value: a.max + 0.25 } };
    expect(checkGenerated(off, off).failures.join('\n')).toContain(
      `misses the curve promise: randomWin ${Number((a.max + 0.25).toPrecision(4))}, its tier asks`,
    );
    const pick = (value: number): AxisPick => ({ axis: 'randomWin', value, min: 0, max: 1 });
    const levels = [
      { mixedness: 4, target: null, axis: pick(0.5) },
      { mixedness: 3, target: null, axis: pick(0.6) },
      { mixedness: 5, target: null, axis: { ...pick(0.1), min: 0.2 } },
    ];
    expect(curvePromiseProblems(curve, levels)).toEqual([
      'level 2: randomWin 0.6 is easier than level 1 (0.5)',
      'level 3: randomWin 0.1, but the promise asks 0.2–1 and no such board was drawn',
    ]);
  });
});
