import { RETURN_LEVEL } from '../testing/fixtures';
import { LevelFile } from '../util/level-file';
import { resizeWarning } from './resize-warning';

describe('resizeWarning', () => {
  const level: LevelFile = {
    ...RETURN_LEVEL,
    stains: [{ at: [4, 1], color: 'black' }],
    holes: [[3, 4]],
    replays: [{ moves: 'ESENW', expect: 'won' }],
  };

  it('says nothing when nothing falls off', () => {
    expect(resizeWarning(level, 5, 5)).toBeNull();
    expect(resizeWarning({ ...level, stains: [], holes: [] }, 3, 3)).toBeNull();
  });

  it('names every mark, stain and hole past the new edges and a replay that no longer holds', () => {
    expect(resizeWarning(level, 4, 4)).toBe('Resizing to 4×4 removed 1 stain (black at 4,1), 1 hole (3,4).');
    expect(resizeWarning({ ...level, start: [4, 0], marks: [] }, 3, 5)).toBe(
      'Resizing to 3×5 removed 1 stain (black at 4,1), 1 hole (3,4), the start moved inside from 4,0.',
    );
    // ESENW wins on Return by way of column 2; two columns wide, its third tip is refused
    expect(resizeWarning(level, 2, 5)).toBe(
      'Resizing to 2×5 removed 1 stain (black at 4,1), 1 hole (3,4), replay ESENW no longer ends as recorded.',
    );
  });
});
