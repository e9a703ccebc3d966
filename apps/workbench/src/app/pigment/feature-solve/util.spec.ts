import { returnSolveReport } from '../testing/fixtures';
import { optimalCountText, progressLine, saveDoubt, solveSummary } from './util';

const result = returnSolveReport;

describe('solveSummary', () => {
  it('names the shortest length and the verdict', () => {
    const s = solveSummary({ kind: 'done', result: result({}), limit: 5 }, 5);
    expect(s.headline).toBe('Shortest solution: 5 moves.');
    expect(s.verdict).toContain('equals');
    expect(s.canSetLimit).toBe(false);
  });
  it('offers to set the limit when it differs from the shortest', () => {
    const s = solveSummary({ kind: 'done', result: result({ limitVerdict: 'slack' }), limit: 7 }, 7);
    expect(s.verdict).toContain('slack');
    expect(s.canSetLimit).toBe(true);
  });
  it('tells an exhaustive "unsolvable" from a budget stop', () => {
    const none = result({
      solvable: false,
      shortest: null,
      optimalCount: 0,
      optimalLines: [],
      limitVerdict: 'impossible',
    });
    expect(solveSummary({ kind: 'done', result: none, limit: 3 }, 3).headline).toContain('exhaustive');
    const walled = { ...none, reason: 'the mark at 3,4 cannot be reached' };
    expect(solveSummary({ kind: 'done', result: walled, limit: 3 }, 3).headline).toBe(
      'Unsolvable: the mark at 3,4 cannot be reached.',
    );
    expect(
      solveSummary({ kind: 'done', result: { ...none, exhaustive: false, limitVerdict: 'unknown' }, limit: 3 }, 3)
        .headline,
    ).toContain('budget');
    const stopped = { ...none, exhaustive: false, aborted: true, states: 10_000_000, limitVerdict: 'unknown' as const };
    expect(solveSummary({ kind: 'done', result: stopped, limit: 3 }, 3).headline).toBe(
      'No answer within the state budget of 10,000,000 states; raise it to decide.',
    );
    // with the search's last report, the budget stop keeps the bound that Cancel shows
    const progress = { states: 10_000_000, bound: 41, ms: 9000 };
    expect(solveSummary({ kind: 'done', result: stopped, limit: 3, progress }, 3).headline).toBe(
      'No answer within the state budget of 10,000,000 states: no line is shorter than 41 moves; raise it to decide.',
    );
  });
  it('counts optimal lines only where there is a shortest line (never "≥ 0")', () => {
    expect(optimalCountText(result({}))).toBe('2');
    expect(optimalCountText(result({ optimalCount: null, optimalLines: ['ESENW'] }))).toBe('≥ 1');
    expect(optimalCountText(result({ shortest: null, optimalCount: null, optimalLines: [] }))).toBe('–');
    expect(optimalCountText(result({ shortest: null, optimalCount: 0, optimalLines: [] }))).toBe('–');
  });
  it('says plainly when the solver fails or runs', () => {
    expect(solveSummary({ kind: 'running' }, 1).headline).toBe('Solving…');
    const progress = { states: 1_234_567, bound: 23, ms: 1500 };
    expect(progressLine(progress)).toBe('1,234,567 states · no line shorter than 23 moves · 1.5 s');
    expect(solveSummary({ kind: 'cancelled', progress }, 1).headline).toBe(
      'Cancelled after 1,234,567 states: no line is shorter than 23 moves.',
    );
    expect(solveSummary({ kind: 'error', problem: { kind: 'offline', message: 'down' } }, 1).headline).toContain(
      'down',
    );
  });
});

describe('saveDoubt (the warning before saving, issue #25)', () => {
  it('lets a proven solvable level save without a word', () => {
    expect(saveDoubt({ kind: 'done', result: result({}), limit: 5 })).toBeNull();
  });

  it('warns for an unsolvable, an unproven and a cancelled level, not while the solver is still at work', () => {
    const unsolvable = result({ solvable: false, shortest: null, reason: 'the mark at 1,0 can never show white' });
    expect(saveDoubt({ kind: 'done', result: unsolvable, limit: 5 })).toBe(
      'This level is unsolvable: the mark at 1,0 can never show white.',
    );
    const aborted = result({ solvable: false, shortest: null, exhaustive: false, aborted: true });
    expect(saveDoubt({ kind: 'done', result: aborted, limit: 5 })).toMatch(/unproven.*verify will fail it/);
    expect(saveDoubt({ kind: 'cancelled' })).toMatch(/unproven/);
    expect(saveDoubt({ kind: 'running' })).toBeNull();
    expect(saveDoubt({ kind: 'idle' })).toBeNull();
  });
});
