import { itemLink } from './links';
import { summaryView } from './summary-view';
import { DEFAULT_FORM, percentDone, readProgress, reportIdOf, toggleCheck, verifyOptions } from './verify-options';

describe('verify run options', () => {
  it('sends no "only" for all checks, with the counts', () => {
    expect(verifyOptions(DEFAULT_FORM)).toEqual({ options: { worlds: 64, pairs: 400 } });
  });
  it('sends the picked checks in CLI order and only the counts they use', () => {
    const f = toggleCheck(toggleCheck({ only: [], worlds: 1, pairs: 4 }, 'faces', true), 'pigment', true);
    expect(verifyOptions(f)).toEqual({ options: { only: ['pigment', 'faces'], pairs: 4 } });
    expect(verifyOptions({ only: ['pigment'], worlds: 0, pairs: 0 })).toEqual({ options: { only: ['pigment'] } });
  });
  it('refuses an empty or nonsensical run', () => {
    expect(verifyOptions({ ...DEFAULT_FORM, only: [] })).toEqual({ error: 'Pick at least one check.' });
    expect(verifyOptions({ only: ['worlds'], worlds: 0.5, pairs: 1 })).toHaveProperty('error');
    // the server's caps, said before anything is sent
    expect(verifyOptions({ only: ['worlds'], worlds: 257, pairs: 1 })).toEqual({
      error: 'Worlds: at most 256 in a run on the server (the CLI runs more).',
    });
    expect(verifyOptions({ only: ['faces'], worlds: 1, pairs: 10_001 })).toHaveProperty('error');
    expect(verifyOptions({ only: ['faces'], worlds: 1, pairs: 10_000 })).toEqual({
      options: { only: ['faces'], pairs: 10_000 },
    });
  });
  it('reads progress events and report ids', () => {
    const p = readProgress({ type: 'progress', done: 3, total: 12, current: 'pigment/white', failures: ['x'] });
    expect(p).toEqual({ done: 3, total: 12, current: 'pigment/white', failures: 1, checks: [] });
    const q = readProgress({
      done: 5,
      total: 9,
      failures: 0,
      checks: { worlds: { done: 1, total: 4, failures: 0 }, pigment: { done: 4, total: 5, failures: 1 } },
    });
    expect(q.checks).toEqual([
      { check: 'pigment', done: 4, total: 5, failures: 1 },
      { check: 'worlds', done: 1, total: 4, failures: 0 },
    ]);
    expect(percentDone(p)).toBe(25);
    expect(percentDone(null)).toBe(0);
    expect(reportIdOf({ reportDir: '/work/reports/2026-11-30T01-02-03' })).toBe('2026-11-30T01-02-03');
    expect(reportIdOf({ reportDir: 'reports\\run-1\\' })).toBe('run-1');
    expect(reportIdOf({})).toBeNull();
  });
});

describe('report item links', () => {
  it('links levels, dailies, worlds and face pairs to their pages', () => {
    expect(itemLink('pigment/white')).toMatchObject({ path: '/pigment/white' });
    expect(itemLink('watersort/level-12')).toMatchObject({ path: '/watersort/levels', query: { level: 12 } });
    expect(itemLink('watersort/daily-2026-11-30')).toMatchObject({ query: { date: '2026-11-30' } });
    expect(itemLink('worlds/7', 'depth 3 cube (1,-2): portal N cannot reach the exit')).toMatchObject({
      path: '/worlds/preview',
      query: { seed: '7', depth: '3', x: '1', y: '-2' },
    });
    expect(itemLink('worlds/seed-9', 'depth 4: route has 3 rooms')).toMatchObject({ query: { seed: '9', depth: '4' } });
    expect(itemLink('faces/3/12/-1,2E')).toMatchObject({ query: { seed: '3', depth: '12', x: '-1', y: '2' } });
    expect(itemLink('3/12/-1,2S')).toMatchObject({ query: { seed: '3', depth: '12' } });
    expect(itemLink('something else')).toBeNull();
  });
  it('prefers the check and metrics the report stores with an item', () => {
    expect(
      itemLink('watersort/daily-x', '', { check: 'watersort', metrics: { kind: 'daily', date: '2026-11-02' } }),
    ).toMatchObject({ query: { date: '2026-11-02' } });
    expect(itemLink('w7', 'depth 2 cube (0,1): no well', { check: 'worlds', metrics: { seed: 7 } })).toMatchObject({
      query: { seed: '7', depth: '2', x: '0', y: '1' },
    });
    expect(itemLink('5/3/1,1N', '', { check: 'faces', metrics: { seed: 5, depth: 3 } })).toMatchObject({
      query: { seed: '5', depth: '3', x: '1', y: '1' },
    });
    expect(itemLink('return', '', { check: 'pigment' })).toMatchObject({ path: '/pigment/return' });
  });
});

describe('summary view', () => {
  const summary = {
    passed: false,
    date: '2026-11-30T01:00:00Z',
    checks: {
      pigment: { items: [{ id: 'pigment/white', passed: true, failures: [] }] },
      watersort: {
        items: [
          { id: 'watersort/level-3', passed: false, failures: ['optimal solver did not finish'] },
          { id: 'watersort/level-4', passed: true, failures: [] },
        ],
      },
    },
  };
  it('puts failures first with links and totals per check', () => {
    const v = summaryView(summary);
    expect(v.passed).toBe(false);
    expect(v.date).toBe('2026-11-30T01:00:00Z');
    expect(v.failures).toEqual([
      {
        id: 'watersort/level-3',
        check: 'watersort',
        message: 'optimal solver did not finish',
        link: itemLink('watersort/level-3', '', { check: 'watersort', metrics: {} }),
      },
    ]);
    expect(v.totals).toEqual([
      { check: 'pigment', total: 1, failed: 0 },
      { check: 'watersort', total: 2, failed: 1 },
    ]);
  });
  it('takes the check from the item when its id does not say it', () => {
    const v = summaryView({
      passed: false,
      items: [
        {
          check: 'faces',
          id: '4/6/2,-3E',
          passed: false,
          failures: ['height differs at t=3'],
          metrics: { seed: 4, depth: 6 },
        },
      ],
    });
    expect(v.totals).toEqual([{ check: 'faces', total: 1, failed: 1 }]);
    expect(v.failures[0].link).toMatchObject({
      path: '/worlds/preview',
      query: { seed: '4', depth: '6', x: '2', y: '-3' },
    });
  });
  it('reads the verify summary format (checks with failure lists, items with check and metrics)', () => {
    const items = [
      {
        check: 'watersort',
        id: 'watersort/daily-2026-11-02',
        index: 0,
        passed: false,
        failures: ['not deterministic'],
        metrics: { kind: 'daily', date: '2026-11-02' },
        ms: 4,
      },
      {
        check: 'faces',
        id: 'faces/2/5/1,0E',
        index: 0,
        passed: true,
        failures: [],
        metrics: { seed: 2, depth: 5 },
        ms: 9,
      },
    ];
    const v = summaryView({
      version: 1,
      createdAt: '2026-11-30T02:00:00.000Z',
      passed: false,
      checks: {
        watersort: { passed: false, total: 1, failed: 1, failures: [{ id: items[0].id, messages: items[0].failures }] },
        faces: { passed: true, total: 1, failed: 0, failures: [] },
      },
      items,
    });
    expect(v.date).toBe('2026-11-30T02:00:00.000Z');
    expect(v.items.map((i) => i.check)).toEqual(['watersort', 'faces']);
    expect(v.failures).toHaveLength(1);
    expect(v.failures[0].link).toMatchObject({ query: { date: '2026-11-02' } });
  });
  it('copes with an empty or odd summary', () => {
    expect(summaryView(null)).toMatchObject({ passed: null, items: [], failures: [] });
    expect(summaryView({ items: [{ id: 'faces/1/2/0,0E', ok: false }] }).failures[0].message).toBe('failed');
  });
});
