import { checkWorld, worldProblem } from './check';

describe('world walk failures as data', () => {
  it('locates a cube failure and a plan failure from the check that wrote them', () => {
    expect(worldProblem(4, { x: 1, y: -2 }, 'depth 4 cube (1,-2): no portal to (0,0)')).toEqual({
      depth: 4,
      x: 1,
      y: -2,
      reason: 'no portal to (0,0)',
    });
    expect(worldProblem(3, null, 'depth 3: needs 1-2 side guardians on the way')).toEqual({
      depth: 3,
      x: null,
      y: null,
      reason: 'needs 1-2 side guardians on the way',
    });
  });

  it('gives one problem per failure, in order (none on a walkable world)', () => {
    const r = checkWorld(3, undefined, { upTo: 4 });
    expect(r.problems).toHaveLength(r.failures.length);
    r.problems.forEach((p, i) =>
      expect(r.failures[i]).toBe(
        p.x === null ? `depth ${p.depth}: ${p.reason}` : `depth ${p.depth} cube (${p.x},${p.y}): ${p.reason}`,
      ),
    );
    expect(r.walkable).toBe(r.problems.length === 0);
  });
});
