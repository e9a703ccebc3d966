/** The die and the colour algebra: start orientation, roll permutation, mix table, orientation index. */
import { COLOR_NAMES, Colors, DIRS, type Color, type ColorName, type Die, type Dir } from './types';

const { empty: EMPTY, red: RED, yellow: YELLOW, blue: BLUE, white: WHITE, black: BLACK } = Colors;

/** Every level starts with null down, black up, red north, blue south, yellow east, white west. */
export const START_DIE: Die = { D: EMPTY, U: BLACK, N: RED, S: BLUE, E: YELLOW, W: WHITE };

/** Rolls the die one tip in `dir` (the seed's permutation table; unnamed slots unchanged). */
export function roll(die: Die, dir: Dir): Die {
  const { D, U, N, S, E, W } = die;
  switch (dir) {
    case 'E':
      return { D: E, U: W, N, S, E: U, W: D };
    case 'W':
      return { D: W, U: E, N, S, E: D, W: U };
    case 'N':
      return { D: N, U: S, N: U, S: D, E, W };
    case 'S':
      return { D: S, U: N, N: D, S: U, E, W };
  }
}

/** The stain left when `face` lands on a cell stained `existing`. */
export function mix(existing: Color, face: Color): Color {
  if (face === EMPTY) return existing;
  if (face === WHITE) return EMPTY;
  if (face === BLACK) return BLACK;
  if (existing === EMPTY) return face;
  if (existing === face) return existing;
  const low = Math.min(existing, face);
  const high = Math.max(existing, face);
  if (low === RED && high === YELLOW) return Colors.orange;
  if (low === RED && high === BLUE) return Colors.purple;
  if (low === YELLOW && high === BLUE) return Colors.green;
  return BLACK;
}

/** The opposite-face pairs that every orientation keeps. */
export const OPPOSITES: readonly (readonly [Color, Color])[] = [
  [EMPTY, BLACK],
  [RED, BLUE],
  [YELLOW, WHITE],
];

/** True when the die's opposite slots hold opposite faces. */
export function oppositesHold(die: Die): boolean {
  const opposite = (a: Color, b: Color) => OPPOSITES.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
  return opposite(die.D, die.U) && opposite(die.N, die.S) && opposite(die.E, die.W);
}

/** Colour integer for a name (names are validated by the schema). */
export function colorOf(name: ColorName): Color {
  return Colors[name];
}

/** Colour name for an integer. */
export function colorName(color: Color): ColorName {
  return COLOR_NAMES[color] ?? 'empty';
}

/** Number of colours (the radix of a packed stain digit). */
export const COLOR_COUNT = COLOR_NAMES.length;

/** Flat mix table: `MIX[existing * COLOR_COUNT + face]`. */
export const MIX: Uint8Array = (() => {
  const t = new Uint8Array(COLOR_COUNT * COLOR_COUNT);
  for (let a = 0; a < COLOR_COUNT; a++) for (let f = 0; f < COLOR_COUNT; f++) t[a * COLOR_COUNT + f] = mix(a, f);
  return t;
})();

const dieKey = (d: Die) => `${d.D}${d.U}${d.N}${d.S}${d.E}${d.W}`;

/** The 24 orientations reachable from START_DIE, numbered in discovery order (START_DIE is 0), with tables for the solver. */
export const ORIENTATIONS: {
  readonly dice: readonly Die[];
  /** `next[o * 4 + dirIndex]`: orientation after a tip (DIRS order N S E W). */
  readonly next: Int8Array;
  /** `prev[o * 4 + dirIndex]`: orientation before a tip that ended in `o`. */
  readonly prev: Int8Array;
  /** Face down in each orientation. */
  readonly down: Uint8Array;
  readonly index: ReadonlyMap<string, number>;
} = (() => {
  const dice: Die[] = [START_DIE];
  const index = new Map<string, number>([[dieKey(START_DIE), 0]]);
  for (let i = 0; i < dice.length; i++) {
    for (const dir of DIRS) {
      const d = roll(dice[i], dir);
      if (!index.has(dieKey(d))) {
        index.set(dieKey(d), dice.length);
        dice.push(d);
      }
    }
  }
  const next = new Int8Array(dice.length * 4);
  const prev = new Int8Array(dice.length * 4);
  dice.forEach((d, o) =>
    DIRS.forEach((dir, k) => {
      const to = index.get(dieKey(roll(d, dir))) as number;
      next[o * 4 + k] = to;
      prev[to * 4 + k] = o;
    }),
  );
  return { dice, next, prev, down: Uint8Array.from(dice, (d) => d.D), index };
})();

/** Orientation number of a die, or -1 if it is not reachable from the start orientation. */
export function orientationOf(die: Die): number {
  return ORIENTATIONS.index.get(dieKey(die)) ?? -1;
}
