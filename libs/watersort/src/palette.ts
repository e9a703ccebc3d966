/** One colour of the Water Sort palette: a name players can read out and a hex value for drawing. */
export interface PaletteColor {
  readonly name: string;
  readonly hex: string;
}

/**
 * The 9 colours, defined once. Every pair is ≥ 20° apart in hue and ≥ 5 apart in CIE L*
 * lightness; pairs closer than 60° in hue are ≥ 15 apart in L* (checked in palette.spec.ts).
 */
export const PALETTE: readonly PaletteColor[] = [
  { name: 'red', hex: '#c21c2a' },
  { name: 'orange', hex: '#ec750c' },
  { name: 'yellow', hex: '#f9ea89' },
  { name: 'green', hex: '#26974b' },
  { name: 'mint', hex: '#89e2d0' },
  { name: 'sky', hex: '#4fadf1' },
  { name: 'blue', hex: '#4b68df' },
  { name: 'purple', hex: '#622287' },
  { name: 'pink', hex: '#f5a2d2' },
];

/** The palette's colour names in order; a generated board with k colours uses the first k. */
export const COLOR_NAMES: readonly string[] = PALETTE.map((c) => c.name);
