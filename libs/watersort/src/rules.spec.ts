import fc from 'fast-check';
import {
  applyPour,
  assertValidBoard,
  boardIssues,
  boardProblems,
  boardToText,
  canPour,
  isCompleteTube,
  isWon,
  legalPours,
  mixedness,
  replay,
  segmentCount,
  undoPour,
} from './rules';
import { arbBoard } from './test-boards';
import type { Board } from './types';

const units = (b: Board) => b.tubes.flat().sort();

describe('rules', () => {
  const b: Board = { capacity: 4, tubes: [['red', 'blue', 'blue'], ['green', 'blue'], ['blue'], []] };

  it('pours the whole top run when it fits and leaves the rest when it does not', () => {
    const r = applyPour(b, 0, 1);
    expect(r?.pour).toEqual({ from: 0, to: 1, amount: 2 });
    expect(r?.board.tubes).toEqual([['red'], ['green', 'blue', 'blue', 'blue'], ['blue'], []]);
    const partial = applyPour(
      {
        capacity: 4,
        tubes: [
          ['a', 'b', 'b', 'b'],
          ['c', 'c', 'b'],
        ],
      },
      0,
      1,
    );
    expect(partial?.board.tubes).toEqual([
      ['a', 'b', 'b'],
      ['c', 'c', 'b', 'b'],
    ]);
    expect(partial?.pour.amount).toBe(1);
  });

  it('refuses illegal taps: empty source, full or different-coloured target, same tube', () => {
    expect(applyPour(b, 3, 0)).toBeNull();
    expect(canPour(b, 0, 0)).toBe(false);
    expect(canPour({ capacity: 2, tubes: [['a'], ['b', 'a']] }, 0, 1)).toBe(false);
    expect(canPour(b, 1, 0)).toBe(true);
    expect(canPour({ capacity: 4, tubes: [['a'], ['b']] }, 0, 1)).toBe(false);
  });

  it('tests wins, counts mixedness and reads out bottom→top', () => {
    expect(isWon({ capacity: 2, tubes: [['a', 'a'], [], ['b', 'b']] })).toBe(true);
    expect(isWon({ capacity: 2, tubes: [['a'], ['a'], ['b', 'b']] })).toBe(false);
    expect(mixedness(b)).toBe(5 - 3);
    expect(boardToText(b)).toBe('1: red blue blue\n2: green blue\n3: blue\n4: (empty)');
    expect(legalPours(b)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
      [1, 2],
      [1, 3],
      [2, 0],
      [2, 1],
      [2, 3],
    ]);
  });

  it('names invalid boards', () => {
    expect(boardProblems({ capacity: 2, tubes: [['a', 'a', 'b'], ['b']] })).toEqual([
      'tube 0 holds 3 units, more than the capacity 2',
    ]);
    expect(boardProblems({ capacity: 2, tubes: [['a', 'b'], ['b']] })).toEqual([
      'colour "a" has 1 units, expected exactly 2',
    ]);
    expect(boardProblems({ capacity: 2, tubes: [['a', 'a'], ['b', 'b'], []] })).toEqual([]);
  });

  it('property: a pour conserves units, keeps capacity, and undo restores the board', () => {
    fc.assert(
      fc.property(arbBoard(), fc.nat(), (board, k) => {
        const moves = legalPours(board);
        if (moves.length === 0) return;
        const [from, to] = moves[k % moves.length];
        const r = applyPour(board, from, to);
        expect(r).not.toBeNull();
        if (!r) return;
        expect(units(r.board)).toEqual(units(board));
        for (const t of r.board.tubes) expect(t.length).toBeLessThanOrEqual(board.capacity);
        expect(r.pour.amount).toBeGreaterThan(0);
        expect(undoPour(r.board, r.pour)).toEqual(board);
        // a pour removes at most one segment
        expect(mixedness(r.board)).toBeGreaterThanOrEqual(mixedness(board) - 1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('rules, one at a time', () => {
  it('pours only the top run when the target has room for more', () => {
    const r = applyPour({ capacity: 4, tubes: [['a', 'b', 'a'], []] }, 0, 1);
    expect(r?.pour.amount).toBe(1);
    expect(r?.board.tubes).toEqual([['a', 'b'], ['a']]);
  });

  it('refuses a tube that is not on the board, as source or target, without throwing', () => {
    const b: Board = { capacity: 4, tubes: [['a'], []] };
    expect(canPour(b, 0, 2)).toBe(false);
    expect(canPour(b, 2, 1)).toBe(false);
    expect(canPour(b, -1, 1)).toBe(false);
    expect(applyPour(b, 0, 5)).toBeNull();
  });

  it('leaves the boards it is given as they were (pour and undo)', () => {
    const b: Board = { capacity: 4, tubes: [['a', 'b'], ['b']] };
    const before = structuredClone(b);
    const r = applyPour(b, 0, 1);
    expect(b).toEqual(before);
    expect(r).not.toBeNull();
    if (!r) return;
    const after = structuredClone(r.board);
    expect(undoPour(r.board, r.pour)).toEqual(before);
    expect(r.board).toEqual(after);
  });

  it('a tube is complete only when full and of one colour', () => {
    expect(isCompleteTube(['a', 'a', 'a', 'a'], 4)).toBe(true);
    expect(isCompleteTube(['a', 'b', 'a', 'a'], 4)).toBe(false);
    expect(isCompleteTube(['a', 'a', 'a', 'b'], 4)).toBe(false);
    expect(isCompleteTube(['a', 'a', 'a'], 4)).toBe(false);
    expect(
      isWon({
        capacity: 2,
        tubes: [
          ['a', 'b'],
          ['b', 'a'],
        ],
      }),
    ).toBe(false);
  });

  it('counts single-colour runs tube by tube (a run does not continue into the next tube)', () => {
    expect(segmentCount({ capacity: 4, tubes: [['a', 'a', 'b'], ['b', 'b'], [], ['a']] })).toBe(4);
  });

  it('replays pours to the final board, or null at the first illegal one', () => {
    const b: Board = { capacity: 2, tubes: [['a', 'b'], ['b', 'a'], []] };
    expect(replay(b, [])).toBe(b);
    const won = [
      [0, 2],
      [1, 0],
      [1, 2],
    ] as const;
    expect(
      replay(
        b,
        won.map(([f, t]) => [f, t]),
      )?.tubes,
    ).toEqual([['a', 'a'], [], ['b', 'b']]);
    expect(
      replay(b, [
        [0, 2],
        [1, 2],
        [1, 0],
      ]),
    ).toBeNull(); // the second pour puts a on b
  });

  it('names each problem with its JSON path: capacity, an overfull tube, a colour with the wrong count', () => {
    expect(boardIssues({ capacity: 0, tubes: [] })).toEqual([
      { path: '/capacity', message: 'capacity must be a positive integer, got 0' },
    ]);
    expect(boardIssues({ capacity: 1.5, tubes: [] }).map((i) => i.path)).toEqual(['/capacity']);
    expect(boardIssues({ capacity: 1, tubes: [['a'], ['b']] })).toEqual([]);
    expect(boardIssues({ capacity: 2, tubes: [['a', 'a', 'b'], ['b']] })).toEqual([
      { path: '/tubes/0', message: 'holds 3 units, more than the capacity 2' },
    ]);
    expect(boardIssues({ capacity: 2, tubes: [['a', 'b'], ['b']] })).toEqual([
      { path: '/tubes', message: 'colour "a" has 1 units, expected exactly 2' },
    ]);
  });

  it('assertValidBoard throws a RangeError naming the caller and every problem, and passes a playable board', () => {
    expect(() => assertValidBoard({ capacity: 2, tubes: [['a', 'a'], ['b', 'b'], []] }, 'solve')).not.toThrow();
    expect(() =>
      assertValidBoard(
        {
          capacity: 2,
          tubes: [
            ['a', 'a', 'b'],
            ['b', 'b'],
          ],
        },
        'solve',
      ),
    ).toThrow(
      new RangeError(
        'solve: not a valid board: tube 0 holds 3 units, more than the capacity 2; colour "b" has 3 units, expected exactly 2',
      ),
    );
  });
});
