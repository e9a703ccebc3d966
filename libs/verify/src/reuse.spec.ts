import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, toArray } from 'rxjs';
import { createPool, type LevelbenchPool, type TaskRunner } from '@levelbench/pool';
import { codeVersions } from './code-version';
import type { VerifyTaskMap } from './handlers';
import { ResultStore, contentKey, itemKey } from './reuse';
import { facesCheck } from './checks/faces';
import { resolveOptions } from './options';
import type { VerifyInputs } from './inputs';
import { type VerifyEvent, runVerify } from './run';
import type { ItemRecord, Summary } from './summary';
import { entryDigest } from './digest';

const root = join(__dirname, '..', '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'verify-reuse-'));
const levels = join(tmp, 'levels');
const cache = join(tmp, 'cache');

/** Everything a verdict is: the summary without times (item ms, wall time) and without the reuse count. */
const verdicts = (s: Summary) => ({
  passed: s.passed,
  run: s.run,
  checks: s.checks,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- where a verdict came from is no part of it
  items: s.items.map(({ from: _from, ...i }) => ({ ...i, ms: 'timed' })),
});

let pool: LevelbenchPool<VerifyTaskMap>;
beforeAll(() => {
  execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root });
  mkdirSync(join(levels, 'pigment'), { recursive: true });
  for (const f of readdirSync(join(root, 'levels/pigment')))
    copyFileSync(join(root, 'levels/pigment', f), join(levels, 'pigment', f));
  pool = createPool<VerifyTaskMap>({ workers: 1 });
});
afterAll(async () => {
  await pool.destroy();
  rmSync(tmp, { recursive: true, force: true });
});

const base = { levelsDir: levels, only: ['pigment', 'faces'], pairs: 4, date: '2026-03-01' } as const;

async function run(
  out: string,
  ctx: Partial<Parameters<typeof runVerify>[1]> = {},
): Promise<{ summary: Summary; events: VerifyEvent[] }> {
  const events = await lastValueFrom(runVerify({ ...base, outDir: join(tmp, out) }, { pool, ...ctx }).pipe(toArray()));
  const done = events[events.length - 1];
  if (done.type !== 'done') throw new Error('no done event');
  return { summary: done.summary, events };
}

/** A runner that counts what it is asked to run, on top of the real pool. */
function counting(): { runner: TaskRunner<VerifyTaskMap>; ran: string[] } {
  const ran: string[] = [];
  const runner = {
    size: pool.size,
    run: (tag: never, input: never, opts?: never) => {
      ran.push(tag);
      return pool.run(tag, input, opts);
    },
  } as unknown as TaskRunner<VerifyTaskMap>;
  return { runner, ran };
}

describe('incremental verify', () => {
  let first: Summary;
  beforeAll(async () => {
    first = (await run('first', { reuse: { cacheDir: cache } })).summary;
  }, 120_000);

  it('re-runs only the item whose file changed and gives the same summary as a full run', async () => {
    const file = join(levels, 'pigment', 'return.json');
    const before = readFileSync(file, 'utf8');
    writeFileSync(file, before.replace('"limit": 5', '"limit": 6'));
    try {
      const { runner, ran } = counting();
      const reused = await run('reused', { pool: runner, reuse: { summaries: [first] } });
      expect(reused.summary.timings.reused).toBe(first.items.length - 1);
      // the one changed level ran; the face pairs were planned again (no cache offered) but not checked
      expect(ran.filter((t) => t === 'verify.item')).toHaveLength(1);
      expect(reused.summary.checks.pigment).toMatchObject({ passed: false, failed: 1 });
      const full = await run('full');
      expect(full.summary.timings.reused).toBeUndefined();
      expect(verdicts(reused.summary)).toEqual(verdicts(full.summary));
      const last = reused.events.filter((e) => e.type === 'progress').pop();
      expect(last).toMatchObject({ done: first.items.length, total: first.items.length, failures: 1 });
    } finally {
      writeFileSync(file, before);
    }
  }, 120_000);

  it('takes everything from the cache folder without starting a task when nothing changed', async () => {
    const { runner, ran } = counting();
    const again = await run('cached', { pool: runner, reuse: { cacheDir: cache } });
    expect(ran).toEqual([]);
    expect(again.summary.timings.reused).toBe(first.items.length);
    expect(verdicts(again.summary)).toEqual(verdicts(first));
  });

  it('re-runs an item whose cache entry is damaged instead of trusting or failing on it', async () => {
    const target = first.items.find((i) => i.id === 'pigment/white');
    writeFileSync(join(cache, 'items', `${target?.key}.json`), '{"check": "pigment", "id": "pigment/wh');
    const { runner, ran } = counting();
    const again = await run('damaged', { pool: runner, reuse: { cacheDir: cache } });
    expect(ran).toEqual(['verify.item']);
    expect(again.summary.timings.broken).toBe(1);
    expect(verdicts(again.summary)).toEqual(verdicts(first));
    expect(again.summary.items.find((i) => i.id === 'pigment/white')?.from).toBeUndefined();
    expect(again.summary.items.find((i) => i.id === 'pigment/return')?.from).toBe('cache');
  });

  it('keys an item on its whole payload and its check’s code version, and face pairs on count, weights and code', async () => {
    const versions = codeVersions();
    const item = first.items[0];
    const payload = { check: 'pigment' as const, id: item.id, file: 'a.json', text: '{}' };
    const key = itemKey({ check: 'pigment', payload }, versions);
    expect(itemKey({ check: 'pigment', payload: { ...payload, text: '{ }' } }, versions)).not.toBe(key);
    expect(itemKey({ check: 'pigment', payload: { ...payload, maxStates: 10 } }, versions)).not.toBe(key);
    expect(itemKey({ check: 'pigment', payload }, { ...versions, pigment: 'other code' })).not.toBe(key);
    expect(itemKey({ check: 'pigment', payload }, { ...versions, faces: 'other code' })).toBe(key);
    // the face-pair list (faces' prepare step) is looked up under count, weights and worldgen's code
    const specsKeyOf = async (pairs: number, version: string, weights: unknown = null): Promise<string> => {
      const seen: string[] = [];
      await facesCheck.prepare?.({
        options: { ...resolveOptions({ only: ['faces'], date: '2026-03-01' }), pairs },
        inputs: { weights } as unknown as VerifyInputs,
        version,
        runTask: async () => [],
        keyOf: contentKey,
        find: (k) => (seen.push(k), []),
        keep: () => undefined,
      });
      return seen[0];
    };
    const specs = await specsKeyOf(4, versions.faces ?? '');
    expect(specs).toMatch(/^[\w-]{24}$/);
    expect(await specsKeyOf(5, versions.faces ?? '')).not.toBe(specs);
    expect(await specsKeyOf(4, 'other code')).not.toBe(specs);
    expect(await specsKeyOf(4, versions.faces ?? '', { tiles: [] })).not.toBe(specs);
    expect(Object.values(versions).every((v) => /^[0-9a-f]{16}$/.test(v ?? ''))).toBe(true);
    expect(Object.keys(versions)).toEqual(['pigment', 'watersort', 'worlds', 'faces', 'bots']);
    // each check's own definition file is part of its code: editing faces.ts re-runs no world
    expect(versions.worlds).not.toBe(versions.faces);
    expect(versions.pigment).not.toBe(versions.watersort);
  });

  it('reuses an earlier item only under the same id and key', () => {
    const rec = first.items[0];
    const store = new ResultStore({ summaries: [first] });
    const item = { check: rec.check, index: 0, id: rec.id, payload: {} as never };
    expect(store.find(item, rec.key ?? '')).toMatchObject({
      result: { id: rec.id, passed: rec.passed },
      from: 'report',
    });
    expect(store.find(item, 'another key')).toBeNull();
    expect(store.find({ ...item, id: 'pigment/other' }, rec.key ?? '')).toBeNull();
  });

  describe('a failing item whose earlier verdict was edited to a pass', () => {
    const file = join(levels, 'pigment', 'return.json');
    let before: string;
    let failing: Summary;
    const failingCache = join(tmp, 'failing-cache');
    beforeAll(async () => {
      before = readFileSync(file, 'utf8');
      writeFileSync(file, before.replace('"limit": 5', '"limit": 6')); // slack: fails
      failing = (await run('failing', { reuse: { cacheDir: failingCache } })).summary;
      expect(failing.passed).toBe(false);
    }, 120_000);
    afterAll(() => writeFileSync(file, before));

    const target = (): ItemRecord => failing.items.find((i) => i.id === 'pigment/return') as ItemRecord;
    const entryFile = (): string => join(failingCache, 'items', `${target().key}.json`);
    const forged = (patch: (v: ItemRecord) => ItemRecord, redigest: boolean): void => {
      const e = JSON.parse(readFileSync(entryFile(), 'utf8'));
      e.value = patch(e.value);
      if (redigest) e.digest = entryDigest(e.key, e.value);
      writeFileSync(entryFile(), JSON.stringify(e));
    };

    it('a cache entry flipped to passed (its digest not redone) runs again and fails', async () => {
      const good = readFileSync(entryFile(), 'utf8');
      try {
        forged((v) => ({ ...v, passed: true, failures: [] }), false);
        const again = await run('flipped', { reuse: { cacheDir: failingCache } });
        expect(again.summary.passed).toBe(false);
        expect(again.summary.timings).toMatchObject({ reused: failing.items.length - 1, broken: 1 });
      } finally {
        writeFileSync(entryFile(), good);
      }
    });

    it('a pass with a redone digest is still re-checked: a claimed line that does not win runs again', async () => {
      const good = readFileSync(entryFile(), 'utf8');
      try {
        const lie = (v: ItemRecord): ItemRecord => ({
          ...v,
          passed: true,
          failures: [],
          metrics: { ...v.metrics, shortest: 3 },
        });
        forged(lie, true);
        const again = await run('forged', { reuse: { cacheDir: failingCache } });
        expect(again.summary.passed).toBe(false);
        expect(again.summary.timings.broken).toBe(1);
      } finally {
        writeFileSync(entryFile(), good);
      }
    });

    it('a --reuse summary whose item was flipped to passed runs that item again and fails', async () => {
      const items = failing.items.map((i) => (i.id === 'pigment/return' ? { ...i, passed: true, failures: [] } : i));
      const again = await run('flipped-report', { reuse: { summaries: [{ ...failing, items }] } });
      expect(again.summary.passed).toBe(false);
      expect(again.summary.timings).toMatchObject({ reused: failing.items.length - 1, broken: 1 });
      expect(again.summary.items.filter((i) => i.from === 'report')).toHaveLength(failing.items.length - 1);
    });
  });
});
