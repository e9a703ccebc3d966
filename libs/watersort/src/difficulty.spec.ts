import fc from 'fast-check';
import { defaultCurve } from './curve';
import { difficultyProfile, type DifficultyProfile } from './difficulty';
import { exploreStates } from './difficulty-state';
import { referenceProfile } from './testing/difficulty-reference';
import { generateLevel } from './generate';
import { applyPour, legalPours } from './rules';
import { solveOptimal } from './solve-optimal';
import { arbBoard } from './test-boards';
import { createRng, shuffleInPlace } from '@levelbench/random';
import type { Board } from './types';

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Integers equal, fractions equal to a relative 1e-9. */
function expectSameProfile(a: Omit<DifficultyProfile, 'exhaustive' | 'undecided'>, b: typeof a): void {
  const floats = ['penaltyMean', 'deadEndDensity', 'wrongMoveDensity'] as const;
  for (const k of Object.keys(b) as (keyof typeof b)[]) {
    if (k === 'randomWin' || (floats as readonly string[]).includes(k)) continue;
    expect([k, a[k]]).toEqual([k, b[k]]);
  }
  for (const k of floats) expect([k, close(a[k], b[k])]).toEqual([k, true]);
  expect(a.randomWin.budget).toBe(b.randomWin.budget);
  expect([a.randomWin.probability, close(a.randomWin.probability, b.randomWin.probability)]).toEqual([
    a.randomWin.probability,
    true,
  ]);
}

/** Tubes permuted by `order` and colours renamed by `names` (a bijection). */
function relabel(board: Board, order: readonly number[], names: (c: string) => string): Board {
  const ranked = board.tubes.map((t, i) => ({ t, k: order[i] ?? 0, i }));
  ranked.sort((x, y) => x.k - y.k || x.i - y.i);
  return { capacity: board.capacity, tubes: ranked.map(({ t }) => t.map(names)) };
}

describe('difficultyProfile', () => {
  it('property: equals the brute force on random small boards, every field', () => {
    fc.assert(
      fc.property(arbBoard(3, 0), (board) => {
        const { exhaustive, undecided, ...profile } = difficultyProfile(board);
        expect(exhaustive).toBe(true);
        expect(undecided).toBe(0);
        expectSameProfile(profile, referenceProfile(board));
      }),
      { numRuns: 150 },
    );
  });

  it('property: the same up to tube order and colour names', () => {
    fc.assert(
      fc.property(
        arbBoard(4, 1),
        fc.array(fc.integer(), { minLength: 6, maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 3 }),
        (board, order, prefix) => {
          const renamed = relabel(board, order, (c) => `${prefix}-${c.toUpperCase()}`);
          expectSameProfile(difficultyProfile(renamed), difficultyProfile(board));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('counts a known dead end: c poured into the only empty tube leaves no legal way on', () => {
    const board: Board = { capacity: 2, tubes: [['a', 'b'], ['c', 'b'], ['a', 'c'], []] };
    const trap = applyPour(board, 2, 3)?.board as Board;
    expect(trap.tubes).toEqual([['a', 'b'], ['c', 'b'], ['a'], ['c']]);
    expect(solveOptimal(trap).status).toBe('exhaustive-unsolvable');
    // of the 3 first pours the c pour is the trap; either b pour wins for sure within the 8-pour budget
    expect(difficultyProfile(board)).toEqual({
      exhaustive: true,
      reachableStates: 8,
      deadStates: 1,
      optimalPours: 4,
      statesOnOptimalLines: 7,
      alternatives: 3,
      optimalAlternatives: 2,
      recoverable: 0,
      deadEnds: 1,
      undecided: 0,
      penaltyMean: 0,
      penaltyMax: 0,
      deadEndDensity: 1 / 3,
      wrongMoveDensity: 1 / 3,
      randomWin: { budget: 8, probability: 2 / 3 },
    });
    expectSameProfile(difficultyProfile(board), referenceProfile(board));
  });

  it('counts two pours to the same state once as an alternative, twice in randomWin', () => {
    // both tubes alike and two empty tubes: all four legal pours give one state
    const board: Board = { capacity: 2, tubes: [['a', 'b'], ['a', 'b'], [], []] };
    expect(legalPours(board)).toHaveLength(4);
    const g = exploreStates(board);
    expect(g.edgeStart[1] - g.edgeStart[0]).toBe(1);
    expect(g.edgeMult[0]).toBe(4);
    const p = difficultyProfile(board);
    expectSameProfile(p, referenceProfile(board));
    expect(p.optimalPours).toBe(3);
  });

  it('a won board: one state, certain win, no alternatives', () => {
    const p = difficultyProfile({ capacity: 2, tubes: [['a', 'a'], []] });
    expect(p).toMatchObject({
      reachableStates: 1,
      optimalPours: 0,
      alternatives: 0,
      randomWin: { budget: 0, probability: 1 },
    });
  });

  it('an unsolvable board: every state dead, no optimal line, randomWin 0', () => {
    const p = difficultyProfile({
      capacity: 2,
      tubes: [
        ['a', 'b'],
        ['b', 'a'],
      ],
    });
    expect(p).toMatchObject({
      optimalPours: null,
      deadStates: 1,
      statesOnOptimalLines: 0,
      randomWin: { probability: 0 },
    });
  });

  it('with a small state budget: not exhaustive, and nothing undecided counted as safe or dead', () => {
    const board = generateLevel(defaultCurve, 60).board;
    const full = difficultyProfile(board);
    const cut = difficultyProfile(board, { maxStates: 400 });
    expect(full.exhaustive).toBe(true);
    expect(cut.exhaustive).toBe(false);
    expect(cut.reachableStates).toBeLessThanOrEqual(400);
    expect(cut.optimalPours).toBe(full.optimalPours);
    expect(cut.deadStates).toBeLessThanOrEqual(full.deadStates);
    expect(cut.deadEnds).toBeLessThanOrEqual(full.deadEnds);
    expect(cut.recoverable + cut.deadEnds + cut.optimalAlternatives + cut.undecided).toBe(cut.alternatives);
    expect(cut.randomWin.probability).toBeLessThanOrEqual(full.randomWin.probability + 1e-12);
  });

  it('a board-file size board (16 colours, capacity 6): the state budget stops it, proven counts only', () => {
    const rng = createRng(36);
    const units = Array.from({ length: 16 * 6 }, (_, i) => `c${Math.floor(i / 6)}`);
    shuffleInPlace(units, rng);
    const tubes = Array.from({ length: 16 }, (_, i) => units.slice(i * 6, i * 6 + 6));
    const board: Board = { capacity: 6, tubes: [...tubes, [], []] };
    const p = difficultyProfile(board, { maxStates: 5_000 });
    expect(p.exhaustive).toBe(false);
    expect(p.reachableStates).toBeLessThanOrEqual(5_000);
    expect(p.recoverable + p.deadEnds + p.optimalAlternatives + p.undecided).toBe(p.alternatives);
    expect(p.randomWin.probability).toBeGreaterThanOrEqual(0);
    expect(p.randomWin.probability).toBeLessThanOrEqual(1);
  });

  it('golden: curve levels 1, 41 and 81', () => {
    const fields = [
      'exhaustive',
      'reachableStates',
      'deadStates',
      'optimalPours',
      'alternatives',
      'recoverable',
      'deadEnds',
      'penaltyMax',
    ] as const;
    const pick = (n: number) => {
      const profile = difficultyProfile(generateLevel(defaultCurve, n).board);
      const picked = Object.fromEntries(fields.map((k) => [k, profile[k]]));
      return { n, ...picked, p: profile.randomWin.probability.toFixed(9) };
    };
    expect([1, 41, 81].map(pick)).toEqual([
      {
        n: 1,
        exhaustive: true,
        reachableStates: 36,
        deadStates: 0,
        optimalPours: 5,
        alternatives: 22,
        recoverable: 16,
        deadEnds: 0,
        penaltyMax: 1,
        p: '0.547505283',
      },
      {
        n: 41,
        exhaustive: true,
        reachableStates: 1544,
        deadStates: 202,
        optimalPours: 18,
        alternatives: 246,
        recoverable: 120,
        deadEnds: 17,
        penaltyMax: 2,
        p: '0.123393039',
      },
      {
        n: 81,
        exhaustive: true,
        reachableStates: 5527,
        deadStates: 1340,
        optimalPours: 28,
        alternatives: 2259,
        recoverable: 1096,
        deadEnds: 111,
        penaltyMax: 3,
        p: '0.031679673',
      },
    ]);
  });
});
