import { HINT_MAX_NODES, hint } from './hint';
import { solveFast } from './solve-fast';
import { solveOptimal } from './solve-optimal';
import type { Board } from './types';

// the solvers as they are, with their options recorded: the budget a hint gives them is behaviour
const calls: { solver: string; options: unknown }[] = [];
jest.mock('./solve-optimal', () => {
  const actual = jest.requireActual<typeof import('./solve-optimal')>('./solve-optimal');
  return {
    ...actual,
    solveOptimal: (b: Board, o: object) => (calls.push({ solver: 'optimal', options: o }), actual.solveOptimal(b, o)),
  };
});
jest.mock('./solve-fast', () => {
  const actual = jest.requireActual<typeof import('./solve-fast')>('./solve-fast');
  return {
    ...actual,
    solveFast: (b: Board, o: object) => (calls.push({ solver: 'fast', options: o }), actual.solveFast(b, o)),
  };
});
beforeEach(() => {
  calls.length = 0;
});

/** 4 colours, 2 empty tubes: the optimal search needs 65 nodes, the fast one 16. */
const four: Board = {
  capacity: 4,
  tubes: [['a', 'b', 'c', 'd'], ['d', 'c', 'b', 'a'], ['b', 'a', 'd', 'c'], ['c', 'd', 'a', 'b'], [], []],
};
const stuck: Board = {
  capacity: 2,
  tubes: [
    ['a', 'b'],
    ['b', 'a'],
  ],
};

describe('hint', () => {
  it('says a sorted board is sorted, without searching', () => {
    const sorted: Board = { capacity: 2, tubes: [['a', 'a'], [], ['b', 'b']] };
    expect(hint(sorted)).toEqual({ status: 'solved', nodes: 0, message: 'The board is already sorted.' });
    expect(calls).toEqual([]);
  });

  it('gives the first pour of an optimal solution, numbered from 1, with the budget of a hint', () => {
    const best = jest.requireActual<typeof import('./solve-optimal')>('./solve-optimal').solveOptimal(four);
    expect(best.status).toBe('solved');
    const [from, to] = best.moves[0];
    expect(hint(four)).toEqual({
      status: 'solved',
      pour: [from, to],
      nodes: best.nodes,
      message: `Pour tube ${from + 1} into tube ${to + 1}.`,
    });
    expect(hint(four).message).toBe('Pour tube 2 into tube 5.');
    expect(calls[0]).toEqual({ solver: 'optimal', options: { maxNodes: HINT_MAX_NODES } });
    expect(HINT_MAX_NODES).toBe(200_000);
    expect(calls.map((c) => c.solver)).toEqual(['optimal', 'optimal']);
  });

  it('falls back to the fast solver, with the same budget, when the optimal search runs out', () => {
    const fast = jest.requireActual<typeof import('./solve-fast')>('./solve-fast').solveFast(four, { maxNodes: 20 });
    expect(fast.status).toBe('solved');
    const h = hint(four, { maxNodes: 20 });
    expect(calls).toEqual([
      { solver: 'optimal', options: { maxNodes: 20 } },
      { solver: 'fast', options: { maxNodes: 20 } },
    ]);
    expect(h).toEqual({ status: 'solved', pour: [0, 4], nodes: fast.nodes, message: 'Pour tube 1 into tube 5.' });
  });

  it('does not ask the fast solver when the optimal one answered', () => {
    expect(hint(stuck).status).toBe('exhaustive-unsolvable');
    expect(calls.map((c) => c.solver)).toEqual(['optimal']);
  });

  it('says a stuck position is stuck, with the nodes of the proof', () => {
    const proof = solveOptimal(stuck, { maxNodes: HINT_MAX_NODES });
    expect(hint(stuck)).toEqual({
      status: 'exhaustive-unsolvable',
      nodes: proof.nodes,
      message: 'This position is stuck: every reachable position was searched and none is sorted. Undo or restart.',
    });
  });

  it('says only that nothing was found when both searches ran out', () => {
    const fast = solveFast(four, { maxNodes: 5 });
    expect(hint(four, { maxNodes: 5 })).toEqual({
      status: 'aborted',
      nodes: fast.nodes,
      message: 'No way forward was found from here. Undo a few pours or restart.',
    });
  });

  it('refuses a board that is not valid, before searching', () => {
    expect(() => hint({ capacity: 2, tubes: [['a']] })).toThrow(/^hint: not a valid board: .*exactly 2/);
    expect(calls).toEqual([]);
  });
});
