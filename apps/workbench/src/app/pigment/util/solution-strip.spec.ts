import { RETURN_LEVEL } from '../testing/fixtures';
import { GIF_HOLD_MS, GIF_STEP_MS, STRIP_CELL, STRIP_GAP, gifDelays, stripFrames, stripSize } from './solution-strip';

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
});
