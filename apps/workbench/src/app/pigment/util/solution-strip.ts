import type { Dir, PigmentLevel } from '@levelbench/pigment';
import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import { CellView, boardCells } from './board-view';
import { COLOR_FILL, ColorName } from './level-file';
import { dieFaces, playMoves, sessionOverlay } from './play-session';

/** Pixel size of one board cell in an exported strip, and the gap between frames. */
export const STRIP_CELL = 24;
export const STRIP_GAP = 8;

/** One frame of a solution strip: the board after `step` tips, the die's down face, the phase. */
export interface StripFrame {
  readonly step: number;
  readonly rows: CellView[][];
  readonly down: ColorName;
  readonly phase: string;
}

/** The frames of `line` on `level`: the start, then the board after each tip (a refused tip ends the strip). */
export function stripFrames(level: PigmentLevel, line: string): StripFrame[] {
  const frames: StripFrame[] = [];
  for (let step = 0; step <= line.length; step++) {
    const s = playMoves(level, line.slice(0, step));
    if (s.moves.length < step) break;
    frames.push({
      step,
      rows: boardCells(s.game.state.level, sessionOverlay(s)),
      down: dieFaces(s.game.state.die).D,
      phase: s.game.state.phase,
    });
  }
  return frames;
}

/** The strip's size in pixels: frames side by side, each the board plus a caption line. */
export function stripSize(level: { width: number; height: number }, frames: number): { width: number; height: number } {
  const frameW = level.width * STRIP_CELL;
  return {
    width: frames * frameW + (frames - 1) * STRIP_GAP + 2 * STRIP_GAP,
    height: level.height * STRIP_CELL + 20 + 2 * STRIP_GAP,
  };
}

/** Draws the frames left to right on a 2D context sized by {@link stripSize} (holes dark, marks ringed, the die a rounded square). */
export function drawStrip(
  ctx: CanvasRenderingContext2D,
  level: PigmentLevel,
  frames: readonly StripFrame[],
  line: string,
): void {
  const { width, height } = stripSize(level, frames.length);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  frames.forEach((f, i) => drawFrame(ctx, level, f, line, STRIP_GAP + i * (level.width * STRIP_CELL + STRIP_GAP)));
}

/** Draws one frame (board and caption) with its left edge at `ox`, {@link STRIP_GAP} from the top. */
export function drawFrame(
  ctx: CanvasRenderingContext2D,
  level: PigmentLevel,
  f: StripFrame,
  line: string,
  ox = STRIP_GAP,
): void {
  const oy = STRIP_GAP;
  for (const row of f.rows)
    for (const c of row) {
      const x = ox + c.x * STRIP_CELL;
      const y = oy + c.y * STRIP_CELL;
      if (c.hole) {
        drawHole(ctx, x, y);
        continue;
      }
      ctx.fillStyle = COLOR_FILL[c.stain];
      ctx.fillRect(x + 1, y + 1, STRIP_CELL - 2, STRIP_CELL - 2);
      if (c.mark) {
        ctx.strokeStyle = COLOR_FILL[c.mark];
        ctx.lineWidth = 3;
        ctx.strokeRect(x + 4, y + 4, STRIP_CELL - 8, STRIP_CELL - 8);
      }
      if (c.die) {
        ctx.fillStyle = COLOR_FILL[f.down];
        ctx.strokeStyle = '#000000';
        ctx.lineWidth = 2;
        ctx.beginPath();
        ctx.roundRect(x + 6, y + 6, STRIP_CELL - 12, STRIP_CELL - 12, 3);
        ctx.fill();
        ctx.stroke();
      }
    }
  ctx.fillStyle = '#1b1b1f';
  ctx.font = '12px sans-serif';
  const caption = f.step === 0 ? 'start' : `${f.step}. ${line[f.step - 1] as Dir}${f.phase === 'won' ? ' won' : ''}`;
  ctx.fillText(caption, ox, oy + level.height * STRIP_CELL + 15);
}

/** A hole: the paper shows through, crossed by a grey diagonal hatch — never a black square, which is a black stain. */
export const HOLE_HATCH = '#9aa0a8';

function drawHole(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.strokeStyle = HOLE_HATCH;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let d = 6; d < 2 * STRIP_CELL; d += 6) {
    ctx.moveTo(x + Math.max(0, d - STRIP_CELL), y + Math.min(STRIP_CELL, d));
    ctx.lineTo(x + Math.min(STRIP_CELL, d), y + Math.max(0, d - STRIP_CELL));
  }
  ctx.stroke();
  ctx.strokeRect(x + 1.5, y + 1.5, STRIP_CELL - 3, STRIP_CELL - 3);
}

/** How long each GIF frame shows, in ms: the start and the last frame longer, so a reviewer can read them. */
export function gifDelays(frames: number): number[] {
  return Array.from({ length: frames }, (_, i) => (i === 0 || i === frames - 1 ? GIF_HOLD_MS : GIF_STEP_MS));
}

/** One tip per this many ms in the GIF (slower than play's 260 ms tip: a review follows each step). */
export const GIF_STEP_MS = 600;
/** The first and last frames of the GIF stay this long. */
export const GIF_HOLD_MS = 1500;

/**
 * An animated GIF of the line (`<id>-<line>.gif`): the same frames as the PNG strip, one after another
 * ({@link gifDelays}), looping; each frame is one board with its caption, quantised to its own palette.
 */
export async function solutionGif(level: PigmentLevel, line: string): Promise<{ blob: Blob; frames: number }> {
  const frames = stripFrames(level, line);
  const { width, height } = stripSize(level, 1);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('this browser cannot draw on a canvas');
  const gif = GIFEncoder();
  const delays = gifDelays(frames.length);
  frames.forEach((f, i) => {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    drawFrame(ctx, level, f, line);
    const { data } = ctx.getImageData(0, 0, width, height);
    const palette = quantize(data, 256);
    gif.writeFrame(applyPalette(data, palette), width, height, { palette, delay: delays[i], repeat: 0 });
  });
  gif.finish();
  return { blob: new Blob([gif.bytes()], { type: 'image/gif' }), frames: frames.length };
}

/** A PNG of the line's frames side by side, for a design review (`<id>-<line>.png`). */
export async function solutionStripPng(level: PigmentLevel, line: string): Promise<{ blob: Blob; frames: number }> {
  const frames = stripFrames(level, line);
  const { width, height } = stripSize(level, frames.length);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser cannot draw on a canvas');
  drawStrip(ctx, level, frames, line);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  if (!blob) throw new Error('the browser could not encode the PNG');
  return { blob, frames: frames.length };
}
