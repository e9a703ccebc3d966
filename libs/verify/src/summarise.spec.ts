import { defaultCurve } from '@levelbench/watersort';
import { defaultWeights } from '@levelbench/worldgen';
import type { VerifyInputs } from './inputs';
import { resolveOptions } from './options';
import { summariseRun, type RunFacts } from './summarise';
import { parseSummary, type ItemRecord } from './summary';

const inputs: VerifyInputs = {
  pigment: [],
  curve: defaultCurve,
  weights: defaultWeights,
  sources: { curve: 'watersort/curve.json', weights: 'built-in default' },
  hashes: { curve: '0000beef', levels: '00c0ffee' },
};
const options = resolveOptions({
  only: ['pigment', 'worlds'],
  levelsDir: '/srv/data/levels',
  worlds: 2,
  date: '2026-03-01',
});
const facts: RunFacts = {
  tool: { name: 'levelbench', version: '1.2.3' },
  commit: 'abc123',
  started: new Date(Date.UTC(2026, 2, 1, 12, 0, 0)),
  wallMs: 4321,
  workers: 2,
  reuse: null,
};

const rec = (check: 'pigment' | 'worlds', index: number, passed: boolean, ms: number): ItemRecord => ({
  check,
  id: check === 'pigment' ? `pigment/${'abc'[index]}` : `worlds/seed-${index + 1}`,
  index,
  at:
    check === 'pigment'
      ? { kind: 'file', file: `pigment/${'abc'[index]}.json`, path: '' }
      : { kind: 'world', seed: index + 1, depth: null, cube: null },
  passed,
  failures: passed ? [] : [`${check} ${index} failed`],
  metrics: {},
  ms,
});

// in the order a batch finishes them: out of order, checks interleaved
const records = [
  rec('worlds', 1, true, 30),
  rec('pigment', 2, true, 1.25),
  rec('pigment', 0, false, 2.5),
  rec('worlds', 0, true, 20),
  rec('pigment', 1, true, 0.5),
];

describe('summariseRun', () => {
  const s = summariseRun(options, inputs, records, facts);

  it('sorts the records by check and index and counts each check', () => {
    expect(s.items.map((i) => i.id)).toEqual(['pigment/a', 'pigment/b', 'pigment/c', 'worlds/seed-1', 'worlds/seed-2']);
    expect(s.checks).toEqual({
      pigment: { passed: false, total: 3, failed: 1, failures: [{ id: 'pigment/a', messages: ['pigment 0 failed'] }] },
      worlds: { passed: true, total: 2, failed: 0, failures: [] },
    });
    expect(s.passed).toBe(false);
    expect(summariseRun(options, inputs, [records[0], records[3]], facts).passed).toBe(true);
  });

  it('records the run’s identity, provenance and timings', () => {
    expect(s.tool).toEqual({ name: 'levelbench', version: '1.2.3' });
    expect(s.commit).toBe('abc123');
    expect(s.createdAt).toBe('2026-03-01T12:00:00.000Z');
    expect(s.run).toEqual({
      checks: ['pigment', 'worlds'],
      // a server path never reaches a report: the levels folder by its name
      levelsDir: 'levels',
      worlds: 2,
      pairs: options.pairs,
      date: '2026-03-01',
      inputs: {
        curve: 'watersort/curve.json',
        weights: 'built-in default',
        hashes: { curve: '0000beef', levels: '00c0ffee' },
      },
    });
    expect(s.shards).toEqual([{ k: 1, n: 1 }]);
    expect(s.complete).toBe(true);
    // without reuse the timings say nothing of it
    expect(s.timings).toEqual({ wallMs: 4321, workers: 2, itemMs: { pigment: 4.3, worlds: 50 } });
    expect(parseSummary(JSON.stringify(s), 'summary.json').ok).toBe(true);
  });

  it('a shard is incomplete and names itself', () => {
    const shard = summariseRun({ ...options, shard: { k: 2, n: 3 } }, inputs, [records[4]], facts);
    expect(shard.shards).toEqual([{ k: 2, n: 3 }]);
    expect(shard.complete).toBe(false);
    expect(shard.checks.worlds).toEqual({ passed: true, total: 0, failed: 0, failures: [] });
  });

  it('with reuse: how many items were reused and how many earlier results were broken', () => {
    const reused = summariseRun(options, inputs, records, { ...facts, reuse: { reused: 3, broken: 1 } });
    expect(reused.timings).toEqual({
      wallMs: 4321,
      workers: 2,
      itemMs: { pigment: 4.3, worlds: 50 },
      reused: 3,
      broken: 1,
    });
  });
});
