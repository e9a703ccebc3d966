import { checkWorld } from './check';

describe('world walk failures as data', () => {
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
