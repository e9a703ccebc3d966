/**
 * Issue #22 items 2, 3 and 10 against the real server: a store with a symlink to a secret file, a
 * symlink loop, a folder named dir.json, a FIFO, a sparse 200 MB file, a symlinked game folder and
 * a symlinked .history. Nothing is followed, nothing hangs, nothing answers 5xx or names a server path.
 */
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { defaultGames } from './default-games';
import { type TestServer, plantHostileEntries, startTestServer } from './testing';

const SECRET = 'root:$6$TOP-SECRET-HASH:19000:0:99999:7:::';

interface Row {
  id: string;
  name: string;
  etag: string | null;
  problem?: string;
  message?: string;
}

describe('a store with hostile entries', () => {
  let s: TestServer;
  let secretDir: string;
  const answers: string[] = [];
  const get = async (path: string): Promise<{ status: number; text: string; ms: number }> => {
    const t0 = Date.now();
    const r = await fetch(`${s.url}${path}`, { signal: AbortSignal.timeout(5000) });
    const text = await r.text();
    answers.push(text);
    return { status: r.status, text, ms: Date.now() - t0 };
  };

  beforeAll(async () => {
    s = await startTestServer({ games: defaultGames() });
    secretDir = join(s.levelsDir, '..', 'outside');
    await fs.mkdir(secretDir);
    await fs.writeFile(join(secretDir, 'shadow'), SECRET);
    await fs.writeFile(join(secretDir, 'curve.json'), JSON.stringify({ secret: SECRET }));
    await plantHostileEntries(
      join(s.levelsDir, 'pigment'),
      join(secretDir, 'shadow'),
      '<<<<<<< HEAD\n{"id": "broken"}\n',
    );
    await fs.writeFile(join(s.levelsDir, 'pigment/no-limit.json'), '{"id": "no-limit", "width": 2}\n');
    // a symlinked game folder and history
    await fs.rm(join(s.levelsDir, 'watersort'), { recursive: true });
    await fs.symlink(secretDir, join(s.levelsDir, 'watersort'));
    await fs.rm(join(s.levelsDir, '.history'), { recursive: true, force: true });
    await fs.symlink(secretDir, join(s.levelsDir, '.history'));
  });
  afterAll(async () => {
    // whatever was touched, the server shuts down promptly (item 10: a FIFO once kept it alive)
    const t0 = Date.now();
    await s.close();
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('lists the good levels and names each bad entry with its reason, promptly', async () => {
    const r = await get('/api/levels/pigment');
    expect(r.status).toBe(200);
    expect(r.ms).toBeLessThan(3000);
    const rows = JSON.parse(r.text) as Row[];
    const by = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(by['return']).toEqual({ id: 'return', name: 'Return', etag: expect.stringMatching(/^"/) });
    expect(by['x']).toMatchObject({
      etag: null,
      problem: 'symlink',
      message: expect.stringContaining('levels/pigment/x.json'),
    });
    expect(by['loop']).toMatchObject({ etag: null, problem: 'symlink' });
    expect(by['dir']).toMatchObject({ etag: null, problem: 'not a regular file' });
    expect(by['pipe']).toMatchObject({ etag: null, problem: 'not a regular file' });
    expect(by['big']).toMatchObject({ etag: null, problem: 'too large' });
    // served (a designer can open and fix them), but flagged
    expect(by['broken']).toMatchObject({ etag: expect.any(String), problem: 'invalid JSON' });
    expect(by['no-limit']).toMatchObject({ etag: expect.any(String), problem: expect.stringMatching(/^schema: /) });
  });

  it('four lists at once answer fast (the 200 MB file is never read)', async () => {
    const t0 = Date.now();
    const all = await Promise.all([1, 2, 3, 4].map(() => get('/api/levels/pigment')));
    expect(all.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(Date.now() - t0).toBeLessThan(4000);
  });

  it.each([
    ['x', 'symlink'],
    ['loop', 'symlink'],
    ['dir', 'not a regular file'],
    ['pipe', 'not a regular file'],
    ['big', 'too large'],
  ])('GET of %s answers 422 (%s) at once, never the bytes', async (id, problem) => {
    const r = await get(`/api/levels/pigment/${id}`);
    expect(r.status).toBe(422);
    expect(r.ms).toBeLessThan(3000);
    expect(JSON.parse(r.text)).toMatchObject({ problem, error: expect.stringMatching(`^levels/pigment/${id}.json `) });
  });

  it('a symlinked game folder is refused, not followed (list and GET)', async () => {
    expect((await get('/api/levels/watersort')).status).toBe(422);
    const r = await get('/api/levels/watersort/curve');
    expect(r.status).toBe(422);
    expect(JSON.parse(r.text)).toMatchObject({
      problem: 'symlink',
      error: expect.stringContaining('levels/watersort'),
    });
  });

  it('a PUT over a planted symlink writes nothing outside', async () => {
    const body = JSON.stringify({
      name: 'X',
      width: 2,
      height: 1,
      start: [0, 0],
      marks: [{ at: [1, 0], color: 'yellow' }],
      limit: 1,
    });
    const r = await fetch(`${s.url}/api/levels/pigment/x`, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'application/json', 'if-match': '*' },
    });
    answers.push(await r.text());
    expect(r.status).toBe(422);
    expect(await fs.readFile(join(secretDir, 'shadow'), 'utf8')).toBe(SECRET);
    expect((await fs.readdir(secretDir)).sort()).toEqual(['curve.json', 'shadow']);
  });

  it('health answers while the FIFO is in the store', async () => {
    const r = await get('/api/health');
    expect(r.status).toBe(200);
    expect(r.ms).toBeLessThan(2000);
  });

  it('no answer holds the secret, a byte of the outside files or the server path', () => {
    const all = answers.join('\n');
    expect(answers.length).toBeGreaterThan(10);
    expect(all).not.toContain('TOP-SECRET');
    expect(all).not.toContain(join(s.levelsDir, '..'));
    expect(all).not.toContain(s.levelsDir);
  });
});
