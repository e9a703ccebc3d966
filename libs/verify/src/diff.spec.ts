import fc from 'fast-check';
import { anyChange, diffHeadline, diffSummaries, metricChanges, renderDiffMarkdown } from './diff';
import type { ItemRecord, Summary } from './summary';
import { testSummary } from './summary.testing';

function item(id: string, passed: boolean, metrics: Record<string, unknown>, ms = 5): ItemRecord {
  const check = id.split('/')[0] as ItemRecord['check'];
  return { check, id, index: 0, passed, failures: passed ? [] : [`${id} broke`], metrics, ms };
}

/** A summary of `items` (pigment and watersort unless `run` says otherwise) with a curve file and unused weights. */
const summary = (items: ItemRecord[], run: Partial<Summary['run']> = {}): Summary =>
  testSummary(items, { inputs: { curve: 'levels/watersort/curve.json', weights: 'unused' }, ...run });

describe('report diff', () => {
  const before = summary([
    item('pigment/a', true, { limit: 5, shortest: 5, optimalLines: ['ESENW'] }),
    item('pigment/b', false, { limit: 4, shortest: 5 }),
    item('pigment/gone', true, { limit: 1 }),
    item('watersort/level-1', true, { colors: 3, optimalPours: 5, tries: [1, 1], ms: [0.3, 0.4] }, 12),
    item('watersort/level-2', true, { colors: 3, optimalPours: 6 }),
  ]);
  const after = summary(
    [
      item('pigment/a', false, { limit: 4, shortest: 5, optimalLines: ['ESENW'] }),
      item('pigment/b', true, { limit: 5, shortest: 5 }),
      item('pigment/new', false, { limit: 2 }),
      item('watersort/level-1', true, { colors: 3, optimalPours: 5, tries: [1, 1], ms: [0.9, 0.1] }, 40),
      item('watersort/level-2', true, { colors: 4, optimalPours: 8 }),
    ],
    { worlds: 8, date: '2026-12-01' },
  );

  it('sorts items into regressions, fixes, added, removed, changed metrics and unchanged', () => {
    const d = diffSummaries(before, after);
    expect(d.regressions.map((i) => i.id)).toEqual(['pigment/a', 'pigment/new']);
    expect(d.regressions[0].messages).toEqual(['pigment/a broke']);
    expect(d.fixes.map((i) => i.id)).toEqual(['pigment/b']);
    expect(d.added.map((i) => [i.id, i.passed])).toEqual([['pigment/new', false]]);
    expect(d.removed.map((i) => i.id)).toEqual(['pigment/gone']);
    expect(d.changed).toEqual([
      { check: 'pigment', id: 'pigment/a', changes: [{ key: 'limit', before: 5, after: 4 }] },
      { check: 'pigment', id: 'pigment/b', changes: [{ key: 'limit', before: 4, after: 5 }] },
      {
        check: 'watersort',
        id: 'watersort/level-2',
        changes: [
          { key: 'colors', before: 3, after: 4 },
          { key: 'optimalPours', before: 6, after: 8 },
        ],
      },
    ]);
    // level-1 differs only in wall-clock times
    expect(d.unchanged).toBe(1);
    // the dailies' date matters to Water Sort; the world count does not, as neither run walked worlds
    expect(d.runChanges).toEqual(['date: "2026-11-30" → "2026-12-01"']);
    expect(diffHeadline(d)).toBe('2 regressions, 1 fixed, 1 added, 1 removed, 3 with changed metrics, 1 unchanged');
  });

  it('names the input files whose content changed, and the world metrics that moved', () => {
    const worlds = (hash: string, gorge: number) =>
      summary(
        [
          item('worlds/seed-1', true, {
            walkable: true,
            'kinds.d13': { highland: 0.9, gorge },
            'kinds.d2': { meadow: 1 },
          }),
        ],
        {
          checks: ['worlds'],
          inputs: { curve: 'unused', weights: 'levels/worldgen/weights.json', hashes: { weights: hash } },
        },
      );
    const d = diffSummaries(worlds('0000aaaa', 0.1), worlds('0000bbbb', 0.3));
    expect(d.runChanges).toEqual(['inputs changed: weights.json']);
    expect(d.changed).toEqual([
      {
        check: 'worlds',
        id: 'worlds/seed-1',
        changes: [{ key: 'kinds.d13', before: { highland: 0.9, gorge: 0.1 }, after: { highland: 0.9, gorge: 0.3 } }],
      },
    ]);
    expect(renderDiffMarkdown(d, 'a', 'b')).toContain('- inputs changed: weights.json');
    // the same content, or a summary from before hashes were recorded: nothing to say
    expect(diffSummaries(worlds('0000aaaa', 0.1), worlds('0000aaaa', 0.1)).runChanges).toEqual([]);
    const old = summary([], {
      checks: ['worlds'],
      inputs: { curve: 'unused', weights: 'levels/worldgen/weights.json' },
    });
    expect(diffSummaries(old, worlds('0000bbbb', 0.3)).runChanges).toEqual([]);
  });

  it('compares only the checks both runs ran', () => {
    const only = summary(
      [
        item('watersort/level-1', true, { colors: 3, optimalPours: 5, tries: [1, 1], ms: [0.3] }),
        item('watersort/level-2', true, { colors: 3, optimalPours: 6 }),
      ],
      { checks: ['watersort'] },
    );
    const d = diffSummaries(before, only);
    expect(d.removed).toEqual([]);
    expect(d.unchanged).toBe(2);
    expect(d.runChanges).toEqual(['checks: pigment,watersort → watersort (only watersort compared)']);
  });

  it('compares a shard only on the items it ran', () => {
    const shard: Summary = {
      ...summary([item('pigment/a', true, { limit: 5, shortest: 5, optimalLines: ['ESENW'] })]),
      complete: false,
      shards: [{ k: 1, n: 3 }],
    };
    const d = diffSummaries(before, shard);
    expect([d.removed, d.added, d.changed]).toEqual([[], [], []]);
    expect(d.unchanged).toBe(1);
    expect(d.runChanges).toEqual(['shards: whole run → shard 1/3 (only items in both compared)']);
    expect(diffSummaries(shard, before).added).toEqual([]);
  });

  it('reports metrics that appear or disappear, and ignores times', () => {
    expect(metricChanges({ a: 1, ms: 3, waitMs: 2 }, { a: 1, b: 'x', ms: 9, waitMs: 7 })).toEqual([
      { key: 'b', before: null, after: 'x' },
    ]);
    expect(metricChanges({ a: [1, 2] }, {})).toEqual([{ key: 'a', before: [1, 2], after: null }]);
    // a metric that appears as null (an older report had none) is not a change: no "null → null" rows
    expect(metricChanges({ a: 1 }, { a: 1, axis: null })).toEqual([]);
    expect(metricChanges({ axis: null }, {})).toEqual([]);
  });

  it('renders Markdown people can read, with long lists shortened', () => {
    const md = renderDiffMarkdown(diffSummaries(before, after), 'reports/old', 'reports/new');
    expect(md).toContain('# Changes: reports/old → reports/new');
    expect(md).toContain('| 2 | 1 | 1 | 1 | 3 | 1 |');
    expect(md).toContain('- date: "2026-11-30" → "2026-12-01"');
    expect(md).toContain('- `pigment/a`: pigment/a broke');
    expect(md).toContain('| `watersort/level-2` | colors 3 → 4; optimalPours 6 → 8 |');
    const long = diffSummaries(
      summary([item('pigment/x', true, { lines: [1, 2, 3, 4, 5, 6, 7] })]),
      summary([item('pigment/x', true, { lines: [1] })]),
    );
    expect(renderDiffMarkdown(long, 'a', 'b')).toContain('lines [7 entries] → [1]');
    expect(renderDiffMarkdown(diffSummaries(before, before), 'a', 'a')).toContain('No item changed.');
  });

  const arbItems = fc
    .uniqueArray(
      fc.record({ n: fc.integer({ min: 0, max: 12 }), passed: fc.boolean(), v: fc.integer({ min: 0, max: 3 }) }),
      { selector: (r) => r.n, maxLength: 10 },
    )
    .map((rs) => rs.map((r) => item(`pigment/l${r.n}`, r.passed, { v: r.v })));

  it('property: every item of either run is accounted for exactly once, and a run against itself has no change', () => {
    fc.assert(
      fc.property(arbItems, arbItems, (a, b) => {
        const d = diffSummaries(summary(a), summary(b));
        const both = b.filter((i) => a.some((o) => o.id === i.id));
        // each item in both runs is unchanged, or changed in metrics, or changed only in verdict
        const verdictOnly = both.filter((i) => {
          const o = a.find((x) => x.id === i.id) as ItemRecord;
          return o.passed !== i.passed && o.metrics['v'] === i.metrics['v'];
        });
        expect(d.unchanged + d.changed.length + verdictOnly.length).toBe(both.length);
        expect(d.added.length + both.length).toBe(b.length);
        expect(d.removed.length + both.length).toBe(a.length);
        // regressions and fixes swap when the runs do
        const back = diffSummaries(summary(b), summary(a));
        const inBoth = (ids: string[]): string[] => ids.filter((id) => both.some((i) => i.id === id)).sort();
        expect(inBoth(back.fixes.map((i) => i.id))).toEqual(inBoth(d.regressions.map((i) => i.id)));
        expect(anyChange(diffSummaries(summary(a), summary(a)))).toBe(false);
      }),
    );
  });
});
