import { boardCells, initialStains, tipForKey, tipTowards } from './board-view';
import { COLOR_FILL, LevelFile, inkOn } from './level-file';

const level: LevelFile = {
  id: 'w',
  name: 'White',
  width: 3,
  height: 2,
  holes: [[2, 1]],
  start: [0, 0],
  stains: [{ at: [2, 0], color: 'black' }],
  marks: [
    { at: [1, 0], color: 'green' },
    { at: [2, 0], color: 'empty' },
  ],
  limit: 6,
};

describe('boardCells', () => {
  it('labels every cell in words, row by row', () => {
    const rows = boardCells(level);
    expect(rows.map((r) => r.map((c) => c.label))).toEqual([
      ['0,0: stain empty, start', '1,0: mark green, stain empty', '2,0: mark empty, stain black'],
      ['0,1: stain empty', '1,1: stain empty', '2,1: hole'],
    ]);
  });

  it('draws marks as letters and tells when a mark holds', () => {
    const [row] = boardCells(level, { pos: [1, 0], stains: ['empty', 'green', 'black', 'empty', 'empty', 'empty'] });
    expect(row[1]).toMatchObject({
      letter: 'G',
      markMet: true,
      die: true,
      markFill: COLOR_FILL.green,
      markInk: inkOn('green'),
    });
    expect(row[2]).toMatchObject({ letter: '∅', markMet: false });
  });

  it('initial stains are row-major', () => {
    expect(initialStains(level)).toEqual(['empty', 'empty', 'black', 'empty', 'empty', 'empty']);
  });
});

describe('input helpers', () => {
  it('maps neighbour cells to tips and others to null', () => {
    expect(tipTowards([1, 1], [2, 1])).toBe('E');
    expect(tipTowards([1, 1], [1, 0])).toBe('N');
    expect(tipTowards([1, 1], [2, 2])).toBeNull();
    expect(tipTowards([1, 1], [1, 1])).toBeNull();
  });
  it("maps the arrows and the notation's letters", () => {
    expect(['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight'].map(tipForKey)).toEqual(['N', 'W', 'S', 'E']);
    expect(['n', 'W', 's', 'E'].map(tipForKey)).toEqual(['N', 'W', 'S', 'E']);
    expect(['x', 'a', 'd', 'Enter'].map(tipForKey)).toEqual([null, null, null, null]);
  });
});
