import { paint, setLimit } from './edit';
import { newLevel } from './level-file';
import { levelDiff } from './board-diff';

describe('levelDiff', () => {
  const a = newLevel('d', 'D');

  it('finds no difference between equal levels', () => {
    expect(levelDiff(a, { ...a })).toEqual({ cells: new Set(), fields: [] });
  });

  it('names changed cells and fields', () => {
    const b = setLimit(paint(paint(a, 'hole', 'empty', [4, 4]), 'start', 'empty', [2, 2]), 3);
    const d = levelDiff(a, { ...b, name: 'E' });
    expect([...d.cells].sort()).toEqual(['0,0', '2,2', '4,4']);
    expect(d.fields).toEqual(['name "D" → "E"', 'move limit 1 → 3']);
  });

  it('counts cells outside the smaller board as changed', () => {
    const d = levelDiff({ ...a, width: 4 }, a);
    expect([...d.cells].sort()).toEqual(['4,0', '4,1', '4,2', '4,3', '4,4']);
    expect(d.fields).toEqual(['size 4×5 → 5×5']);
  });
});
