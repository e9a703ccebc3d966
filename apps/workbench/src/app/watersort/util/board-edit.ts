import { parseWithSchema, type FormatError, type Parsed } from '@levelbench/formats';
import {
  CAPACITY,
  boardSchema,
  COLOR_NAMES,
  EXTRA_TUBES,
  MIN_COLORS,
  PALETTE,
  levelBoardIssues,
  type Board,
} from '@levelbench/watersort';

/** Fewest colours a hand-made board may use (one colour always fills its tube: a complete tube). */
export const EDITOR_MIN_COLORS = MIN_COLORS;
/** Most colours: the palette (pinned boards name palette colours). */
export const EDITOR_MAX_COLORS = PALETTE.length;
/** Fewest and most tubes the editor allows: the colour range plus the two empty tubes. */
export const MIN_TUBES = EDITOR_MIN_COLORS + EXTRA_TUBES;
export const MAX_TUBES = EDITOR_MAX_COLORS + EXTRA_TUBES;
/** Tube capacities the editor offers (the seed's boards hold 4). */
export const MIN_CAPACITY = 2;
export const MAX_CAPACITY = 8;

/** An edit's outcome: the next board, or why nothing changed (shown to the designer, never dropped). */
export type BoardEdit = { readonly ok: true; readonly board: Board } | { readonly ok: false; readonly why: string };

const done = (board: Board): BoardEdit => ({ ok: true, board });
const refused = (why: string): BoardEdit => ({ ok: false, why });

function withTube(board: Board, i: number, tube: readonly string[]): Board {
  return { capacity: board.capacity, tubes: board.tubes.map((t, k) => (k === i ? tube : t)) };
}

/** The colours a board of `colors` colours is drawn from: the palette's first ones, as generated boards use. */
export function editorColors(colors: number): readonly string[] {
  return COLOR_NAMES.slice(0, Math.min(EDITOR_MAX_COLORS, Math.max(EDITOR_MIN_COLORS, colors)));
}

/** A board to start from: `colors` + 2 empty tubes of `capacity`. */
export function emptyBoard(colors: number, capacity = CAPACITY): Board {
  return { capacity, tubes: Array.from({ length: editorColors(colors).length + EXTRA_TUBES }, () => []) };
}

/** Puts one unit of `color` on top of tube i (refused when the tube is full). */
export function addUnit(board: Board, i: number, color: string): BoardEdit {
  const tube = board.tubes[i];
  if (!tube) return refused(`There is no tube ${i + 1}.`);
  if (tube.length >= board.capacity) return refused(`Tube ${i + 1} is full (${board.capacity} units).`);
  return done(withTube(board, i, [...tube, color]));
}

/** Takes the top unit off tube i (refused when the tube is empty). */
export function removeUnit(board: Board, i: number): BoardEdit {
  const tube = board.tubes[i];
  if (!tube) return refused(`There is no tube ${i + 1}.`);
  if (!tube.length) return refused(`Tube ${i + 1} is empty.`);
  return done(withTube(board, i, tube.slice(0, -1)));
}

/** Empties tube i. */
export function clearTube(board: Board, i: number): BoardEdit {
  const tube = board.tubes[i];
  if (!tube) return refused(`There is no tube ${i + 1}.`);
  if (!tube.length) return refused(`Tube ${i + 1} is already empty.`);
  return done(withTube(board, i, []));
}

/** Appends an empty tube (at most {@link MAX_TUBES}). */
export function addTube(board: Board): BoardEdit {
  if (board.tubes.length >= MAX_TUBES) return refused(`A board has at most ${MAX_TUBES} tubes.`);
  return done({ capacity: board.capacity, tubes: [...board.tubes, []] });
}

/** Removes tube i when it is empty (at least {@link MIN_TUBES} stay): a removal never loses liquid. */
export function removeTube(board: Board, i: number): BoardEdit {
  const tube = board.tubes[i];
  if (!tube) return refused(`There is no tube ${i + 1}.`);
  if (board.tubes.length <= MIN_TUBES) return refused(`A board has at least ${MIN_TUBES} tubes.`);
  if (tube.length) return refused(`Tube ${i + 1} is not empty: take its units off first.`);
  return done({ capacity: board.capacity, tubes: board.tubes.filter((_, k) => k !== i) });
}

/** Sets the tube capacity (refused while a tube holds more). */
export function setCapacity(board: Board, capacity: number): BoardEdit {
  if (!Number.isInteger(capacity) || capacity < MIN_CAPACITY || capacity > MAX_CAPACITY)
    return refused(`Capacity must be a whole number from ${MIN_CAPACITY} to ${MAX_CAPACITY}.`);
  const over = board.tubes.findIndex((t) => t.length > capacity);
  if (over >= 0) return refused(`Tube ${over + 1} holds ${board.tubes[over].length} units: take some off first.`);
  return done({ capacity, tubes: board.tubes });
}

/**
 * Switches the board to `colors` colours: refused while a colour beyond them is on the board; empty
 * tubes are added or taken from the end so there are `colors` + 2 where that loses no liquid.
 */
export function setColorCount(board: Board, colors: number): BoardEdit {
  if (!Number.isInteger(colors) || colors < EDITOR_MIN_COLORS || colors > EDITOR_MAX_COLORS)
    return refused(`Colours must be a whole number from ${EDITOR_MIN_COLORS} to ${EDITOR_MAX_COLORS}.`);
  const allowed = new Set(editorColors(colors));
  const outside = [...new Set(board.tubes.flat())].filter((c) => !allowed.has(c));
  if (outside.length) return refused(`Take ${outside.join(', ')} off the board first.`);
  const tubes = board.tubes.slice();
  const want = colors + EXTRA_TUBES;
  while (tubes.length < want) tubes.push([]);
  while (tubes.length > want && tubes[tubes.length - 1].length === 0) tubes.pop();
  return done({ capacity: board.capacity, tubes });
}

/** The colour count a loaded board suggests: enough palette colours to cover every name on it. */
export function colorCountOf(board: Board): number {
  const used = board.tubes.flat();
  const highest = Math.max(-1, ...used.map((c) => COLOR_NAMES.indexOf(c)));
  const byTubes = board.tubes.length - EXTRA_TUBES;
  return Math.min(EDITOR_MAX_COLORS, Math.max(EDITOR_MIN_COLORS, highest + 1, used.length ? 0 : byTubes));
}

/** How many units of each of the board's colours are placed, for the picker ("red 3/4"). */
export function unitCounts(board: Board, colors: readonly string[]): ReadonlyMap<string, number> {
  const counts = new Map(colors.map((c) => [c, 0]));
  for (const c of board.tubes.flat()) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/**
 * Every reason the board cannot be a level (the rules' `levelBoardIssues`: each colour has exactly 4
 * units, tubes = colours + 2 of which two start empty, no tube starts complete, palette colours only),
 * as sentences numbering tubes and units from 1 as the editor draws them.
 */
export function seedRuleProblems(board: Board): string[] {
  return levelBoardIssues(board).map(({ path, message }) => {
    const unit = /^\/tubes\/(\d+)\/(\d+)$/.exec(path);
    if (unit) return `tube ${Number(unit[1]) + 1}, unit ${Number(unit[2]) + 1}: ${message}`;
    const tube = /^\/tubes\/(\d+)$/.exec(path);
    return tube ? `tube ${Number(tube[1]) + 1} ${message}` : message;
  });
}

/**
 * Reads a board typed as JSON (`{capacity, tubes}`, the board-file shape) for the editor: the board schema,
 * then what the editor can draw (capacity and tube count within its limits, no tube over capacity). Colour
 * counts and the seed's rules are not required: they are listed live as the board's problems.
 */
export function parseEditorBoard(text: string, file: string): Parsed<Board> {
  const parsed = parseWithSchema<Board>(text, boardSchema, file);
  if (!parsed.ok) return parsed;
  const { capacity, tubes } = parsed.value;
  const errors: FormatError[] = [];
  if (capacity < MIN_CAPACITY || capacity > MAX_CAPACITY)
    errors.push({ file, path: '/capacity', message: `must be from ${MIN_CAPACITY} to ${MAX_CAPACITY}` });
  if (tubes.length < MIN_TUBES || tubes.length > MAX_TUBES)
    errors.push({ file, path: '/tubes', message: `must hold ${MIN_TUBES} to ${MAX_TUBES} tubes, not ${tubes.length}` });
  tubes.forEach((t, i) => {
    if (t.length > capacity)
      errors.push({
        file,
        path: `/tubes/${i}`,
        message: `holds ${t.length} units, more than the capacity ${capacity}`,
      });
  });
  return errors.length ? { ok: false, errors } : { ok: true, value: { capacity, tubes } };
}
