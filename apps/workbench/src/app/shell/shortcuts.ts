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

/** The shortcuts that work in one place, as `[keys, what]` pairs. */
function at(where: string, rows: readonly (readonly [keys: string, what: string])[]): Shortcut[] {
  return rows.map(([keys, what]) => ({ keys, what, where }));
}

/** Every keyboard shortcut of the workbench, grouped by where it works. */
export const SHORTCUTS: readonly Shortcut[] = [
  ...at('Anywhere', [
    ['?', 'Show this list of shortcuts'],
    [`Alt+1 … Alt+${NAV_LINKS.length}`, `Go to ${NAV_LINKS.map((l) => l.label).join(', ')}`],
    ['Alt+T', 'Switch light / dark theme'],
  ]),
  ...at('Pigment editor, every tab', [
    ['Ctrl+S', 'Save the open level'],
    ['[ / ]', 'Open the previous / next level of the pack (the play-test stays the play-test)'],
  ]),
  ...at('Pigment editor, Board tab', [
    ['Ctrl+Z / Ctrl+Y', 'Undo / redo a board edit'],
    ['1 … 6', 'Pick a paint tool (floor, hole, start, stain, mark, erase)'],
    ['P / R / F / S', 'Paint shape: pen, rectangle, flood fill, select'],
    ['Drag', 'Paint every cell crossed (one undo step); a rectangle or selection'],
    ['Ctrl+C / Ctrl+V', 'Copy the selection / paste at the selection or focused cell'],
    ['M / Shift+M', 'Mirror the board left↔right / top↕bottom'],
    ['T / Shift+T', 'Rotate the board clockwise / anticlockwise'],
    ['Shift+Arrows', 'Shift the whole board one cell (wrapping round)'],
    ['Esc', 'Drop the selection or a rectangle corner'],
  ]),
  ...at('Pigment editor, Board tab (on the board)', [
    ['Arrow keys', 'Move the cell focus'],
    ['Enter / Space', 'Paint the focused cell (rectangle, select: first corner, then second)'],
  ]),
  ...at('Pigment play-test (page or Play-test tab)', [
    ['Arrows / N E S W', 'Tip the die north, east, south, west (keys pressed during an animation all count)'],
    ['U, Backspace or Ctrl+Z', 'Undo the last tip'],
    ['R', 'Restart the level'],
  ]),
  ...at('Water Sort play-test', [
    ['1 … 9, 0, -', 'Tap tube 1 … 9, 10, 11: lift it, or pour the lifted tube into it'],
    ['Tab, then Enter / Space', 'Tap the focused tube'],
    ['Esc', 'Put the lifted tube down'],
    ['U or Backspace', 'Undo the last pour'],
    ['R', 'Restart the board'],
    ['H', 'Show a proven hint (the first pour of a verified solution)'],
  ]),
  ...at('Water Sort board editor', [
    ['1 … 9', 'Pick the colour to add'],
    ['Enter / Space', 'Add the picked colour to the focused tube (or take its top unit off, by the tap mode)'],
    ['Backspace / Delete', "Take the focused tube's top unit off"],
    ['Arrows, Home / End', 'Move the focus between tubes'],
    ['Ctrl+Z / Ctrl+Y', 'Undo / redo a board edit'],
  ]),
];

/** True when the key event comes from a text field, where single-letter shortcuts must not fire. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return !!el.closest('input, textarea, select, [contenteditable="true"], .monaco-editor');
}
