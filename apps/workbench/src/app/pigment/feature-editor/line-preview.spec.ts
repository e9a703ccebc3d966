import { RETURN_LEVEL } from '../testing/fixtures';
import { LinePreview, PREVIEW_STEP_MS } from './line-preview';

describe('LinePreview (animate, scrub, pause)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const dieAt = (p: LinePreview) => {
    for (const row of p.rows()) for (const c of row) if (c.die) return [c.x, c.y];
    return null;
  };

  it('advances a tip per step, and the scrubber shows any step, paused, as the animation draws it', () => {
    const p = new LinePreview();
    p.play(RETURN_LEVEL, 'ESWNE');
    expect([p.step(), p.playing()]).toEqual([0, true]);
    jest.advanceTimersByTime(2 * PREVIEW_STEP_MS);
    expect(p.step()).toBe(2);
    const atTwo = JSON.stringify(p.rows());
    p.seek(5);
    expect([p.step(), p.playing(), p.phase()]).toEqual([5, false, 'won']);
    jest.advanceTimersByTime(3 * PREVIEW_STEP_MS);
    expect(p.step()).toBe(5); // paused: scrubbing stops the clock
    p.seek(2);
    expect(JSON.stringify(p.rows())).toBe(atTwo);
    p.seek(0);
    expect(dieAt(p)).toEqual([0, 0]);
    p.seek(99);
    expect(p.step()).toBe(5);
  });

  it('resumes from the shown step, restarts from the start at the end, and Stop hides it', () => {
    const p = new LinePreview();
    p.play(RETURN_LEVEL, 'ESWNE');
    p.seek(3);
    p.resume();
    jest.advanceTimersByTime(PREVIEW_STEP_MS);
    expect([p.step(), p.playing()]).toEqual([4, true]);
    jest.advanceTimersByTime(3 * PREVIEW_STEP_MS);
    expect([p.step(), p.playing()]).toEqual([5, false]);
    p.resume();
    expect(p.step()).toBe(0);
    p.stop();
    expect([p.line(), p.rows()]).toEqual([null, []]);
  });
});
