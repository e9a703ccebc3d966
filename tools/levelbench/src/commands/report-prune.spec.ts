import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsonLines, runCli } from '../run-cli.testing';

describe('levelbench report prune', () => {
  let reports: string;
  const names = ['2026-11-01T00-00-00Z', '2026-11-02T00-00-00Z', '2026-11-03T00-00-00Z', '2026-11-04T00-00-00Z'];
  beforeEach(() => {
    reports = mkdtempSync(join(tmpdir(), 'levelbench-prune-'));
    for (const n of [...names, 'by-hand']) {
      mkdirSync(join(reports, n));
      writeFileSync(join(reports, n, 'summary.json'), '{}');
    }
    symlinkSync(names[0], join(reports, 'latest'));
  });
  afterEach(() => rmSync(reports, { recursive: true, force: true }));

  it("keeps the N newest and latest's target; --dry-run only lists", async () => {
    const dry = await runCli('report', 'prune', '--keep', '2', '--reports', reports, '--dry-run', '--json');
    expect(dry.code).toBe(0);
    expect(jsonLines(dry.stdout)).toEqual([{ report: names[1], removed: false }]);
    expect(dry.stderr).toContain('would remove 1, kept 3');
    expect(readdirSync(reports)).toHaveLength(6);
    const r = await runCli('report', 'prune', '--keep', '2', '--reports', reports);
    expect(r.stdout.trim()).toBe(join(reports, names[1]));
    expect(readdirSync(reports).sort()).toEqual(['by-hand', names[0], names[2], names[3], 'latest'].sort());
  });

  it('refuses a bad --keep or a missing folder with exit 2', async () => {
    expect((await runCli('report', 'prune', '--keep', '-1', '--reports', reports)).code).toBe(2);
    const missing = await runCli('report', 'prune', '--reports', join(reports, 'nope'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('is not a folder');
  });
});
