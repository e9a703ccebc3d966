import { MAX_MARKS } from '@levelbench/pigment';
import { Tool, paint } from './edit';
import { Cell, ColorName, ColoredCell, LevelFile, sameCell } from './level-file';

/** What a board cell holds, apart from the die's start. */
export interface CellContent {
  readonly hole: boolean;
  readonly stain: ColorName | null;
  readonly mark: ColorName | null;
}

/** A copied rectangle of cells, row-major. */
export interface Clip {
  readonly width: number;
  readonly height: number;
  readonly cells: readonly CellContent[];
}

/** An inclusive cell rectangle. */
export interface CellRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The rectangle spanned by two corner cells, in either order. */
export function rectOf(a: Cell, b: Cell): CellRect {
  return {
    x0: Math.min(a[0], b[0]),
    y0: Math.min(a[1], b[1]),
    x1: Math.max(a[0], b[0]),
    y1: Math.max(a[1], b[1]),
  };
}

/** Every cell of a rectangle, row by row. */
export function cellsIn(r: CellRect): Cell[] {
  const out: Cell[] = [];
  for (let y = r.y0; y <= r.y1; y++) for (let x = r.x0; x <= r.x1; x++) out.push([x, y]);
  return out;
}

/** What a cell holds. */
export function contentAt(level: LevelFile, at: Cell): CellContent {
  return {
    hole: level.holes.some((h) => sameCell(h, at)),
    stain: level.stains.find((s) => sameCell(s.at, at))?.color ?? null,
    mark: level.marks.find((m) => sameCell(m.at, at))?.color ?? null,
  };
}

/** Paints every cell of the rectangle a–b with one tool (the start tool only moves the start to `b`). */
export function paintRect(level: LevelFile, tool: Tool, color: ColorName, a: Cell, b: Cell): LevelFile {
  if (tool === 'start') return paint(level, tool, color, b);
  return cellsIn(rectOf(a, b)).reduce((l, c) => paint(l, tool, color, c), level);
}

/** Paints the region of cells connected to `at` (N/S/E/W) that hold exactly what `at` holds. */
export function floodFill(level: LevelFile, tool: Tool, color: ColorName, at: Cell): LevelFile {
  if (!onBoard(level, at)) return level;
  if (tool === 'start') return paint(level, tool, color, at);
  const same = JSON.stringify(contentAt(level, at));
  const seen = new Set<string>([`${at[0]},${at[1]}`]);
  const todo: Cell[] = [at];
  const region: Cell[] = [];
  while (todo.length) {
    const c = todo.pop() as Cell;
    region.push(c);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const n: Cell = [c[0] + dx, c[1] + dy];
      const k = `${n[0]},${n[1]}`;
      if (seen.has(k) || !onBoard(level, n) || JSON.stringify(contentAt(level, n)) !== same) continue;
      seen.add(k);
      todo.push(n);
    }
  }
  return region.reduce((l, c) => paint(l, tool, color, c), level);
}

/** Copies the cells of a rectangle (clipped to the board). */
export function copyRegion(level: LevelFile, r: CellRect): Clip {
  const c = clampRect(level, r);
  return { width: c.x1 - c.x0 + 1, height: c.y1 - c.y0 + 1, cells: cellsIn(c).map((at) => contentAt(level, at)) };
}

/** Pastes a clip with its top-left corner on `at`; cells falling off the board are dropped, the start stays floor. */
export function pasteRegion(level: LevelFile, clip: Clip, at: Cell): LevelFile {
  const next = pasted(level, clip, at);
  // more than MAX_MARKS marks would break the level format: the paste is refused as a whole
  return next.marks.length > MAX_MARKS && next.marks.length > level.marks.length ? level : next;
}

/** True when pasting `clip` at `at` would leave more than MAX_MARKS marks (so `pasteRegion` refuses it). */
export function pasteOverflows(level: LevelFile, clip: Clip, at: Cell): boolean {
  const next = pasted(level, clip, at);
  return next.marks.length > MAX_MARKS && next.marks.length > level.marks.length;
}

function pasted(level: LevelFile, clip: Clip, at: Cell): LevelFile {
  const targets = new Map<string, CellContent>();
  clip.cells.forEach((content, i) => {
    const c: Cell = [at[0] + (i % clip.width), at[1] + Math.floor(i / clip.width)];
    if (onBoard(level, c)) targets.set(`${c[0]},${c[1]}`, content);
  });
  const hit = (c: Cell) => targets.get(`${c[0]},${c[1]}`);
  const holes = level.holes.filter((h) => !hit(h));
  const stains = level.stains.filter((s) => !hit(s.at));
  const marks = level.marks.filter((m) => !hit(m.at));
  for (const [k, content] of targets) {
    const [x, y] = k.split(',').map(Number);
    const c: Cell = [x, y];
    if (content.hole && !sameCell(c, level.start)) {
      holes.push(c);
      continue;
    }
    if (content.stain) stains.push({ at: c, color: content.stain });
    if (content.mark) marks.push({ at: c, color: content.mark });
  }
  return changed(level, { ...level, holes: sortCells(holes), stains: sortAt(stains), marks: sortAt(marks) });
}

/** Mirrors the board left↔right ('horizontal') or top↔bottom ('vertical'). */
export function mirrorLevel(level: LevelFile, axis: 'horizontal' | 'vertical'): LevelFile {
  const { width: w, height: h } = level;
  return mapCells(level, w, h, ([x, y]) => (axis === 'horizontal' ? [w - 1 - x, y] : [x, h - 1 - y]));
}

/** Rotates the board a quarter turn clockwise ('cw') or anticlockwise ('ccw'); width and height swap. */
export function rotateLevel(level: LevelFile, turn: 'cw' | 'ccw'): LevelFile {
  const { width: w, height: h } = level;
  return mapCells(level, h, w, ([x, y]) => (turn === 'cw' ? [h - 1 - y, x] : [y, w - 1 - x]));
}

/** Shifts everything by one cell (dx, dy in -1..1); what leaves one edge comes back at the other, so nothing is lost. */
export function shiftLevel(level: LevelFile, dx: number, dy: number): LevelFile {
  const { width: w, height: h } = level;
  return mapCells(level, w, h, ([x, y]) => [(((x + dx) % w) + w) % w, (((y + dy) % h) + h) % h]);
}

/** What a resize to w×h would drop: marks, stains and holes past the new edges, and whether the start moves. */
export function lostByResize(
  level: LevelFile,
  w: number,
  h: number,
): { marks: ColoredCell[]; stains: ColoredCell[]; holes: Cell[]; startMoves: boolean } {
  const out = (c: Cell) => c[0] >= w || c[1] >= h;
  return {
    marks: level.marks.filter((m) => out(m.at)),
    stains: level.stains.filter((s) => out(s.at)),
    holes: level.holes.filter(out),
    startMoves: out(level.start),
  };
}

function mapCells(level: LevelFile, width: number, height: number, f: (c: Cell) => Cell): LevelFile {
  const at = (c: Cell): Cell => f(c);
  return changed(level, {
    ...level,
    width,
    height,
    start: at(level.start),
    holes: sortCells(level.holes.map(at)),
    stains: sortAt(level.stains.map((s) => ({ ...s, at: at(s.at) }))),
    marks: sortAt(level.marks.map((m) => ({ ...m, at: at(m.at) }))),
  });
}

function onBoard(level: LevelFile, [x, y]: Cell): boolean {
  return x >= 0 && y >= 0 && x < level.width && y < level.height;
}

function clampRect(level: LevelFile, r: CellRect): CellRect {
  const cx = (v: number) => Math.max(0, Math.min(level.width - 1, v));
  const cy = (v: number) => Math.max(0, Math.min(level.height - 1, v));
  return { x0: cx(r.x0), y0: cy(r.y0), x1: cx(r.x1), y1: cy(r.y1) };
}

const byRow = (a: Cell, b: Cell) => a[1] - b[1] || a[0] - b[0];
function sortCells(cells: Cell[]): Cell[] {
  return cells.sort(byRow);
}
function sortAt<T extends { at: Cell }>(xs: T[]): T[] {
  return xs.sort((a, b) => byRow(a.at, b.at));
}

/** The same object when nothing changed, so a no-op is not an undo step. */
function changed(before: LevelFile, after: LevelFile): LevelFile {
  return JSON.stringify(before) === JSON.stringify(after) ? before : after;
}
