import fc from 'fast-check';
import { solveNaive, solvePigmentBfs } from './testing';
import { generatePigmentBoard } from './generate';
import { playLine } from './rules';
import { itGivesAuthoredAnswers } from './authored-answers.testing';
import { authoredLevels, bruteForceWins, generate, smallBoard } from './spec-helpers';
import type { PigmentLevel } from './types';

const levels = authoredLevels();
const byId = (id: string) => levels.find((l) => l.id === id) as PigmentLevel;
const wins = (level: PigmentLevel, line: string) =>
  playLine({ ...level, limit: line.length }, line).state.phase === 'won';
describe('solvePigmentBfs (reference)', () => {
  itGivesAuthoredAnswers(
    'computes shortest and optimal count for %s (%i / %i) and agrees with brute force',
    (level) => solvePigmentBfs(level),
    (level, r, shortest) => {
      expect(bruteForceWins(level, shortest - 1)).toEqual([]);
      expect(level.limit).toBe(r.shortest);
    },
  );

  it('lists both Return lines and only ESWNE for What You Leave', () => {
    expect(solvePigmentBfs(byId('return')).optimalLines).toEqual(['ESENW', 'ESWNE']);
    expect(solvePigmentBfs(byId('what-you-leave')).optimalLines).toEqual(['ESWNE']);
  });

  it('agrees with the naive whole-board search and with brute-force counting on random small boards', () => {
    fc.assert(
      fc.property(smallBoard, (spec) => {
        const level = generate(spec);
        if (!level) return;
        const r = solvePigmentBfs(level, { linesCap: 1000 });
        const naive = expectAgreesWithNaive(level, r.shortest);
        expect(r.states).toBeLessThanOrEqual(naive.states + 1);
        if (r.shortest === null) return;
        expect(r.shortest).toBeLessThanOrEqual(spec.walk);
        if (r.shortest <= 6) expect(r.optimalLines).toEqual(bruteForceWins(level, r.shortest));
        for (const line of r.optimalLines) expect(wins(level, line)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('proves a level unsolvable when the whole space is explored', () => {
    const corridor: PigmentLevel = {
      ...byId('first-face'),
      width: 2,
      height: 1,
      marks: [{ at: [1, 0], color: 'purple' }],
    };
    const r = solvePigmentBfs(corridor);
    expect([r.solvable, r.exhaustive, r.aborted, r.shortest, r.solution]).toEqual([false, true, false, null, null]);
    // start; yellow on [1, 0] with the die rolled east; back west with the yellow left behind
    expect(r.states).toBe(3);
  });

  it('says aborted (not unsolvable) when the state budget stops it', () => {
    const r = solvePigmentBfs(byId('white'), { maxStates: 50 });
    expect([r.solvable, r.aborted, r.exhaustive, r.states]).toEqual([false, true, false, 50]);
  });

  it('respects maxMoves', () => {
    const cut = solvePigmentBfs(byId('return'), { maxMoves: 4 });
    expect([cut.solvable, cut.exhaustive, cut.aborted]).toEqual([false, false, false]);
    expect(solvePigmentBfs(byId('return'), { maxMoves: 5 }).shortest).toBe(5);
    fc.assert(
      fc.property(smallBoard, fc.integer({ min: 0, max: 6 }), (spec, maxMoves) => {
        const level = generate(spec);
        if (!level) return;
        const full = solvePigmentBfs(level);
        const r = solvePigmentBfs(level, { maxMoves });
        if (full.shortest !== null && full.shortest <= maxMoves) expect(r.shortest).toBe(full.shortest);
        else expect(r.solvable).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('honours the move limit with withinLimit (lost states are terminal)', () => {
    const tight = { ...byId('return'), limit: 4 };
    expect(solvePigmentBfs(tight).shortest).toBe(5);
    expect(solvePigmentBfs(tight, { withinLimit: true })).toMatchObject({ solvable: false, aborted: false });
    const spent = playLine(byId('return'), 'ES').state;
    expect(solvePigmentBfs(byId('return'), { from: spent, withinLimit: true }).shortest).toBe(3);
    expect(
      solvePigmentBfs(byId('return'), { from: playLine(byId('return'), 'EW').state, withinLimit: true }).solvable,
    ).toBe(false);
  });

  it('solves from an arbitrary state', () => {
    const level = byId('return');
    const after = playLine(level, 'ES').state;
    const r = solvePigmentBfs(level, { from: after });
    expect([r.shortest, r.optimalLines]).toEqual([3, ['ENW', 'WNE']]);
    expect(solvePigmentBfs(level, { from: playLine(level, 'ESWNE').state }).shortest).toBe(0);
  });

  it('caps the listed lines but still counts them all', () => {
    const open: PigmentLevel = {
      ...byId('first-face'),
      width: 4,
      height: 4,
      start: [0, 0],
      marks: [{ at: [3, 3], color: 'black' }],
    };
    const r = solvePigmentBfs(open, { linesCap: 3 });
    expect(r.optimalLines).toHaveLength(3);
    expect(r.optimalCount).toBe(bruteForceWins(open, r.shortest as number).length);
  });
});

/**
 * The naive whole-board search's verdict where it finished. Where it ran out of states, it has still
 * cleared every line up to `completedDepth` without a win: the solver's shortest must lie beyond.
 */
function expectAgreesWithNaive(level: PigmentLevel, shortest: number | null): ReturnType<typeof solveNaive> {
  const naive = solveNaive(level);
  if (naive.aborted) {
    if (shortest !== null) expect(shortest).toBeGreaterThan(naive.completedDepth);
  } else {
    expect(shortest).toBe(naive.shortest);
  }
  return naive;
}

describe('solvePigmentBfs with many marks (hashed state keys)', () => {
  it('agrees with the naive search and brute force when the key space is too big for a flat table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (seed) => {
        const base = generatePigmentBoard(seed, { width: 5, height: 5, marks: 3, walk: 8 }).level;
        // extra "stay clean" marks on untouched cells: 6+ marks make 25 × 24 × 9^6 keys, past the flat table
        const free = [0, 1, 2, 3, 4]
          .flatMap((x) => [0, 1, 2, 3, 4].map((y) => [x, y] as const))
          .filter(([x, y]) => !base.marks.some((m) => m.at[0] === x && m.at[1] === y));
        const extra = free.slice(0, 6 - base.marks.length).map((at) => ({ at, color: 'empty' as const }));
        const level: PigmentLevel = { ...base, marks: [...base.marks, ...extra] };
        expect(level.marks).toHaveLength(6);
        const r = solvePigmentBfs(level, { linesCap: 1000 });
        expectAgreesWithNaive(level, r.shortest);
        if (r.shortest === null) return;
        if (r.shortest <= 6) expect(r.optimalLines).toEqual(bruteForceWins(level, r.shortest));
        for (const line of r.optimalLines) {
          expect(line).toHaveLength(r.shortest);
          expect(wins(level, line)).toBe(true);
        }
      }),
      // seed 4983: shortest 16, where the naive search runs out of its 2 M states at depth 13
      { numRuns: 25, examples: [[4983]] },
    );
  }, 120_000);
});
