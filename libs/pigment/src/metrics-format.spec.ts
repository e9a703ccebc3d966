import { formatChance } from './metrics-format';
import type { RandomWin } from './metrics-random-win';

const chance = (probability: number, exhaustive = true): RandomWin => ({
  budget: 10,
  probability,
  log10: probability === 0 ? null : Math.round(Math.log10(probability) * 1e4) / 1e4,
  exhaustive,
  bound: exhaustive ? 'exact' : 'upper',
});

describe('formatChance', () => {
  it('writes "1 in N" up to 1 in 10,000, with one decimal below 10', () => {
    expect(formatChance(chance(0.5))).toBe('1 in 2');
    expect(formatChance(chance(0.4))).toBe('1 in 2.5');
    expect(formatChance(chance(1 / 96))).toBe('1 in 96');
    expect(formatChance(chance(1 / 1234))).toBe('1 in 1,234');
    expect(formatChance(chance(1 / 9000))).toBe('1 in 9,000');
  });

  it('writes a power of ten from 1 in 10,000 on, read from log10 so that it never rounds to 0', () => {
    expect(formatChance(chance(1e-4))).toBe('1 in 10^4');
    expect(formatChance(chance(1.73e-19))).toBe('1 in 10^19');
    const tiny: RandomWin = { ...chance(1e-300), probability: 0, log10: -361.236 };
    expect(formatChance(tiny)).toBe('1 in 10^361');
  });

  it('says never, certain, at most, or a dash', () => {
    expect(formatChance(chance(0))).toBe('never');
    expect(formatChance(chance(1))).toBe('certain');
    expect(formatChance(chance(3e-8, false))).toBe('at most 1 in 10^8');
    expect(formatChance(chance(0.25, false))).toBe('at most 1 in 4');
    // an upper bound of 1 (or a bound with no chance recorded) says nothing
    expect(formatChance(chance(1, false))).toBe('–');
    expect(formatChance(null)).toBe('–');
    expect(formatChance(undefined)).toBe('–');
  });
});
