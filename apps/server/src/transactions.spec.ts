import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { parseWithSchema } from '@levelbench/formats';
import type { GameRegistry } from './games';
import { startTestServer, type TestServer } from './testing';

const levelSchema = {
  type: 'object',
  required: ['id', 'name', 'limit'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, limit: { type: 'integer', minimum: 1 } },
};
const games: GameRegistry = {
  pigment: { schema: levelSchema, idField: true, parse: (t, f) => parseWithSchema(t, levelSchema, f) },
};
const json = { 'content-type': 'application/json' };

describe('rename, delete and restore as one step', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ games });
  });
  afterAll(() => s.close());

  const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${s.url}/api/levels/pigment/${id}`, {
      method: 'PUT',
      body: JSON.stringify(body),
      headers: { ...json, ...headers },
    });
  const rename = (id: string, body: unknown, headers: Record<string, string> = { 'if-match': '*' }) =>
    fetch(`${s.url}/api/levels/pigment/${id}/rename`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...json, ...headers },
    });
  const pack = async () =>
    JSON.parse(await fs.readFile(join(s.levelsDir, 'pigment/pack.json'), 'utf8')) as { order: string[] };

  it('20 parallel renames of 20 different levels all succeed and leave pack.json naming exactly the moved ids', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `par-${i}`);
    for (const id of ids) expect((await put(id, { name: id, limit: 1 }, { 'if-none-match': '*' })).status).toBe(201);
    await fs.writeFile(join(s.levelsDir, 'pigment/pack.json'), JSON.stringify({ order: ['return', ...ids] }));
    const answers = await Promise.all(ids.map((id) => rename(id, { to: `${id}-moved` })));
    expect(answers.map((r) => r.status)).toEqual(ids.map(() => 200));
    expect((await pack()).order).toEqual(['return', ...ids.map((id) => `${id}-moved`)]);
    const files = await fs.readdir(join(s.levelsDir, 'pigment'));
    for (const id of ids) {
      expect(files).toContain(`${id}-moved.json`);
      expect(files).not.toContain(`${id}.json`);
    }
  });
});
