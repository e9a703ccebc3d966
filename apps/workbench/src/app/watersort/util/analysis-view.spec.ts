import { defaultCurve, difficultyProfile, generateDaily, generateLevel, metricsOf } from '@levelbench/watersort';
import { askedText, difficultyRows } from './analysis-view';

describe('analysis view', () => {
  it("says what a level was asked for: its tier's mixedness target, its rankBy band, or a daily's place", () => {
    const g = generateLevel(defaultCurve, 12);
    expect(askedText(g)).toBe(`mixedness ${g.target}, its tier's target`);
    expect(askedText({ ...g, mixedness: (g.target ?? 0) + 2 })).toBe(
      `mixedness ${g.target}, its tier's target (missed: ${(g.target ?? 0) + 2})`,
    );
    const axis = { axis: 'randomWin' as const, value: 0.31234, min: 0.1, max: 0.2 };
    expect(askedText({ ...g, target: null, axis })).toBe('randomWin 0.3123, its tier asks 0.1–0.2');
    expect(askedText(generateDaily('2026-12-05'))).toBe('the candidate at t = 0.5 of the mixedness ranking');
  });

  it("lists a level's difficulty profile with its mixedness and first pours", () => {
    const m = metricsOf(generateLevel(defaultCurve, 40));
    const rows = new Map(difficultyRows(m).map((r) => [r.key, r]));
    const d = difficultyProfile(generateLevel(defaultCurve, 40).board);
    expect(rows.get('mixedness')?.value).toBe(String(m.mixedness));
    expect(rows.get('firstPours')?.value).toBe(String(m.firstPours));
    expect(rows.get('randomWin')).toEqual({
      key: 'randomWin',
      label: `Random player wins within ${d.randomWin.budget} pours`,
      value: `${(100 * d.randomWin.probability).toFixed(1)} %`,
    });
    expect(rows.get('deadStates')?.value).toBe(`${d.deadStates} of ${d.reachableStates}`);
    expect(difficultyRows({ ...m, difficulty: null }).map((r) => r.key)).toEqual(['mixedness', 'firstPours']);
  });
});
