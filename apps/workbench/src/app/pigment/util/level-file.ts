import {
  COLOR_LETTERS,
  MAX_BOARD_SIZE,
  type Cell,
  type ColorName,
  type PigmentLevel,
  type Replay,
} from '@levelbench/pigment/lite';

export type { Cell, ColorName, ColoredCell } from '@levelbench/pigment/lite';

/** The shape of `levels/pigment/<id>.json` (validated by pigmentLevelSchema): a level whose replays may be left out. */
export type LevelFile = Omit<PigmentLevel, 'replays'> & { readonly replays?: readonly Replay[] };

/** The smallest board side the editor offers (the schema allows 1; a 1-wide board is a corridor, not a puzzle). */
export const MIN_SIZE = 2;

/** A board side as the editor uses it: rounded and clamped to MIN_SIZE … the schema's MAX_BOARD_SIZE (NaN stays NaN). */
export function clampSide(n: number): number {
  return Math.min(MAX_BOARD_SIZE, Math.max(MIN_SIZE, Math.round(n)));
}

/** The rules lib's colour letters, with "∅" for the empty target (a "." reads as nothing on a board). */
export const COLOR_LETTER: Readonly<Record<ColorName, string>> = { ...COLOR_LETTERS, empty: '∅' };

/** Swatch fills on the dark board field; chosen apart in lightness as well as hue. */
export const COLOR_FILL: Readonly<Record<ColorName, string>> = {
  empty: '#454b57',
  red: '#d2433a', // dark enough for white text at 4.5:1 (WCAG AA, small text)
  yellow: '#f3cd3a',
  blue: '#3b6fd9',
  white: '#f5f2ea',
  black: '#0d0e11',
  orange: '#f08a24',
  purple: '#9050c8',
  green: '#3aa35a',
};

const LIGHT_INK = '#ffffff';
const DARK_INK = '#1b1b1f';

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(n >> 16) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour readable on each swatch: whichever of white and near-black contrasts more with its fill. */
export function inkOn(color: ColorName): string {
  const fill = COLOR_FILL[color];
  return contrastRatio(fill, LIGHT_INK) >= contrastRatio(fill, DARK_INK) ? LIGHT_INK : DARK_INK;
}

/** A file-name-safe id from a display name ("The Other Pair" → "the-other-pair"). */
export function slugify(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // drop accents: "Ü" → "U"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return s || 'level';
}

/** An id not yet in `taken`, made from `base` by adding -2, -3, … */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** A fresh 5×5 level with one yellow mark next to the start. */
export function newLevel(id: string, name: string): LevelFile {
  return {
    id,
    name,
    width: 5,
    height: 5,
    holes: [],
    start: [0, 0],
    stains: [],
    marks: [{ at: [1, 0], color: 'yellow' }],
    limit: 1,
    replays: [],
  };
}

/** The level as readable JSON: two-space indent, cells and small objects kept on one line. */
export function levelText(level: unknown): string {
  return (
    JSON.stringify(level, null, 2)
      .replace(/\[\s+(-?\d+),\s+(-?\d+)\s+\]/g, '[$1, $2]')
      .replace(/\{\s+("\w+": [^{}[\]\n]+|"\w+": \[[^\]\n]*\]),\s+("\w+": [^{}[\]\n]+)\s+\}/g, '{ $1, $2 }') + '\n'
  );
}

/** True when two cells are the same. */
export function sameCell(a: Cell, b: Cell): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
