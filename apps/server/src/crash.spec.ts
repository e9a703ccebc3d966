import { existsSync, promises as fs } from 'node:fs';
import { join } from 'node:path';
import { parsePigmentLevel } from '@levelbench/pigment';
import { buildBundleWithLevels, startServerBundleOn } from './bundle-server.testing';
import { prettyJson } from './json-format';
import { repoRoot } from './main';
import { FileStore } from './store';
import { readSse } from './testing';

const root = repoRoot();
const ROUNDS = 5;
/** SIGKILL rounds of the rename test (each: restart, check, fire renames, kill at a random moment). */
const RENAME_ROUNDS = 12;

describe('a server killed mid-write', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await buildBundleWithLevels('levelbench-crash-');
  }, 60_000);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('leaves every file either old or new, never half-written', async () => {
    const levelsDir = join(dir, 'levels');
    const base = JSON.parse(await fs.readFile(join(levelsDir, 'pigment/return.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const ids = ['return', 'first-face', 'white', 'crash-a', 'crash-b', 'crash-c'];
    // every version each file may legitimately hold: what was there, and everything we sent
    const versions = new Map<string, Set<string>>();
    for (const id of ids) {
      const text = await fs.readFile(join(levelsDir, `pigment/${id}.json`), 'utf8').catch(() => null);
      versions.set(id, new Set(text === null ? [] : [text]));
    }
    const check = async () => {
      for (const id of ids) {
        const text = await fs.readFile(join(levelsDir, `pigment/${id}.json`), 'utf8').catch(() => null);
        if (text === null) {
          // only a file we were creating may be missing (the kill came before its first rename)
          expect(id).toMatch(/^crash-/);
          continue;
        }
        expect(parsePigmentLevel(text, id).ok).toBe(true);
        expect(versions.get(id)?.has(text)).toBe(true);
      }
    };
    // after a restart (the journal rolled back), a file saved through the server is its history's newest version
    const checkHistory = async () => {
      for (const id of ids) {
        const text = await fs.readFile(join(levelsDir, `pigment/${id}.json`), 'utf8').catch(() => null);
        const names = (await fs.readdir(join(levelsDir, '.history/pigment', id)).catch(() => [] as string[]))
          .filter((n) => /^\d+\.json$/.test(n))
          .sort();
        if (text === null || !names.length) continue;
        const newest = JSON.parse(
          await fs.readFile(join(levelsDir, '.history/pigment', id, names.at(-1) ?? ''), 'utf8'),
        );
        expect([id, newest.text === text]).toEqual([id, true]);
      }
    };
    let completed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const { child, url } = await startServerBundleOn(levelsDir, join(dir, 'reports'));
      await checkHistory();
      let stop = false;
      const writer = async (id: string) => {
        for (let n = 0; !stop; n++) {
          // big files (~200 KiB, within the schema's bounds: 100 replays of 1000 tips and a note)
          // so a kill often lands inside a write
          const value = {
            ...base,
            id,
            name: `r${round} v${n}`,
            replays: Array.from({ length: 100 }, (_, i) => ({
              moves: 'NESW'.repeat(250),
              expect: 'play',
              note: `${i} ${'x'.repeat(900 + (n % 50))}`,
            })),
          };
          versions.get(id)?.add(prettyJson(value));
          try {
            // each id has one writer: replacing needs If-Match (here `*`), creating needs nothing
            const exists = existsSync(join(levelsDir, 'pigment', `${id}.json`));
            const r = await fetch(`${url}/api/levels/pigment/${id}`, {
              method: 'PUT',
              body: JSON.stringify(value),
              headers: { 'content-type': 'application/json', ...(exists ? { 'if-match': '*' } : {}) },
            });
            if (r.status === 200 || r.status === 201) completed++;
            else throw new Error(`HTTP ${r.status}: ${await r.text()}`);
          } catch (e) {
            if (!stop) throw e;
          }
        }
      };
      const before = completed;
      const writers = ids.map(writer);
      // let a few writes land, then kill at a varying moment while every writer is busy
      while (completed < before + ids.length) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, (round * 7) % 23));
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      stop = true;
      await exited;
      await Promise.all(writers);
      await check();
    }
    expect(completed).toBeGreaterThanOrEqual(ROUNDS * ids.length);

    for (const id of ids) {
      const text = await fs.readFile(join(levelsDir, `pigment/${id}.json`), 'utf8').catch(() => null);
      versions.set(id, new Set(text === null ? [] : [text]));
    }

    // leftover temp files are never listed, and the next start sweeps them
    const store = new FileStore(levelsDir);
    expect((await store.list('pigment')).every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
    await store.sweep(['pigment']);
    expect((await fs.readdir(join(levelsDir, 'pigment'))).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    // each save journals its before and after text (~3× the bytes of a plain write): 120 s on a loaded machine
  }, 120_000);

  it('keeps every rename all-or-nothing across SIGKILL, over many rounds', async () => {
    const levelsDir = join(dir, 'levels-rename');
    await fs.cp(join(root, 'levels'), levelsDir, { recursive: true });
    const pigment = join(levelsDir, 'pigment');
    const levels = (await fs.readdir(pigment)).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5));
    expect(levels.length).toBeGreaterThanOrEqual(4);
    await fs.writeFile(join(pigment, 'pack.json'), JSON.stringify({ order: levels }, null, 2) + '\n');
    // each level moves back and forth between its id and `<id>-x`
    const other = (id: string) => (id.endsWith('-x') ? id.slice(0, -2) : `${id}-x`);
    const exists = (p: string) =>
      fs.access(p).then(
        () => true,
        () => false,
      );
    let journalsLeft = 0;
    const check = async (): Promise<string[]> => {
      const ids: string[] = [];
      for (const base of levels) {
        const here = await Promise.all([base, `${base}-x`].map((id) => exists(join(pigment, `${id}.json`))));
        expect([base, here.filter(Boolean).length]).toEqual([base, 1]);
        const id = here[0] ? base : `${base}-x`;
        ids.push(id);
        const text = await fs.readFile(join(pigment, `${id}.json`), 'utf8');
        expect(parsePigmentLevel(text, id)).toMatchObject({ ok: true, value: { id } });
        // the history is with the file: its newest version is the file, and nothing is left under the other id
        const versions = (await fs.readdir(join(levelsDir, '.history/pigment', id)).catch(() => [] as string[])).sort();
        if (versions.length) {
          const newest = JSON.parse(
            await fs.readFile(join(levelsDir, '.history/pigment', id, versions.at(-1) ?? ''), 'utf8'),
          );
          expect([id, newest.text === text]).toEqual([id, true]);
        }
        expect(await fs.readdir(join(levelsDir, '.history/pigment', other(id))).catch(() => [])).toEqual([]);
      }
      const pack = JSON.parse(await fs.readFile(join(pigment, 'pack.json'), 'utf8')) as { order: string[] };
      expect([...pack.order].sort()).toEqual([...ids].sort());
      // no temp file anywhere, no journal left once the server is up
      const all = (await fs.readdir(levelsDir, { recursive: true })) as string[];
      expect(all.filter((p) => p.endsWith('.tmp'))).toEqual([]);
      expect(await fs.readdir(join(levelsDir, '.journal')).catch(() => [])).toEqual([]);
      return ids;
    };
    let completed = 0;
    for (let round = 0; round <= RENAME_ROUNDS; round++) {
      const { child, url } = await startServerBundleOn(levelsDir, join(dir, 'reports'));
      const ids = await check();
      const exited = new Promise((r) => child.once('exit', r));
      if (round === RENAME_ROUNDS) {
        child.kill('SIGKILL');
        await exited;
        break;
      }
      let stop = false;
      const renamer = async (start: string) => {
        for (let id = start; !stop; ) {
          try {
            const r = await fetch(`${url}/api/levels/pigment/${id}/rename`, {
              method: 'POST',
              body: JSON.stringify({ to: other(id) }),
              headers: { 'content-type': 'application/json', 'if-match': '*' },
            });
            if (r.status !== 200) throw new Error(`HTTP ${r.status}: ${await r.text()}`);
            completed++;
            id = other(id);
          } catch (e) {
            if (!stop) throw e;
          }
        }
      };
      const before = completed;
      const renamers = ids.map(renamer);
      while (completed < before + ids.length) await new Promise((r) => setTimeout(r, 2));
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 40)));
      child.kill('SIGKILL');
      stop = true;
      await exited;
      await Promise.all(renamers);
      journalsLeft += (await fs.readdir(join(levelsDir, '.journal')).catch(() => [])).filter((n) =>
        n.endsWith('.json'),
      ).length;
    }
    // the kills did land inside renames (else this test would prove nothing about recovery)
    expect(journalsLeft).toBeGreaterThan(0);
    expect(completed).toBeGreaterThanOrEqual(RENAME_ROUNDS * levels.length);
  }, 240_000);

  it('shuts down gracefully on SIGTERM: running jobs are cancelled, the process exits 0, no report is half-written', async () => {
    const reportsDir = join(dir, 'reports-term');
    await fs.mkdir(reportsDir, { recursive: true });
    const { child, url } = await startServerBundleOn(join(dir, 'levels'), reportsDir);
    const job = await fetch(`${url}/api/jobs`, {
      method: 'POST',
      body: JSON.stringify({
        kind: 'verify',
        options: { only: ['worlds'], worlds: 256 }, // the server's cap (SERVER_VERIFY_CAPS, @levelbench/contracts)
      }),
      headers: { 'content-type': 'application/json' },
    });
    const { id } = (await job.json()) as { id: string };
    const stream = readSse(`${url}/api/jobs/${id}/events`);
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const t0 = Date.now();
    child.kill('SIGTERM');
    expect((await stream).at(-1)?.event).toBe('cancelled');
    expect(await exited).toBe(0);
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(await fs.readdir(reportsDir)).toEqual([]);
  }, 60_000);
});
