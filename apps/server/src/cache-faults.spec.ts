/**
 * The analysis cache on disk under hostile edits (#39): a truncated, edited, copied, hand-written or wrongly
 * digested entry is never believed; it is recomputed and counted (`/api/health` `cacheBroken`).
 */
import { promises as fs, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { ConfinedStore } from '@levelbench/store';
import { entryDigest } from '@levelbench/verify';
import { DiskShelf, SECRET_FILE } from './disk-cache';
import { ANALYSIS_CACHE_FOLDER } from './routes/pigment';
import { postSolve, restartingServer } from './testing';

const isBox = (v: unknown): v is { n: number; s: string } => typeof (v as { n?: unknown })?.n === 'number';
const k = (c: string) => c.repeat(64);
const folder = '.cache/test';

describe('DiskShelf entries under faults', () => {
  let dir: string;
  let other: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(join(tmpdir(), 'levelbench-faults-'));
    other = await fs.mkdtemp(join(tmpdir(), 'levelbench-faults-other-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(other, { recursive: true, force: true });
  });
  const shelfOf = (root: string) =>
    new DiskShelf(new ConfinedStore(root, { label: 'levels' }), { folder, code: 'v1', accept: isBox });
  const file = (root: string, key: string) => join(root, folder, `${key}.json`);

  it('makes its secret on first use, 0600, and keeps it', async () => {
    await shelfOf(dir).write(k('a'), { n: 1, s: 'x' });
    const secret = join(dir, SECRET_FILE);
    expect(statSync(secret).mode & 0o777).toBe(0o600);
    const before = await fs.readFile(secret, 'utf8');
    await shelfOf(dir).write(k('b'), { n: 2, s: 'y' });
    expect(await fs.readFile(secret, 'utf8')).toBe(before);
  });

  it('an entry copied from another store (another secret) or written by hand is recomputed and counted', async () => {
    await shelfOf(other).write(k('a'), { n: 1, s: 'x' });
    await shelfOf(dir).write(k('b'), { n: 2, s: 'y' }); // makes this store's secret
    await fs.copyFile(file(other, k('a')), file(dir, k('a')));
    const hand = { format: 'levelbench-cache/2', code: 'v1', key: k('c'), value: { n: 3, s: 'z' } };
    await fs.writeFile(file(dir, k('c')), JSON.stringify({ ...hand, digest: entryDigest(k('c'), hand.value) }));
    const shelf = shelfOf(dir);
    expect(await shelf.read(k('a'))).toBeUndefined();
    expect(await shelf.read(k('c'))).toBeUndefined();
    expect(await shelf.read(k('b'))).toEqual({ n: 2, s: 'y' });
    expect(shelf.broken).toBe(2);
  });

  it('a truncated or edited entry reads as the value written or as nothing, never as another value', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ n: fc.integer(), s: fc.string() }),
        fc.oneof(
          fc.record({ cut: fc.nat() }),
          fc.record({ at: fc.nat(), char: fc.constantFrom('0', '1', '9', 'a', 'e', '"', ' ', '}') }),
        ),
        async (value, fault) => {
          const shelf = shelfOf(dir);
          await shelf.write(k('d'), value);
          const text = await fs.readFile(file(dir, k('d')), 'utf8');
          const broken =
            'cut' in fault
              ? text.slice(0, fault.cut % text.length)
              : text.slice(0, fault.at % text.length) + fault.char + text.slice((fault.at % text.length) + 1);
          await fs.writeFile(file(dir, k('d')), broken);
          const reader = shelfOf(dir);
          const got = await reader.read(k('d'));
          if (got !== undefined) expect(got).toEqual(value);
          if (broken !== text && got === undefined) expect(reader.broken).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('POST /api/pigment/solve with an edited analysis on disk', () => {
  const server = restartingServer('levelbench-edited-');
  const { withServer, runs } = server;
  beforeAll(server.setup);
  afterAll(server.teardown);
  const solveAndHealth = async (url: string, level: unknown) => {
    const { cache, body } = await postSolve(url, level);
    const health = (await (await fetch(`${url}/api/health`)).json()) as { cacheBroken?: unknown };
    return { cache, shortest: body['shortest'], broken: health.cacheBroken };
  };

  it('a changed `shortest` is not reported: the entry is recomputed and counted in /api/health', async () => {
    const level = JSON.parse(await fs.readFile(join(server.dir(), 'levels/pigment/return.json'), 'utf8'));
    const first = await withServer((url) => solveAndHealth(url, level));
    expect(first).toEqual({ cache: 'miss', shortest: 5, broken: 0 });
    const cacheDir = join(server.dir(), 'levels', ANALYSIS_CACHE_FOLDER);
    const [name] = await fs.readdir(cacheDir);
    const entry = JSON.parse(await fs.readFile(join(cacheDir, name), 'utf8'));
    entry.value.solve.shortest = 3;
    await fs.writeFile(join(cacheDir, name), JSON.stringify(entry));
    const edited = await withServer((url) => solveAndHealth(url, level));
    expect(edited).toEqual({ cache: 'miss', shortest: 5, broken: 1 });
    expect(runs()).toBe(2);
    // rewritten by the recomputation: the next start answers from disk again
    expect(await withServer((url) => solveAndHealth(url, level))).toEqual({ cache: 'hit', shortest: 5, broken: 0 });
  });
});
