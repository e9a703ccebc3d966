import { generatePigmentBoard } from './generate';
import { parsePigmentLevel } from './level';
import { playLine } from './rules';

describe('generatePigmentBoard', () => {
  const opts = { width: 6, height: 5, marks: 3, walk: 14, holes: 3, stains: 2 };

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generatePigmentBoard(7, opts)).toEqual(generatePigmentBoard(7, opts));
    expect(generatePigmentBoard(8, opts)).not.toEqual(generatePigmentBoard(7, opts));
  });

  it('pins a golden seed', () => {
    const { level, walk } = generatePigmentBoard(42, { width: 4, height: 4, marks: 2, walk: 6 });
    expect({ start: level.start, marks: level.marks, walk }).toMatchSnapshot();
  });

  it('makes valid level files whose walk wins', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { level, walk } = generatePigmentBoard(seed, opts);
      const parsed = parsePigmentLevel(JSON.stringify(level), `${level.id}.json`);
      expect(parsed.ok).toBe(true);
      expect(playLine(level, walk).state.phase).toBe('won');
      expect(level.marks.length).toBeGreaterThan(0);
    }
  });
});
