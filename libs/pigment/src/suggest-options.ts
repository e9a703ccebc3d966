/** The suggester's options: defaults, and the plain sentence that says why a set of options is impossible. */
import { MAX_BOARD_SIZE, MAX_MARKS } from './schema';
import { COLOR_NAMES, type ColorName } from './types';

/** What the designer asks for (see the lib's README, "Suggester"). */
export interface SuggestOptions {
  readonly width: number;
  readonly height: number;
  readonly marks: number;
  /** The exact shortest line, or an inclusive range `[min, max]`. */
  readonly length: number | readonly [number, number];
  /** At most this many holes; a value below 1 is a share of the cells (0.2 = a fifth). Default: 30 % of the cells. */
  readonly holes?: number;
  /** Colours the marks may ask for (default: every colour but empty). */
  readonly colors?: readonly string[];
  /** May a mark start stained with another colour (a stain to fix)? Default false. */
  readonly stains?: boolean;
  /** Exactly one optimal line (default true). */
  readonly unique?: boolean;
  /**
   * Use the board: the line and the marks together must span at least half its width and half its height, and,
   * with three marks or more, the marks alone too (false: anywhere, e.g. a corner puzzle). Default: true when the
   * line is at least as long as width + height (long enough to cross half the board both ways with room to mix),
   * else false (short lines on small boards mix their colours in a few cells).
   */
  readonly spread?: boolean;
  /** Boards wanted (default 5). */
  readonly count?: number;
  readonly seed?: number;
  /** Budget: solver states summed over every attempt (default 60,000,000). */
  readonly maxStates?: number;
  /** Budget: construction attempts (default 2,000 per board wanted). */
  readonly maxAttempts?: number;
}

/** Options with every default filled in. */
export interface ResolvedSuggestOptions {
  readonly width: number;
  readonly height: number;
  readonly marks: number;
  readonly minLength: number;
  readonly maxLength: number;
  readonly maxHoles: number;
  readonly colors: readonly ColorName[];
  readonly stains: boolean;
  readonly unique: boolean;
  readonly spread: boolean;
  readonly count: number;
  readonly seed: number;
  readonly maxStates: number;
  readonly maxAttempts: number;
}

export const DEFAULT_SUGGEST_MAX_STATES = 60_000_000;
/** The longest shortest line the suggester is asked for. */
export const SUGGEST_MAX_LENGTH = 40;
/** The colours suggested marks may ask for when `colors` is not given: every colour but empty. */
export const SUGGEST_COLORS: readonly ColorName[] = COLOR_NAMES.filter((c) => c !== 'empty');

/** Fills defaults, or returns the plain sentence that says why the options are impossible. */
export function resolveSuggestOptions(o: SuggestOptions): ResolvedSuggestOptions | { error: string } {
  const int = (v: number) => Number.isInteger(v);
  if (!int(o.width) || !int(o.height) || o.width < 1 || o.height < 1)
    return { error: `the size must be two whole numbers of at least 1 (got ${o.width}×${o.height})` };
  if (o.width > MAX_BOARD_SIZE || o.height > MAX_BOARD_SIZE)
    return {
      error: `boards larger than ${MAX_BOARD_SIZE}×${MAX_BOARD_SIZE} are not supported (asked ${o.width}×${o.height})`,
    };
  const cells = o.width * o.height;
  if (cells < 2) return { error: 'a 1×1 board has nowhere to tip the die' };
  if (!int(o.marks) || o.marks < 1) return { error: `at least one mark is needed (got ${o.marks})` };
  if (o.marks > MAX_MARKS) return { error: `a level holds at most ${MAX_MARKS} marks (asked ${o.marks})` };
  if (o.marks > cells - 1)
    return {
      error: `${o.marks} marks do not fit on a ${o.width}×${o.height} board (${cells - 1} cells besides the start)`,
    };
  const [minLength, maxLength] = typeof o.length === 'number' ? [o.length, o.length] : o.length;
  if (!int(minLength) || !int(maxLength) || minLength < 1)
    return { error: `the line length must be a whole number of at least 1 (got ${minLength})` };
  if (maxLength < minLength) return { error: `the length range ${minLength}-${maxLength} is empty` };
  if (maxLength > SUGGEST_MAX_LENGTH)
    return { error: `lines longer than ${SUGGEST_MAX_LENGTH} tips are not supported` };
  if (maxLength < o.marks)
    return { error: `a line of ${maxLength} tips cannot paint ${o.marks} marks: each tip paints one cell` };
  const colors = o.colors ?? SUGGEST_COLORS;
  const unknown = colors.find((c) => !(COLOR_NAMES as readonly string[]).includes(c));
  if (unknown !== undefined)
    return { error: `unknown colour "${unknown}" (the colours are ${COLOR_NAMES.join(', ')})` };
  if (colors.length === 0) return { error: 'at least one colour must be allowed' };
  const holes = o.holes ?? 0.3;
  if (!(holes >= 0)) return { error: `the number of holes cannot be negative (got ${holes})` };
  const maxHoles = Math.min(cells - o.marks - 1, holes < 1 ? Math.floor(holes * cells) : Math.floor(holes));
  const count = o.count ?? 5;
  if (!int(count) || count < 1) return { error: `the count must be a whole number of at least 1 (got ${count})` };
  return {
    width: o.width,
    height: o.height,
    marks: o.marks,
    minLength,
    maxLength,
    maxHoles: Math.max(0, maxHoles),
    colors: colors as ColorName[],
    stains: o.stains ?? false,
    unique: o.unique ?? true,
    spread: o.spread ?? minLength >= o.width + o.height,
    count,
    seed: o.seed ?? 1,
    maxStates: o.maxStates ?? DEFAULT_SUGGEST_MAX_STATES,
    maxAttempts: o.maxAttempts ?? 2000 * count,
  };
}
