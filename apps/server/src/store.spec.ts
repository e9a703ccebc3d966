import { constants, promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prettyJson } from './json-format';
import { FileStore, PreconditionFailed, UnsafeName, etagOf } from './store';

describe('FileStore', () => {
  let root: string;
  let store: FileStore;
  beforeEach(async () => {
    root = await fs.mkdtemp(join(tmpdir(), 'store-'));
    // the store never creates its root: a levels folder that is gone is an error, not a new empty store
    await fs.mkdir(join(root, 'levels'));
    store = new FileStore(join(root, 'levels'));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('writes pretty JSON atomically, reads it back with its ETag and lists it', async () => {
    const text = prettyJson({ id: 'a', n: [1, 2] });
    expect(text).toBe('{\n  "id": "a",\n  "n": [1, 2]\n}\n');
    const w = await store.write('pigment', 'a', text);
    expect(w).toEqual({ text, etag: etagOf(text), created: true });
    expect(await store.read('pigment', 'a')).toEqual({ text, etag: etagOf(text) });
    expect(await store.list('pigment')).toEqual(['a']);
    expect((await fs.readdir(join(root, 'levels/pigment'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect((await store.write('pigment', 'a', text)).created).toBe(false);
  });

  it('gives different content different ETags', () => {
    expect(etagOf('a')).not.toBe(etagOf('b'));
    expect(etagOf('a')).toMatch(/^"[\w-]{27}"$/);
  });

  it('refuses ids that could leave the store', () => {
    for (const id of ['..', '../x', 'a/b', '/etc/passwd', '.hidden', 'A', '', 'a'.repeat(65), 'a.json', '%2e%2e']) {
      expect(() => store.pathOf('pigment', id)).toThrow(UnsafeName);
    }
    expect(() => store.pathOf('..', 'a')).toThrow(UnsafeName);
    expect(store.pathOf('pigment', 'ok-1')).toBe(join(root, 'levels/pigment/ok-1.json'));
  });

  it('honours If-Match and If-None-Match, and serialises racing writers', async () => {
    const v1 = await store.write('w', 'x', 'one\n');
    await expect(store.write('w', 'x', 'two\n', { ifMatch: '"stale"' })).rejects.toBeInstanceOf(PreconditionFailed);
    await expect(store.write('w', 'x', 'two\n', { ifNoneMatch: '*' })).rejects.toBeInstanceOf(PreconditionFailed);
    await expect(store.write('w', 'y', 'two\n', { ifMatch: '*' })).rejects.toBeInstanceOf(PreconditionFailed);
    // two writers holding the same ETag: exactly one wins
    const results = await Promise.allSettled([
      store.write('w', 'x', 'two\n', { ifMatch: v1.etag }),
      store.write('w', 'x', 'three\n', { ifMatch: `W/${v1.etag}` }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ text: string }>;
    expect((await store.read('w', 'x'))?.text).toBe(winner.value.text);
  });

  it('deletes under If-Match and reports a missing file', async () => {
    const v = await store.write('w', 'x', 'one\n');
    await expect(store.remove('w', 'x', { ifMatch: '"old"' })).rejects.toBeInstanceOf(PreconditionFailed);
    expect(await store.remove('w', 'x', { ifMatch: v.etag })).toBe(true);
    expect(await store.remove('w', 'x')).toBe(false);
    expect(await store.read('w', 'x')).toBeNull();
  });

  it('sweeps temp files left by a killed writer and never lists them', async () => {
    await store.write('w', 'x', 'one\n');
    await fs.writeFile(join(root, 'levels/w/.0123456789ab.tmp'), 'half');
    expect(await store.list('w')).toEqual(['x']);
    expect(await store.sweep(['w', 'missing'])).toBe(1);
    expect(await fs.readdir(join(root, 'levels/w'))).toEqual(['x.json']);
  });

  describe('a write that fails part-way (deterministic faults instead of a racing SIGKILL)', () => {
    afterEach(() => jest.restoreAllMocks());
    const file = (): string => join(root, 'levels/w/x.json');
    // node:fs is one object for every test file in this Jest worker: fault only this test's paths
    const ours = (path: unknown): boolean => String(path).startsWith(root);
    // the confined store opens its temp file with numeric flags (O_EXCL | O_NOFOLLOW), older code with 'wx'
    const writes = (flags: unknown): boolean =>
      typeof flags === 'number' ? (flags & (constants.O_WRONLY | constants.O_RDWR)) !== 0 : /[wa]/.test(String(flags));
    const rename = fs.rename.bind(fs);
    const leftovers = async (): Promise<string[]> =>
      (await fs.readdir(join(root, 'levels/w'))).filter((n) => n !== 'x.json');

    it('the disk fills up half-way through the bytes: the old file is intact and no temp file is left', async () => {
      await store.write('w', 'x', 'old\n');
      const open = fs.open.bind(fs);
      jest.spyOn(fs, 'open').mockImplementation(async (...args: Parameters<typeof fs.open>) => {
        const handle = await open(...args);
        if (ours(args[0]) && writes(args[1])) {
          // write the first half for real, then fail as a full disk would
          jest.spyOn(handle, 'writeFile').mockImplementation(async (data) => {
            await handle.write(String(data).slice(0, String(data).length / 2));
            throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
          });
        }
        return handle;
      });
      await expect(store.write('w', 'x', 'new and much longer\n')).rejects.toThrow(/ENOSPC/);
      expect(await fs.readFile(file(), 'utf8')).toBe('old\n');
      expect(await leftovers()).toEqual([]);
    });

    it('the process dies after the bytes are written but before the rename: readers still see the old file', async () => {
      await store.write('w', 'x', 'old\n');
      // a rename that never happens stands for a kill at exactly that moment; once the write has
      // reached it, the write has nothing left to do (no stray I/O after this test)
      let parked!: () => void;
      const atRename = new Promise<void>((r) => (parked = r));
      jest.spyOn(fs, 'rename').mockImplementation((from, to) => {
        if (!ours(from)) return rename(from, to);
        parked();
        return new Promise<void>(() => undefined);
      });
      void store.write('w', 'x', 'new\n');
      await atRename;
      expect(await leftovers()).toHaveLength(1);
      expect(await fs.readFile(file(), 'utf8')).toBe('old\n');
      expect(await store.list('w')).toEqual(['x']);
      expect(await store.sweep(['w'])).toBe(1);
    });

    it('the rename fails: the error reaches the caller, the old file stays and the temp file is removed', async () => {
      await store.write('w', 'x', 'old\n');
      jest
        .spyOn(fs, 'rename')
        .mockImplementation((from, to) =>
          ours(from)
            ? Promise.reject(Object.assign(new Error('EXDEV: cross-device link'), { code: 'EXDEV' }))
            : rename(from, to),
        );
      await expect(store.write('w', 'x', 'new\n')).rejects.toThrow(/EXDEV/);
      expect(await fs.readFile(file(), 'utf8')).toBe('old\n');
      expect(await leftovers()).toEqual([]);
    });
  });
});
