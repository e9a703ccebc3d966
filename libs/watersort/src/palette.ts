/** One colour of the Water Sort palette: a name players can read out and a hex value for drawing. */
export interface PaletteColor {
  readonly name: string;
  readonly hex: string;
}

/**
 * The 9 colours, defined once. Hues are at least ~25° apart, and colours whose hues are close
 * differ strongly in lightness, so the board also reads in greyscale (see palette.spec.ts).
 */
export const PALETTE: readonly PaletteColor[] = [
  { name: 'red', hex: '#d7263d' },
  { name: 'orange', hex: '#f28c28' },
  { name: 'yellow', hex: '#f9e46b' },
  { name: 'green', hex: '#1e8c45' },
  { name: 'mint', hex: '#8fe3c0' },
  { name: 'blue', hex: '#1f3fae' },
  { name: 'sky', hex: '#5fb4f5' },
  { name: 'purple', hex: '#6a2c91' },
  { name: 'pink', hex: '#f49ac8' },
];

/** The palette's colour names in order; a generated board with k colours uses the first k. */
export const COLOR_NAMES: readonly string[] = PALETTE.map((c) => c.name);
