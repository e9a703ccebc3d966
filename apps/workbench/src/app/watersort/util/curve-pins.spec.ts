import { curveLevel, defaultCurve, parseCurve, type Board } from '@levelbench/watersort';
import { pinAt, pinBoard, pinsOf, unpinLevel } from './curve-pins';

const BOARD: Board = {
  capacity: 4,
  tubes: [['red', 'orange', 'red', 'orange'], ['orange', 'red', 'orange', 'red'], [], []],
};
const OTHER: Board = {
  capacity: 4,
  tubes: [['red', 'red', 'orange', 'orange'], ['orange', 'orange', 'red', 'red'], [], []],
};

describe('curve pins', () => {
  it('pins a board with its note: the curve JSON the file gets, valid by the schema, served by the level', () => {
    const c = pinBoard(defaultCurve, 12, BOARD, '  tutorial: two colours ');
    expect(JSON.parse(JSON.stringify(c))).toEqual({
      ...defaultCurve,
      pinned: [{ level: 12, board: BOARD, note: 'tutorial: two colours' }],
    });
    const parsed = parseCurve(JSON.stringify(c), 'curve.json');
    expect(parsed.ok).toBe(true);
    expect(curveLevel(c, 12)).toMatchObject({ pinned: true, board: BOARD, note: 'tutorial: two colours' });
    expect(curveLevel(c, 11).pinned).toBe(false);
  });

  it("leaves a blank note out, replaces a level's pin and keeps pins in level order", () => {
    let c = pinBoard(defaultCurve, 40, BOARD, '   ');
    expect(pinAt(c, 40)).toEqual({ level: 40, board: BOARD });
    c = pinBoard(c, 3, OTHER, 'first');
    c = pinBoard(c, 40, OTHER);
    expect(pinsOf(c).map((p) => [p.level, p.board])).toEqual([
      [3, OTHER],
      [40, OTHER],
    ]);
    expect(parseCurve(JSON.stringify(c), 'curve.json').ok).toBe(true);
  });

  it('copies the board, so later edits do not reach the curve', () => {
    const tubes = BOARD.tubes.map((t) => [...t]);
    const c = pinBoard(defaultCurve, 1, { capacity: 4, tubes });
    tubes[0].push('red');
    expect(pinAt(c, 1)?.board).toEqual(BOARD);
  });

  it('unpins a level, and leaves no `pinned` key when none is left', () => {
    const two = pinBoard(pinBoard(defaultCurve, 5, BOARD), 9, OTHER);
    const one = unpinLevel(two, 5);
    expect(pinsOf(one).map((p) => p.level)).toEqual([9]);
    expect(pinAt(one, 5)).toBeNull();
    const none = unpinLevel(one, 9);
    expect(JSON.stringify(none)).toBe(JSON.stringify(defaultCurve));
    expect(unpinLevel(defaultCurve, 3)).toEqual(defaultCurve);
  });
});
