import { createWorld, facePairSpecs } from '@levelbench/worldgen';
import { facesSpecs, worldsCube } from './rules-tasks';

describe('rules-lib task handlers', () => {
  it('faces.specs: the lib list of different pairs, in its order', () => {
    const specs = facesSpecs({ count: 400 });
    expect(specs).toHaveLength(400);
    expect(new Set(specs.map((s) => s.id)).size).toBe(400);
    expect(specs).toEqual(facePairSpecs(400));
  });

  it('worlds.cube returns null off the depth and a timed cube on it', () => {
    expect(worldsCube({ seed: 1, depth: 1, x: 400, y: 400 })).toBeNull();
    const room = createWorld(1).plan(1).rooms[0];
    const cube = worldsCube({ seed: 1, depth: 1, x: room.x, y: room.y });
    expect(cube).toMatchObject({ depth: 1, x: room.x, y: room.y });
    expect(cube?.ms).toBeGreaterThanOrEqual(0);
  });
});
