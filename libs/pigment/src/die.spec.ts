import fc from 'fast-check';
import { MIX, mix, ORIENTATIONS, oppositesHold, roll, START_DIE } from './die';
import { Colors, DIRS, type Die, type Dir } from './types';

const dirs = fc.array(fc.constantFrom<Dir>(...DIRS), { maxLength: 60 });
const rollAll = (die: Die, line: readonly Dir[]) => line.reduce(roll, die);

describe('die', () => {
  it('first tips from the start land yellow, blue, red, white', () => {
    expect([roll(START_DIE, 'E').D, roll(START_DIE, 'S').D, roll(START_DIE, 'N').D, roll(START_DIE, 'W').D]).toEqual([
      Colors.yellow,
      Colors.blue,
      Colors.red,
      Colors.white,
    ]);
  });

  it('keeps opposites opposite after any tip sequence', () => {
    fc.assert(fc.property(dirs, (line) => oppositesHold(rollAll(START_DIE, line))));
  });

  it('E then W and N then S restore the die, from any orientation', () => {
    fc.assert(
      fc.property(dirs, (line) => {
        const die = rollAll(START_DIE, line);
        expect(roll(roll(die, 'E'), 'W')).toEqual(die);
        expect(roll(roll(die, 'W'), 'E')).toEqual(die);
        expect(roll(roll(die, 'N'), 'S')).toEqual(die);
        expect(roll(roll(die, 'S'), 'N')).toEqual(die);
      }),
    );
  });

  it('four tips one way are the identity and E/W never move N/S (and vice versa)', () => {
    fc.assert(
      fc.property(dirs, fc.constantFrom<Dir>(...DIRS), (line, d) => {
        const die = rollAll(START_DIE, line);
        expect(rollAll(die, [d, d, d, d])).toEqual(die);
        const once = roll(die, d);
        if (d === 'E' || d === 'W') expect([once.N, once.S]).toEqual([die.N, die.S]);
        else expect([once.E, once.W]).toEqual([die.E, die.W]);
        expect(rollAll(die, [d, d])).not.toEqual(die);
      }),
    );
  });

  it('reaches exactly 24 orientations with consistent next/prev tables', () => {
    expect(ORIENTATIONS.dice).toHaveLength(24);
    for (let o = 0; o < 24; o++)
      for (let k = 0; k < 4; k++) expect(ORIENTATIONS.prev[ORIENTATIONS.next[o * 4 + k] * 4 + k]).toBe(o);
  });

  it('mixes as the seed says', () => {
    const { empty, red, yellow, blue, white, black, orange, purple, green } = Colors;
    expect(mix(red, empty)).toBe(red);
    expect(mix(black, white)).toBe(empty);
    expect(mix(green, black)).toBe(black);
    expect(mix(empty, blue)).toBe(blue);
    expect(mix(yellow, yellow)).toBe(yellow);
    expect([mix(red, yellow), mix(yellow, red)]).toEqual([orange, orange]);
    expect([mix(red, blue), mix(blue, red)]).toEqual([purple, purple]);
    expect([mix(yellow, blue), mix(blue, yellow)]).toEqual([green, green]);
    expect(mix(orange, blue)).toBe(black);
    expect(mix(black, red)).toBe(black);
    expect(MIX[yellow * 9 + blue]).toBe(green);
  });
});
