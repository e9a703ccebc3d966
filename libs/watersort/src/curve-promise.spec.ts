import { hashText } from '@levelbench/random';
import { defaultCurve, levelCount, levelSpec, type Curve } from './curve';
import { curvePromiseProblems } from './curve-promise';
import { generateFromSpec, generateLevel, tierRange, tierTarget, type GeneratedLevel } from './generate';
import { curveOf } from './testing';

/** A computed level's mixedness and target, as curvePromiseProblems reads them. */
const at = (mixedness: number, target: number | null) => ({ mixedness, target });

/** Levels of a curve grouped by tier. */
function tiers(curve: Curve): GeneratedLevel[][] {
  const out: GeneratedLevel[][] = [];
  let n = 1;
  for (const tier of curve.tiers) {
    const levels: GeneratedLevel[] = [];
    for (let i = 0; i < tier.levels; i++) levels.push(generateLevel(curve, n++));
    out.push(levels);
  }
  return out;
}

/** The promise: inside a tier the first level is the tidiest, the last the most mixed, and it never falls between. */
function expectPromise(curve: Curve): void {
  tiers(curve).forEach((levels, k) => {
    const mix = levels.map((g) => g.mixedness);
    const spec = levelSpec(curve, levels[0].level);
    const range = tierRange(spec.colors, curve.candidates, spec.tier as NonNullable<typeof spec.tier>);
    for (let i = 1; i < mix.length; i++) expect([k, i, mix[i] >= mix[i - 1]]).toEqual([k, i, true]);
    levels.forEach((g) => expect(g.mixedness).toBe(tierTarget(range, g.t)));
    if (levels.length > 1) expect([mix[0], mix[mix.length - 1]]).toEqual([range.lo, range.hi]);
  });
}

describe('the curve promise', () => {
  it('golden: the whole default curve, level by level (mixedness and a digest of every board)', () => {
    const all = Array.from({ length: levelCount(defaultCurve) }, (_, i) => generateLevel(defaultCurve, i + 1));
    // tiers:   3 colours (8) | 4 (10) | 5 (14) | 6 (16) | 7 (16) | 8 (18) | 9 (18)
    expect(all.map((g) => g.mixedness)).toEqual([
      4, 5, 5, 6, 7, 8, 8, 9, 6, 7, 7, 8, 9, 9, 10, 11, 11, 12, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 11,
      11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 12, 13, 13, 14, 14, 15, 16, 16, 17, 17, 18, 19, 19,
      20, 20, 21, 18, 18, 19, 19, 19, 20, 20, 20, 21, 21, 22, 22, 22, 23, 23, 23, 24, 24, 20, 20, 21, 21, 22, 22, 22,
      23, 23, 24, 24, 25, 25, 25, 26, 26, 27, 27,
    ]);
    expect(hashText(JSON.stringify(all.map((g) => g.board.tubes)))).toBe(634105416);
    expectPromise(defaultCurve);
  });

  it('holds for edited curves too: short and long tiers, few and many candidates', () => {
    expectPromise(curveOf(4, [2, 3], [5, 1], [7, 8]));
  });

  it('names every miss when a curve cannot keep it (here: 30 candidates make the 9-colour extremes too rare)', () => {
    const curve: Curve = { levels: 6, candidates: 30, tiers: [{ colors: 9, levels: 6 }] };
    const levels = Array.from({ length: 6 }, (_, i) => generateLevel(curve, i + 1));
    const missed = levels.filter((g) => g.mixedness !== g.target);
    expect(missed.length).toBeGreaterThan(0);
    const problems = curvePromiseProblems(curve, levels);
    expect(problems.filter((p) => p.includes('no such board'))).toHaveLength(missed.length);
    expect(problems).toContain('level 2: mixedness 20 falls below level 1 (21)');
    expect(problems[0]).toMatch(/^level \d: mixedness \d+, but the promise asks \d+ and no such board was drawn$/);
    expect(curvePromiseProblems(defaultCurve, tiers(defaultCurve).flat())).toEqual([]);
  });

  it('flags a flat tier and a fall, and ignores levels not computed yet', () => {
    const curve = curveOf(2, [2, 2], [3, 2]);
    expect(curvePromiseProblems(curve, [at(3, 3), at(3, 3), at(5, null), at(4, null)])).toEqual([
      'tier 1 (2 colours, levels 1–2): every candidate has mixedness 3, so mixedness cannot rise across the tier',
      'level 4: mixedness 4 falls below level 3 (5)',
    ]);
    expect(curvePromiseProblems(curve, [null, at(3, 4), null, null])).toEqual([
      'level 2: mixedness 3, but the promise asks 4 and no such board was drawn',
    ]);
  });

  it('names a pinned level as pinned: off its target, below its neighbour, or the cause of a fall after it', () => {
    const curve: Curve = { levels: 3, candidates: 2, tiers: [{ colors: 3, levels: 3 }] };
    const at = (mixedness: number, target: number | null, pinned = false) => ({ mixedness, target, pinned });
    expect(curvePromiseProblems(curve, [at(4, 4), at(9, 5, true), at(6, 6)])).toEqual([
      'level 2 (pinned): mixedness 9, but the promise asks 5',
      'level 3: mixedness 6 falls below level 2 (pinned) (9)',
    ]);
    expect(curvePromiseProblems(curve, [at(4, 4), at(3, null, true), at(6, 6)])).toEqual([
      'level 2 (pinned): mixedness 3 falls below level 1 (4)',
    ]);
    const axis = (value: number, min: number, max: number) => ({ axis: 'randomWin' as const, value, min, max });
    expect(
      curvePromiseProblems(curve, [
        { mixedness: 4, target: null, axis: axis(0.5, 0.4, 0.6) },
        { mixedness: 4, target: null, axis: axis(0.9, 0.3, 0.4), pinned: true },
        { mixedness: 4, target: null, axis: axis(0.2, 0.1, 0.3) },
      ]),
    ).toEqual(['level 2 (pinned): randomWin 0.9, but the promise asks 0.3–0.4']);
  });

  it('calls a tier flat only when it has several levels and both ends have a known, equal target', () => {
    const one = curveOf(2, [2, 1], [3, 2]);
    // a one-level tier has nothing to rise across
    expect(curvePromiseProblems(one, [at(3, 3), at(4, 4), at(5, 5)])).toEqual([]);
    // an end whose target is not known yet says nothing, whichever end it is
    expect(curvePromiseProblems(one, [at(3, 3), at(4, null), at(4, 4)])).toEqual([]);
    expect(curvePromiseProblems(one, [at(3, 3), at(4, 4), at(4, null)])).toEqual([]);
    expect(curvePromiseProblems(one, [at(3, 3), at(4, 4), null])).toEqual([]);
    expect(curvePromiseProblems(one, [at(3, 3), at(4, null), at(4, null)])).toEqual([]);
    expect(curvePromiseProblems(one, [at(3, 3), at(4, 4)])).toEqual([]);
  });

  it('a level depends only on its own seed stream and its tier, and takes the first candidate of its target', () => {
    const spec = levelSpec(defaultCurve, 57);
    const g = generateFromSpec(spec);
    expect(g.target).toBe(g.mixedness);
    expect(g.candidates.findIndex((c) => c.mixedness === g.target)).toBe(g.pick);
    expect(g.candidates.slice(0, 12).every((c) => c.attempt <= 12 + g.attempts)).toBe(true);
    expect(JSON.stringify(generateFromSpec(spec))).toBe(JSON.stringify(g));
  });
});
