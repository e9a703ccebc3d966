import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VerifyInputError } from './inputs';
import { mergeReports, mergeSummaries, readSummary } from './merge';
import { type ItemRecord, type Summary, parseSummary } from './summary';
import { testSummary } from './summary.testing';

// Fabricated shard summaries of one 3-shard run: the guards of `report merge` are checked on
// summaries that differ in exactly one field from a valid set.
const run: Summary['run'] = {
  checks: ['pigment', 'faces'],
  levelsDir: 'levels',
  worlds: 0,
  pairs: 3,
  date: '2026-03-01',
  inputs: { curve: 'levels/watersort/curve.json', weights: 'built-in default' },
};
const item = (check: 'pigment' | 'faces', index: number, passed = true, ms = 1): ItemRecord => ({
  check,
  id: `${check}/${index}`,
  index,
  passed,
  failures: passed ? [] : [`${check} ${index} failed`],
  metrics: {},
  ms,
});

function shard(k: number, items: ItemRecord[], over: Partial<Summary> = {}): { dir: string; summary: Summary } {
  return {
    dir: `shard-${k}`,
    summary: testSummary(items, run, {
      commit: 'abc1234',
      createdAt: `2026-03-01T00:0${k}:00.000Z`,
      shards: [{ k, n: 3 }],
      complete: false,
      timings: { wallMs: 100 * k, workers: k, itemMs: {} },
      checks: {},
      ...over,
    }),
  };
}
const parts = () => [
  shard(1, [item('pigment', 0), item('faces', 1, true, 2)]),
  shard(2, [item('faces', 0, false, 3)]),
  shard(3, [item('pigment', 1), item('faces', 2)]),
];

describe('mergeSummaries', () => {
  it('merges all shards into one complete summary with recomputed verdicts', () => {
    const [a, b, c] = parts();
    const m = mergeSummaries([c, a, b]);
    expect(m.items.map((i) => i.id)).toEqual(['pigment/0', 'pigment/1', 'faces/0', 'faces/1', 'faces/2']);
    expect(m.shards).toEqual([
      { k: 1, n: 3 },
      { k: 2, n: 3 },
      { k: 3, n: 3 },
    ]);
    expect(m.complete).toBe(true);
    expect(m.passed).toBe(false);
    expect(m.checks).toEqual({
      pigment: { passed: true, total: 2, failed: 0, failures: [] },
      faces: { passed: false, total: 3, failed: 1, failures: [{ id: 'faces/0', messages: ['faces 0 failed'] }] },
    });
    expect(m.commit).toBe('abc1234');
    expect(m.run).toEqual(run);
    expect(m.version).toBe(1);
    expect(m.tool).toEqual({ name: 'levelbench', version: '0.1.0' });
    expect(m.createdAt).toBe('2026-03-01T00:01:00.000Z');
    expect(m.timings).toEqual({ wallMs: 300, workers: 3, itemMs: { pigment: 2, faces: 6 } });
  });

  it('passes when every item passed', () => {
    const ok = parts().map((p) => ({
      ...p,
      summary: { ...p.summary, items: p.summary.items.map((i) => ({ ...i, passed: true, failures: [] })) },
    }));
    expect(mergeSummaries(ok).passed).toBe(true);
  });

  it('refuses shards of a different run: any field of the run identity', () => {
    const changes: Partial<Summary['run']>[] = [
      { date: '2026-03-02' },
      { pairs: 4 },
      { worlds: 1 },
      { checks: ['pigment'] },
      { levelsDir: 'other' },
      { inputs: { ...run.inputs, curve: 'my-curve.json' } },
    ];
    for (const change of changes) {
      const [a, b, c] = parts();
      const other = { ...b, summary: { ...b.summary, run: { ...run, ...change } } };
      expect(() => mergeSummaries([a, other, c])).toThrow(VerifyInputError);
      expect(() => mergeSummaries([a, other, c])).toThrow(
        'shard-2 is from a different run (checks, inputs, worlds, pairs or date differ from shard-1)',
      );
    }
  });

  it('refuses shards made at another commit, also when one of them has none', () => {
    const [a, b, c] = parts();
    expect(() => mergeSummaries([a, b, { ...c, summary: { ...c.summary, commit: 'def5678' } }])).toThrow(
      'shard-3 was made at commit def5678, shard-1 at abc1234',
    );
    expect(() => mergeSummaries([a, { ...b, summary: { ...b.summary, commit: null } }, c])).toThrow(
      'shard-2 was made at commit null, shard-1 at abc1234',
    );
  });

  it('refuses shards of different splits, a shard twice, and missing shards', () => {
    const [a, b, c] = parts();
    const of4 = { ...c, summary: { ...c.summary, shards: [{ k: 3, n: 4 }] } };
    expect(() => mergeSummaries([a, b, of4])).toThrow('shard-3 is shard 3/4, but shard-1 is one of 3');
    expect(() => mergeSummaries([a, b, a, c])).toThrow('shard 1/3 appears twice (shard-1 and shard-1)');
    expect(() => mergeSummaries([a, c])).toThrow(/^missing shard 2\/3$/);
    expect(() => mergeSummaries([b])).toThrow(/^missing shards 1\/3, 3\/3$/);
    expect(() => mergeSummaries([])).toThrow('report merge needs at least one report folder');
  });

  it('refuses an item that two shards both hold, but not the same id under two checks', () => {
    const [a, b, c] = parts();
    const dup = { ...c, summary: { ...c.summary, items: [...c.summary.items, item('faces', 0)] } };
    expect(() => mergeSummaries([a, b, dup])).toThrow('item faces/0 appears in more than one shard');
    const sameId = { ...c, summary: { ...c.summary, items: [{ ...item('pigment', 2), id: 'faces/0' }] } };
    expect(mergeSummaries([a, b, sameId]).items).toHaveLength(4);
  });
});

describe('readSummary and mergeReports', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'verify-merge-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('reads shard folders, writes the merged report, and names an unreadable or invalid summary', async () => {
    const dirs = parts().map((p) => {
      const dir = join(tmp, p.dir);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'summary.json'), JSON.stringify(p.summary));
      return dir;
    });
    expect(await readSummary(dirs[1])).toEqual(parts()[1].summary);
    const merged = await mergeReports(dirs, join(tmp, 'merged'));
    const back = parseSummary(readFileSync(join(tmp, 'merged', 'summary.json'), 'utf8'), 'merged');
    expect(back.ok && back.value).toEqual(merged);
    await expect(readSummary(join(tmp, 'none'))).rejects.toThrow(
      new RegExp(`^cannot read ${join(tmp, 'none', 'summary.json')}: no such file`),
    );
    const bad = join(tmp, 'bad');
    mkdirSync(bad);
    writeFileSync(join(bad, 'summary.json'), JSON.stringify({ ...parts()[0].summary, version: 2 }));
    await expect(readSummary(bad)).rejects.toThrow(VerifyInputError);
    await expect(readSummary(bad)).rejects.toThrow(`${join(bad, 'summary.json')} is not a valid summary:\n`);
  });
});
