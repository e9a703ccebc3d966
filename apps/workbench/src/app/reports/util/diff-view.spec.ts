import type { ReportDiffResponse, ReportRow } from '@levelbench/contracts';
import { diffView, previousReport } from './diff-view';

const response: ReportDiffResponse = {
  id: 'new',
  against: 'old',
  headline: '1 regression, 0 fixed, 1 added, 0 removed, 1 with changed metrics, 30 unchanged',
  diff: {
    before: { createdAt: '2026-11-29T00:00:00.000Z', commit: null, passed: true },
    after: { createdAt: '2026-11-30T00:00:00.000Z', commit: null, passed: false },
    runChanges: ['worlds: 64 → 8'],
    regressions: [
      {
        check: 'pigment',
        id: 'pigment/return',
        passed: false,
        messages: ['limit 4 is less than the shortest line 5'],
        locations: [{ kind: 'file', file: 'pigment/return.json', path: '/limit' }],
      },
    ],
    fixes: [],
    added: [{ check: 'watersort', id: 'watersort/level-5', passed: true, messages: [] }],
    removed: [],
    changed: [
      {
        check: 'watersort',
        id: 'watersort/level-3',
        at: { kind: 'watersort-level', n: 3 },
        changes: [],
        text: 'colors 4 → 5; tries [7 entries] → [1]',
      },
    ],
    unchanged: 30,
  },
};

describe('report diff view', () => {
  it('keeps the non-empty groups in order, regressions first, with links and the changes as the server words them', () => {
    const v = diffView(response);
    expect(v.headline).toBe('1 regression, 0 fixed, 1 added, 0 removed, 1 with changed metrics, 30 unchanged');
    expect(v.regressions).toBe(1);
    expect(v.groups.map((g) => [g.title, g.bad, g.rows.length])).toEqual([
      ['Regressions', true, 1],
      ['Added', false, 1],
      ['Metrics changed', false, 1],
    ]);
    expect(v.groups[0].rows[0]).toMatchObject({
      id: 'pigment/return',
      detail: 'limit 4 is less than the shortest line 5',
      link: { path: '/pigment/return' },
    });
    expect(v.groups[2].rows[0].detail).toBe('colors 4 → 5; tries [7 entries] → [1]');
    expect(v.groups[2].rows[0].link).toMatchObject({ path: '/watersort/levels', query: { level: 3 } });
    // an added item without a recorded place (an older summary) still links by its check
    expect(v.groups[1].rows[0].link).toBeNull();
  });

  it('has no groups when nothing changed', () => {
    const none = diffView({
      ...response,
      diff: { ...response.diff, regressions: [], added: [], changed: [], runChanges: [] },
    });
    expect(none.groups).toEqual([]);
  });

  it('compares with the next older report by default', () => {
    const rows = ['c', 'b', 'a'].map((id) => ({ id, passed: true, date: '' }) as ReportRow);
    expect(previousReport(rows, 'c')).toBe('b');
    expect(previousReport(rows, 'a')).toBeNull();
    expect(previousReport(rows, 'zzz')).toBeNull();
  });
});
