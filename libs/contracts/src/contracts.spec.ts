import { parseWithSchema } from '@levelbench/formats';
import { testSummary } from './testing';
import {
  type CheckSummary,
  type FailureLocation,
  FINAL_EVENTS,
  type ItemRecord,
  type Summary,
  isFinalEvent,
  metricsOf,
  sortItems,
  summariseChecks,
  summarySchema,
} from './index';

const summary = (items: ItemRecord[]): Summary =>
  testSummary(items, { checks: ['pigment', 'watersort', 'worlds', 'faces'] });
const parse = (s: unknown) => parseWithSchema<Summary>(JSON.stringify(s), summarySchema, 'summary.json');
const item = (at: FailureLocation, locations: FailureLocation[]): ItemRecord => ({
  check: 'worlds',
  id: 'worlds/seed-1',
  index: 0,
  passed: locations.length === 0,
  failures: locations.map(() => 'depth 1 cube (0,0): no way down'),
  locations,
  at,
  metrics: {},
  ms: 1,
});

describe('summary.json contract', () => {
  it('accepts every kind of location, on a failure and as the item place', () => {
    const locations: FailureLocation[] = [
      { kind: 'file', file: 'pigment/a.json', path: '/marks/7' },
      { kind: 'watersort-level', n: 3 },
      { kind: 'watersort-daily', date: '2026-12-01' },
      { kind: 'world', seed: 1, depth: 1, cube: [0, -2] },
      { kind: 'world', seed: 1, depth: null, cube: null },
      { kind: 'pair', seed: 1, depth: 2, dir: 'E', a: [0, 0], b: [1, 0], cells: { a: [15, 3], b: [0, 3] } },
    ];
    const r = parse(summary([item({ kind: 'world', seed: 1, depth: null, cube: null }, locations)]));
    expect(r.ok).toBe(true);
  });

  it('refuses a location of an unknown kind or with a malformed cube, naming the item field', () => {
    const bad = summary([item({ kind: 'world', seed: 1, depth: null, cube: null }, [])]);
    const kind = { ...bad, items: [{ ...bad.items[0], locations: [{ kind: 'cube', seed: 1 }] }] };
    const r = parse(kind);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.some((e) => e.path.startsWith('/items/0/locations/0'))).toBe(true);
    const cube = { ...bad, items: [{ ...bad.items[0], at: { kind: 'world', seed: 1, depth: 1, cube: [1] } }] };
    const q = parse(cube);
    expect(q.ok).toBe(false);
    if (!q.ok) expect(q.errors.some((e) => e.path.startsWith('/items/0/at'))).toBe(true);
  });

  it('takes any well-formed check name (the verify registry decides which exist), not a malformed one', () => {
    const extra = summary([]);
    const named = (check: string) => ({
      ...extra,
      run: { ...extra.run, checks: [check] },
      checks: { [check]: { passed: true, total: 0, failed: 0, failures: [] } },
    });
    expect(parse(named('census')).ok).toBe(true);
    const bad = parse(named('Census!'));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.some((e) => e.path.startsWith('/run/checks/0'))).toBe(true);
  });

  it('sorts items by the order of the run checks, then by index; unknown checks last', () => {
    const at = (check: ItemRecord['check'], index: number) => ({ check, index });
    const sorted = sortItems(
      [at('faces', 0), at('pigment', 1), at('worlds', 0), at('pigment', 0)],
      ['pigment', 'faces'],
    );
    expect(sorted).toEqual([at('pigment', 0), at('pigment', 1), at('faces', 0), at('worlds', 0)]);
  });

  it('names the final events once', () => {
    expect(FINAL_EVENTS).toEqual(['done', 'failed', 'cancelled']);
    expect(['queued', 'started', 'progress', 'done', 'failed', 'cancelled'].filter(isFinalEvent)).toEqual([
      'done',
      'failed',
      'cancelled',
    ]);
    expect(metricsOf({ check: 'faces', metrics: { seed: 1, depth: 2, dir: 'E', mismatches: 0 } }).mismatches).toBe(0);
  });
});

/** Every field of a type, optional ones included: a field added to the type and not here fails to compile. */
type Every<T> = { readonly [K in keyof Required<T>]: true };

describe('summary.json schema and types agree', () => {
  const keys = (o: object) => Object.keys(o).sort();
  const props = (schema: unknown) => keys((schema as { properties: object }).properties);
  const s = summarySchema.properties;
  const summaryFields: Every<Summary> = {
    version: true,
    tool: true,
    commit: true,
    createdAt: true,
    run: true,
    shards: true,
    complete: true,
    passed: true,
    timings: true,
    checks: true,
    items: true,
    scorecards: true,
  };
  const runFields: Every<Summary['run']> = {
    checks: true,
    levelsDir: true,
    worlds: true,
    pairs: true,
    date: true,
    inputs: true,
  };
  const inputFields: Every<Summary['run']['inputs']> = { curve: true, weights: true, hashes: true };
  const hashFields: Every<NonNullable<Summary['run']['inputs']['hashes']>> = {
    curve: true,
    weights: true,
    levels: true,
  };
  const timingFields: Every<Summary['timings']> = {
    wallMs: true,
    workers: true,
    itemMs: true,
    reused: true,
    broken: true,
  };
  const itemFields: Every<ItemRecord> = {
    check: true,
    id: true,
    index: true,
    passed: true,
    failures: true,
    warnings: true,
    paths: true,
    locations: true,
    at: true,
    metrics: true,
    figures: true,
    pours: true,
    ms: true,
    key: true,
    digest: true,
    from: true,
  };

  const checkFields: Every<CheckSummary> = { passed: true, total: true, failed: true, failures: true, warnings: true };

  it('names the same fields at every level (a field in one and not the other fails here)', () => {
    expect(props(s.checks.additionalProperties)).toEqual(keys(checkFields));
    expect(props(summarySchema)).toEqual(keys(summaryFields));
    expect(props(s.run)).toEqual(keys(runFields));
    expect(props(s.run.properties.inputs)).toEqual(keys(inputFields));
    expect(props(s.run.properties.inputs.properties.hashes)).toEqual(keys(hashFields));
    expect(props(s.timings)).toEqual(keys(timingFields));
    expect(props(s.items.items)).toEqual(keys(itemFields));
  });

  it('requires exactly the fields the types do not mark optional', () => {
    expect([...summarySchema.required].sort()).toEqual(keys(summaryFields).filter((k) => k !== 'scorecards'));
    expect([...s.run.required].sort()).toEqual(keys(runFields));
    expect([...s.run.properties.inputs.required].sort()).toEqual(['curve', 'weights']);
    expect([...s.timings.required].sort()).toEqual(['itemMs', 'wallMs', 'workers']);
    expect([...s.items.items.required].sort()).toEqual(
      ['check', 'failures', 'id', 'index', 'metrics', 'ms', 'passed'].sort(),
    );
  });
});

describe('warnings', () => {
  it('summariseChecks lists warned items apart from failures and keeps a summary without warnings as it was', () => {
    const base = { check: 'watersort', index: 0, failures: [] as string[], metrics: {}, ms: 1 } as const;
    const quiet: ItemRecord = { ...base, id: 'watersort/level-1', passed: true };
    const warned: ItemRecord = { ...base, id: 'watersort/level-2', index: 1, passed: true, warnings: ['off promise'] };
    expect(summariseChecks(['watersort'], [quiet]).watersort).toEqual({
      passed: true,
      total: 1,
      failed: 0,
      failures: [],
    });
    const checks = summariseChecks(['watersort'], [quiet, warned]);
    expect(checks.watersort).toMatchObject({
      passed: true,
      failed: 0,
      warnings: [{ id: 'watersort/level-2', messages: ['off promise'] }],
    });
    expect(parse({ ...summary([quiet, warned]), checks }).ok).toBe(true);
    expect(parse({ ...summary([{ ...warned, warnings: [1] } as unknown as ItemRecord]), checks }).ok).toBe(false);
  });
});
