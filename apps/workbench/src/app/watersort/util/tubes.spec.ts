import { PALETTE } from '@levelbench/watersort';
import { TUBE, boardText, boardView, colorHex, tubeText } from './tubes';

const board = { capacity: 4, tubes: [['red', 'red', 'blue'], ['blue', 'blue', 'blue', 'red'], ['red'], []] };

describe('tube drawing', () => {
  it('draws units bottom first with palette colours', () => {
    const v = boardView(board);
    const t0 = v.tubes[0];
    expect(t0.units.map((u) => u.fill)).toEqual([colorHex('red'), colorHex('red'), colorHex('blue')]);
    expect(t0.units[0].y).toBeGreaterThan(t0.units[2].y);
    expect(colorHex('red')).toBe(PALETTE[0].hex);
    expect(colorHex('nope')).toBe('#8a8a8a');
  });
  it('places tubes side by side and sizes the view box', () => {
    const v = boardView(board);
    expect(v.tubes[1].x - v.tubes[0].x).toBe(TUBE.width + TUBE.gap);
    expect(v.width).toBe(TUBE.pad * 2 + 4 * TUBE.width + 3 * TUBE.gap);
  });
  it('marks the lifted tube and both ends of a hint', () => {
    const v = boardView(board, 2, [1, 3]);
    expect(v.tubes.map((t) => t.selected)).toEqual([false, false, true, false]);
    expect(v.tubes[1].hintFrom && v.tubes[3].hintTo).toBe(true);
    expect(v.tubes[2].label).toContain('(lifted)');
  });
  it('reads every tube as text, bottom to top', () => {
    expect(tubeText(board.tubes[0], 0, 4)).toBe('Tube 1: red, red, blue, bottom to top, room for 1');
    expect(tubeText(board.tubes[1], 1, 4)).toBe('Tube 2: blue, blue, blue, red, bottom to top, full');
    expect(tubeText([], 3, 4)).toBe('Tube 4: empty');
    expect(boardText(board).split('\n')).toHaveLength(4);
  });
});
