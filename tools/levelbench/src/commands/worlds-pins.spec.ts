import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorld, defaultWeights, type Pin } from '@levelbench/worldgen';
import { jsonLines, runCli } from '../run-cli.testing';

const dir = mkdtempSync(join(tmpdir(), 'levelbench-pins-'));
const weightsFile = (name: string, pins: Pin[]) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ ...defaultWeights, pins }));
  return file;
};

describe('levelbench worlds with pins and soft-locks (#38)', () => {
  it('refuses a pin that can never hold: exit 2 naming the file, the pin and why, before any work', async () => {
    const file = weightsFile('bad.json', [
      { depth: 3, role: 'route', kind: 'slope' },
      { depth: 4, role: 'guardian', piece: 'WWWW' },
    ]);
    for (const args of [
      ['map', '--seed', '1', '--depth', '3'],
      ['check', '--seed', '1'],
      ['trace', '--seed', '1', '--depth', '3'],
    ]) {
      const r = await runCli('worlds', ...args, '--weights', file);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(
        `${file}: /pins/1: pin 1: a guardian room is a guardian arena, kept flat and dry: "WWWW" has water`,
      );
      expect(r.stdout).toBe('');
    }
  });

  it('map, trace and check run with the pins: pinned cubes shown, first in the trace, the world walkable', async () => {
    const file = weightsFile('pins.json', [{ depth: 3, role: 'route', kind: 'slope' }]);
    const [m] = jsonLines(
      (await runCli('worlds', 'map', '--seed', '7', '--depth', '3', '--json', '--weights', file)).stdout,
    );
    const routes = m.rooms.filter((r: { role: string }) => r.role === 'route').length;
    expect(m.pins).toHaveLength(routes);
    for (const p of m.pins) expect(p).toEqual({ x: expect.any(Number), y: expect.any(Number), pin: 0, held: true });
    const text = await runCli('worlds', 'map', '--seed', '7', '--depth', '3', '--weights', file);
    expect(text.stdout).toMatch(/\npin 0 at \(-?\d+,-?\d+\): holds \([LH]{4}\)\n/);
    const [t] = jsonLines(
      (await runCli('worlds', 'trace', '--seed', '7', '--depth', '3', '--json', '--weights', file)).stdout,
    );
    expect(t.steps.slice(0, routes).map((s: { pin?: number }) => s.pin)).toEqual(Array(routes).fill(0));
    const traced = await runCli('worlds', 'trace', '--seed', '7', '--depth', '3', '--weights', file);
    expect(traced.stdout.split('\n')[1]).toMatch(/^ {2}1 \(-?\d+,-?\d+\) +pin 0, entropy/);
    const check = await runCli('worlds', 'check', '--seed', '7', '--json', '--weights', file);
    expect(check.code).toBe(0);
  });

  it('worlds check: a pin that fails in one world fails that world, naming the seed and the pin (exit 1)', async () => {
    const m = createWorld(5).map(6);
    const r = m.rooms.find((q) => m.cubes.some((c) => c.x === q.x + 1 && c.y === q.y)) as { x: number; y: number };
    const file = weightsFile('clash.json', [
      { depth: 6, at: [r.x, r.y], piece: 'LWLL' },
      { depth: 6, at: [r.x + 1, r.y], piece: 'LLLL' },
    ]);
    const out = await runCli('worlds', 'check', '--seed', '5', '--json', '--weights', file);
    expect(out.code).toBe(1);
    const [world] = jsonLines(out.stdout);
    expect(world.walkable).toBe(false);
    expect(world.failures.join('\n')).toMatch(
      /depth 6 cube \(-?\d+,-?\d+\): world 5: pin [01] \(depth 6 at .*\) does not hold/,
    );
  });

  it('worlds inspect names a soft-lock at the landing of a fall from above (exit 1)', async () => {
    const built = await runCli('worlds', 'cube', '--seed', '1', '--depth', '12', '--at', '-4,-2', '--json');
    const cube = JSON.parse(built.stdout);
    const [lx, ly] = cube.fallFromAbove.at as [number, number];
    const top =
      Math.max(...cube.ground.slice(ly - 2, ly + 3).flatMap((row: number[]) => row.slice(lx - 2, lx + 3))) + 3;
    for (const [x, y] of [
      [lx, ly - 1],
      [lx, ly + 1],
      [lx - 1, ly],
      [lx + 1, ly],
    ]) {
      cube.ground[y][x] = top;
      cube.water[y][x] = false;
    }
    const file = join(dir, 'walled.json');
    writeFileSync(file, JSON.stringify(cube));
    const r = await runCli('worlds', 'inspect', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `soft-lock at (${lx},${ly},0): a hero can get to (${lx},${ly}) from the landing of the waterfall from above`,
    );
    const [j] = jsonLines((await runCli('worlds', 'inspect', file, '--json')).stdout);
    expect(j.problems[0]).toEqual(expect.objectContaining({ rule: 'soft-lock', at: [lx, ly, 0] }));
  });
});
