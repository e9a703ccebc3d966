import type { RandomWin } from '@levelbench/pigment';
import { difficultyText } from './difficulty-text';

const chance = (log10: number | null, exhaustive = true): RandomWin => ({
  budget: 40,
  probability: log10 === null ? 0 : 10 ** log10,
  log10,
  exhaustive,
  bound: exhaustive ? 'exact' : 'upper',
});

describe('difficultyText', () => {
  it('puts the random player’s chance beside the difficulty number', () => {
    expect(difficultyText({ difficulty: 41.3, randomWin: chance(-18.76) })).toBe(
      'difficulty 41.3 · random win 1 in 10^19',
    );
    expect(difficultyText({ difficulty: 5.1, randomWin: chance(Math.log10(1 / 96)) })).toBe(
      'difficulty 5.1 · random win 1 in 96',
    );
  });

  it('says "never", "at most" and dashes where the chance is zero, a bound or unknown', () => {
    expect(difficultyText({ difficulty: null, randomWin: chance(null) })).toBe('difficulty – · random win never');
    expect(difficultyText({ difficulty: 9, randomWin: chance(-7.2, false) })).toBe(
      'difficulty 9 · random win at most 1 in 10^7',
    );
    expect(difficultyText({ difficulty: 9, randomWin: null })).toBe('difficulty 9 · random win –');
    expect(difficultyText(null)).toBe('difficulty – · random win –');
  });
});
