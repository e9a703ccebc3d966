import type { Dir } from '@levelbench/pigment';
import { COLOR_FILL, COLOR_LETTER, Cell, ColorName, LevelFile, inkOn, sameCell } from './level-file';

/** What play adds to the drawing: the die's cell and the live stain of every cell (row-major). */
export interface PlayOverlay {
  readonly pos: Cell;
  readonly stains: readonly ColorName[];
}

/** Everything one board cell needs to be drawn and announced. */
export interface CellView {
  readonly x: number;
  readonly y: number;
  readonly hole: boolean;
  readonly start: boolean;
  readonly die: boolean;
  readonly stain: ColorName;
  readonly mark: ColorName | null;
  /** True when the cell carries a mark and its stain equals the target. */
  readonly markMet: boolean;
  readonly fill: string;
  readonly ink: string;
  readonly letter: string;
  /** The mark's target colour and a letter colour readable on it (null without a mark). */
  readonly markFill: string | null;
  readonly markInk: string | null;
  /** Accessible name, e.g. "1,0: mark green, stain empty". */
  readonly label: string;
}

/** The stains a level starts with, row-major. */
export function initialStains(level: LevelFile): ColorName[] {
  const out: ColorName[] = new Array(level.width * level.height).fill('empty');
  for (const s of level.stains) {
    const [x, y] = s.at;
    if (x >= 0 && y >= 0 && x < level.width && y < level.height) out[y * level.width + x] = s.color;
  }
  return out;
}

/** Builds the cell views row by row; without `play` there is no die and stains are the authored ones. */
export function boardCells(level: LevelFile, play?: PlayOverlay): CellView[][] {
  const stains = play?.stains ?? initialStains(level);
  // without play no die is drawn (the start cell says where it begins)
  const pos = play?.pos ?? null;
  const rows: CellView[][] = [];
  for (let y = 0; y < level.height; y++) {
    const row: CellView[] = [];
    for (let x = 0; x < level.width; x++) {
      const at: Cell = [x, y];
      const hole = level.holes.some((h) => sameCell(h, at));
      const mark = hole ? null : (level.marks.find((m) => sameCell(m.at, at))?.color ?? null);
      const stain = stains[y * level.width + x] ?? 'empty';
      const start = sameCell(level.start, at);
      const die = !hole && pos !== null && sameCell(pos, at);
      const parts: string[] = [];
      if (hole) parts.push('hole');
      else {
        if (mark) parts.push(`mark ${mark}`);
        parts.push(`stain ${stain}`);
        if (start) parts.push('start');
        if (die) parts.push('die');
      }
      row.push({
        x,
        y,
        hole,
        start,
        die,
        stain,
        mark,
        markMet: mark !== null && mark === stain,
        fill: COLOR_FILL[stain],
        ink: inkOn(stain),
        letter: mark ? COLOR_LETTER[mark] : '',
        markFill: mark ? COLOR_FILL[mark] : null,
        markInk: mark ? inkOn(mark) : null,
        label: `${x},${y}: ${parts.join(', ')}`,
      });
    }
    rows.push(row);
  }
  return rows;
}

/** The tip that moves from `from` onto the orthogonal neighbour `to`, or null when `to` is not a neighbour. */
export function tipTowards(from: Cell, to: Cell): Dir | null {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  if (dx === 1 && dy === 0) return 'E';
  if (dx === -1 && dy === 0) return 'W';
  if (dx === 0 && dy === 1) return 'S';
  if (dx === 0 && dy === -1) return 'N';
  return null;
}

/** Keyboard key → tip: the arrows, and the notation's own letters N, E, S, W (either case); or null. */
export function tipForKey(key: string): Dir | null {
  switch (key) {
    case 'ArrowUp':
      return 'N';
    case 'ArrowDown':
      return 'S';
    case 'ArrowRight':
      return 'E';
    case 'ArrowLeft':
      return 'W';
  }
  const letter = key.toUpperCase();
  return letter === 'N' || letter === 'E' || letter === 'S' || letter === 'W' ? letter : null;
}
