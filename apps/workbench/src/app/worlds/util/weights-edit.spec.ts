import { createWorld, defaultWeights, parseWeights, pieceWeights } from '@levelbench/worldgen';
import {
  LOG_MAX,
  LOG_MIN,
  changedKinds,
  expectedKindShares,
  fromSlider,
  pieceRows,
  setKindWeight,
  setThemeMultiplier,
  setVariantScale,
  themeMultiplier,
  toSlider,
} from './weights-edit';

const valid = (w: unknown) => parseWeights(JSON.stringify(w), 'weights.json').ok;

describe('weights editor logic', () => {
  it('maps weights to log slider positions and back', () => {
    expect(fromSlider(toSlider(6))).toBe(6);
    expect(fromSlider(toSlider(0.35))).toBe(0.35);
    expect(toSlider(0)).toBe(LOG_MIN);
    expect(toSlider(1000)).toBe(LOG_MAX);
    expect(fromSlider(0.5)).toBe(3.16);
  });
  it('changes one kind weight and keeps the file valid; refuses zero', () => {
    const w = setKindWeight(defaultWeights, 'gorge', 2);
    expect(w.pieces.gorge).toBe(2);
    expect(w.pieces.meadow).toBe(6);
    expect(valid(w)).toBe(true);
    expect(setKindWeight(defaultWeights, 'gorge', 0)).toBe(defaultWeights);
    expect(setVariantScale(defaultWeights, 50).variantScale).toBe(10);
  });
  it('sets theme multipliers and drops a multiplier of 1', () => {
    const snowy = defaultWeights.themes.findIndex((t) => t.name === 'snowy peaks');
    const w = setThemeMultiplier(defaultWeights, snowy, 'lake', 4);
    expect(themeMultiplier(w, snowy, 'lake')).toBe(4);
    expect(valid(w)).toBe(true);
    const back = setThemeMultiplier(w, snowy, 'lake', 1);
    expect(back.themes[snowy]).toEqual(defaultWeights.themes[snowy]);
    const caves = defaultWeights.themes.findIndex((t) => !t.pieces);
    expect(
      setThemeMultiplier(setThemeMultiplier(defaultWeights, caves, 'lake', 2), caves, 'lake', 1).themes[caves],
    ).toEqual(defaultWeights.themes[caves]);
  });
  it('keeps every other field of a theme when a multiplier changes, in the file order', () => {
    const cave = { ...defaultWeights.themes[2], cave: true } as (typeof defaultWeights.themes)[number];
    const w = { ...defaultWeights, themes: defaultWeights.themes.map((t, i) => (i === 2 ? cave : t)) };
    const next = setThemeMultiplier(w, 2, 'lake', 2).themes[2];
    expect(next).toEqual({ ...cave, pieces: { lake: 2 } });
    expect(Object.keys(next)).toEqual(['name', 'depths', 'pieces', 'archetypes', 'floorBias', 'cave']);
    expect(setThemeMultiplier(w, 2, 'lake', 1).themes[2]).toEqual(cave);
  });
  it('gives the catalogue the same weights the WFC draws with', () => {
    for (const depth of [0, 6, 14]) {
      expect(pieceRows(defaultWeights, depth).map((r) => r.weight)).toEqual(pieceWeights(defaultWeights, depth));
    }
    const rows = pieceRows(defaultWeights, 0);
    expect(rows).toHaveLength(87);
    expect(rows.reduce((a, r) => a + r.share, 0)).toBeCloseTo(1, 9);
  });
  it('moves the expected kind share when a weight moves', () => {
    const before = expectedKindShares(defaultWeights, [13, 14]);
    const after = expectedKindShares(setKindWeight(defaultWeights, 'gorge', 1), [13, 14]);
    expect(after.gorge).toBeGreaterThan(before.gorge);
    expect(after.meadow).toBeLessThan(before.meadow);
    expect(changedKinds(defaultWeights, setKindWeight(defaultWeights, 'gorge', 1))).toEqual(['gorge']);
  });
  it('is what createWorld accepts', () => {
    expect(() => createWorld(1, setKindWeight(defaultWeights, 'lake', 3)).map(2)).not.toThrow();
  });
});
