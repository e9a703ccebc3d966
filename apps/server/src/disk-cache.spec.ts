import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfinedStore } from '@levelbench/store';
import { ContentCache } from './analysis-cache';
import { DiskShelf, SHELF_FORMAT } from './disk-cache';
import { ANALYSIS_CACHE_FOLDER } from './routes/pigment';
import { postSolve, restartingServer } from './testing';

const isNumberBox = (v: unknown): v is { n: number } => typeof (v as { n?: unknown })?.n === 'number';

describe('DiskShelf (analysis results by content hash, on disk)', () => {
  let dir: string;
  let store: ConfinedStore;
  const folder = '.cache/test';
  const k = (c: string) => c.repeat(64);
  beforeEach(async () => {
    dir = await fs.mkdtemp(join(tmpdir(), 'levelbench-shelf-'));
    store = new ConfinedStore(dir, { label: 'levels' });
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));
  const shelf = (code = 'v1', more: { maxEntries?: number; maxBytes?: number } = {}) =>
    new DiskShelf(store, { folder, code, accept: isNumberBox, ...more });

  it('reads back what it wrote, for the same code only', async () => {
    await shelf().write(k('a'), { n: 1 });
    expect(await shelf().read(k('a'))).toEqual({ n: 1 });
    expect(await shelf('v2').read(k('a'))).toBeUndefined(); // a rules change invalidates it
    expect(await shelf().read(k('b'))).toBeUndefined();
    const entry = JSON.parse(await fs.readFile(join(dir, folder, `${k('a')}.json`), 'utf8'));
    expect(entry).toEqual({
      format: SHELF_FORMAT,
      code: 'v1',
      key: k('a'),
      value: { n: 1 },
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('ignores corrupt, foreign, misshapen and non-file entries, and keys that are not hashes', async () => {
    const file = (key: string) => join(dir, folder, `${key}.json`);
    await shelf().write(k('a'), { n: 1 });
    await fs.writeFile(file(k('c')), '{"format": "levelbench-cache/1", "co'); // cut short
    expect(await shelf().read(k('c'))).toBeUndefined();
    await fs.copyFile(file(k('a')), file(k('d'))); // another key's entry under this name
    expect(await shelf().read(k('d'))).toBeUndefined();
    await fs.writeFile(file(k('e')), JSON.stringify({ format: SHELF_FORMAT, code: 'v1', key: k('e'), value: 'x' }));
    expect(await shelf().read(k('e'))).toBeUndefined();
    await fs.writeFile(file(k('f')), JSON.stringify({ format: 'other/1', code: 'v1', key: k('f'), value: { n: 2 } }));
    expect(await shelf().read(k('f'))).toBeUndefined();
    await fs.writeFile(join(dir, 'secret.json'), JSON.stringify({ n: 3 }));
    await fs.symlink(join(dir, 'secret.json'), file(k('0')));
    expect(await shelf().read(k('0'))).toBeUndefined();
    await fs.mkdir(file(k('1')));
    expect(await shelf().read(k('1'))).toBeUndefined();
    expect(await shelf().read('../secret')).toBeUndefined();
    await shelf().write('../../escape', { n: 4 });
    await expect(fs.stat(join(dir, '..', 'escape.json'))).rejects.toThrow();
    // a corrupt entry is replaced by the next write
    await shelf().write(k('c'), { n: 5 });
    expect(await shelf().read(k('c'))).toEqual({ n: 5 });
  });

  it('keeps at most maxEntries files (oldest written first out) and writes no oversized entry', async () => {
    const s = shelf('v1', { maxEntries: 2, maxBytes: 300 });
    await s.write(k('a'), { n: 1 });
    await s.write(k('b'), { n: 2 });
    await s.write(k('c'), { n: 3 });
    expect((await fs.readdir(join(dir, folder))).sort()).toEqual([`${k('b')}.json`, `${k('c')}.json`]);
    await s.write(k('d'), { n: 4, pad: 'x'.repeat(400) } as { n: number });
    expect(await s.read(k('d'))).toBeUndefined();
    expect(await fs.readdir(join(dir, folder))).toHaveLength(2);
  });

  it('refuses to write through a symlinked cache folder', async () => {
    const outside = await fs.mkdtemp(join(tmpdir(), 'levelbench-outside-'));
    try {
      await fs.symlink(outside, join(dir, '.cache'));
      await expect(shelf().write(k('a'), { n: 1 })).rejects.toThrow();
      expect(await fs.readdir(outside)).toEqual([]);
      expect(await shelf().read(k('a'))).toBeUndefined();
    } finally {
      await fs.rm(outside, { recursive: true, force: true });
    }
  });

  it('a ContentCache over a shelf: a new process (new cache) answers from disk without computing', async () => {
    let runs = 0;
    const compute = async () => ({ n: ++runs });
    const first = new ContentCache(8, shelf());
    expect(await first.get(k('a'), compute)).toEqual({ value: { n: 1 }, hit: false });
    const second = new ContentCache(8, shelf());
    expect(await second.get(k('a'), compute)).toEqual({ value: { n: 1 }, hit: true });
    expect([runs, second.shelfHits]).toEqual([1, 1]);
    const other = new ContentCache(8, shelf('v2')); // other code: recomputed
    expect(await other.get(k('a'), compute)).toEqual({ value: { n: 2 }, hit: false });
  });
});

describe('POST /api/pigment/solve after a restart: answered from levels/.cache', () => {
  const server = restartingServer('levelbench-restart-');
  const { withServer, runs } = server;
  beforeAll(server.setup);
  afterAll(server.teardown);
  const solve = async (url: string, level: unknown) => {
    const r = await postSolve(url, level);
    return { ...r, body: { ...r.body, ms: 0 } };
  };

  it('gives the same report from disk as computed; a corrupt entry is recomputed and rewritten', async () => {
    const level = JSON.parse(await fs.readFile(join(server.dir(), 'levels/pigment/return.json'), 'utf8'));
    const computed = await withServer((url) => solve(url, level));
    expect([computed.status, computed.cache, runs()]).toEqual([200, 'miss', 1]);
    const cacheDir = join(server.dir(), 'levels', ANALYSIS_CACHE_FOLDER);
    const files = await fs.readdir(cacheDir);
    expect(files).toHaveLength(1);
    const restarted = await withServer((url) => solve(url, level));
    expect([restarted.status, restarted.cache, runs()]).toEqual([200, 'hit', 1]);
    expect(restarted.body).toEqual(computed.body);
    // the level list never shows the cache folder
    const list = await withServer(async (url) => (await fetch(`${url}/api/levels/pigment`)).json());
    expect((list as { id: string }[]).map((r) => r.id)).not.toContain('.cache');
    await fs.writeFile(join(cacheDir, files[0]), 'not json');
    const again = await withServer((url) => solve(url, level));
    expect([again.cache, runs()]).toEqual(['miss', 2]);
    expect(JSON.parse(await fs.readFile(join(cacheDir, files[0]), 'utf8')).format).toBe(SHELF_FORMAT);
  });
});
