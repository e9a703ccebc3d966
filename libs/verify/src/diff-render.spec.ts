import { anyChange, diffHeadline, diffSummaries, formatChange, metricChanges, renderDiffMarkdown } from './diff';
import type { ItemRecord, Summary } from './summary';
import { testSummary } from './summary.testing';

// The exact text and fields of `report diff` (diff.spec.ts covers the sorting of items).
function item(id: string, passed: boolean, metrics: Record<string, unknown>): ItemRecord {
  const check = id.split('/')[0] as ItemRecord['check'];
  return { check, id, index: 0, passed, failures: passed ? [] : [`${id} broke`, 'and more'], metrics, ms: 5 };
}
/** The shared fixture with this file's run: 2 worlds, 4 pairs, a curve and weights file. */
function summary(items: ItemRecord[], run: Partial<Summary['run']> = {}, over: Partial<Summary> = {}): Summary {
  const inputs = { curve: 'levels/watersort/curve.json', weights: 'w.json' };
  return testSummary(items, { worlds: 2, pairs: 4, inputs, ...run }, over);
}

const before = summary([
  item('pigment/a', true, { limit: 5 }),
  item('pigment/b', false, { limit: 4 }),
  item('pigment/gone', true, {}),
  item('watersort/level-1', true, { title: 'x'.repeat(70) }),
]);
const after = summary(
  [
    item('pigment/a', false, { limit: 5 }),
    item('pigment/b', true, { limit: 4 }),
    item('pigment/new', false, {}),
    item('pigment/ok', true, {}),
    item('watersort/level-1', true, { title: 'y'.repeat(70), pipe: 'a|b' }),
  ],
  { date: '2026-12-01' },
  { commit: null, createdAt: '2026-12-01T00:00:00.000Z' },
);

describe('report diff, as people read it', () => {
  it('renders every section of a diff', () => {
    const d = diffSummaries(before, after);
    expect(renderDiffMarkdown(d, 'old', 'new')).toBe(
      [
        '# Changes: old → new',
        '',
        'old: FAIL, 2026-11-30T00:00:00.000Z, commit abc  ',
        'new: FAIL, 2026-12-01T00:00:00.000Z, commit unknown',
        '',
        '| regressions | fixed | added | removed | metrics changed | unchanged |',
        '|---|---|---|---|---|---|',
        '| 2 | 1 | 2 | 1 | 1 | 0 |',
        '',
        '## The runs differ',
        '',
        '- date: "2026-11-30" → "2026-12-01"',
        '',
        '## Regressions (2)',
        '',
        '- `pigment/a`: pigment/a broke; and more',
        '- `pigment/new`: pigment/new broke; and more',
        '',
        '## Fixed (1)',
        '',
        '- `pigment/b`',
        '',
        '## Added (2)',
        '',
        '- `pigment/new` (failing)',
        '- `pigment/ok`',
        '',
        '## Removed (1)',
        '',
        '- `pigment/gone`',
        '',
        '## Metrics changed (1)',
        '',
        '| item | changes |',
        '|---|---|',
        `| \`watersort/level-1\` | title "${'x'.repeat(56)}… → "${'y'.repeat(56)}…; pipe null → "a\\|b" |`,
        '',
      ].join('\n'),
    );
  });

  it('renders a run against itself as one line under the table', () => {
    const same = summary([item('pigment/a', true, {})]);
    expect(renderDiffMarkdown(diffSummaries(same, same), 'a', 'b')).toBe(
      [
        '# Changes: a → b',
        '',
        'a: PASS, 2026-11-30T00:00:00.000Z, commit abc  ',
        'b: PASS, 2026-11-30T00:00:00.000Z, commit abc',
        '',
        '| regressions | fixed | added | removed | metrics changed | unchanged |',
        '|---|---|---|---|---|---|',
        '| 0 | 0 | 0 | 0 | 0 | 1 |',
        '',
        'No item changed.',
        '',
      ].join('\n'),
    );
  });

  it('keeps each run head, and failure messages only for failing items', () => {
    const d = diffSummaries(before, after);
    expect(d.before).toEqual({ createdAt: '2026-11-30T00:00:00.000Z', commit: 'abc', passed: false });
    expect(d.after).toEqual({ createdAt: '2026-12-01T00:00:00.000Z', commit: null, passed: false });
    expect(d.fixes).toEqual([{ check: 'pigment', id: 'pigment/b', passed: true, messages: [] }]);
    expect(d.added).toEqual([
      { check: 'pigment', id: 'pigment/new', passed: false, messages: ['pigment/new broke', 'and more'] },
      { check: 'pigment', id: 'pigment/ok', passed: true, messages: [] },
    ]);
    // a new passing item is added, not a regression
    expect(d.regressions.map((i) => i.id)).toEqual(['pigment/a', 'pigment/new']);
  });

  it('says "1 regression" for one', () => {
    const one = diffSummaries(summary([item('pigment/a', true, {})]), summary([item('pigment/a', false, {})]));
    expect(diffHeadline(one)).toBe('1 regression, 0 fixed, 0 added, 0 removed, 0 with changed metrics, 0 unchanged');
  });

  it('counts any single kind of change as a change', () => {
    const a = summary([item('pigment/a', true, { v: 1 })]);
    const cases: [Summary, Summary][] = [
      [a, summary([item('pigment/a', false, { v: 1 })])],
      [summary([item('pigment/a', false, { v: 1 })]), a],
      [a, summary([item('pigment/a', true, { v: 1 }), item('pigment/b', true, {})])],
      [summary([item('pigment/a', true, { v: 1 }), item('pigment/b', true, {})]), a],
      [a, summary([item('pigment/a', true, { v: 2 })])],
    ];
    for (const [x, y] of cases) expect(anyChange(diffSummaries(x, y))).toBe(true);
    expect(anyChange(diffSummaries(a, a))).toBe(false);
  });

  it('names each run option that differs, where a compared check depends on it', () => {
    const base = { checks: ['pigment', 'watersort', 'worlds', 'faces'] } as Partial<Summary['run']>;
    const x = summary([], base);
    const y = summary([], {
      ...base,
      levelsDir: 'other',
      worlds: 3,
      pairs: 5,
      curve: undefined,
      inputs: { curve: 'c.json', weights: 'v.json' },
    } as Partial<Summary['run']>);
    expect(diffSummaries(x, y).runChanges).toEqual([
      'levels: "levels" → "other"',
      'worlds: 2 → 3',
      'pairs: 4 → 5',
      'curve: "levels/watersort/curve.json" → "c.json"',
      'weights: "w.json" → "v.json"',
    ]);
    // the pairs matter to the faces check only: a run of worlds and pigment does not mention them
    const p = summary([], { checks: ['pigment', 'worlds'] });
    const q = summary([], { checks: ['pigment', 'worlds'], pairs: 9, worlds: 3 });
    expect(diffSummaries(p, q).runChanges).toEqual(['worlds: 2 → 3']);
  });

  it('names every input file whose content hash moved, for the checks compared', () => {
    const hashes = (h: string) => ({ curve: `c${h}`, weights: `w${h}`, levels: `l${h}` });
    const all = ['pigment', 'watersort', 'worlds'] as const;
    const x = summary([], { checks: [...all], inputs: { curve: 'c', weights: 'w', hashes: hashes('1') } });
    const y = summary([], { checks: [...all], inputs: { curve: 'c', weights: 'w', hashes: hashes('2') } });
    expect(diffSummaries(x, y).runChanges).toEqual(['inputs changed: curve.json, weights.json, levels/pigment']);
    const onlyPigment = (h: string) =>
      summary([], { checks: ['pigment'], inputs: { curve: 'c', weights: 'w', hashes: hashes(h) } });
    expect(diffSummaries(onlyPigment('1'), onlyPigment('2')).runChanges).toEqual(['inputs changed: levels/pigment']);
  });

  it('compares only checks both ran, also when the newer run has more', () => {
    const x = summary([item('pigment/a', true, {})], { checks: ['pigment'] });
    const y = summary([item('pigment/a', true, {}), item('worlds/seed-1', false, {})], {
      checks: ['pigment', 'worlds'],
    });
    const d = diffSummaries(x, y);
    expect([d.added, d.regressions, d.unchanged]).toEqual([[], [], 1]);
    expect(d.runChanges).toEqual(['checks: pigment → pigment,worlds (only pigment compared)']);
    const none = diffSummaries(x, summary([], { checks: ['faces'] }));
    expect(none.runChanges).toEqual(['checks: pigment → faces (only none compared)']);
  });

  it('lists the shards of both runs when either is partial', () => {
    const part = (k: number) => summary([], {}, { complete: false, shards: [{ k, n: 2 }] });
    expect(diffSummaries(part(1), part(2)).runChanges).toEqual([
      'shards: shard 1/2 → shard 2/2 (only items in both compared)',
    ]);
    const two = summary(
      [],
      {},
      {
        complete: false,
        shards: [
          { k: 1, n: 3 },
          { k: 3, n: 3 },
        ],
      },
    );
    expect(diffSummaries(two, before).runChanges[0]).toBe(
      'shards: shard 1/3,3/3 → whole run (only items in both compared)',
    );
  });

  it('ignores only time metrics (`ms`, names ending in Ms)', () => {
    expect(metricChanges({ Msgs: 1, msg: 1, ms: 1, waitMs: 1 }, { Msgs: 2, msg: 2, ms: 2, waitMs: 2 })).toEqual([
      { key: 'Msgs', before: 1, after: 2 },
      { key: 'msg', before: 1, after: 2 },
    ]);
  });

  it('shortens long values in one change line: lists over 6 entries, text over 60 characters', () => {
    expect(formatChange({ key: 'traps', before: 1 / 7, after: 0.25 })).toBe('traps 0.143 → 0.25');
    expect(formatChange({ key: 'r', before: 12.3456, after: [0.5, 2 / 3] })).toBe('r 12.35 → [0.5,0.667]');
    expect(formatChange({ key: 'x', before: 0.12341, after: 0.12342 })).toBe('x 0.12341 → 0.12342');
    expect(formatChange({ key: 'k', before: [1, 2, 3, 4, 5, 6], after: [1, 2, 3, 4, 5, 6, 7] })).toBe(
      'k [1,2,3,4,5,6] → [7 entries]',
    );
    const s58 = 'a'.repeat(58); // 60 characters with its quotes: kept
    expect(formatChange({ key: 'k', before: s58, after: `${s58}b` })).toBe(`k "${s58}" → "${'a'.repeat(56)}…`);
  });

  it('names every check compared, and an option that affects any one of them', () => {
    const x = summary([], { checks: ['pigment', 'watersort', 'worlds'] });
    const y = summary([], { checks: ['pigment', 'watersort'] });
    expect(diffSummaries(x, y).runChanges).toEqual([
      'checks: pigment,watersort,worlds → pigment,watersort (only pigment,watersort compared)',
    ]);
    // the levels folder matters to Pigment and Water Sort: a Pigment-only comparison names it
    const p = summary([], { checks: ['pigment'] });
    expect(diffSummaries(p, summary([], { checks: ['pigment'], levelsDir: 'other' })).runChanges).toEqual([
      'levels: "levels" → "other"',
    ]);
  });

  it('says nothing about hashes one of the runs did not record, either way round', () => {
    const hashed = summary([], { checks: ['worlds'], inputs: { curve: 'c', weights: 'w', hashes: { weights: '1' } } });
    const plain = summary([], { checks: ['worlds'], inputs: { curve: 'c', weights: 'w' } });
    expect(diffSummaries(hashed, plain).runChanges).toEqual([]);
    expect(diffSummaries(plain, hashed).runChanges).toEqual([]);
  });
});
