import fc from 'fast-check';
import { colorName, colorOf, MIX, mix, ORIENTATIONS, oppositesHold, orientationOf, roll, START_DIE } from './die';
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

  it('mixes a primary with a non-primary, or two non-primaries, to black', () => {
    const { yellow, white, orange, green, purple } = Colors;
    expect(mix(yellow, orange)).toBe(Colors.black);
    expect(mix(white, yellow)).toBe(Colors.black);
    expect(mix(green, purple)).toBe(Colors.black);
  });

  it('oppositesHold: each pair must be an opposite pair, either way round', () => {
    const { empty, black, red, blue, yellow, white } = Colors;
    expect(oppositesHold(START_DIE)).toBe(true);
    expect(oppositesHold({ ...START_DIE, D: black, U: empty })).toBe(true);
    expect(oppositesHold({ ...START_DIE, N: blue, S: red, E: white, W: yellow })).toBe(true);
    // one pair wrong at a time
    expect(oppositesHold({ ...START_DIE, D: empty, U: blue })).toBe(false);
    expect(oppositesHold({ ...START_DIE, D: blue, U: black })).toBe(false);
    expect(oppositesHold({ ...START_DIE, N: red, S: white })).toBe(false);
    expect(oppositesHold({ ...START_DIE, E: yellow, W: yellow })).toBe(false);
    expect(oppositesHold({ ...START_DIE, U: red, N: black })).toBe(false);
  });

  it('names colours both ways, and indexes orientations', () => {
    expect(colorOf('green')).toBe(Colors.green);
    expect(colorOf('red')).toBe(Colors.red);
    expect(colorName(Colors.purple)).toBe('purple');
    expect(colorName(99)).toBe('empty');
    const o = orientationOf(roll(START_DIE, 'E'));
    expect(o).toBeGreaterThanOrEqual(0);
    expect(ORIENTATIONS.dice[o]).toEqual(roll(START_DIE, 'E'));
    expect(orientationOf(START_DIE)).not.toBe(o);
    expect(orientationOf({ ...START_DIE, E: Colors.yellow, W: Colors.yellow })).toBe(-1);
  });
});
