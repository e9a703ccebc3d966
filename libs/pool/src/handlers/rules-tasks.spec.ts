import { createWorld, facePairSpecs } from '@levelbench/worldgen';
import { facesSpecs, worldsCube } from './rules-tasks';

describe('rules-lib task handlers', () => {
  it('faces.specs with unique: keeps the deterministic order and drops pairs drawn twice', () => {
    const raw = facePairSpecs(400);
    const unique = facesSpecs({ count: 400, unique: true });
    expect(unique).toHaveLength(400);
    expect(new Set(unique.map((s) => s.id)).size).toBe(400);
    // the first pairs are the lib's own, in its order
    const firstDup = raw.findIndex((s, i) => raw.findIndex((t) => t.id === s.id) !== i);
    const prefix = firstDup === -1 ? raw : raw.slice(0, firstDup);
    expect(unique.slice(0, prefix.length)).toEqual(prefix);
    expect(facesSpecs({ count: 400, unique: true })).toEqual(unique);
  });

  it('worlds.cube returns null off the depth and a timed cube on it', () => {
    expect(worldsCube({ seed: 1, depth: 1, x: 400, y: 400 })).toBeNull();
    const room = createWorld(1).plan(1).rooms[0];
    const cube = worldsCube({ seed: 1, depth: 1, x: room.x, y: room.y });
    expect(cube).toMatchObject({ depth: 1, x: room.x, y: room.y });
    expect(cube?.ms).toBeGreaterThanOrEqual(0);
  });
});
