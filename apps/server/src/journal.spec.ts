/**
 * Transactions at every step: a commit stopped after any step (as a kill would) is rolled back at the
 * next start to exactly what was there before; a journal whose files changed since is never applied;
 * a step that fails is undone before the commit answers.
 */
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ConfinedStore, Journal } from '@levelbench/store';
import { LevelHistory } from './history';
import { FileStore, etagOf } from './store';
import { type Transaction, Transactions } from './transactions';

const AT = '2026-12-01T20:00:00.000Z';
const level = (id: string, name: string) => `{\n  "id": "${id}",\n  "name": "${name}",\n  "limit": 2\n}\n`;
const stored = (text: string) => ({ text, etag: etagOf(text) });

/** Every file under `dir` (relative path → text). */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (d: string) => {
    for (const e of await fs.readdir(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out[relative(dir, p)] = await fs.readFile(p, 'utf8');
    }
  };
  await walk(dir);
  return out;
}

type Setup = { dir: string; store: FileStore; history: LevelHistory; txn: Transactions };

/** A store with two levels (one with history), a pack, and a deleted level with a tombstone. */
async function setUp(): Promise<Setup> {
  const dir = await fs.mkdtemp(join(tmpdir(), 'levelbench-journal-'));
  const store = new FileStore(dir);
  const history = new LevelHistory(dir);
  const txn = new Transactions(store, history, dir);
  await store.write('pigment', 'a', level('a', 'A'));
  await store.write('pigment', 'b', level('b', 'B'));
  await store.write('pigment', 'pack', '{"order": ["a", "b"]}\n');
  const hist = new ConfinedStore(dir);
  const version = (text: string, savedAt: string | null) =>
    JSON.stringify({ etag: etagOf(text), savedAt, savedBy: null, text }, null, 2) + '\n';
  await hist.writeAtomic('.history/pigment/a/000001.json', version(level('a', 'old'), null));
  await hist.writeAtomic('.history/pigment/a/000002.json', version(level('a', 'A'), AT));
  await hist.writeAtomic('.history/pigment/gone/000001.json', version(level('gone', 'Gone'), null));
  await hist.writeAtomic('.history/pigment/gone/deleted.json', JSON.stringify({ deletedAt: AT, deletedBy: 'bo' }));
  return { dir, store, history, txn };
}

/** Each operation as its route plans it, on a fresh set-up. */
const operations: Record<string, (s: Setup) => Promise<Transaction>> = {
  save: async ({ history }) => ({
    op: 'save',
    game: 'pigment',
    steps: [
      ...(await history.recordSteps('pigment', 'b', {
        previous: stored(level('b', 'B')),
        saved: stored(level('b', 'B2')),
        who: 'cy',
        at: AT,
      })),
      { file: 'pigment/b.json', before: level('b', 'B'), after: level('b', 'B2') },
    ],
  }),
  rename: async ({ history, txn }) => ({
    op: 'rename',
    game: 'pigment',
    steps: [
      { file: 'pigment/c.json', before: null, after: level('c', 'C') },
      ...(await history.moveSteps('pigment', 'a', 'c')),
      ...(await history.recordSteps('pigment', 'a', {
        previous: stored(level('a', 'A')),
        saved: stored(level('c', 'C')),
        who: 'cy',
        at: AT,
        into: 'c',
      })),
      ...(await txn.packSteps('pigment', 'a', 'c')),
      { file: 'pigment/a.json', before: level('a', 'A'), after: null },
    ],
  }),
  delete: async ({ history, txn }) => ({
    op: 'delete',
    game: 'pigment',
    steps: [
      ...(await history.recordSteps('pigment', 'b', { previous: stored(level('b', 'B')), saved: null, who: 'cy' })),
      await history.tombstoneStep('pigment', 'b', { etag: etagOf(level('b', 'B')), deletedAt: AT, deletedBy: 'cy' }),
      ...(await txn.packSteps('pigment', 'b', null)),
      { file: 'pigment/b.json', before: level('b', 'B'), after: null },
    ],
  }),
  restore: async ({ history }) => ({
    op: 'restore',
    game: 'pigment',
    steps: [
      ...(await history.recordSteps('pigment', 'gone', {
        previous: null,
        saved: stored(level('gone', 'Gone')),
        who: 'cy',
        at: AT,
      })),
      ...(await history.untombstoneSteps('pigment', 'gone')),
      { file: 'pigment/gone.json', before: null, after: level('gone', 'Gone') },
    ],
  }),
};

const restart = (dir: string) => new Transactions(new FileStore(dir), new LevelHistory(dir), dir);
const journals = async (dir: string) => (await fs.readdir(join(dir, '.journal')).catch(() => [])).sort();

describe('transactions', () => {
  const dirs: string[] = [];
  const fresh = async () => {
    const s = await setUp();
    dirs.push(s.dir);
    return s;
  };
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

  for (const [name, plan] of Object.entries(operations)) {
    it(`a ${name} killed after any of its steps is rolled back at start-up, exactly as if it had never run`, async () => {
      const done = await fresh();
      const tx = await plan(done);
      expect(tx.steps.length).toBeGreaterThanOrEqual(3);
      const untouched = await snapshot(done.dir);
      await done.txn.commit(tx);
      expect(await journals(done.dir)).toEqual([]);
      expect(await snapshot(done.dir)).not.toEqual(untouched);
      for (let k = 0; k <= tx.steps.length; k++) {
        const s = await fresh();
        const before = await snapshot(s.dir);
        await s.txn.commit(await plan(s), k); // as if killed after step k: the journal stays
        expect((await journals(s.dir)).length).toBe(1);
        // a kill can also leave temp files of an atomic write in any folder
        await fs.writeFile(join(s.dir, '.journal/.0123456789ab.tmp'), '{');
        await fs.mkdir(join(s.dir, '.history/pigment/a'), { recursive: true });
        await fs.writeFile(join(s.dir, '.history/pigment/a/.0123456789ab.tmp'), '{');
        const r = await restart(s.dir).recover();
        expect([k, r.recovered.length, r.failed, r.swept]).toEqual([k, 1, [], 2]);
        expect([k, await snapshot(s.dir)]).toEqual([k, before]);
        // recovering again changes nothing
        await restart(s.dir).recover();
        expect(await snapshot(s.dir)).toEqual(before);
      }
    });

    it(`a ${name} whose step fails (a full disk) is undone before it answers, at every step`, async () => {
      const steps = (await plan(await fresh())).steps.length;
      for (let k = 0; k < steps; k++) {
        const s = await fresh();
        const before = await snapshot(s.dir);
        const tx = await plan(s);
        let writes = 0;
        const write = ConfinedStore.prototype.writeAtomic;
        const rename = ConfinedStore.prototype.rename;
        const remove = ConfinedStore.prototype.remove;
        const full = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        // the journal write is call 0; step k fails, whatever its kind
        const fault = <A extends unknown[], R>(real: (this: ConfinedStore, ...a: A) => Promise<R>) =>
          function (this: ConfinedStore, ...a: A): Promise<R> {
            const first = String(a[0]);
            if (!first.startsWith('.journal/') && writes++ === k) return Promise.reject(full());
            return real.apply(this, a);
          };
        jest.spyOn(ConfinedStore.prototype, 'writeAtomic').mockImplementation(fault(write));
        jest.spyOn(ConfinedStore.prototype, 'rename').mockImplementation(fault(rename));
        jest.spyOn(ConfinedStore.prototype, 'remove').mockImplementation(fault(remove));
        await expect(s.txn.commit(tx)).rejects.toThrow(/ENOSPC/);
        jest.restoreAllMocks();
        expect([k, await snapshot(s.dir)]).toEqual([k, before]);
      }
    });
  }

  it('never applies a journal over a newer save: the journal is kept aside and nothing changes', async () => {
    const s = await fresh();
    await s.txn.commit(await operations['rename'](s), 1); // killed after writing c.json
    // a save lands on the file the journal names (by hand, while the server was down)
    await fs.writeFile(join(s.dir, 'pigment/c.json'), level('c', 'Newer'));
    const before = await snapshot(s.dir);
    const r = await restart(s.dir).recover();
    expect(r.recovered).toEqual([]);
    expect(r.failed).toEqual([expect.stringMatching(/levels\/pigment\/c\.json changed after the rename.*\.stale/)]);
    const after = await snapshot(s.dir);
    const [shelved] = await journals(s.dir);
    expect(shelved).toMatch(/\.stale$/);
    expect(after['pigment/c.json']).toBe(level('c', 'Newer'));
    expect(Object.keys(after).length).toBe(Object.keys(before).length);
  });

  it('an operation that can be neither finished nor undone blocks its game until it is undone', async () => {
    const s = await fresh();
    const before = await snapshot(s.dir);
    const tx = await operations['save'](s);
    const write = ConfinedStore.prototype.writeAtomic;
    const remove = ConfinedStore.prototype.remove;
    const full = () => Promise.reject(Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' }));
    jest.spyOn(ConfinedStore.prototype, 'writeAtomic').mockImplementation(function (this: ConfinedStore, rel, text) {
      return rel === 'pigment/b.json' ? full() : write.call(this, rel, text);
    });
    // the undo cannot remove the history version it wrote either
    jest.spyOn(ConfinedStore.prototype, 'remove').mockImplementation(function (this: ConfinedStore, rel, o) {
      return rel.startsWith('.history/') ? full() : remove.call(this, rel, o);
    });
    await expect(s.txn.run('pigment', () => s.txn.commit(tx))).rejects.toThrow(/ENOSPC/);
    await expect(s.txn.run('pigment', async () => 'next save')).rejects.toMatchObject({ statusCode: 503 });
    expect(await s.txn.run('watersort', async () => 'other game')).toBe('other game');
    jest.restoreAllMocks();
    expect(await s.txn.run('pigment', async () => 'next save')).toBe('next save');
    expect(await snapshot(s.dir)).toEqual(before);
  });

  it('removes a journal file it cannot read and keeps going', async () => {
    const s = await fresh();
    await fs.mkdir(join(s.dir, '.journal'), { recursive: true });
    await fs.writeFile(join(s.dir, '.journal/0000000000001-deadbeef.json'), '{"op": "ren');
    const before = await snapshot(s.dir);
    const r = await s.txn.recover();
    expect(r.recovered).toEqual(['unreadable 0000000000001-deadbeef']);
    const after = await snapshot(s.dir);
    delete before['.journal/0000000000001-deadbeef.json'];
    expect(after).toEqual(before);
  });

  it('refuses to start on a levels folder that is not there, naming it', async () => {
    const s = await fresh();
    await fs.rm(s.dir, { recursive: true });
    await expect(s.txn.recover()).rejects.toThrow(/^levels does not exist/);
    await expect(s.store.sweep(['pigment'])).rejects.toThrow(`the levels folder ${s.dir} does not exist`);
  });

  it('lists pending entries oldest first', async () => {
    const s = await fresh();
    const j = new Journal<{ n: number }>(new ConfinedStore(s.dir));
    const first = await j.begin({ n: 1 });
    await new Promise((r) => setTimeout(r, 2));
    await j.begin({ n: 2 });
    expect((await j.pending()).map((p) => p.entry?.n)).toEqual([1, 2]);
    await j.end(first);
    expect((await j.pending()).map((p) => p.entry?.n)).toEqual([2]);
  });
});
