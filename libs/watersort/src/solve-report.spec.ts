import { solveFast } from './solve-fast';
import { solveOptimal } from './solve-optimal';
import { watersortSolveReport } from './solve-report';
import type { Board } from './types';

const board: Board = { capacity: 2, tubes: [['a', 'b'], ['b', 'a'], []] };

describe('watersortSolveReport', () => {
  it('counts the pours of a solved board and says which solver ran', () => {
    const r = solveOptimal(board);
    expect(watersortSolveReport(r, true, 1.23456)).toEqual({
      status: 'solved',
      moves: r.moves,
      pours: r.moves.length,
      optimal: true,
      nodes: r.nodes,
      ms: 1.235,
    });
    expect(r.moves.length).toBeGreaterThan(0);
    expect(watersortSolveReport(solveFast(board), false, 0).optimal).toBe(false);
  });

  it('gives no pour count when the solve did not end solved', () => {
    const stopped = { status: 'aborted' as const, moves: [], nodes: 5 };
    expect(watersortSolveReport(stopped, false, 0)).toMatchObject({ status: 'aborted', pours: null, nodes: 5 });
  });
});
