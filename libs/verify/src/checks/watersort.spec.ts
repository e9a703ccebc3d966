import { metricsOf } from '@levelbench/contracts';
import { testSummary } from '@levelbench/contracts/testing';
import { defaultCurve, difficultyProfile, generateDaily, generateLevel } from '@levelbench/watersort';
import type { VerifyItemPayload } from './registry';
import { watersortCheck } from './watersort';

const levelPayload: VerifyItemPayload = {
  check: 'watersort',
  kind: 'level',
  id: 'watersort/level-41',
  curve: defaultCurve,
  n: 41,
};
const dailyPayload: VerifyItemPayload = {
  check: 'watersort',
  kind: 'daily',
  id: 'watersort/daily-2026-12-01',
  date: '2026-12-01',
};

describe('watersort check', () => {
  const level = watersortCheck.check(levelPayload);
  const daily = watersortCheck.check(dailyPayload);

  it("carries the board's difficulty profile in its typed metrics, levels and dailies", () => {
    expect(level.passed).toBe(true);
    const m = metricsOf({ check: 'watersort', metrics: level.metrics });
    expect(m.difficulty).toEqual(difficultyProfile(generateLevel(defaultCurve, 41).board));
    expect(m.difficulty?.randomWin.budget).toBe(2 * (m.optimalPours ?? 0));
    const d = metricsOf({ check: 'watersort', metrics: daily.metrics });
    expect(d.difficulty).toEqual(difficultyProfile(generateDaily('2026-12-01').board));
  });

  it('plots random win and both densities along the curve, and tabulates them per tier', () => {
    const items = [level, daily].map((r, index) => ({ ...r, index, ms: 1 }));
    const summary = testSummary(items, { checks: ['watersort'] });
    const html = watersortCheck.report.html(items, summary).join('\n');
    expect(html).toContain('Difficulty per level (%): random win, dead-end and wrong-move density');
    expect(html).toContain('wrong-move density');
    const md = watersortCheck.report.markdown(items, summary).join('\n');
    const p = difficultyProfile(generateLevel(defaultCurve, 41).board);
    const win = (100 * p.randomWin.probability).toFixed(1);
    expect(md).toContain(`| 6 | 1 | 18–18 | ${win}–${win} |`);
  });
});
