import { renderBoard } from './render';
import { playLine } from './rules';
import { authoredLevels } from './spec-helpers';

describe('renderBoard', () => {
  it('draws stains, marks (held or not), holes and the die', () => {
    const white = authoredLevels().find((l) => l.id === 'white');
    if (!white) throw new Error('white level missing');
    const text = renderBoard(playLine({ ...white, holes: [[4, 4]] }, 'EES').state);
    const rows = text.split('\n');
    expect(rows[1]).toBe('  0  .    Yy   Ke!  .    .');
    expect(rows[2]).toBe('  1  .    .   @B    .    .');
    expect(rows[5]).toBe('  4  .    .    .    .    ##');
    expect(text).toContain('phase play, spent 3/6');
  });
});
