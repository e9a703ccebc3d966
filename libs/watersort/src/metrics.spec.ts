import { defaultCurve } from './curve';
import { parseBoard } from './board-format';
import { generateFromSpec } from './generate';
import { checkGenerated, levelMetrics, verifyDaily, verifyWatersortLevel } from './metrics';
import { formatErrors } from '@levelbench/formats';

describe('metrics and verify', () => {
  it('verifies a level and reports its metrics', () => {
    const r = verifyWatersortLevel(defaultCurve, 20);
    expect(r).toMatchObject({ id: 'watersort/level-20', passed: true, failures: [] });
    const m = r.metrics;
    expect(m?.colors).toBe(5);
    expect(m?.optimalPours).toBeGreaterThanOrEqual(m?.mixedness as number);
    expect(m?.optimalPours).toBeLessThanOrEqual(m?.fastPours as number);
    expect(m?.firstPours).toBeGreaterThan(0);
    expect(levelMetrics(defaultCurve, 20)).toEqual(m);
  });

  it('verifies a daily and turns bad input into a failure', () => {
    expect(verifyDaily('2026-01-01')).toMatchObject({ id: 'watersort/daily-2026-01-01', passed: true });
    expect(verifyDaily('2026-13-01')).toMatchObject({ passed: false, metrics: null });
    expect(verifyWatersortLevel(defaultCurve, 101).failures[0]).toMatch(/between 1 and 100/);
  });

  it('catches a tampered level: wrong solution, complete tube, non-determinism', () => {
    const g = generateFromSpec({ level: 1, colors: 3, t: 0, seed: 7, candidates: 2 });
    const tampered = {
      ...g,
      solution: g.solution.slice(1),
      board: { capacity: 4, tubes: [['red', 'red', 'red', 'red'], ...g.board.tubes.slice(1)] },
    };
    const { failures } = checkGenerated(tampered, g);
    expect(failures.join('\n')).toMatch(/complete tube/);
    expect(failures.join('\n')).toMatch(/not deterministic/);
    expect(failures.join('\n')).toMatch(/colour "red" has/);
  });

  it('parses board files with clear errors', () => {
    expect(parseBoard('{"capacity": 2, "tubes": [["x", "y"], ["y", "x"], []]}', 'b.json').ok).toBe(true);
    const r = parseBoard('{"capacity": 2, "tubes": [["x", "y", "x"], ["y", "y"], []]}', 'b.json');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(formatErrors(r.errors)).toContain('b.json: /tubes/0: holds 3 units, more than the capacity 2');
      expect(formatErrors(r.errors)).toContain('b.json: /tubes: colour "y" has 3 units, expected exactly 2');
    }
  });
});
