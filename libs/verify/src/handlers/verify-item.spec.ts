import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as worldgen from '@levelbench/worldgen';
import type { VerifyItemPayload } from '../checks/registry';
import { verifyItem as verifyAny } from './verify-item';

/** `verify.item` on a production payload (the handler takes any check's; these are typed by their check). */
const verifyItem = (p: VerifyItemPayload) => verifyAny(p);

jest.mock('@levelbench/worldgen', () => ({
  ...jest.requireActual('@levelbench/worldgen'),
  checkWorld: jest.fn(),
  checkFacePair: jest.fn(),
}));
const actual = jest.requireActual('@levelbench/worldgen') as typeof worldgen;
const root = join(__dirname, '..', '..', '..', '..');

describe('verify.item', () => {
  it('checks a Pigment file: schema errors with their JSON path, or the solver verdict and optimal count', () => {
    const bad = verifyItem({ check: 'pigment', id: 'pigment/x', file: 'x.json', text: '{"id": "x"}' });
    expect(bad.passed).toBe(false);
    expect(bad.failures).toContain('schema: x.json: /limit: is missing (required field "limit")');
    expect(bad.paths?.[bad.failures.indexOf('schema: x.json: /limit: is missing (required field "limit")')]).toBe(
      '/limit',
    );
    expect(bad.paths).toHaveLength(bad.failures.length);
    // each failure's place as data: the file relative to the store and the pointer, in the failures' order
    expect(
      bad.locations?.[bad.failures.indexOf('schema: x.json: /limit: is missing (required field "limit")')],
    ).toEqual({ kind: 'file', file: 'pigment/x.json', path: '/limit' });
    expect(bad.locations).toHaveLength(bad.failures.length);
    const text = readFileSync(join(root, 'levels/pigment/return.json'), 'utf8');
    const ok = verifyItem({ check: 'pigment', id: 'pigment/return', file: 'return.json', text });
    expect(ok).toMatchObject({
      passed: true,
      failures: [],
      metrics: { limit: 5, shortest: 5, optimalCount: 2, limitVerdict: 'ok', optimalLines: ['ESENW', 'ESWNE'] },
    });
    expect(ok.paths).toBeUndefined(); // nothing to point at: summary.json stays as it was for passing items
    expect(ok.locations).toBeUndefined();
    const slack = text.replace('"limit": 5', '"limit": 6');
    const r = verifyItem({ check: 'pigment', id: 'pigment/return', file: 'return.json', text: slack });
    expect([r.failures[0], r.paths?.[0]]).toEqual(['limit 6 is more than the shortest line 5 (slack)', '/limit']);
  });

  it('draws the cubes named by a failing world walk, at most three', () => {
    const rooms = actual.createWorld(7).plan(2).rooms.slice(0, 4);
    const failures = [
      'depth 2: needs 1-2 side guardians on the way',
      ...rooms.map((r) => `depth 2 cube (${r.x},${r.y}): no portal to (0,0)`),
    ];
    const problems = [
      { depth: 2, x: null, y: null, reason: 'needs 1-2 side guardians on the way' },
      ...rooms.map((r) => ({ depth: 2, x: r.x, y: r.y, reason: 'no portal to (0,0)' })),
    ];
    jest.mocked(worldgen.checkWorld).mockReturnValue({
      seed: 7,
      walkable: false,
      depths: 1,
      cubes: 4,
      triesMean: 1,
      triesMax: 1,
      failures,
      problems,
      cubeStats: [{ depth: 1, x: 0, y: 0, ms: 1.234, tries: 1 }],
      waterfalls: { checked: 2, mismatches: 0 },
      softLocks: 0,
      pinFailures: 0,
    });
    const r = verifyItem({ check: 'worlds', id: 'worlds/seed-7', seed: 7, weights: null, mapDepths: [] });
    expect(r.passed).toBe(false);
    expect(r.failures).toEqual(failures);
    // the walk's problems as locations, one per failure: the plan's (no cube), then each cube's
    expect(r.locations).toEqual([
      { kind: 'world', seed: 7, depth: 2, cube: null },
      ...rooms.map((c) => ({ kind: 'world', seed: 7, depth: 2, cube: [c.x, c.y] })),
    ]);
    expect(r.figures?.map((f) => f.title)).toEqual(
      rooms.slice(0, 3).map((c) => `world 7: failing depth 2 cube (${c.x},${c.y})`),
    );
    expect(r.figures?.every((f) => f.svg.startsWith('<svg'))).toBe(true);
    expect(r.metrics).toMatchObject({ tries: [1], ms: [1.23], waterfalls: { checked: 2, mismatches: 0 } });
    // per-depth kind shares of the world as it collapses, town to core
    const kinds = Object.keys(r.metrics).filter((k) => k.startsWith('kinds.d'));
    expect(kinds).toHaveLength(21);
    expect(r.metrics['kinds.d3']).toEqual(actual.depthKindShares(actual.createWorld(7).map(3)));
    const shares = Object.values(r.metrics['kinds.d3'] as Record<string, number>);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
  });

  it('reports a face mismatch cell by cell and draws both cubes', () => {
    const spec = actual.facePairSpecs(1)[0];
    jest.mocked(worldgen.checkFacePair).mockReturnValue({
      id: spec.id,
      mismatches: [{ t: 3, field: 'water', cellA: [15, 3], cellB: [0, 3], a: true, b: false }],
      cells: [],
    });
    const r = verifyItem({ check: 'faces', id: `faces/${spec.id}`, spec, weights: null });
    expect(r.failures).toEqual(['water differs at t=3: (15,3)=true vs (0,3)=false']);
    expect(r.locations).toEqual([
      {
        kind: 'pair',
        seed: spec.seed,
        depth: spec.depth,
        dir: spec.dir,
        a: [spec.a.x, spec.a.y],
        b: [spec.b.x, spec.b.y],
        cells: { a: [15, 3], b: [0, 3] },
      },
    ]);
    expect(r.figures).toHaveLength(2);
    expect(r.metrics).toMatchObject({ mismatches: 1, seed: spec.seed, depth: spec.depth });
  });
});
