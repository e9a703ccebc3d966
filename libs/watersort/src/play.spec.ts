import fc from 'fast-check';
import { moveCount, noteHint, playMove, playPour, putDown, restartPlay, startPlay, tapTube, undoLast } from './play';
import { arbBoard } from './test-boards';

const board = { capacity: 4, tubes: [['red', 'blue', 'blue'], ['blue', 'red', 'red'], ['red'], ['blue']] };

describe('play', () => {
  it('counts pours, ignores illegal taps, and wins', () => {
    let s = startPlay({ capacity: 2, tubes: [['a', 'b'], ['b', 'a'], []] });
    s = playPour(s, 2, 0); // empty source: no move
    expect(s.pours).toHaveLength(0);
    s = playPour(playPour(playPour(s, 0, 2), 1, 0), 1, 2);
    expect(s.pours).toHaveLength(3);
    expect(s.won).toBe(true);
    expect(playPour(s, 0, 1)).toBe(s);
    expect(undoLast(s).won).toBe(false);
    expect(undoLast(s).pours).toHaveLength(2);
  });

  it('lifts on the first tap and pours on the second, starting the clock at the first pour', () => {
    let s = tapTube(startPlay(board), 0, 100);
    expect(s.selected).toBe(0);
    expect(s.startedAt).toBeNull();
    s = tapTube(s, 3, 200);
    expect(s.selected).toBeNull();
    expect(s.board.tubes[3]).toEqual(['blue', 'blue', 'blue']);
    expect(moveCount(s)).toBe(1);
    expect(s.startedAt).toBe(200);
  });

  it('treats an illegal pour as no move and keeps the tube lifted', () => {
    const lifted = tapTube(startPlay(board), 1, 0);
    const s = tapTube(lifted, 3, 0);
    expect(s.board).toBe(board);
    expect(s.selected).toBe(1);
    expect(moveCount(s)).toBe(0);
  });

  it('does not lift an empty tube or one that is not there, and puts a lifted tube back down', () => {
    const s = startPlay({ capacity: 4, tubes: [['red', 'red', 'red', 'blue'], ['blue', 'blue', 'blue', 'red'], []] });
    expect(tapTube(s, 2, 0)).toBe(s);
    expect(tapTube(s, 3, 0)).toBe(s);
    expect(tapTube(s, -1, 0)).toBe(s);
    expect(tapTube(tapTube(s, 0, 0), 0, 0).selected).toBeNull();
    expect(putDown(tapTube(s, 0, 0)).selected).toBeNull();
    expect(putDown(s)).toBe(s);
  });

  it('undoes pours one by one, takes the move count back and puts a lifted tube down', () => {
    let s = playMove(startPlay(board), [0, 3], 1);
    s = playMove(s, [1, 2], 2);
    expect(moveCount(s)).toBe(2);
    s = undoLast(undoLast(tapTube(s, 0, 3)));
    expect(s.board).toEqual(board);
    expect(moveCount(s)).toBe(0);
    expect(s.selected).toBeNull();
    expect(undoLast(tapTube(s, 0, 4)).selected).toBeNull();
  });

  it('records the win time, refuses moves after it, and forgets it on undo', () => {
    let s = playMove(startPlay(board), [0, 3], 10);
    s = playMove(s, [1, 2], 20);
    s = playMove(s, [3, 1], 30);
    expect(s.board.tubes[1]).toEqual(['blue', 'blue', 'blue', 'blue']);
    expect(s.wonAt).toBeNull();
    s = playMove(s, [0, 2], 40);
    expect(s.won).toBe(true);
    expect([s.startedAt, s.wonAt]).toEqual([10, 40]);
    expect(tapTube(s, 0, 50)).toBe(s);
    expect(playMove(s, [2, 0], 50)).toBe(s);
    const back = undoLast(s);
    expect([back.won, back.wonAt, back.startedAt]).toEqual([false, null, 10]);
  });

  it('restarts to the start position with a fresh clock but keeps counting hints', () => {
    const s = restartPlay(noteHint(playMove(startPlay(board), [0, 3], 1)));
    expect(s.board).toEqual(board);
    expect(s.hintsUsed).toBe(1);
    expect(moveCount(s)).toBe(0);
    expect(s.startedAt).toBeNull();
  });

  it('property: undoing every pour restores the start board and a zero move count', () => {
    fc.assert(
      fc.property(arbBoard(4, 1), fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { maxLength: 20 }), (start, taps) => {
        let s = startPlay(start);
        for (const [f, t] of taps) s = playPour(s, f, t);
        const made = s.pours.length;
        for (let i = 0; i < made; i++) s = undoLast(s);
        expect(s.board).toEqual(start);
        expect(s.pours).toHaveLength(0);
        expect(undoLast(s)).toBe(s);
      }),
      { numRuns: 200 },
    );
  });

  it('property: taps change the board only by a legal pour, one move each, and never lift an empty tube', () => {
    fc.assert(
      fc.property(arbBoard(4, 1), fc.array(fc.nat(6), { maxLength: 30 }), (start, taps) => {
        let s = startPlay(start);
        taps.forEach((i, n) => {
          const next = tapTube(s, i, n);
          if (next.board !== s.board) {
            expect(s.selected).not.toBeNull();
            expect(moveCount(next)).toBe(moveCount(s) + 1);
            expect(next.selected).toBeNull();
          } else expect(moveCount(next)).toBe(moveCount(s));
          if (next.selected !== null) expect(next.board.tubes[next.selected].length).toBeGreaterThan(0);
          s = next;
        });
      }),
      { numRuns: 200 },
    );
  });
});
