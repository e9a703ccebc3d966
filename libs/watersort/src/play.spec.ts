import fc from 'fast-check';
import { playPour, startPlay, undoLast } from './play';
import { arbBoard } from './test-boards';

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

  it('property: undoing every pour restores the start board and a zero move count', () => {
    fc.assert(
      fc.property(arbBoard(4, 1), fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { maxLength: 20 }), (board, taps) => {
        let s = startPlay(board);
        for (const [f, t] of taps) s = playPour(s, f, t);
        const made = s.pours.length;
        for (let i = 0; i < made; i++) s = undoLast(s);
        expect(s.board).toEqual(board);
        expect(s.pours).toHaveLength(0);
        expect(undoLast(s)).toBe(s);
      }),
      { numRuns: 200 },
    );
  });
});
