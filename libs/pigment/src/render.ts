/** Plain-text drawing of a state, for the CLI and for logs (the goal is never carried by colour alone). */
import { colorName, colorOf } from './die';
import { cellIndex, isFloor } from './rules';
import type { Color, ColorName, PigmentState } from './types';

/** One letter per colour (`.` for empty, `K` for black): the text board and the workbench use the same letters. */
export const COLOR_LETTERS: Readonly<Record<ColorName, string>> = {
  empty: '.',
  red: 'R',
  yellow: 'Y',
  blue: 'B',
  white: 'W',
  black: 'K',
  orange: 'O',
  purple: 'P',
  green: 'G',
};

/** One-letter code of a colour (`.` empty, `K` black). */
export function colorLetter(color: Color): string {
  return COLOR_LETTERS[colorName(color)];
}

/**
 * Draws the board: each cell is `[stain][mark]`, where the mark shows its target in lower case
 * (`!` after it when it does not hold yet); `@` marks the die, `##` a hole.
 */
export function renderBoard(state: PigmentState): string {
  const { level } = state;
  const rows: string[] = [
    ('    ' + Array.from({ length: level.width }, (_, x) => String(x).padEnd(5)).join('')).trimEnd(),
  ];
  for (let y = 0; y < level.height; y++) {
    const cells: string[] = [];
    for (let x = 0; x < level.width; x++) {
      if (!isFloor(level, x, y)) {
        cells.push(' ##  ');
        continue;
      }
      const here = state.pos[0] === x && state.pos[1] === y ? '@' : ' ';
      const stain = state.stains[cellIndex(level, [x, y])];
      const mark = level.marks.find((m) => m.at[0] === x && m.at[1] === y);
      const goal = mark
        ? COLOR_LETTERS[mark.color].toLowerCase().replace('.', 'e') + (colorOf(mark.color) === stain ? ' ' : '!')
        : '  ';
      cells.push(`${here}${colorLetter(stain)}${goal} `);
    }
    rows.push((String(y).padStart(3) + ' ' + cells.join('')).trimEnd());
  }
  const d = state.die;
  const face = (c: Color) => colorName(c);
  rows.push(`die: down ${face(d.D)}, up ${face(d.U)}, N ${face(d.N)}, S ${face(d.S)}, E ${face(d.E)}, W ${face(d.W)}`);
  rows.push(`phase ${state.phase}, spent ${state.spent}/${level.limit}`);
  rows.push("(@ die, ## hole; each cell: stain letter, then a mark's target in lower case, ! while it does not hold)");
  return rows.join('\n');
}
