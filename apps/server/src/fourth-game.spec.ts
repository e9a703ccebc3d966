/**
 * A fourth game is one `ServerGame` added to the list: its files are served, validated by its own schema and
 * kept in history, and its routes answer, with no other edit to the server (docs/CONTRACTS.md, "Adding a game").
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { parseWithSchema } from '@levelbench/formats';
import { defaultGames } from './default-games';
import type { ServerGame } from './games';
import { ApiError, bodyObject } from './http';
import { startTestServer, type TestServer, putJson } from './testing';

interface Tiles {
  readonly name: string;
  readonly rows: readonly string[];
}
const tilesSchema = {
  type: 'object',
  required: ['name', 'rows'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1 },
    rows: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[.#]+$' } },
  },
};

/** A toy game: grids of floor (.) and wall (#), and one route that counts the floor. */
const tilesGame: ServerGame = {
  format: {
    name: 'tiles',
    label: 'Tiles',
    schema: tilesSchema,
    idField: false,
    parse: (text, file) => parseWithSchema<Tiles>(text, tilesSchema, file),
  },
  routes: (app, ctx) => {
    app.post('/api/tiles/floor', async (req) => {
      const id = bodyObject(req)['id'];
      if (typeof id !== 'string') throw new ApiError(400, '"id" must be a string');
      const file = await ctx.store.read('tiles', id);
      if (!file) throw new ApiError(404, `tiles/${id}.json does not exist`);
      const tiles = JSON.parse(file.text) as Tiles;
      return { id, floor: tiles.rows.join('').split('.').length - 1 };
    });
  },
};

describe('a fourth game', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ games: [...defaultGames(), tilesGame] });
  });
  afterAll(() => s.close());

  const put = (id: string, body: unknown, headers: Record<string, string>) =>
    putJson(`${s.url}/api/levels/tiles/${id}`, JSON.stringify(body), headers);

  it('is served, validated by its own schema, kept in history, and its route answers', async () => {
    expect(await (await fetch(`${s.url}/api/levels/tiles`)).json()).toEqual([]);
    expect(await (await fetch(`${s.url}/api/schemas/tiles`)).json()).toEqual(tilesSchema);

    const bad = await put('hall', { name: 'Hall', rows: ['..x'] }, { 'if-none-match': '*' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('/rows/0');

    const created = await put('hall', { name: 'Hall', rows: ['.#.', '...'] }, { 'if-none-match': '*' });
    expect(created.status).toBe(201);
    const etag = created.headers.get('etag') ?? '';
    expect(JSON.parse(await fs.readFile(join(s.levelsDir, 'tiles/hall.json'), 'utf8'))).toEqual({
      name: 'Hall',
      rows: ['.#.', '...'],
    });
    expect(await (await fetch(`${s.url}/api/levels/tiles`)).json()).toEqual([{ id: 'hall', name: 'Hall', etag }]);

    const saved = await put('hall', { name: 'Hall', rows: ['.##', '...'] }, { 'if-match': etag });
    expect(saved.status).toBe(200);
    const versions = (await (await fetch(`${s.url}/api/history/tiles/hall`)).json()) as unknown[];
    expect(versions.length).toBeGreaterThan(0);

    const floor = await fetch(`${s.url}/api/tiles/floor`, {
      method: 'POST',
      body: JSON.stringify({ id: 'hall' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await floor.json()).toEqual({ id: 'hall', floor: 4 });
    // the three games are unchanged beside it
    expect((await fetch(`${s.url}/api/levels/pigment`)).status).toBe(200);
    expect((await fetch(`${s.url}/api/levels/dice`)).status).toBe(404);
  });
});
