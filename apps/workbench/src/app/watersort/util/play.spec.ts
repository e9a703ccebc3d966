import { formatElapsed, moveCount, newPlay, noteHint, pour, restart, tap, undo } from './play';

const board = { capacity: 4, tubes: [['red', 'blue', 'blue'], ['blue', 'red', 'red'], ['red'], ['blue']] };

describe('play-test', () => {
  it('lifts on the first tap and pours on the second', () => {
    let s = tap(newPlay(board), 0, 100);
    expect(s.selected).toBe(0);
    s = tap(s, 3, 200);
    expect(s.selected).toBeNull();
    expect(s.board.tubes[3]).toEqual(['blue', 'blue', 'blue']);
    expect(moveCount(s)).toBe(1);
    expect(s.startedAt).toBe(200);
  });
  it('treats an illegal pour as no move and keeps the tube lifted', () => {
    const lifted = tap(newPlay(board), 1, 0);
    const s = tap(lifted, 3, 0);
    expect(s.board).toBe(board);
    expect(s.selected).toBe(1);
    expect(moveCount(s)).toBe(0);
  });
  it('does not lift an empty tube and puts a lifted tube back down', () => {
    const empty = newPlay({ capacity: 4, tubes: [['red', 'red', 'red', 'blue'], ['blue', 'blue', 'blue', 'red'], []] });
    expect(tap(empty, 2, 0).selected).toBeNull();
    expect(tap(tap(empty, 0, 0), 0, 0).selected).toBeNull();
  });
  it('undoes pours one by one and takes the move count back', () => {
    let s = pour(newPlay(board), [0, 3], 1);
    s = pour(s, [1, 2], 2);
    expect(moveCount(s)).toBe(2);
    s = undo(undo(s));
    expect(s.board).toEqual(board);
    expect(moveCount(s)).toBe(0);
    expect(undo(s).board).toEqual(board);
  });
  it('detects the win, records its time and refuses moves after it', () => {
    let s = pour(newPlay(board), [0, 3], 10);
    s = pour(s, [1, 2], 20);
    s = pour(s, [3, 1], 30);
    expect(s.board.tubes[1]).toEqual(['blue', 'blue', 'blue', 'blue']);
    s = pour(s, [0, 2], 40);
    expect(s.won).toBe(true);
    expect([s.startedAt, s.wonAt]).toEqual([10, 40]);
    expect(tap(s, 0, 50)).toBe(s);
  });
  it('restarts to the start position but keeps counting hints', () => {
    const s = restart(noteHint(pour(newPlay(board), [0, 3], 1)));
    expect(s.board).toEqual(board);
    expect(s.hintsUsed).toBe(1);
    expect(moveCount(s)).toBe(0);
  });
  it('formats elapsed time', () => {
    expect(formatElapsed(12_345)).toBe('12.3 s');
    expect(formatElapsed(65_000)).toBe('1:05');
  });
});
