import { createWorld, defaultWeights, type Pin, type Weights } from '@levelbench/worldgen';
import { worldsCheck, type WorldsItemPayload } from './worlds';

const run = (seed: number, weights: Weights) => {
  const p: WorldsItemPayload = { check: 'worlds', id: `worlds/seed-${seed}`, seed, weights, mapDepths: [], upTo: 6 };
  return worldsCheck.check(p);
};

describe('verify worlds check with pins and soft-locks (#38)', () => {
  it('runs with the pins: a pin that fails in one world fails that world, naming the seed and the pin', () => {
    const m = createWorld(5).map(6);
    const r = m.rooms.find((q) => m.cubes.some((c) => c.x === q.x + 1 && c.y === q.y)) as { x: number; y: number };
    const pins: Pin[] = [
      { depth: 6, at: [r.x, r.y], piece: 'LWLL' },
      { depth: 6, at: [r.x + 1, r.y], piece: 'LLLL' },
    ];
    const weights = { ...defaultWeights, pins };
    const failed = run(5, weights);
    expect(failed.passed).toBe(false);
    expect(failed.metrics).toMatchObject({ pinFailures: 1, softLocks: 0 });
    expect(failed.failures.filter((f) => f.includes(': world 5: pin '))).toHaveLength(1);
    expect(failed.locations).toContainEqual(expect.objectContaining({ kind: 'world', seed: 5, depth: 6 }));
    // a world where a route pin holds everywhere passes and says so
    const fine = run(7, { ...defaultWeights, pins: [{ depth: 3, role: 'route', kind: 'slope' }] });
    expect(fine.passed).toBe(true);
    expect(fine.metrics).toMatchObject({ pinFailures: 0, softLocks: 0, walkable: true });
  }, 120_000);

  it('the report names soft-locks and pins that did not hold', () => {
    const item = (softLocks: number, pinFailures: number) => ({
      id: 'worlds/seed-1',
      check: 'worlds',
      passed: softLocks + pinFailures === 0,
      failures: [],
      metrics: { walkable: true, tries: [1, 1], ms: [1, 2], softLocks, pinFailures },
    });
    const md = worldsCheck.report.markdown([item(2, 0), item(0, 1)] as never, {} as never).join('\n');
    expect(md).toContain('- room cubes with a soft-lock: 2; pinned cubes whose pin did not hold: 1');
  });
});
