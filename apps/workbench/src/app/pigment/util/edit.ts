import { MAX_MARKS } from '@levelbench/pigment';
import { Cell, ColorName, ColoredCell, LevelFile, clampSide, sameCell } from './level-file';

/** The editor's paint tools. */
export type Tool = 'floor' | 'hole' | 'start' | 'stain' | 'mark' | 'erase';

/** Tools in the order of their number keys (1…6). */
export const TOOLS: readonly { id: Tool; label: string; hint: string }[] = [
  { id: 'floor', label: 'Floor', hint: 'Turn a hole back into floor' },
  { id: 'hole', label: 'Hole', hint: 'Remove the cell from the board' },
  { id: 'start', label: 'Start', hint: 'Place the die here' },
  { id: 'stain', label: 'Stain', hint: 'Pre-place a stain (black seals)' },
  { id: 'mark', label: 'Mark', hint: 'A target colour the cell must end with' },
  { id: 'erase', label: 'Erase', hint: 'Remove stain and mark' },
];

/** How a tool is applied: one cell at a time, a rectangle, a flood fill, or selecting a region to copy. */
export type Shape = 'pen' | 'rect' | 'fill' | 'select';

/** Shapes with their single-letter keys. */
export const SHAPES: readonly { id: Shape; label: string; key: string; hint: string }[] = [
  { id: 'pen', label: 'Pen', key: 'p', hint: 'Paint the cells you click or drag over' },
  { id: 'rect', label: 'Rectangle', key: 'r', hint: 'Drag (or Enter on two corners) to paint a rectangle' },
  { id: 'fill', label: 'Fill', key: 'f', hint: 'Paint the connected cells that hold the same as the one clicked' },
  {
    id: 'select',
    label: 'Select',
    key: 's',
    hint: 'Drag (or Enter on two corners) to select; Ctrl+C copies, Ctrl+V pastes',
  },
];

const notAt = (c: Cell) => (x: { at: Cell }) => !sameCell(x.at, c);
const withoutCell = (cells: readonly Cell[], c: Cell) => cells.filter((h) => !sameCell(h, c));
const sortCells = <T extends { at: Cell }>(xs: T[]) => xs.sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]);

/**
 * True when painting a mark at `at` would add an eighth mark: the level format (and the solver) allows at most
 * MAX_MARKS, so the Mark tool refuses it (replacing an existing mark's colour is always fine).
 */
export function marksFull(level: LevelFile, at: Cell): boolean {
  return level.marks.length >= MAX_MARKS && !level.marks.some((m) => sameCell(m.at, at));
}

/** Applies one paint stroke to a cell; returns the same object when nothing changes or the stroke is refused. */
export function paint(level: LevelFile, tool: Tool, color: ColorName, at: Cell): LevelFile {
  const [x, y] = at;
  if (x < 0 || y < 0 || x >= level.width || y >= level.height) return level;
  const isHole = level.holes.some((h) => sameCell(h, at));
  let next: LevelFile;
  switch (tool) {
    case 'floor':
      if (!isHole) return level;
      next = { ...level, holes: withoutCell(level.holes, at) };
      break;
    case 'hole':
      if (isHole || sameCell(level.start, at)) return level;
      next = {
        ...level,
        holes: [...level.holes, [x, y] as Cell].sort((a, b) => a[1] - b[1] || a[0] - b[0]),
        stains: level.stains.filter(notAt(at)),
        marks: level.marks.filter(notAt(at)),
      };
      break;
    case 'start':
      if (sameCell(level.start, at)) return level;
      next = { ...level, start: [x, y], holes: withoutCell(level.holes, at) };
      break;
    case 'stain': {
      const stains = level.stains.filter(notAt(at));
      if (color !== 'empty') stains.push({ at: [x, y], color });
      next = { ...level, holes: withoutCell(level.holes, at), stains: sortCells(stains) };
      break;
    }
    case 'mark':
      if (marksFull(level, at)) return level;
      next = {
        ...level,
        holes: withoutCell(level.holes, at),
        marks: sortCells([...level.marks.filter(notAt(at)), { at: [x, y], color } as ColoredCell]),
      };
      break;
    case 'erase':
      next = { ...level, stains: level.stains.filter(notAt(at)), marks: level.marks.filter(notAt(at)) };
      break;
  }
  return sameLevel(level, next) ? level : next;
}

/** Resizes the board (each side clamped by clampSide), dropping what falls off and pulling the start inside. */
export function resize(level: LevelFile, width: number, height: number): LevelFile {
  const w = clampSide(width);
  const h = clampSide(height);
  if (w === level.width && h === level.height) return level;
  const inside = (c: Cell) => c[0] < w && c[1] < h;
  const start: Cell = [Math.min(level.start[0], w - 1), Math.min(level.start[1], h - 1)];
  return {
    ...level,
    width: w,
    height: h,
    start,
    holes: level.holes.filter((c) => inside(c) && !sameCell(c, start)),
    stains: level.stains.filter((s) => inside(s.at)),
    marks: level.marks.filter((m) => inside(m.at)),
  };
}

/** Sets the move limit (at least 1). */
export function setLimit(level: LevelFile, limit: number): LevelFile {
  const l = Math.max(1, Math.round(limit));
  return l === level.limit ? level : { ...level, limit: l };
}

/**
 * Sets the level's own state budget (`maxStates`, saved with it so `pigment verify` uses it too); the default
 * budget removes the field.
 */
export function setBudget(level: LevelFile, maxStates: number, defaultBudget: number): LevelFile {
  const n = Math.max(1, Math.round(maxStates));
  if (n === (level.maxStates ?? defaultBudget)) return level;
  if (n === defaultBudget) {
    const rest: { maxStates?: number } & Omit<LevelFile, 'maxStates'> = { ...level };
    delete rest.maxStates;
    return rest;
  }
  return { ...level, maxStates: n };
}

/** Sets the level's notes; blank notes remove the field (a level without notes has none in its file). */
export function setNotes(level: LevelFile, notes: string): LevelFile {
  const text = notes.trim() ? notes : undefined;
  if (text === level.notes) return level;
  const next: { -readonly [K in keyof LevelFile]: LevelFile[K] } = { ...level, notes: text };
  if (text === undefined) delete next.notes;
  return next;
}

/** Appends a replay case unless the same moves are already listed. */
export function addReplay(level: LevelFile, moves: string, expect: 'won' | 'lost' | 'play'): LevelFile {
  const replays = level.replays ?? [];
  if (!moves || replays.some((r) => r.moves === moves)) return level;
  return { ...level, replays: [...replays, { moves, expect }] };
}

function sameLevel(a: LevelFile, b: LevelFile): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
