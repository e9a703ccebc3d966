/**
 * Issue #22 item 2, the history's part: a symlinked `levels/.history` (git carries symlinks, so a pull
 * can plant one) never receives a write. A save, rename, delete or restore is refused with 422 before
 * anything changes, and a journal a crash left that can no longer be finished does not keep the
 * server from starting.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './app';
import { defaultGames } from './default-games';
import { type TestServer, startTestServer } from './testing';
import { storeChecksums } from './fuzz.testing';

describe('a symlinked level history', () => {
  let s: TestServer;
  let outside: string;
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    s = await startTestServer({ games: defaultGames() });
    outside = join(s.levelsDir, '..', 'elsewhere');
    await fs.mkdir(outside);
    await fs.rm(join(s.levelsDir, '.history'), { recursive: true, force: true });
    await fs.symlink(outside, join(s.levelsDir, '.history'));
  });
  afterAll(() => s.close());

  it('refuses a save, a rename and a delete with 422 and changes nothing, inside or outside', async () => {
    const before = await storeChecksums(join(s.levelsDir, 'pigment'));
    const current = await fetch(`${s.url}/api/levels/pigment/return`);
    const etag = current.headers.get('etag') ?? '';
    const level = (await current.json()) as Record<string, unknown>;
    const put = await fetch(`${s.url}/api/levels/pigment/return`, {
      method: 'PUT',
      headers: { ...json, 'if-match': etag },
      body: JSON.stringify({ ...level, name: 'Changed' }),
    });
    const rename = await fetch(`${s.url}/api/levels/pigment/return/rename`, {
      method: 'POST',
      headers: { ...json, 'if-match': etag },
      body: JSON.stringify({ to: 'moved' }),
    });
    const del = await fetch(`${s.url}/api/levels/pigment/white`, { method: 'DELETE', headers: { 'if-match': '*' } });
    for (const r of [put, rename, del]) {
      expect(r.status).toBe(422);
      const body = (await r.json()) as { error: string; problem: string };
      expect(body).toMatchObject({ problem: 'symlink' });
      expect(body.error).toContain('levels/.history');
      expect(body.error).not.toContain(s.levelsDir);
    }
    expect(await fs.readdir(outside)).toEqual([]);
    expect(await storeChecksums(join(s.levelsDir, 'pigment'))).toEqual(before);
  });

  it('starts even when a journal left by a crash names a history it may no longer write', async () => {
    await fs.mkdir(join(s.levelsDir, '.journal'), { recursive: true });
    const entry = {
      op: 'delete',
      game: 'pigment',
      steps: [{ file: '.history/pigment/white/deleted.json', before: null, after: '{"etag": "\\"x\\""}\n' }],
    };
    const file = join(s.levelsDir, '.journal', '1764547200000-0a0b0c0d.json');
    await fs.writeFile(file, JSON.stringify(entry));
    const app = await buildServer({
      levelsDir: s.levelsDir,
      reportsDir: s.reportsDir,
      uiDir: s.uiDir,
      games: defaultGames(),
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      await expect(fs.stat(file)).resolves.toBeTruthy(); // kept for a start after the link is fixed
      expect(await fs.readdir(outside)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
