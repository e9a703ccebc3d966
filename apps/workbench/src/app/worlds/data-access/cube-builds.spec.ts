import { createWorld, type Weights, type World } from '@levelbench/worldgen';
import { CubeBuilds } from './cube-builds';

describe('cube builds (the worlds worker: Build it, tries and build time)', () => {
  const weights = createWorld(7).weights as Weights;
  /** A world factory that counts the worlds it makes, and a clock whose steps grow (build times 7, 11, 15 ms, …). */
  const setup = (wrap: (w: World) => World = (w) => w) => {
    let worlds = 0;
    let [t, step] = [0, 3];
    const builds = new CubeBuilds(
      (seed, w) => {
        worlds++;
        return wrap(createWorld(seed, w));
      },
      () => (t += step += 2),
    );
    return { builds, worlds: () => worlds };
  };

  it('times the first build, keeps that time when the cube is opened again, and reuses the world', () => {
    const { builds, worlds } = setup();
    const first = builds.build(7, weights, 3, 7, -3, false);
    expect(first.build).toEqual({ ms: 7, timedBy: 'browser', fresh: false });
    expect(first.tries).toBeGreaterThanOrEqual(1);
    // recalled from the world (the clock read 11 ms this time): the first build's time stays
    const again = builds.build(7, weights, 3, 7, -3, false);
    expect(again.build).toEqual({ ms: 7, timedBy: 'browser', fresh: false });
    expect(builds.world(7, weights).map(3).depth).toBe(3);
    expect(worlds()).toBe(1);
  });

  it('Build it builds the cube again in a new world and times that build; the cube is the same', () => {
    const { builds, worlds } = setup();
    const first = builds.build(7, weights, 3, 7, -3, false);
    const fresh = builds.build(7, weights, 3, 7, -3, true);
    expect(worlds()).toBe(2);
    expect(fresh.build).toEqual({ ms: 11, timedBy: 'browser', fresh: true });
    expect(fresh.drawing).toEqual(first.drawing);
    expect(fresh.tries).toBe(first.tries);
    // and opening it again afterwards shows the time of that last build
    expect(builds.build(7, weights, 3, 7, -3, false).build.ms).toBe(11);
  });

  it('takes the time the builder reports when a cube carries one (buildMs)', () => {
    const { builds } = setup((w) => ({ ...w, cube: (d, x, y) => ({ ...w.cube(d, x, y), buildMs: 7.5 }) }));
    expect(builds.build(7, weights, 3, 7, -3, true).build).toEqual({ ms: 7.5, timedBy: 'builder', fresh: true });
  });

  it('starts a new world for another seed or other weights', () => {
    const { builds, worlds } = setup();
    builds.world(7, weights);
    builds.world(7, weights);
    builds.world(8, weights);
    builds.world(8, { ...weights });
    expect(worlds()).toBe(2);
    builds.world(8, JSON.parse(JSON.stringify({ ...weights, extra: 1 })));
    expect(worlds()).toBe(3);
  });
});
