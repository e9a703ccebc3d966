import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { createWorld, defaultWeights, depthMapJson, type Pin } from '@levelbench/worldgen';
import { putJson, startPooledTestServer, type TestServer, postJson } from '../testing';

describe('world routes with pins (#38)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startPooledTestServer();
  }, 60_000);
  afterAll(() => s.close());

  const post = (path: string, body: unknown) => postJson(`${s.url}${path}`, body);
  const pins: Pin[] = [{ depth: 3, role: 'route', kind: 'slope' }];

  it('previews pinned weights: the map shows the pins, the same as the library', async () => {
    const weights = { ...defaultWeights, pins };
    const r = await post('/api/worlds/7/depths/3', { weights });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(depthMapJson(createWorld(7, weights).map(3)))));
    const shown = r.body['pins'] as { pin: number; held: boolean }[];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((p) => p.pin === 0 && p.held)).toBe(true);
    // no pins: no `pins` field, as before
    expect((await post('/api/worlds/7/depths/3', { weights: defaultWeights })).body).not.toHaveProperty('pins');
  }, 60_000);

  it('refuses a pin that can never hold with 400, its index and why, before any work', async () => {
    const bad = { ...defaultWeights, pins: [...pins, { depth: 3, role: 'core', piece: 'LLLL' }] };
    const r = await post('/api/worlds/7/depths/3', { weights: bad });
    expect(r.status).toBe(400);
    expect(r.body['errors']).toContainEqual(
      expect.objectContaining({ path: '/weights/pins/1/role', message: 'pin 1: only depth 20 has the core room' }),
    );
    const cube = await post('/api/worlds/7/depths/3/cubes/0/0', {
      weights: { ...defaultWeights, pins: [{ depth: 3, at: [0, 0], role: 'route', kind: 'meadow' }] },
    });
    expect(cube.status).toBe(400);
    // saving such a weights file is refused too, and the stored file is unchanged
    const before = await fs.readFile(join(s.levelsDir, 'worldgen/weights.json'), 'utf8');
    const put = await putJson(`${s.url}/api/levels/worldgen/weights`, JSON.stringify(bad));
    expect(put.status).toBe(400);
    expect(JSON.stringify(await put.json())).toContain('pin 1: only depth 20 has the core room');
    expect(await fs.readFile(join(s.levelsDir, 'worldgen/weights.json'), 'utf8')).toBe(before);
  }, 60_000);
});
