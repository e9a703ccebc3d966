import { createWorld } from '@levelbench/worldgen';
import { gameTasks } from './games/game-tasks';
import { worldsCube } from './games/worldgen';
import { GAME_TASKS, rulesHandlers } from './rules-tasks';

describe('rules-lib task handlers', () => {
  it('worlds.cube returns null off the depth and a timed cube on it', () => {
    expect(worldsCube({ seed: 1, depth: 1, x: 400, y: 400 })).toBeNull();
    const room = createWorld(1).plan(1).rooms[0];
    const cube = worldsCube({ seed: 1, depth: 1, x: room.x, y: room.y });
    expect(cube).toMatchObject({ depth: 1, x: room.x, y: room.y });
    expect(cube?.ms).toBeGreaterThanOrEqual(0);
  });

  it('are every game’s table, no tag lost to another game’s', () => {
    const tags = GAME_TASKS.flatMap((t) => Object.keys(t));
    expect(Object.keys(rulesHandlers)).toEqual(tags);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toEqual([
      'pigment.analyse',
      'pigment.suggest',
      'watersort.level',
      'watersort.daily',
      'watersort.solve',
      'watersort.hint',
      'watersort.difficulty',
      'worlds.map',
      'worlds.cube',
      'bots.watersort',
      'bots.pigment',
    ]);
  });

  it('keep each game’s tags under its prefix', () => {
    // a tag outside its game's prefix would be refused at compile time too (the cast stands in for a mistake)
    expect(() => gameTasks('tiles', { 'dice.roll': () => 1 } as unknown as Record<'tiles.roll', () => number>)).toThrow(
      'task "dice.roll" is not under its game\'s prefix "tiles."',
    );
  });
});
