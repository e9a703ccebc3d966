import { createWorld } from '@levelbench/worldgen';
import { worldsCube } from './rules-tasks';

describe('rules-lib task handlers', () => {
  it('worlds.cube returns null off the depth and a timed cube on it', () => {
    expect(worldsCube({ seed: 1, depth: 1, x: 400, y: 400 })).toBeNull();
    const room = createWorld(1).plan(1).rooms[0];
    const cube = worldsCube({ seed: 1, depth: 1, x: room.x, y: room.y });
    expect(cube).toMatchObject({ depth: 1, x: room.x, y: room.y });
    expect(cube?.ms).toBeGreaterThanOrEqual(0);
  });
});
