import { WORKBENCH_GAMES, type WorkbenchGame } from '../games';

/** One entry of the side navigation. */
export interface NavLink {
  readonly path: string;
  readonly label: string;
}

/** The navigation of `games`: each game (games.ts), then the reports and help. */
export function navLinks(games: readonly WorkbenchGame[]): NavLink[] {
  return [
    ...games.map((g) => ({ path: `/${g.path}`, label: g.label })),
    { path: '/reports', label: 'Reports' },
    { path: '/help', label: 'Help' },
  ];
}

/** Nav targets reachable with Alt+digit, in order. */
export const NAV_LINKS: readonly NavLink[] = navLinks(WORKBENCH_GAMES);

/** One keyboard shortcut as shown in the help dialog. */
export interface Shortcut {
  readonly keys: string;
  readonly what: string;
  readonly where: string;
}

/** Every keyboard shortcut of the workbench, grouped by where it works. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: '?', what: 'Show this list of shortcuts', where: 'Anywhere' },
  {
    keys: `Alt+1 … Alt+${NAV_LINKS.length}`,
    what: `Go to ${NAV_LINKS.map((l) => l.label).join(', ')}`,
    where: 'Anywhere',
  },
  { keys: 'Alt+T', what: 'Switch light / dark theme', where: 'Anywhere' },
  { keys: 'Ctrl+S', what: 'Save the open level', where: 'Pigment editor, every tab' },
  {
    keys: '[ / ]',
    what: 'Open the previous / next level of the pack (the play-test stays the play-test)',
    where: 'Pigment editor, every tab',
  },
  { keys: 'Ctrl+Z / Ctrl+Y', what: 'Undo / redo a board edit', where: 'Pigment editor, Board tab' },
  {
    keys: '1 … 6',
    what: 'Pick a paint tool (floor, hole, start, stain, mark, erase)',
    where: 'Pigment editor, Board tab',
  },
  {
    keys: 'P / R / F / S',
    what: 'Paint shape: pen, rectangle, flood fill, select',
    where: 'Pigment editor, Board tab',
  },
  {
    keys: 'Drag',
    what: 'Paint every cell crossed (one undo step); a rectangle or selection',
    where: 'Pigment editor, Board tab',
  },
  {
    keys: 'Ctrl+C / Ctrl+V',
    what: 'Copy the selection / paste at the selection or focused cell',
    where: 'Pigment editor, Board tab',
  },
  { keys: 'M / Shift+M', what: 'Mirror the board left↔right / top↕bottom', where: 'Pigment editor, Board tab' },
  { keys: 'T / Shift+T', what: 'Rotate the board clockwise / anticlockwise', where: 'Pigment editor, Board tab' },
  { keys: 'Shift+Arrows', what: 'Shift the whole board one cell (wrapping round)', where: 'Pigment editor, Board tab' },
  { keys: 'Esc', what: 'Drop the selection or a rectangle corner', where: 'Pigment editor, Board tab' },
  { keys: 'Arrow keys', what: 'Move the cell focus', where: 'Pigment editor, Board tab (on the board)' },
  {
    keys: 'Enter / Space',
    what: 'Paint the focused cell (rectangle, select: first corner, then second)',
    where: 'Pigment editor, Board tab (on the board)',
  },
  {
    keys: 'Arrows / N E S W',
    what: 'Tip the die north, east, south, west (keys pressed during an animation all count)',
    where: 'Pigment play-test (page or Play-test tab)',
  },
  { keys: 'U, Backspace or Ctrl+Z', what: 'Undo the last tip', where: 'Pigment play-test (page or Play-test tab)' },
  { keys: 'R', what: 'Restart the level', where: 'Pigment play-test (page or Play-test tab)' },
  {
    keys: '1 … 9, 0, -',
    what: 'Tap tube 1 … 9, 10, 11: lift it, or pour the lifted tube into it',
    where: 'Water Sort play-test',
  },
  { keys: 'Tab, then Enter / Space', what: 'Tap the focused tube', where: 'Water Sort play-test' },
  { keys: 'Esc', what: 'Put the lifted tube down', where: 'Water Sort play-test' },
  { keys: 'U or Backspace', what: 'Undo the last pour', where: 'Water Sort play-test' },
  { keys: 'R', what: 'Restart the board', where: 'Water Sort play-test' },
  { keys: 'H', what: 'Show a proven hint (the first pour of a verified solution)', where: 'Water Sort play-test' },
  { keys: '1 … 9', what: 'Pick the colour to add', where: 'Water Sort board editor' },
  {
    keys: 'Enter / Space',
    what: 'Add the picked colour to the focused tube (or take its top unit off, by the tap mode)',
    where: 'Water Sort board editor',
  },
  { keys: 'Backspace / Delete', what: "Take the focused tube's top unit off", where: 'Water Sort board editor' },
  { keys: 'Arrows, Home / End', what: 'Move the focus between tubes', where: 'Water Sort board editor' },
  { keys: 'Ctrl+Z / Ctrl+Y', what: 'Undo / redo a board edit', where: 'Water Sort board editor' },
];

/** True when the key event comes from a text field, where single-letter shortcuts must not fire. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return !!el.closest('input, textarea, select, [contenteditable="true"], .monaco-editor');
}
