import { metricsOf } from '@levelbench/contracts';
import { testSummary } from '@levelbench/contracts/testing';
import {
  type Curve,
  curveLevel,
  defaultCurve,
  difficultyProfile,
  generateDaily,
  generateLevel,
} from '@levelbench/watersort';
import { resolveOptions } from '../options';
import type { VerifyInputs } from '../inputs';
import type { VerifyItemPayload } from './registry';
import { watersortCheck } from './watersort';
import { HAND_BOARD } from '@levelbench/watersort/testing';

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

describe('watersort check on a curve with a pinned level', () => {
  const hand = HAND_BOARD;
  const curve: Curve = {
    levels: 3,
    candidates: 4,
    tiers: [{ colors: 4, levels: 3 }],
    pinned: [{ level: 2, board: hand, note: 'tutorial' }],
  };
  const inputs: VerifyInputs = {
    pigment: [],
    curve,
    weights: null as never,
    sources: { curve: 'watersort/curve.json', weights: 'unused' },
    hashes: {},
  };
  const options = resolveOptions({ only: ['watersort'], levelsDir: 'levels', date: '2026-12-01' });
  const payloads = watersortCheck.items({ options, inputs, prepared: undefined });
  const pinnedPayload = payloads[1];

  it('names the curve file on the pinned item only (other payloads, and so their reuse keys, stay as they were)', () => {
    expect(pinnedPayload).toMatchObject({ id: 'watersort/level-2', curveFile: 'levels/watersort/curve.json' });
    expect(payloads[0]).not.toHaveProperty('curveFile');
    expect(payloads[2]).not.toHaveProperty('curveFile');
  });

  it('checks the pinned board: passes, and warns naming the level and the file where it breaks the promise', () => {
    const r = watersortCheck.check(pinnedPayload);
    expect(r.passed).toBe(true);
    expect(r.warnings).toContain('pinned level 2 (levels/watersort/curve.json): has 3 colours, its tier has 4');
    expect(r.metrics).toMatchObject({ kind: 'level', n: 2, colors: 3, mixedness: 9 });
    expect(r.pours).toEqual(curveLevel(curve, 2).solution);
    const unpinned = watersortCheck.check(payloads[0]);
    expect(unpinned).not.toHaveProperty('warnings');
  });

  it("recheck replays a reused pass's pours on the pinned board, not the generated one", () => {
    const r = watersortCheck.check(pinnedPayload);
    const claimed = { ...r, ms: 1 };
    expect(watersortCheck.recheck?.(pinnedPayload, claimed)).toBe(true);
    const generated = generateLevel({ ...curve, pinned: undefined }, 2);
    const onGenerated = {
      ...claimed,
      pours: [...generated.solution],
      metrics: { ...claimed.metrics, fastPours: generated.solution.length },
    };
    expect(watersortCheck.recheck?.(pinnedPayload, onGenerated)).toBe(false);
  });
});
