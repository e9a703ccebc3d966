/**
 * `verify --cache` entries under hostile edits (#39): a truncated, edited, copied or wrongly digested entry is
 * never taken as a verdict; it reads as nothing (the item runs again) and is counted in `broken`.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { entryDigest } from './digest';
import type { VerifyItem } from './items';
import { CACHE_FORMAT, ResultStore } from './reuse';
import type { ItemRecord } from './summary';

const tmp = mkdtempSync(join(tmpdir(), 'verify-cache-faults-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const item = (id: string): VerifyItem => ({ check: 'pigment', id, index: 0, payload: {} as never });
const record = (id: string, passed: boolean): ItemRecord => ({
  check: 'pigment',
  id,
  index: 0,
  passed,
  failures: passed ? [] : ['limit 6 is more than the shortest line 5 (slack)'],
  metrics: { shortest: 5 },
  ms: 1,
});
const file = (dir: string, key: string) => join(dir, 'items', `${key}.json`);

describe('verify --cache entries under faults', () => {
  it('a hand-written entry (no digest), a wrong digest, a copy under another key and another format run again', async () => {
    const dir = join(tmp, 'kinds');
    const writer = new ResultStore({ cacheDir: dir });
    writer.keep('k1', record('pigment/a', false));
    await writer.flush();
    const value = { ...record('pigment/b', true), index: undefined };
    writeFileSync(file(dir, 'k2'), JSON.stringify({ format: CACHE_FORMAT, key: 'k2', value }));
    writeFileSync(file(dir, 'k3'), JSON.stringify({ format: CACHE_FORMAT, key: 'k3', value, digest: 'f'.repeat(64) }));
    copyFileSync(file(dir, 'k1'), file(dir, 'k4'));
    const old = { format: 'levelbench-verify-cache/1', key: 'k5', value, digest: entryDigest('k5', value) };
    writeFileSync(file(dir, 'k5'), JSON.stringify(old));
    const store = new ResultStore({ cacheDir: dir });
    expect(store.find(item('pigment/a'), 'k1')).toMatchObject({ result: { passed: false }, from: 'cache' });
    for (const key of ['k2', 'k3', 'k5']) expect(store.find(item('pigment/b'), key)).toBeNull();
    expect(store.find(item('pigment/a'), 'k4')).toBeNull();
    expect(store.find(item('pigment/a'), 'absent')).toBeNull();
    expect(store.broken).toBe(4);
  });

  it('a truncated or edited entry gives the verdict written or none, never another one', async () => {
    const dir = join(tmp, 'fuzz');
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.oneof(
          fc.record({ cut: fc.nat() }),
          fc.record({ at: fc.nat(), char: fc.constantFrom('0', '1', 't', 'f', 'e', '"', ' ', ']', '}') }),
        ),
        async (passed, fault) => {
          const written = record('pigment/c', passed);
          const writer = new ResultStore({ cacheDir: dir });
          writer.keep('kf', written);
          await writer.flush();
          const text = readFileSync(file(dir, 'kf'), 'utf8');
          const at = ('cut' in fault ? fault.cut : fault.at) % text.length;
          const broken = 'cut' in fault ? text.slice(0, at) : text.slice(0, at) + fault.char + text.slice(at + 1);
          writeFileSync(file(dir, 'kf'), broken);
          const store = new ResultStore({ cacheDir: dir });
          const found = store.find(item('pigment/c'), 'kf');
          if (found) expect(found.result).toEqual({ ...written, index: undefined });
          else expect(store.broken).toBe(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
