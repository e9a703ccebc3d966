import { RETURN_LEVEL } from '../testing/fixtures';
import { COLOR_FILL } from './level-file';
import {
  GIF_HOLD_MS,
  GIF_STEP_MS,
  HOLE_HATCH,
  STRIP_CELL,
  STRIP_GAP,
  drawFrame,
  gifDelays,
  stripFrames,
  stripSize,
} from './solution-strip';

/** A 2D context that records what each cell's square was filled with (enough for drawFrame). */
function recordingContext() {
  const noop = (): void => undefined;
  const fills: { x: number; y: number; style: string }[] = [];
  const strokes: string[] = [];
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '',
    fillRect(x: number, y: number) {
      fills.push({ x, y, style: String(this.fillStyle) });
    },
    strokeRect() {
      strokes.push(String(this.strokeStyle));
    },
    stroke() {
      strokes.push(String(this.strokeStyle));
    },
    beginPath: noop,
    moveTo: noop,
    lineTo: noop,
    roundRect: noop,
    fill: noop,
    fillText: noop,
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, fills, strokes };
}

describe('solution strip (PNG export of a line)', () => {
  it('has one frame for the start and one per tip, the last one won', () => {
    const frames = stripFrames(RETURN_LEVEL, 'ESWNE');
    expect(frames.map((f) => [f.step, f.phase])).toEqual([
      [0, 'play'],
      [1, 'play'],
      [2, 'play'],
      [3, 'play'],
      [4, 'play'],
      [5, 'won'],
    ]);
    expect(frames[0].rows[0][0].die).toBe(true);
    expect(frames[1].rows[0][1].die).toBe(true); // one tip east
  });

  it('ends at a refused tip, and sizes the strip from the frames', () => {
    expect(stripFrames(RETURN_LEVEL, 'NNN')).toHaveLength(1); // north of the start is off the board
    const size = stripSize(RETURN_LEVEL, 6);
    expect(size.width).toBe(6 * 5 * STRIP_CELL + 5 * STRIP_GAP + 2 * STRIP_GAP);
    expect(size.height).toBe(5 * STRIP_CELL + 20 + 2 * STRIP_GAP);
  });

  it('times the GIF: the start and the end held, every tip in between at review speed', () => {
    expect(gifDelays(6)).toEqual([GIF_HOLD_MS, GIF_STEP_MS, GIF_STEP_MS, GIF_STEP_MS, GIF_STEP_MS, GIF_HOLD_MS]);
    expect(gifDelays(1)).toEqual([GIF_HOLD_MS]);
    expect(GIF_STEP_MS).toBeGreaterThanOrEqual(260); // never faster than a tip in play
  });

  it('draws a hole as a hatched gap and a black stain as a black square: never alike', () => {
    const level = { ...RETURN_LEVEL, holes: [[2, 2]], stains: [{ at: [3, 3], color: 'black' }] } as typeof RETURN_LEVEL;
    const [start] = stripFrames(level, '');
    const { ctx, fills, strokes } = recordingContext();
    drawFrame(ctx, level, start, '');
    const at = (x: number, y: number) =>
      fills.filter((f) => f.x === STRIP_GAP + x * STRIP_CELL + 1 && f.y === STRIP_GAP + y * STRIP_CELL + 1);
    expect(at(3, 3).map((f) => f.style)).toEqual([COLOR_FILL.black]);
    expect(at(2, 2)).toEqual([]); // the paper shows through
    expect(strokes).toContain(HOLE_HATCH);
  });
});
