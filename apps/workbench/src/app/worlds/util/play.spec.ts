import { collapseTrace, createWorld } from '@levelbench/worldgen';
import { clampStep, playFrame, playStatus } from './play';

describe('Play: replaying a depth collapse', () => {
  const trace = collapseTrace(7, 3);
  const map = createWorld(7).map(3);
  const m = trace.steps.length;

  it('starts with every cube uncollapsed at all 87 options', () => {
    const f = playFrame(trace, 0);
    expect(f.collapsed.size).toBe(0);
    expect(f.options.size).toBe(map.cubes.length);
    expect([...f.options.values()].every((n) => n === 87)).toBe(true);
    expect(f.current).toBeNull();
    expect(playStatus(trace, 0)).toBe(`Collapsed 0 of ${m} cubes; every cube can still be any of 87 pieces.`);
  });

  it('collapses one cube per step and narrows its neighbours', () => {
    const f = playFrame(trace, 1);
    const first = trace.cubes[trace.steps[0].cube];
    expect(f.current).toBe(`${first.x},${first.y}`);
    expect(f.collapsed.get(f.current ?? '')).toEqual({ kind: trace.steps[0].kind, piece: trace.steps[0].piece });
    expect(f.options.has(f.current ?? '')).toBe(false);
    expect([...f.options.values()].some((n) => n < 87)).toBe(true);
    expect(playStatus(trace, 1)).toMatch(
      new RegExp(`^Collapsed 1 of ${m} cubes; last \\(-?\\d+,-?\\d+\\) became \\w+`),
    );
  });

  it('option counts never grow while the depth fills in', () => {
    let before = playFrame(trace, 0);
    for (let s = 1; s <= m; s++) {
      const f = playFrame(trace, s);
      for (const [k, n] of f.options) expect(n).toBeLessThanOrEqual(before.options.get(k) ?? 87);
      expect(f.collapsed.size).toBe(s);
      before = f;
    }
  });

  it('ends in exactly the depth map the world shows', () => {
    const f = playFrame(trace, m + 5);
    expect(f.options.size).toBe(0);
    for (const c of map.cubes) expect(f.collapsed.get(`${c.x},${c.y}`)).toEqual({ kind: c.kind, piece: c.piece });
    expect(clampStep(trace, -3)).toBe(0);
    expect(clampStep(trace, m + 5)).toBe(m);
  });
});
