import { defaultCurve, parseCurve } from '@levelbench/watersort';
import * as edit from './curve-edit';

describe('curve editing', () => {
  it('changes one tier colour count and keeps the file valid', () => {
    const c = edit.setTierColors(defaultCurve, 1, 5);
    expect(c.tiers[1].colors).toBe(5);
    expect(c.tiers[0]).toEqual(defaultCurve.tiers[0]);
    expect(parseCurve(JSON.stringify(c), 'curve.json').ok).toBe(true);
  });
  it('clamps colours to the palette', () => {
    expect(edit.setTierColors(defaultCurve, 0, 12).tiers[0].colors).toBe(9);
    expect(edit.setTierColors(defaultCurve, 0, 0).tiers[0].colors).toBe(1);
  });
  it('keeps the level total equal to the sum of the tiers', () => {
    const c = edit.setTierLevels(defaultCurve, 0, 20);
    expect(c.levels).toBe(112);
    expect(parseCurve(JSON.stringify(c), 'curve.json').ok).toBe(true);
    const d = edit.removeTier(edit.addTier(c), 0);
    expect(d.levels).toBe(d.tiers.reduce((a, t) => a + t.levels, 0));
    expect(d.tiers[d.tiers.length - 1]).toEqual({ colors: 9, levels: 18 });
  });
  it('never removes the last tier', () => {
    const one = { levels: 5, candidates: 12, tiers: [{ colors: 3, levels: 5 }] };
    expect(edit.removeTier(one, 0)).toBe(one);
  });
  it('sets rankBy and leaves the key out for mixedness, keeping pins', () => {
    const pinned = [
      { level: 2, board: { capacity: 4, tubes: [['red', 'sky', 'red', 'sky'], ['sky', 'red', 'sky', 'red'], [], []] } },
    ];
    const c = edit.setRankBy({ ...defaultCurve, pinned }, 'randomWin');
    expect(c.rankBy).toBe('randomWin');
    expect(c.pinned).toEqual(pinned);
    expect(parseCurve(JSON.stringify(c), 'curve.json').ok).toBe(true);
    const back = edit.setRankBy(c, 'mixedness');
    expect('rankBy' in back).toBe(false);
    expect(back).toEqual({ ...defaultCurve, pinned });
    expect(edit.setRankBy(defaultCurve, 'deadEndDensity').tiers).toBe(defaultCurve.tiers);
  });
  it('clamps candidates to 1..100', () => {
    expect(edit.setCandidates(defaultCurve, 0).candidates).toBe(1);
    expect(edit.setCandidates(defaultCurve, 500).candidates).toBe(100);
  });
  it('gives each tier its level range', () => {
    const rows = edit.tierRows(defaultCurve);
    expect(rows[0]).toMatchObject({ first: 1, last: 8, tubes: 5 });
    expect(rows[1]).toMatchObject({ first: 9, last: 18 });
    expect(rows[rows.length - 1].last).toBe(100);
  });
  it('warns when a tier does not add colours', () => {
    expect(edit.curveWarnings(defaultCurve)).toEqual([]);
    expect(edit.curveWarnings(edit.setTierColors(defaultCurve, 1, 3))).toEqual([
      'Tier 2 has 3 colours, not more than tier 1 (3).',
    ]);
  });
  it('warns about a pinned level the curve no longer reaches', () => {
    const board = {
      capacity: 4,
      tubes: [['red', 'orange', 'red', 'orange'], ['orange', 'red', 'orange', 'red'], [], []],
    };
    const pinned = { ...defaultCurve, pinned: [{ level: 100, board }] };
    expect(edit.curveWarnings(pinned)).toEqual([]);
    expect(edit.curveWarnings(edit.setTierLevels(pinned, 6, 17))).toEqual([
      'Level 100 has a pinned board but the curve now ends at level 99: unpin it or add levels.',
    ]);
  });
});
