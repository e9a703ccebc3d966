import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testSummary } from './summary.testing';
import { newReportDir, publishReport, timestampName, updateLatest } from './write';

describe('report folders and reports/latest', () => {
  let reports: string;
  beforeEach(() => {
    reports = mkdtempSync(join(tmpdir(), 'verify-write-'));
  });
  afterEach(() => rmSync(reports, { recursive: true, force: true }));

  it('names folders by UTC second and never reuses one', async () => {
    const now = new Date('2026-11-30T04:05:06.789Z');
    expect(timestampName(now)).toBe('2026-11-30T04-05-06Z');
    const first = await newReportDir(reports, now);
    mkdirSync(first);
    expect(await newReportDir(reports, now)).toBe(`${first}-2`);
  });

  it('swaps latest from one report to the next and leaves no temp link behind', async () => {
    for (const name of ['2026-11-30T04-05-06Z', '2026-11-30T04-05-07Z']) {
      mkdirSync(join(reports, name));
      await updateLatest(reports, join(reports, name));
      expect(readlinkSync(join(reports, 'latest'))).toBe(name);
    }
    expect(readdirSync(reports).sort()).toEqual(['2026-11-30T04-05-06Z', '2026-11-30T04-05-07Z', 'latest']);
  });

  it('replaces a real folder that someone named latest', async () => {
    mkdirSync(join(reports, 'latest'));
    writeFileSync(join(reports, 'latest', 'stray.txt'), 'x');
    mkdirSync(join(reports, 'r1'));
    await updateLatest(reports, join(reports, 'r1'));
    expect(readlinkSync(join(reports, 'latest'))).toBe('r1');
  });

  it('leaves latest alone for a report written outside the reports folder (--out)', async () => {
    mkdirSync(join(reports, 'r1'));
    await updateLatest(reports, join(reports, 'r1'));
    await updateLatest(reports, join(tmpdir(), 'elsewhere'));
    expect(readlinkSync(join(reports, 'latest'))).toBe('r1');
  });

  it('publishes a run whole: the folder appears with every file, then latest points at it', async () => {
    const summary = testSummary([], {}, { createdAt: '2026-11-30T04:05:06.789Z' });
    mkdirSync(join(reports, 'old'));
    await updateLatest(reports, join(reports, 'old'));
    const dir = await publishReport(summary, { outDir: null, reportsDir: reports }, { 'changes.md': '# none\n' });
    expect(dir).toBe(join(reports, '2026-11-30T04-05-06Z'));
    expect(readdirSync(dir).sort()).toEqual(['changes.md', 'report.html', 'report.md', 'summary.json']);
    expect(readlinkSync(join(reports, 'latest'))).toBe('2026-11-30T04-05-06Z');
    // nothing left under a temporary name
    expect(readdirSync(reports).sort()).toEqual(['2026-11-30T04-05-06Z', 'latest', 'old']);
  });

  it('leaves no folder and latest unchanged when a file of the report cannot be written', async () => {
    const summary = testSummary([], {}, { createdAt: '2026-11-30T04:05:06.789Z' });
    mkdirSync(join(reports, 'old'));
    await updateLatest(reports, join(reports, 'old'));
    // an extra file the confined store refuses (a path out of the folder): it fails after the three report files
    await expect(
      publishReport(summary, { outDir: null, reportsDir: reports }, { '../escape.md': 'x' }),
    ).rejects.toThrow(/cannot write the report/);
    expect(readdirSync(reports).sort()).toEqual(['latest', 'old']);
    expect(readlinkSync(join(reports, 'latest'))).toBe('old');
  });

  it('writes an --out folder in place and leaves latest alone', async () => {
    const summary = testSummary([]);
    mkdirSync(join(reports, 'r1'));
    await updateLatest(reports, join(reports, 'r1'));
    const out = join(reports, 'mine');
    expect(await publishReport(summary, { outDir: out, reportsDir: reports })).toBe(out);
    expect(readdirSync(out).sort()).toEqual(['report.html', 'report.md', 'summary.json']);
    expect(readlinkSync(join(reports, 'latest'))).toBe('r1');
  });
});
