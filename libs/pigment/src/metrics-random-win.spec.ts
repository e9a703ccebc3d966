import fc from 'fast-check';
import { analysisMetrics } from './analyse';
import { pigmentMetrics, type PigmentMetrics } from './metrics';
import { lineCountsBySearch } from './metrics-lines';
import { boundWalk, randomWalkWins, type WalkGraph } from './metrics-random-win';
import { applyTip, cellIndex, initialState, legalTips } from './rules';
import { solvePigment } from './solver';
import { authoredLevels, boardNearShortest } from './spec-helpers';
import type { ColorName, PigmentLevel, PigmentState } from './types';

/**
 * The chance from the definition alone: on rule states (whole stains, the die as an object, spent tips), a won state
 * counts 1, a lost one 0 (the limit spent, or no tip onto floor), any other the mean over its legal tips.
 */
function bruteRandomWin(level: PigmentLevel): number {
  const memo = new Map<string, number>();
  const chance = (s: PigmentState): number => {
    if (s.phase !== 'play') return s.phase === 'won' ? 1 : 0;
    const key = `${s.pos}|${JSON.stringify(s.die)}|${s.stains.join(',')}|${s.spent}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const tips = legalTips(s);
    const p = tips.reduce((sum, d) => sum + chance(applyTip(s, d).state), 0) / tips.length;
    memo.set(key, p);
    return p;
  };
  return chance(initialState(level));
}

const relClose = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-12 * Math.max(a, b));
const byId = (id: string) => authoredLevels().find((l) => l.id === id) as PigmentLevel;

/** The board mirrored north–south with red↔blue (and orange↔green) swapped: the die's start is mirrored the same way. */
function mirrored(level: PigmentLevel): PigmentLevel {
  const swap: Partial<Record<ColorName, ColorName>> = { red: 'blue', blue: 'red', orange: 'green', green: 'orange' };
  const flip = ([x, y]: readonly [number, number]) => [x, level.height - 1 - y] as const;
  const paint = (c: { at: readonly [number, number]; color: ColorName }) => ({
    at: flip(c.at),
    color: swap[c.color] ?? c.color,
  });
  return {
    ...level,
    holes: level.holes.map(flip),
    start: flip(level.start),
    stains: level.stains.map(paint),
    marks: level.marks.map(paint),
    replays: [],
  };
}

describe('randomWin', () => {
  it('pins hand-computed chances: First Face 1/2, Return 1/144 + 1/288 (its two lines)', () => {
    expect(pigmentMetrics(byId('first-face')).randomWin).toEqual({
      budget: 1,
      probability: 0.5,
      log10: -0.301,
      exhaustive: true,
      bound: 'exact',
    });
    const ret = pigmentMetrics(byId('return')).randomWin;
    expect(ret?.budget).toBe(5);
    relClose(ret?.probability ?? 0, 1 / 144 + 1 / 288);
  });

  it('equals the brute force from the definition on the authored levels', () => {
    for (const level of authoredLevels())
      relClose(pigmentMetrics(level).randomWin?.probability ?? -1, bruteRandomWin(level));
  });

  it('equals the brute force on random small boards, limits below, at and above the shortest line; by every path', () => {
    fc.assert(
      fc.property(boardNearShortest(3), (level) => {
        const brute = bruteRandomWin(level);
        const m = pigmentMetrics(level);
        expect(m.randomWin).toMatchObject({ budget: level.limit, exhaustive: true, bound: 'exact' });
        relClose(m.randomWin?.probability ?? -1, brute);
        // the walk with the solver's bound on the fly, and the search path (exact at limit = shortest)
        relClose(randomWalkWins(boundWalk(level, level.limit), level.limit, Infinity).probability, brute);
        const c = lineCountsBySearch(level, level.limit, 1e7);
        if (c !== null && c !== 'none' && c.randomWin) relClose(c.randomWin.probability, brute);
        if (c !== null && c !== 'none') expect(c.randomWin === null).toBe(c.shortest < level.limit);
      }),
      { numRuns: 120 },
    );
  });

  it('is a probability, 0 exactly when no line wins in time, and never falls when the limit grows', () => {
    fc.assert(
      fc.property(boardNearShortest(2), (level) => {
        const r = pigmentMetrics(level).randomWin;
        const more = pigmentMetrics({ ...level, limit: level.limit + 1 }).randomWin;
        if (!r || !more) throw new Error('no randomWin');
        expect(r.probability).toBeGreaterThanOrEqual(0);
        expect(r.probability).toBeLessThanOrEqual(1);
        expect(r.probability === 0).toBe(solvePigment(level, { withinLimit: true }).shortest === null);
        expect(r.log10 === null).toBe(r.probability === 0);
        if (r.log10 !== null) expect(Math.abs(Math.log10(r.probability) - r.log10)).toBeLessThan(1e-4);
        expect(more.probability).toBeGreaterThanOrEqual(r.probability);
      }),
      { numRuns: 60 },
    );
  });

  it('is certain only where every tip wins: a single tip onto the mark', () => {
    const one: PigmentLevel = { ...byId('first-face'), width: 2, height: 1 };
    expect(pigmentMetrics(one).randomWin).toMatchObject({ probability: 1, log10: 0, exhaustive: true });
    // on the 5×5 board the start also has a south tip, which loses
    expect(pigmentMetrics(byId('first-face')).randomWin?.probability).toBe(0.5);
  });

  it('is the same on the board mirrored north–south with red and blue swapped (the rules are symmetric so)', () => {
    fc.assert(
      fc.property(boardNearShortest(2), (level) => {
        const a = pigmentMetrics(level);
        const b = pigmentMetrics(mirrored(level));
        // the line (and so the interacting marks and the difficulty) is the alphabetically first: it may differ
        const core = (m: PigmentMetrics) =>
          [m.shortest, m.optimalCount, m.liveStates, m.branching, m.traps, m.deadEnds, m.exhaustive] as const;
        expect(core(b)).toEqual(core(a));
        relClose(b.randomWin?.probability ?? -1, a.randomWin?.probability ?? -1);
        // the mirrored line is the original with N and S swapped (maybe not the alphabetically first one)
        if (a.line !== null) expect(b.line?.length).toBe(a.line.length);
      }),
      { numRuns: 60 },
    );
  });

  it('is 0 and exact when the caller proved no line wins', () => {
    const white = { ...byId('return'), marks: [{ at: [1, 0] as const, color: 'white' as const }] } as PigmentLevel;
    expect(analysisMetrics(white, solvePigment(white)).randomWin).toEqual({
      budget: 5,
      probability: 0,
      log10: null,
      exhaustive: true,
      bound: 'exact',
    });
  });

  it('never underflows: a chance of 4^-600 keeps its log10 although the number reads 0', () => {
    // a corridor of 600 states, four tips each, one of which goes on (the others lose)
    const corridor: WalkGraph = {
      start: 0,
      won: (i) => i === 600,
      tips(i, _t, out) {
        out.set([i + 1, -1, -1, -1]);
        return 4;
      },
    };
    const r = randomWalkWins(corridor, 600, Infinity);
    expect(r.log10).toBeCloseTo(-600 * Math.log10(4), 3);
    expect(r.exhaustive).toBe(true);
    // within the budget of 599 tips the corridor's end is out of reach
    expect(randomWalkWins(corridor, 599, Infinity).log10).toBeNull();
  });

  it('past its budget gives an upper bound (the wins so far plus the mass still in play), and says so', () => {
    fc.assert(
      fc.property(boardNearShortest(3), fc.integer({ min: 1, max: 20 }), (level, budget) => {
        const exact = bruteRandomWin(level);
        const r = randomWalkWins(boundWalk(level, level.limit), level.limit, budget);
        if (r.exhaustive) relClose(r.probability, exact);
        else {
          expect(r.bound).toBe('upper');
          expect(r.probability).toBeGreaterThanOrEqual(exact * (1 - 1e-12));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('stops when shouldStop says so, with an upper bound', () => {
    const level = byId('return');
    const r = randomWalkWins(boundWalk(level, level.limit), level.limit, Infinity, () => true);
    expect(r).toMatchObject({ exhaustive: false, bound: 'upper' });
    expect(r.probability).toBeGreaterThanOrEqual(1 / 144 + 1 / 288);
  });

  it('is unchanged by a stain off the marks (the brute force keeps whole boards, the metrics marked cells only)', () => {
    const ret = byId('return');
    const stained = { ...ret, stains: [{ at: [4, 4] as const, color: 'red' as const }] };
    expect(initialState(stained).stains[cellIndex(stained, [4, 4])]).toBe(1);
    relClose(bruteRandomWin(stained), bruteRandomWin(ret));
    relClose(pigmentMetrics(stained).randomWin?.probability ?? -1, bruteRandomWin(stained));
  });
});
