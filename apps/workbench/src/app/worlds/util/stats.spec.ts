import { KINDS, type Kind } from '@levelbench/worldgen';
import { SeedStats, percent, sampleSeeds, summarize } from './stats';

const kinds = (over: Partial<Record<Kind, number>>) => ({
  ...(Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>),
  ...over,
});
const seed = (
  s: number,
  k: Partial<Record<Kind, number>>,
  cubes: number,
  triesMean: number,
  failures: string[] = [],
): SeedStats => ({
  seed: s,
  kinds: kinds(k),
  cubes,
  triesMean,
  triesMax: Math.ceil(triesMean),
  msMean: 2,
  walkable: failures.length === 0,
  failures,
});

describe('sample statistics', () => {
  it('turns kind counts into frequencies next to the expected shares', () => {
    const expected = kinds({ meadow: 0.6, highland: 0.4 });
    const s = summarize(
      [seed(1, { meadow: 3, highland: 1 }, 10, 1), seed(2, { meadow: 1, highland: 3 }, 10, 1.2)],
      expected,
    );
    const meadow = s.rows.find((r) => r.kind === 'meadow');
    expect(meadow).toEqual({ kind: 'meadow', count: 4, observed: 0.5, expected: 0.6 });
  });
  it('weights tries per cube by cube count and lists failures with their seed', () => {
    const s = summarize(
      [seed(1, {}, 30, 1), seed(2, {}, 10, 2, ['depth 3 cube (1,2): portal N cannot reach the exit'])],
      kinds({}),
    );
    expect(s.triesMean).toBeCloseTo(1.25, 9);
    expect(s.triesMax).toBe(2);
    expect(s.walkable).toBe(1);
    expect(s.failures).toEqual([{ seed: 2, message: 'depth 3 cube (1,2): portal N cannot reach the exit' }]);
  });
  it('handles an empty sample', () => {
    const s = summarize([], kinds({}));
    expect(s.triesMean).toBe(0);
    expect(s.rows.every((r) => r.observed === 0)).toBe(true);
  });
  it('formats and lists seeds', () => {
    expect(percent(0.1234)).toBe('12.3 %');
    expect(sampleSeeds(5, 3)).toEqual([5, 6, 7]);
  });
});
