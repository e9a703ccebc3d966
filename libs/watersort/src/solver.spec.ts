import fc from 'fast-check';
import { hint } from './hint';
import { applyPour, isWon, legalPours, mixedness, replay } from './rules';
import { solveFast } from './solve-fast';
import { solveOptimal } from './solve-optimal';
import { arbBoard } from './test-boards';
import type { Board } from './types';

/** Plain BFS over raw positions (no tube-order identity, no pruning): the reference for optimality. */
function bfsMinimum(board: Board): number | null {
  const key = (b: Board) => JSON.stringify(b.tubes);
  const seen = new Set([key(board)]);
  let frontier = [board];
  for (let depth = 0; frontier.length; depth++) {
    const next: Board[] = [];
    for (const b of frontier) {
      if (isWon(b)) return depth;
      for (const [f, t] of legalPours(b)) {
        const r = applyPour(b, f, t);
        if (r && !seen.has(key(r.board))) {
          seen.add(key(r.board));
          next.push(r.board);
        }
      }
    }
    frontier = next;
  }
  return null;
}

describe('solvers', () => {
  it('solves a known board, and proves a stuck board unsolvable', () => {
    const b: Board = { capacity: 2, tubes: [['a', 'b'], ['b', 'a'], []] };
    const fast = solveFast(b);
    expect(fast.status).toBe('solved');
    expect(isWon(replay(b, fast.moves) as Board)).toBe(true);
    expect(solveOptimal(b).optimal).toBe(3);
    const stuck: Board = {
      capacity: 2,
      tubes: [
        ['a', 'b'],
        ['b', 'a'],
      ],
    };
    expect(solveFast(stuck).status).toBe('exhaustive-unsolvable');
    expect(solveOptimal(stuck).status).toBe('exhaustive-unsolvable');
  });

  it('reports aborted, not unsolvable, when the budget runs out', () => {
    const b: Board = {
      capacity: 4,
      tubes: [['a', 'b', 'c', 'd'], ['d', 'c', 'b', 'a'], ['b', 'a', 'd', 'c'], ['c', 'd', 'a', 'b'], [], []],
    };
    expect(solveFast(b, { maxNodes: 2 })).toMatchObject({ status: 'aborted', moves: [] });
    expect(solveOptimal(b, { maxNodes: 2 })).toMatchObject({ status: 'aborted', optimal: null });
  });

  it('property: a solved result replays to a win; both solvers agree on solvability', () => {
    fc.assert(
      fc.property(arbBoard(5, 0), (board) => {
        const fast = solveFast(board, { maxNodes: 100_000 });
        const opt = solveOptimal(board, { maxNodes: 100_000 });
        expect(fast.status).not.toBe('aborted');
        expect(opt.status).toBe(fast.status);
        if (fast.status === 'solved') {
          expect(isWon(replay(board, fast.moves) as Board)).toBe(true);
          expect(isWon(replay(board, opt.moves) as Board)).toBe(true);
          expect(opt.optimal).toBe(opt.moves.length);
          expect(opt.moves.length).toBeLessThanOrEqual(fast.moves.length);
          expect(opt.moves.length).toBeGreaterThanOrEqual(mixedness(board));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('property: the optimal solver matches a plain breadth-first search', () => {
    fc.assert(
      fc.property(arbBoard(3, 0), (board) => {
        expect(solveOptimal(board).optimal).toBe(bfsMinimum(board));
      }),
      { numRuns: 60 },
    );
  });

  it('hint: following hints wins; a stuck position says stuck; an aborted search never does', () => {
    let b: Board = { capacity: 4, tubes: [['a', 'b', 'a', 'c'], ['c', 'b', 'a', 'b'], ['c', 'a', 'b', 'c'], [], []] };
    for (let i = 0; i < 40 && !isWon(b); i++) {
      const h = hint(b);
      expect(h.status).toBe('solved');
      b = (applyPour(b, ...(h.pour as [number, number])) as { board: Board }).board;
    }
    expect(isWon(b)).toBe(true);
    expect(hint(b).pour).toBeUndefined();
    const stuck = hint({
      capacity: 2,
      tubes: [
        ['a', 'b'],
        ['b', 'a'],
      ],
    });
    expect(stuck).toMatchObject({ status: 'exhaustive-unsolvable' });
    expect(stuck.message).toMatch(/stuck/);
    const aborted = hint(
      {
        capacity: 4,
        tubes: [['a', 'b', 'c', 'd'], ['d', 'c', 'b', 'a'], ['b', 'a', 'd', 'c'], ['c', 'd', 'a', 'b'], [], []],
      },
      { maxNodes: 1 },
    );
    expect(aborted.status).toBe('aborted');
    expect(aborted.message).toMatch(/No way forward was found/);
    expect(aborted.message).not.toMatch(/stuck|dead end/i);
    expect(() => hint({ capacity: 2, tubes: [['a']] })).toThrow(/exactly 2/);
  });

  it('every solver refuses a board whose colours do not have exactly `capacity` units', () => {
    // found answered `exhaustive-unsolvable` by the optimal solver while the fast one "solved" it
    const bad: Board = { capacity: 2, tubes: [['a', 'b'], ['a', 'b'], ['a', 'a'], []] };
    const why = /colour "a" has 4 units, expected exactly 2; colour "b" has 2 units|colour "a" has 4 units/;
    expect(() => solveFast(bad)).toThrow(/^solveFast: not a valid board: colour "a" has 4 units, expected exactly 2$/);
    expect(() => solveOptimal(bad)).toThrow(/^solveOptimal: not a valid board: colour "a" has 4 units/);
    expect(() => hint(bad)).toThrow(why);
    expect(() => solveOptimal({ capacity: 2, tubes: [['a', 'a', 'a'], []] })).toThrow(/tube 0 holds 3 units/);
  });

  it('property: moving one unit to another colour always makes every solver refuse', () => {
    fc.assert(
      fc.property(arbBoard(5, 0), fc.nat(), (board, pick) => {
        const units = board.tubes.flatMap((t, i) => t.map((_, k) => [i, k] as const));
        fc.pre(new Set(board.tubes.flat()).size >= 2);
        const [ti, k] = units[pick % units.length];
        const other = board.tubes.flat().find((c) => c !== board.tubes[ti][k]) as string;
        const tubes = board.tubes.map((t, i) => (i === ti ? t.map((c, j) => (j === k ? other : c)) : t));
        const bad: Board = { capacity: board.capacity, tubes };
        for (const solve of [solveFast, solveOptimal, hint]) expect(() => solve(bad)).toThrow(/not a valid board/);
      }),
      { numRuns: 100 },
    );
  });
});
