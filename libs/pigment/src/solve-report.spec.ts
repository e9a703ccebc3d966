import { analysePigment } from './analyse';
import { pigmentSolveReport } from './solve-report';
import { authoredLevels } from './spec-helpers';
import type { PigmentLevel } from './types';

const byId = (id: string) => authoredLevels().find((l) => l.id === id) as PigmentLevel;

describe('pigmentSolveReport', () => {
  it('lists the solve-result fields in their printed order, with the checks and the metrics', () => {
    const level = byId('return');
    const a = analysePigment(level, { linesCap: 10 });
    const r = pigmentSolveReport(level, a, { ms: 1.5 });
    expect(Object.keys(r)).toEqual([
      'id',
      'solvable',
      'shortest',
      'optimalCount',
      'solution',
      'exhaustive',
      'aborted',
      'states',
      'ms',
      'limit',
      'limitVerdict',
      'metrics',
      'optimalLines',
      'replays',
      'passed',
      'failures',
    ]);
    expect(r).toMatchObject({ id: 'return', shortest: 5, optimalCount: 2, ms: 1.5, limit: 5, limitVerdict: 'ok' });
    expect(r.optimalLines).toEqual(['ESENW', 'ESWNE']);
    expect([r.metrics, r.replays, r.passed, r.failures]).toEqual([a.metrics, a.replays, true, []]);
  });

  it('carries the solve and metrics times apart only when they were taken, right after `ms`', () => {
    const level = byId('return');
    const a = analysePigment(level, { linesCap: 10 });
    const timed = pigmentSolveReport(level, a, { ms: 3, solveMs: 1.25, metricsMs: 1.5 });
    expect(Object.keys(timed).slice(8, 12)).toEqual(['ms', 'solveMs', 'metricsMs', 'limit']);
    expect([timed.ms, timed.solveMs, timed.metricsMs]).toEqual([3, 1.25, 1.5]);
    const zero = pigmentSolveReport(level, a, { ms: 0, solveMs: 0, metricsMs: 0 });
    expect([zero.solveMs, zero.metricsMs]).toEqual([0, 0]);
    const untimed = pigmentSolveReport(level, a, { ms: 3 });
    expect('solveMs' in untimed || 'metricsMs' in untimed).toBe(false);
  });

  it('gives the reason after the verdict, leaves out skipped metrics, and the checks with `checks: false`', () => {
    const level = { ...byId('what-you-leave'), marks: [{ at: [1, 0] as const, color: 'white' as const }] };
    const r = pigmentSolveReport(level, analysePigment(level, { metrics: false }), { ms: 0, checks: false });
    expect(Object.keys(r).slice(10)).toEqual(['limitVerdict', 'reason', 'optimalLines']);
    expect(r.reason).toMatch(/can never show white/);
  });

  it('fails what `pigment verify` fails: a budget that left the optimal count uncounted, a replay, slack', () => {
    const level = { ...byId('return'), limit: 6, replays: [{ moves: 'E', expect: 'won' as const }] };
    const r = pigmentSolveReport(level, analysePigment(level), { ms: 0 });
    expect(r.passed).toBe(false);
    expect(r.failures).toEqual([
      'limit 6 is more than the shortest line 5 (slack)',
      'replay E expected won but ended play',
    ]);
    const budget = pigmentSolveReport(byId('white'), analysePigment(byId('white'), { maxStates: 20 }), { ms: 0 });
    expect([budget.aborted, budget.passed, budget.failures?.[0]]).toEqual([
      true,
      false,
      'the search stopped at its budget of 20 states before an answer',
    ]);
  });
});
