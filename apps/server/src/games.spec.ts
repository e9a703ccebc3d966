import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { pigmentLevelSchema } from '@levelbench/pigment';
import { SERVER_GAMES, defaultGames } from './default-games';
import { gameRegistry } from './games';
import { startTestServer, type TestServer } from './testing';

describe('the games', () => {
  it('are the rules libs’ formats, one list: names, folders and parsers come from there', () => {
    expect(SERVER_GAMES.map((g) => g.format.name)).toEqual(['pigment', 'watersort', 'worldgen']);
    expect(SERVER_GAMES.map((g) => g.format.label)).toEqual(['Pigment', 'Water Sort', 'Cube Crawler']);
    const registry = gameRegistry(defaultGames());
    expect(registry['pigment']?.schema).toBe(pigmentLevelSchema);
    expect(Object.keys(registry)).toEqual(['pigment', 'watersort', 'worldgen']);
    // a game's own parser names the file and the field
    const bad = registry['watersort']?.parse('{"levels": 3}', 'watersort/curve.json');
    expect(bad?.ok).toBe(false);
    // Pigment brings the suggester's job kind; every game brings routes
    expect(SERVER_GAMES.map((g) => [g.format.name, !!g.routes, !!g.jobKinds])).toEqual([
      ['pigment', true, true],
      ['watersort', true, false],
      ['worldgen', true, false],
    ]);
    expect(() => gameRegistry([...SERVER_GAMES, SERVER_GAMES[0]])).toThrow('game "pigment" is registered twice');
    // a name that Object.prototype also has is still a first registration
    const odd = { format: { ...SERVER_GAMES[0].format, name: 'constructor' } };
    expect(Object.keys(gameRegistry([odd]))).toEqual(['constructor']);
  });
});

describe('level API with the rules-lib schemas', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ games: defaultGames() });
  });
  afterAll(() => s.close());

  it('lists the committed pigment levels with names and ETags', async () => {
    const list = (await (await fetch(`${s.url}/api/levels/pigment`)).json()) as {
      id: string;
      name: string;
      etag: string;
    }[];
    const ids = (await fs.readdir(join(s.levelsDir, 'pigment')))
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5));
    expect(list.map((l) => l.id).sort()).toEqual(ids.sort());
    expect(list.length).toBeGreaterThan(0);
    for (const l of list) expect(l.name).not.toBe('');
  });

  it.each(['pigment', 'watersort', 'worldgen'])(
    'saves an unchanged %s file back without changing a byte or its ETag',
    async (game) => {
      const list = (await (await fetch(`${s.url}/api/levels/${game}`)).json()) as { id: string; etag: string }[];
      expect(list.length).toBeGreaterThan(0);
      for (const { id, etag } of list) {
        const before = await fs.readFile(join(s.levelsDir, `${game}/${id}.json`), 'utf8');
        const r = await fetch(`${s.url}/api/levels/${game}/${id}`, {
          method: 'PUT',
          body: before,
          headers: { 'content-type': 'application/json', 'if-match': etag },
        });
        expect({ id, status: r.status }).toEqual({ id, status: 200 });
        expect(r.headers.get('etag')).toBe(etag);
        expect(await fs.readFile(join(s.levelsDir, `${game}/${id}.json`), 'utf8')).toBe(before);
      }
    },
  );

  it('reports semantic errors of the pigment rules with JSON paths', async () => {
    const level = {
      name: 'Off',
      width: 3,
      height: 3,
      start: [0, 0],
      marks: [{ at: [5, 1], color: 'green' }],
      limit: 4,
    };
    const r = await fetch(`${s.url}/api/levels/pigment/off-board`, {
      method: 'PUT',
      body: JSON.stringify(level),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    const body = (await r.json()) as { errors: { file: string; path: string; message: string }[] };
    expect(body.errors).toContainEqual({
      file: 'levels/pigment/off-board.json',
      path: '/marks/0/at',
      message: expect.stringMatching(/off the 3×3 board/),
    });
  });

  it('serves the same schema object the CLI validates with', async () => {
    expect(await (await fetch(`${s.url}/api/schemas/pigment`)).json()).toEqual(
      JSON.parse(JSON.stringify(pigmentLevelSchema)),
    );
  });
});
