/** Pigment's data types: colours, directions, the die, levels and game states (all readonly). */

/** Colour names in integer order (the order matters for `mix`). */
export const COLOR_NAMES = ['empty', 'red', 'yellow', 'blue', 'white', 'black', 'orange', 'purple', 'green'] as const;

/** A colour name as written in level files. */
export type ColorName = (typeof COLOR_NAMES)[number];

/** A colour as its integer: empty=0, red=1, yellow=2, blue=3, white=4, black=5, orange=6, purple=7, green=8. */
export type Color = number;

/** Colour integers by name. */
export const Colors = {
  empty: 0,
  red: 1,
  yellow: 2,
  blue: 3,
  white: 4,
  black: 5,
  orange: 6,
  purple: 7,
  green: 8,
} as const satisfies Record<ColorName, Color>;

/** A tip direction. */
export type Dir = 'N' | 'S' | 'E' | 'W';

/** The four directions in a fixed order (the solver's move order). */
export const DIRS: readonly Dir[] = ['N', 'S', 'E', 'W'];

/** Unit steps per direction: x grows east, y grows south. */
export const DIR_STEP: Readonly<Record<Dir, readonly [number, number]>> = {
  N: [0, -1],
  S: [0, 1],
  E: [1, 0],
  W: [-1, 0],
};

/** The die: which colour faces down, up, north, south, east and west. */
export interface Die {
  readonly D: Color;
  readonly U: Color;
  readonly N: Color;
  readonly S: Color;
  readonly E: Color;
  readonly W: Color;
}

/** A board cell `[x, y]`; `[0, 0]` is the north-west corner. */
export type Cell = readonly [number, number];

/** A coloured cell: a pre-placed stain or a mark's target. */
export interface ColoredCell {
  readonly at: Cell;
  readonly color: ColorName;
}

/** Game phase. */
export type Phase = 'play' | 'won' | 'lost';

/** An authored line and the phase it must end in. */
export interface Replay {
  readonly moves: string;
  readonly expect: Phase;
  readonly note?: string;
}

/** A Pigment level as loaded from `levels/pigment/<id>.json` (optional lists filled with `[]`). */
export interface PigmentLevel {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly holes: readonly Cell[];
  readonly start: Cell;
  readonly stains: readonly ColoredCell[];
  readonly marks: readonly ColoredCell[];
  readonly limit: number;
  readonly replays: readonly Replay[];
  /** The solver's state budget for this level when it needs more than the default (`DEFAULT_MAX_STATES`). */
  readonly maxStates?: number;
  /** The designer's notes on the level (intent, playtest findings); not read by the rules. */
  readonly notes?: string;
}

/** A game state; `stains` is row-major (`y * width + x`) colour integers. */
export interface PigmentState {
  readonly level: PigmentLevel;
  readonly pos: Cell;
  readonly die: Die;
  readonly stains: readonly Color[];
  readonly spent: number;
  readonly phase: Phase;
}
