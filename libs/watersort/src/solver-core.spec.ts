import fc from 'fast-check';
import { createRng, nextInt, shuffleInPlace } from '@levelbench/random';
import { isWon, mixedness, replay } from './rules';
import { solveFast } from './solve-fast';
import { FIRST_PASS_NODES, optimalSearch, solveOptimal } from './solve-optimal';
import { moveBuffer, SearchSpace } from './solver-core';
import { arbBoard } from './test-boards';
import type { Board } from './types';

/** A board with every unit dropped into a random tube that has room: any fill level, any mix. */
function scatteredBoard(seed: number): Board {
  const rng = createRng(seed);
  const capacity = nextInt(rng, 2, 5);
  const colors = nextInt(rng, 2, 6);
  const n = colors + nextInt(rng, 0, 2);
  const units: string[] = [];
  for (let c = 0; c < colors; c++) for (let k = 0; k < capacity; k++) units.push(`c${c}`);
  shuffleInPlace(units, rng);
  const tubes: string[][] = Array.from({ length: n }, () => []);
  for (const u of units) {
    let t = nextInt(rng, 0, n - 1);
    while (tubes[t].length >= capacity) t = (t + 1) % n;
    tubes[t].push(u);
  }
  return { capacity, tubes };
}

describe('SearchSpace', () => {
  it('knows a position again when its tubes come back in other places (multiset identity)', () => {
    // pouring one unit from [a,b,b] onto [a,b] gives [a,b] and [a,b,b]: the same tubes, swapped
    const space = new SearchSpace({ capacity: 3, tubes: [['a', 'b', 'b'], ['a', 'b'], ['a']] }, 'test');
    space.expand(0);
    const list = moveBuffer();
    space.candidates(list);
    const swap = Array.from({ length: list.length }, (_, m) => m).find((m) => list.from[m] === 0 && list.to[m] === 1);
    expect(swap).toBeDefined();
    expect(list.amount[swap as number]).toBe(1);
    expect(space.probe(0, 0, 1, 1)).toBe(0);
    // a real change is new, and found again once stored
    expect(space.probe(0, 1, 0, 1)).toBe(-1);
    const child = space.add();
    expect(space.probe(0, 1, 0, 1)).toBe(child);
  });

  it('refuses a board that breaks the precondition, naming the caller', () => {
    expect(() => new SearchSpace({ capacity: 2, tubes: [['a'], []] }, 'caller')).toThrow(
      /^caller: not a valid board: colour "a" has 1 units, expected exactly 2$/,
    );
  });

  it('property: boards scattered at any fill level — both solvers agree, answers replay, optimal ≤ fast', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const board = scatteredBoard(seed);
        const fast = solveFast(board, { maxNodes: 200_000 });
        const opt = solveOptimal(board, { maxNodes: 200_000 });
        expect(opt.status).toBe(fast.status);
        if (fast.status === 'solved') {
          expect(isWon(replay(board, fast.moves) as Board)).toBe(true);
          expect(isWon(replay(board, opt.moves) as Board)).toBe(true);
          expect(opt.moves.length).toBeLessThanOrEqual(fast.moves.length);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('property: an answer does not depend on the searches before it (buffers are reused)', () => {
    const big: Board = {
      capacity: 4,
      tubes: [
        ...Array.from({ length: 14 }, (_, i) => [
          'abcdefghijklmn'[i],
          'abcdefghijklmn'[(i + 3) % 14],
          'abcdefghijklmn'[(i + 7) % 14],
          'abcdefghijklmn'[(i + 11) % 14],
        ]),
        [],
        [],
      ],
    };
    fc.assert(
      fc.property(arbBoard(5, 0), fc.integer(), (board, seed) => {
        const first = [solveFast(board), solveOptimal(board)];
        solveOptimal(scatteredBoard(seed));
        solveFast(big, { maxNodes: 5_000 }); // grows the buffers past their start size
        expect([solveFast(board), solveOptimal(board)]).toEqual(first);
      }),
      { numRuns: 40 },
    );
  });

  it('property: the optimal solver answers the same with or without its first pass', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const board = scatteredBoard(seed);
        const both = solveOptimal(board, { maxNodes: 200_000 });
        const alone = optimalSearch(board, 200_000, 0); // A* alone: exhausts unsolvable boards itself
        expect(alone.status).toBe(both.status);
        expect(alone.optimal).toBe(both.optimal);
        if (both.status === 'solved') expect(both.moves.length).toBeGreaterThanOrEqual(mixedness(board));
      }),
      { numRuns: 300 },
    );
  });

  it('an unsolvable board is proven by the first pass alone; a solvable one still gets the minimum', () => {
    // one empty tube, every first pour leads nowhere (seeded bench board, 9 colours)
    const stuck: Board = {
      capacity: 4,
      tubes: [
        ['f', 'a', 'd', 'b'],
        ['c', 'h', 'c', 'b'],
        ['a', 'e', 'd', 'h'],
        ['i', 'e', 'b', 'a'],
        ['d', 'i', 'e', 'a'],
        ['f', 'i', 'e', 'c'],
        ['g', 'g', 'f', 'b'],
        ['g', 'h', 'd', 'f'],
        ['c', 'h', 'i', 'g'],
        [],
      ],
    };
    const fast = solveFast(stuck);
    expect(fast.status).toBe('exhaustive-unsolvable');
    expect(fast.nodes).toBeLessThan(FIRST_PASS_NODES);
    const opt = solveOptimal(stuck);
    expect(opt).toEqual({ ...fast, optimal: null }); // the first pass's proof, nothing more
    expect(optimalSearch(stuck, 1_000_000, 0).status).toBe('exhaustive-unsolvable');
    const b: Board = { capacity: 2, tubes: [['a', 'b'], ['b', 'a'], []] };
    expect(solveOptimal(b)).toMatchObject({ status: 'solved', optimal: 3 });
  });
});
