/**
 * A Water Sort pass reused from `verify --cache` is replayed on its board (#39): the stored pours must sort it
 * in the claimed number of pours, else the entry is counted broken and the item runs again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCurve } from '@levelbench/watersort';
import { watersortCheck } from './checks/watersort';
import type { VerifyItem } from './items';
import { ResultStore } from './reuse';

const tmp = mkdtempSync(join(tmpdir(), 'verify-watersort-replay-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const payload = { check: 'watersort', kind: 'level', id: 'watersort/level-1', curve: defaultCurve, n: 1 } as const;
const item: VerifyItem = { check: 'watersort', id: payload.id, index: 0, payload };
const outcome = watersortCheck.check(payload);
const store = (dir: string) =>
  new ResultStore({ cacheDir: dir }, (_, claimed) => watersortCheck.recheck?.(payload, claimed) ?? true);
/** Keeps a record in a fresh store over `dir` and waits until it is on disk (`keep` writes in the background). */
async function kept(dir: string, record: Parameters<ResultStore['keep']>[1]): Promise<void> {
  const s = store(dir);
  s.keep('k', record);
  await s.flush();
}

describe('Water Sort passes reused from the cache', () => {
  it('stores the solution with the pass', () => {
    expect(outcome.passed).toBe(true);
    expect(outcome.pours?.length).toBe(outcome.metrics['fastPours']);
  });

  it('an entry whose pours sort the board in the claimed number is reused', async () => {
    const dir = join(tmp, 'good');
    await kept(dir, { ...outcome, index: 0, ms: 1 });
    const again = store(dir);
    expect(again.find(item, 'k')).toMatchObject({ result: { passed: true }, from: 'cache' });
    expect(again.broken).toBe(0);
  });

  it('a tampered entry (a pour dropped, pours reordered, none stored) is broken and runs again', async () => {
    const pours = outcome.pours ?? [];
    const tampered = [pours.slice(0, -1), [...pours].reverse(), undefined];
    for (const [i, p] of tampered.entries()) {
      const dir = join(tmp, `bad-${i}`);
      await kept(dir, { ...outcome, pours: p, index: 0, ms: 1 });
      const again = store(dir);
      expect(again.find(item, 'k')).toBeNull();
      expect(again.broken).toBe(1);
    }
  });
});
