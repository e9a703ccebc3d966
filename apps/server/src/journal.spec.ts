import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { LevelHistory } from './history';
import { Journal } from './journal';
import { FileStore, etagOf } from './store';
import { type Transaction, Transactions } from './transactions';

const AT = '2026-12-01T20:00:00.000Z';
const level = (id: string, name: string) => `{\n  "id": "${id}",\n  "name": "${name}",\n  "limit": 2\n}\n`;

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

/** A store with two levels (one with history), a pack, and a deleted level with a tombstone. */
async function setUp(): Promise<{ dir: string; store: FileStore; history: LevelHistory; txn: Transactions }> {
  const dir = await fs.mkdtemp(join(tmpdir(), 'levelbench-journal-'));
  const store = new FileStore(dir);
  const history = new LevelHistory(dir);
  await store.write('pigment', 'a', level('a', 'A'));
  await store.write('pigment', 'b', level('b', 'B'));
  await store.write('pigment', 'pack', '{"order": ["a", "b"]}\n');
  const a = { text: level('a', 'A'), etag: etagOf(level('a', 'A')) };
  await history.record('pigment', 'a', { text: level('a', 'old'), etag: etagOf(level('a', 'old')) }, a, 'ada', AT);
  const gone = { text: level('gone', 'Gone'), etag: etagOf(level('gone', 'Gone')) };
  await history.record('pigment', 'gone', gone, null, null, AT);
  await history.markDeleted('pigment', 'gone', { deletedAt: AT, deletedBy: 'bo', etag: gone.etag });
  return { dir, store, history, txn: new Transactions(store, history, dir) };
}

const stored = (text: string) => ({ text, etag: etagOf(text) });
const operations: Record<string, Transaction> = {
  rename: {
    op: 'rename',
    steps: [
      { do: 'write', game: 'pigment', id: 'c', text: level('c', 'C') },
      { do: 'move-history', game: 'pigment', from: 'a', to: 'c' },
      {
        do: 'record',
        game: 'pigment',
        id: 'c',
        previous: stored(level('a', 'A')),
        saved: stored(level('c', 'C')),
        who: 'cy',
        at: AT,
      },
      { do: 'pack', game: 'pigment', from: 'a', to: 'c' },
      { do: 'remove', game: 'pigment', id: 'a' },
    ],
  },
  delete: {
    op: 'delete',
    steps: [
      { do: 'record', game: 'pigment', id: 'b', previous: stored(level('b', 'B')), saved: null, who: 'cy', at: AT },
      { do: 'tombstone', game: 'pigment', id: 'b', etag: stored(level('b', 'B')).etag, at: AT, who: 'cy' },
      { do: 'pack', game: 'pigment', from: 'b', to: null },
      { do: 'remove', game: 'pigment', id: 'b' },
    ],
  },
  restore: {
    op: 'restore',
    steps: [
      { do: 'write', game: 'pigment', id: 'gone', text: level('gone', 'Gone') },
      {
        do: 'record',
        game: 'pigment',
        id: 'gone',
        previous: null,
        saved: stored(level('gone', 'Gone')),
        who: 'cy',
        at: AT,
      },
      { do: 'untombstone', game: 'pigment', id: 'gone' },
    ],
  },
};

describe('journal recovery', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

  for (const [name, tx] of Object.entries(operations)) {
    it(`a ${name} interrupted after any of its ${tx.steps.length} steps is finished at start-up, exactly as if it had run`, async () => {
      const done = await setUp();
      dirs.push(done.dir);
      await done.txn.run(tx);
      const expected = await snapshot(done.dir);
      expect(Object.keys(expected).some((p) => p.startsWith('.journal/') && p.endsWith('.json'))).toBe(false);
      for (let k = 0; k <= tx.steps.length; k++) {
        const s = await setUp();
        dirs.push(s.dir);
        await s.txn.run(tx, k); // as if killed after step k: the journal stays
        expect((await fs.readdir(join(s.dir, '.journal'))).length).toBe(1);
        // a kill can also leave temp files of an atomic write in any folder
        await fs.writeFile(join(s.dir, '.journal/.0123456789ab.tmp'), '{');
        await fs.mkdir(join(s.dir, '.history/pigment/a'), { recursive: true });
        await fs.writeFile(join(s.dir, '.history/pigment/a/.0123456789ab.tmp'), '{');
        const restarted = new Transactions(new FileStore(s.dir), new LevelHistory(s.dir), s.dir);
        const r = await restarted.recover();
        expect([k, r.recovered.length, r.swept]).toEqual([k, 1, 2]);
        const got = await snapshot(s.dir);
        // a history folder emptied by a move may stay as an empty directory; snapshot lists files only
        expect([k, got]).toEqual([k, expected]);
        // recovering again changes nothing
        await restarted.recover();
        expect(await snapshot(s.dir)).toEqual(expected);
      }
    });
  }

  it('removes a journal file it cannot read and keeps going', async () => {
    const s = await setUp();
    dirs.push(s.dir);
    await fs.mkdir(join(s.dir, '.journal'), { recursive: true });
    await fs.writeFile(join(s.dir, '.journal/0000000000001-deadbeef.json'), '{"op": "ren');
    const before = await snapshot(s.dir);
    const r = await s.txn.recover();
    expect(r.recovered).toEqual(['unreadable 0000000000001-deadbeef']);
    const after = await snapshot(s.dir);
    delete before['.journal/0000000000001-deadbeef.json'];
    expect(after).toEqual(before);
  });

  it('lists pending entries oldest first', async () => {
    const dir = await fs.mkdtemp(join(tmpdir(), 'levelbench-journal-'));
    dirs.push(dir);
    const j = new Journal<{ n: number }>(dir);
    const first = await j.begin({ n: 1 });
    await new Promise((r) => setTimeout(r, 2));
    await j.begin({ n: 2 });
    expect((await j.pending()).map((p) => p.entry?.n)).toEqual([1, 2]);
    await j.end(first);
    expect((await j.pending()).map((p) => p.entry?.n)).toEqual([2]);
  });
});
