import { PALETTE, type Board, type Move } from '@levelbench/watersort';

/** Geometry of the tube drawing, in SVG user units. */
export const TUBE = { width: 44, gap: 18, unit: 34, pad: 10, lip: 8 } as const;

/** One unit of liquid as a rectangle with its colour name. */
export interface UnitView {
  readonly y: number;
  readonly height: number;
  readonly fill: string;
  readonly name: string;
}

/** One tube as drawn: its position, liquid units (bottom first), state flags and its spoken text. */
export interface TubeView {
  readonly index: number;
  readonly x: number;
  readonly units: readonly UnitView[];
  readonly selected: boolean;
  readonly hintFrom: boolean;
  readonly hintTo: boolean;
  readonly label: string;
}

/** The whole board drawing: viewBox size and the tubes. */
export interface BoardView {
  readonly width: number;
  readonly height: number;
  readonly tubeHeight: number;
  readonly tubes: readonly TubeView[];
}

const UNKNOWN = '#8a8a8a';
const HEX = new Map(PALETTE.map((c) => [c.name, c.hex]));

/** The palette colour of a name (grey for a name outside the palette). */
export function colorHex(name: string): string {
  return HEX.get(name) ?? UNKNOWN;
}

/** "Tube 3: red, red, blue, bottom to top" — the text a screen reader says for a tube. */
export function tubeText(tube: readonly string[], index: number, capacity: number): string {
  if (!tube.length) return `Tube ${index + 1}: empty`;
  const room = capacity - tube.length;
  return `Tube ${index + 1}: ${tube.join(', ')}, bottom to top${room ? `, room for ${room}` : ', full'}`;
}

/** Lays the board out as tubes side by side; `selected` is the lifted tube, `hint` the pour to highlight. */
export function boardView(board: Board, selected: number | null = null, hint: Move | null = null): BoardView {
  const tubeHeight = board.capacity * TUBE.unit + TUBE.lip;
  const tubes = board.tubes.map((tube, index): TubeView => {
    const lifted = selected === index;
    const units = tube.map((name, k) => ({
      // unit 0 sits at the bottom; a lifted tube is drawn raised by the caller's transform
      y: TUBE.pad + TUBE.lip + (board.capacity - 1 - k) * TUBE.unit,
      height: TUBE.unit,
      fill: colorHex(name),
      name,
    }));
    return {
      index,
      x: TUBE.pad + index * (TUBE.width + TUBE.gap),
      units,
      selected: lifted,
      hintFrom: hint?.[0] === index,
      hintTo: hint?.[1] === index,
      label: tubeText(tube, index, board.capacity) + (lifted ? ' (lifted)' : ''),
    };
  });
  const n = board.tubes.length;
  return {
    width: TUBE.pad * 2 + n * TUBE.width + Math.max(0, n - 1) * TUBE.gap,
    height: TUBE.pad * 2 + tubeHeight + 14,
    tubeHeight,
    tubes,
  };
}

/** The whole board as text, one tube per line (for copy and for screen readers). */
export function boardText(board: Board): string {
  return board.tubes.map((t, i) => tubeText(t, i, board.capacity)).join('\n');
}
