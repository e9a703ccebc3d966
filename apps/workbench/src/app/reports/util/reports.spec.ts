import { type CheckInfo, type ItemRecord, VERIFY_DEFAULTS } from '@levelbench/contracts';
import { testSummary as contractSummary } from '@levelbench/contracts/testing';
import { failureLink, itemLink, locationLink } from './links';
import { isSummary, summaryView } from './summary-view';
import {
  DEFAULT_FORM,
  percentDone,
  pickedChecks,
  readProgress,
  reportIdOf,
  toggleCheck,
  usesSize,
  verifyOptions,
} from './verify-options';

const testSummary = (items: ItemRecord[]) => contractSummary(items);

/** What `GET /api/verify/checks` answers (the verify registry's checkInfos). */
const CHECKS: CheckInfo[] = [
  { name: 'pigment', label: 'Pigment levels', item: 'level file' },
  { name: 'watersort', label: 'Water Sort curve and dailies', item: 'level or daily' },
  { name: 'worlds', label: 'Cube Crawler worlds', item: 'world', sizeOption: 'worlds' },
  { name: 'faces', label: 'Cube face pairs', item: 'face pair', sizeOption: 'pairs' },
];

describe('verify run options', () => {
  it('sends no "only" for all checks, with the counts', () => {
    expect(verifyOptions(DEFAULT_FORM, CHECKS)).toEqual({ options: { worlds: 64, pairs: 400 } });
  });
  it('sends the picked checks in the server order and only the counts they use', () => {
    const none = { only: [], worlds: 1, pairs: 4 };
    const f = toggleCheck(toggleCheck(none, 'faces', true, CHECKS), 'pigment', true, CHECKS);
    expect(verifyOptions(f, CHECKS)).toEqual({ options: { only: ['pigment', 'faces'], pairs: 4 } });
    expect(verifyOptions({ only: ['pigment'], worlds: 0, pairs: 0 }, CHECKS)).toEqual({
      options: { only: ['pigment'] },
    });
    // unticking one of "all" leaves the others picked
    expect(toggleCheck(DEFAULT_FORM, 'worlds', false, CHECKS).only).toEqual(['pigment', 'watersort', 'faces']);
  });
  it('refuses an empty or nonsensical run, and sends nothing before the checks are known', () => {
    expect(verifyOptions({ ...DEFAULT_FORM, only: [] }, CHECKS)).toEqual({ error: 'Pick at least one check.' });
    expect(verifyOptions(DEFAULT_FORM, [])).toEqual({ error: '' });
    expect(verifyOptions({ only: ['worlds'], worlds: 0.5, pairs: 1 }, CHECKS)).toEqual({
      error: 'Worlds must be a whole number of at least 1.',
    });
    // the server's caps, said before anything is sent
    expect(verifyOptions({ only: ['worlds'], worlds: 257, pairs: 1 }, CHECKS)).toEqual({
      error: 'Worlds: at most 256 in a run on the server (the CLI runs more).',
    });
    expect(verifyOptions({ only: ['faces'], worlds: 1, pairs: 10_001 }, CHECKS)).toEqual({
      error: 'Pairs: at most 10000 in a run on the server (the CLI runs more).',
    });
    expect(verifyOptions({ only: ['faces'], worlds: 1, pairs: 10_000 }, CHECKS)).toEqual({
      options: { only: ['faces'], pairs: 10_000 },
    });
  });
  it('lists whatever checks the server offers: an added check is picked, sent and sized like the others', () => {
    const census = { name: 'census', label: 'Level census', item: 'level file' } as unknown as CheckInfo;
    const offered = [...CHECKS, census];
    expect(pickedChecks(DEFAULT_FORM, offered)).toEqual(['pigment', 'watersort', 'worlds', 'faces', 'census']);
    const f = toggleCheck({ only: [], worlds: 2, pairs: 3 }, census.name, true, offered);
    expect(verifyOptions(f, offered)).toEqual({ options: { only: ['census'] } });
    expect(usesSize(f, offered, 'worlds')).toBe(false);
    expect(usesSize(toggleCheck(f, 'worlds', true, offered), offered, 'worlds')).toBe(true);
  });
  it('reads progress events in the order the server sends (report order) and report ids', () => {
    const p = readProgress({ type: 'progress', done: 3, total: 12, current: 'pigment/white', failures: 1, checks: {} });
    expect(p).toEqual({ done: 3, total: 12, current: 'pigment/white', failures: 1, checks: [] });
    const q = readProgress({
      type: 'progress',
      done: 5,
      total: 9,
      current: null,
      failures: 0,
      checks: { pigment: { done: 4, total: 5, failures: 1 }, worlds: { done: 1, total: 4, failures: 0 } },
    });
    expect(q.checks).toEqual([
      { check: 'pigment', done: 4, total: 5, failures: 1 },
      { check: 'worlds', done: 1, total: 4, failures: 0 },
    ]);
    expect(percentDone(p)).toBe(25);
    expect(percentDone(null)).toBe(0);
    const summary = testSummary([]);
    expect(reportIdOf({ type: 'done', reportId: 'run-1', reportDir: 'run-1', summary })).toBe('run-1');
  });
  it("takes its defaults from the contracts (the CLI's defaults): every offered check", () => {
    expect(DEFAULT_FORM).toEqual({ only: null, worlds: VERIFY_DEFAULTS.worlds, pairs: VERIFY_DEFAULTS.pairs });
  });
});

describe('report item links', () => {
  it('links each kind of failure location to its page', () => {
    expect(locationLink({ kind: 'file', file: 'pigment/white.json', path: '/limit' })).toEqual({
      path: '/pigment/white',
      query: {},
      label: 'Open level white at /limit',
    });
    expect(locationLink({ kind: 'watersort-level', n: 12 })).toMatchObject({
      path: '/watersort/levels',
      query: { level: 12 },
    });
    expect(locationLink({ kind: 'watersort-daily', date: '2026-11-30' })).toMatchObject({
      query: { date: '2026-11-30' },
    });
    expect(locationLink({ kind: 'world', seed: 7, depth: 3, cube: [1, -2] })).toEqual({
      path: '/worlds/preview',
      query: { seed: 7, depth: 3, x: 1, y: -2 },
      label: 'Open cube (1,-2) at depth 3',
    });
    expect(locationLink({ kind: 'world', seed: 9, depth: 4, cube: null })).toMatchObject({
      query: { seed: 9, depth: 4 },
    });
    expect(
      locationLink({
        kind: 'pair',
        seed: 3,
        depth: 12,
        dir: 'E',
        a: [-1, 2],
        b: [0, 2],
        cells: { a: [15, 3], b: [0, 3] },
      }),
    ).toMatchObject({ query: { seed: 3, depth: 12, x: -1, y: 2 } });
  });
  it('reads where a failure is from its location, never from its sentence', () => {
    const item = {
      check: 'worlds' as const,
      id: 'worlds/seed-7',
      metrics: { seed: 7 },
      // the sentence names another cube: the location is what counts
      locations: [{ kind: 'world' as const, seed: 7, depth: 2, cube: [0, 1] as const }],
    };
    expect(failureLink(item, 0)).toMatchObject({ query: { seed: 7, depth: 2, x: 0, y: 1 } });
    // a failure without a location (an older summary) links the item's own page
    expect(failureLink(item, 1)).toMatchObject({ query: { seed: 7 } });
    expect(failureLink({ ...item, locations: undefined }, 0)).toEqual({
      path: '/worlds/preview',
      query: { seed: 7 },
      label: 'Open seed 7',
    });
  });
  it('links an item without locations from its check and typed metrics', () => {
    expect(itemLink({ check: 'pigment', id: 'pigment/white' })).toMatchObject({ path: '/pigment/white' });
    expect(itemLink({ check: 'watersort', id: 'watersort/level-12', metrics: { kind: 'level', n: 12 } })).toMatchObject(
      {
        query: { level: 12 },
      },
    );
    expect(
      itemLink({ check: 'watersort', id: 'watersort/daily-x', metrics: { kind: 'daily', date: '2026-11-02' } }),
    ).toMatchObject({ query: { date: '2026-11-02' } });
    expect(itemLink({ check: 'faces', id: 'faces/5/3/1,1N', metrics: { seed: 5, depth: 3 } })).toMatchObject({
      query: { seed: 5, depth: 3 },
    });
    expect(itemLink({ check: 'watersort', id: 'watersort/level-3', metrics: {} })).toBeNull();
    expect(itemLink({ check: 'worlds', id: 'worlds/seed-1' })).toBeNull();
  });
});

describe('summary view', () => {
  const items: ItemRecord[] = [
    { check: 'pigment', id: 'pigment/white', index: 0, passed: true, failures: [], metrics: {}, ms: 1 },
    {
      check: 'watersort',
      id: 'watersort/level-3',
      index: 0,
      passed: false,
      failures: ['optimal solver did not finish', 'not deterministic'],
      locations: [
        { kind: 'watersort-level', n: 3 },
        { kind: 'watersort-level', n: 3 },
      ],
      metrics: { kind: 'level', n: 3 },
      ms: 4,
    },
    { check: 'watersort', id: 'watersort/level-4', index: 1, passed: true, failures: [], metrics: {}, ms: 2 },
  ];
  it('puts failures first, one row per failure with its link, and totals per check', () => {
    const v = summaryView(testSummary(items));
    expect(v.passed).toBe(false);
    expect(v.failures).toEqual([
      {
        id: 'watersort/level-3',
        check: 'watersort',
        message: 'optimal solver did not finish',
        link: locationLink({ kind: 'watersort-level', n: 3 }),
      },
      {
        id: 'watersort/level-3',
        check: 'watersort',
        message: 'not deterministic',
        link: locationLink({ kind: 'watersort-level', n: 3 }),
      },
    ]);
    expect(v.totals).toEqual([
      { check: 'pigment', total: 1, failed: 0 },
      { check: 'watersort', total: 2, failed: 1 },
    ]);
    expect(v.items).toHaveLength(3);
  });
  it('reads only a summary of the version it knows', () => {
    expect(isSummary(testSummary(items))).toBe(true);
    expect(isSummary({ ...testSummary(items), version: 2 })).toBe(false);
    expect(isSummary({ items: [{ id: 'faces/1/2/0,0E', ok: false }] })).toBe(false);
    expect(isSummary(null)).toBe(false);
  });
});
