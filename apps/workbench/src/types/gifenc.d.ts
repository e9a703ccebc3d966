/** The part of gifenc 1.0.3 (no bundled types) the workbench's GIF export uses. */
declare module 'gifenc' {
  /** RGB or RGBA colours, one array per palette entry. */
  export type Palette = number[][];

  export interface FrameOptions {
    readonly palette?: Palette;
    /** Time the frame shows, in ms. */
    readonly delay?: number;
    /** -1 plays once, 0 loops forever, n > 0 loops n times (written with the first frame). */
    readonly repeat?: number;
    readonly transparent?: boolean;
    readonly transparentIndex?: number;
    readonly dispose?: number;
  }

  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, opts?: FrameOptions): void;
    finish(): void;
    bytes(): Uint8Array<ArrayBuffer>;
  }

  export function GIFEncoder(opts?: { auto?: boolean; initialCapacity?: number }): Encoder;
  export function quantize(
    rgba: Uint8Array | Uint8ClampedArray,
    maxColors: number,
    opts?: { format?: 'rgb565' | 'rgb444' | 'rgba4444'; oneBitAlpha?: boolean | number },
  ): Palette;
  export function applyPalette(
    rgba: Uint8Array | Uint8ClampedArray,
    palette: Palette,
    format?: 'rgb565' | 'rgb444' | 'rgba4444',
  ): Uint8Array;
}
