import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfinedStore, type ListedEntry, readRegularFile } from './index';

const SECRET = 'TOP-SECRET-outside-the-store';

/** A store with every hostile entry of issue #22 beside one good level, and a secret outside it. */
function hostileStore(): { base: string; root: string; secret: string; store: ConfinedStore } {
  const base = mkdtempSync(join(tmpdir(), 'confined-'));
  const root = join(base, 'levels');
  const secret = join(base, 'secret.txt');
  writeFileSync(secret, SECRET);
  mkdirSync(join(root, 'pigment'), { recursive: true });
  const p = (n: string): string => join(root, 'pigment', n);
  writeFileSync(p('good.json'), '{"id":"good"}\n');
  symlinkSync(secret, p('link.json'));
  symlinkSync(p('loop.json'), p('loop.json'));
  mkdirSync(p('dir.json'));
  execFileSync('mkfifo', [p('pipe.json')]);
  writeFileSync(p('big.json'), '');
  truncateSync(p('big.json'), 200 * 1024 * 1024); // sparse: 200 MB without using the disk
  mkdirSync(join(base, 'elsewhere'));
  writeFileSync(join(base, 'elsewhere', 'curve.json'), SECRET);
  symlinkSync(join(base, 'elsewhere'), join(root, 'watersort'));
  return { base, root, secret, store: new ConfinedStore(root) };
}

const problems = (entries: readonly ListedEntry[]): Record<string, string | undefined> =>
  Object.fromEntries(entries.map((e) => [e.name, e.problem]));

describe('ConfinedStore reads', () => {
  let h: ReturnType<typeof hostileStore>;
  beforeEach(() => (h = hostileStore()));
  afterEach(() => rmSync(h.base, { recursive: true, force: true }));

  const expected = {
    'big.json': 'too large',
    'dir.json': 'not a regular file',
    'good.json': undefined,
    'link.json': 'symlink',
    'loop.json': 'symlink',
    'pipe.json': 'not a regular file',
  };

  it('lists every good file and names each bad entry, promptly, without reading the big one or the FIFO', async () => {
    const t0 = Date.now();
    const rss0 = process.memoryUsage().rss;
    const listed = await h.store.list('pigment', { read: true, filter: (n) => n.endsWith('.json') });
    expect(problems(listed)).toEqual(expected);
    expect(problems(await h.store.list('pigment', { read: true }))).toEqual(expected);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rss0).toBeLessThan(100 * 1024 * 1024);
    expect(listed.find((e) => e.name === 'good.json')?.text).toBe('{"id":"good"}\n');
    const text = JSON.stringify(listed);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(h.base);
    expect(listed.find((e) => e.name === 'big.json')?.message).toBe(
      'levels/pigment/big.json is too large (209715200 bytes, the cap is 1048576)',
    );
  });

  it('decides the big file, the FIFO, the folder and the links from lstat alone: none of them is ever opened', async () => {
    const opened: string[] = [];
    const fsMod = require('node:fs') as typeof import('node:fs');
    const open = fsMod.promises.open;
    const b = jest
      .spyOn(fsMod.promises, 'open')
      .mockImplementation((p, ...rest) => (opened.push(String(p)), open(p, ...rest)));
    try {
      await h.store.list('pigment', { read: true });
      await readRegularFile(join(h.root, 'pigment', 'good.json'));
    } finally {
      b.mockRestore();
    }
    expect(opened.filter((p) => p.includes('/pigment/')).map((p) => p.split('/').pop())).toEqual([
      'good.json',
      'good.json',
    ]);
  });

  it.each(Object.entries(expected).filter(([, p]) => p))('%s is refused by readText with %s', async (name, problem) => {
    await expect(h.store.readText(`pigment/${name}`)).rejects.toMatchObject({
      problem,
      file: `levels/pigment/${name}`,
    });
  });

  it('refuses a symlinked game folder, for reads, lists and writes', async () => {
    await expect(h.store.readText('watersort/curve.json')).rejects.toMatchObject({
      problem: 'symlink',
      file: 'levels/watersort',
    });
    await expect(h.store.list('watersort')).rejects.toMatchObject({ problem: 'symlink' });
    await expect(h.store.list('watersort')).rejects.toThrow(/levels\/watersort is a symlink/);
    await expect(h.store.writeAtomic('watersort/curve.json', 'x')).rejects.toMatchObject({ problem: 'symlink' });
    expect(readFileSync(join(h.base, 'elsewhere', 'curve.json'), 'utf8')).toBe(SECRET);
  });

  it('applies a configurable cap (checked before any byte is read)', async () => {
    const small = new ConfinedStore(h.root, { maxBytes: 4 });
    await expect(small.readText('pigment/good.json')).rejects.toMatchObject({ problem: 'too large' });
    await expect(small.readText('pigment/good.json')).rejects.toThrow(/too large/);
  });

  it('reads a good file and answers null for a missing one; unsafe names never reach the disk', async () => {
    expect(await h.store.readText('pigment/good.json')).toBe('{"id":"good"}\n');
    expect(await h.store.readText('pigment/none.json')).toBeNull();
    expect(await h.store.readText('nothing/none.json')).toBeNull();
    for (const bad of ['../secret.txt', 'pigment/../../secret.txt', '/etc/passwd', 'a//b', 'a\\b'])
      await expect(h.store.readText(bad)).rejects.toMatchObject({ problem: 'unsafe name' });
  });
});

describe('ConfinedStore writes', () => {
  let h: ReturnType<typeof hostileStore>;
  beforeEach(() => (h = hostileStore()));
  afterEach(() => rmSync(h.base, { recursive: true, force: true }));

  it('never writes through a planted symlink  and leaves no temp file', async () => {
    await expect(h.store.writeAtomic('pigment/link.json', 'pwned')).rejects.toMatchObject({ problem: 'symlink' });
    await expect(h.store.writeAtomic('pigment/link.json', 'pwned')).rejects.toThrow(/symlink/);
    await expect(h.store.writeAtomic('pigment/pipe.json', 'x')).rejects.toMatchObject({
      problem: 'not a regular file',
    });
    expect(readFileSync(h.secret, 'utf8')).toBe(SECRET);
    expect(readdirSync(join(h.root, 'pigment')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a symlinked .history folder instead of writing into it', async () => {
    symlinkSync(join(h.base, 'elsewhere'), join(h.root, '.history'));
    await expect(h.store.writeAtomic('.history/pigment/good/000001.json', 'x')).rejects.toMatchObject({
      problem: 'symlink',
      file: 'levels/.history',
    });
    await expect(h.store.makeFolders('.history/pigment')).rejects.toMatchObject({ problem: 'symlink' });
    await expect(h.store.rename('pigment/good.json', '.history/good.json')).rejects.toMatchObject({
      problem: 'symlink',
    });
    expect(readdirSync(join(h.base, 'elsewhere'))).toEqual(['curve.json']);
  });

  it('writes atomically, creating folders, and renames and removes within the root', async () => {
    await h.store.writeAtomic('.history/pigment/good/000001.json', 'v1');
    await h.store.writeAtomic('reports/a/summary.json', 's');
    expect(await h.store.readText('.history/pigment/good/000001.json')).toBe('v1');
    expect(await h.store.rename('.history/pigment/good', '.history/pigment/better')).toBe(true);
    expect(await h.store.kindOf('.history/pigment/better')).toBe('folder');
    expect(await h.store.rename('pigment/none.json', 'pigment/x.json')).toBe(false);
    await expect(h.store.rename('pigment/link.json', 'pigment/x.json')).rejects.toMatchObject({ problem: 'symlink' });
    expect(await h.store.remove('pigment/link.json')).toBe(true); // the link goes, its target stays
    expect(readFileSync(h.secret, 'utf8')).toBe(SECRET);
    await expect(h.store.remove('.history/pigment')).rejects.toMatchObject({ problem: 'not a regular file' });
    expect(await h.store.remove('.history/pigment', { recursive: true })).toBe(true);
    expect(await h.store.remove('reports/a/summary.json')).toBe(true);
  });

  it('sweeps temp files, also below a folder, and never lists them', async () => {
    writeFileSync(join(h.root, 'pigment', '.0123456789ab.tmp'), 'half');
    mkdirSync(join(h.root, '.history', 'pigment', 'good'), { recursive: true });
    writeFileSync(join(h.root, '.history', 'pigment', 'good', '.0123456789ab.tmp'), 'half');
    expect((await h.store.list('pigment')).map((e) => e.name)).not.toContain('.0123456789ab.tmp');
    expect(await h.store.sweep('.history', { recursive: true })).toBe(1);
    expect(await h.store.sweep('pigment')).toBe(1);
    expect(await h.store.sweep('watersort')).toBe(0); // a symlinked folder is not swept through
  });
});

describe('the store root and whole folders', () => {
  let h: ReturnType<typeof hostileStore>;
  beforeEach(() => (h = hostileStore()));
  afterEach(() => rmSync(h.base, { recursive: true, force: true }));

  it('swaps a link to a sibling in one rename, never over a folder, never to a name outside its folder', async () => {
    await h.store.makeFolders('reports/a');
    await h.store.makeFolders('reports/b');
    await h.store.writeLink('reports/latest', 'a');
    await h.store.writeLink('reports/latest', 'b');
    expect(readlinkSync(join(h.root, 'reports', 'latest'))).toBe('b');
    expect(readdirSync(join(h.root, 'reports')).sort()).toEqual(['a', 'b', 'latest']);
    await expect(h.store.writeLink('reports/a', 'b')).rejects.toMatchObject({ problem: 'not a regular file' });
    for (const to of ['../secret.txt', 'a/b', '/etc'])
      await expect(h.store.writeLink('reports/latest', to)).rejects.toMatchObject({ problem: 'unsafe name' });
    await expect(h.store.writeLink('watersort/latest', 'a')).rejects.toMatchObject({ problem: 'symlink' });
    expect(readdirSync(join(h.base, 'elsewhere'))).toEqual(['curve.json']);
  });

  it('never re-creates a missing root unless it is an output folder', async () => {
    rmSync(h.root, { recursive: true });
    await expect(h.store.writeAtomic('pigment/x.json', 'x')).rejects.toMatchObject({
      problem: 'missing store',
      statusCode: 503,
      message: expect.stringMatching(/^levels does not exist/),
    });
    await expect(h.store.makeFolders('pigment')).rejects.toMatchObject({ problem: 'missing store' });
    await expect(h.store.requireRoot()).rejects.toMatchObject({ problem: 'missing store' });
    expect(readdirSync(h.base)).not.toContain('levels');
    const out = new ConfinedStore(join(h.base, 'reports', 'run'), { create: true });
    await out.writeAtomic('summary.json', '{}');
    expect(readFileSync(join(h.base, 'reports', 'run', 'summary.json'), 'utf8')).toBe('{}');
  });

  it('discards a folder in one rename, and a sweep removes a discard a kill interrupted', async () => {
    await h.store.writeAtomic('.history/pigment/old/000001.json', 'v1');
    expect(await h.store.discard('.history/pigment/old')).toBe(true);
    expect(await h.store.discard('.history/pigment/old')).toBe(false);
    expect(readdirSync(join(h.root, '.history', 'pigment'))).toEqual([]);
    await expect(h.store.discard('pigment/good.json')).rejects.toMatchObject({ problem: 'not a folder' });
    mkdirSync(join(h.root, '.history', 'pigment', '.0123456789ab.tmp'));
    writeFileSync(join(h.root, '.history', 'pigment', '.0123456789ab.tmp', '000001.json'), 'v1');
    expect(await h.store.sweep('.history', { recursive: true })).toBe(1);
    expect(readdirSync(join(h.root, '.history', 'pigment'))).toEqual([]);
  });
});

describe('readRegularFile (a file named on the command line)', () => {
  let h: ReturnType<typeof hostileStore>;
  beforeEach(() => (h = hostileStore()));
  afterEach(() => rmSync(h.base, { recursive: true, force: true }));

  it('refuses a FIFO at once, a symlink, a folder and a big file; reads a regular one', async () => {
    const p = (n: string): string => join(h.root, 'pigment', n);
    const t0 = Date.now();
    await expect(readRegularFile(p('pipe.json'))).rejects.toThrow(/is not a regular file/);
    expect(Date.now() - t0).toBeLessThan(1000);
    await expect(readRegularFile(p('link.json'))).rejects.toThrow(/symlink/);
    await expect(readRegularFile(p('dir.json'))).rejects.toThrow(/not a regular file/);
    await expect(readRegularFile(p('big.json'))).rejects.toThrow(/too large/);
    expect(await readRegularFile(p('good.json'))).toBe('{"id":"good"}\n');
    expect(await readRegularFile(p('missing.json'))).toBeNull();
  });
});
