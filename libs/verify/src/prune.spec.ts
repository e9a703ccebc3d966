import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latestTarget, listReports, pruneReports, sweepReportTemps } from './prune';
import { publishReport, updateLatest } from './write';
import { testSummary } from './summary.testing';

describe('pruneReports', () => {
  let reports: string;
  let outside: string;
  const report = (name: string, summary = true): void => {
    mkdirSync(join(reports, name));
    if (summary) writeFileSync(join(reports, name, 'summary.json'), '{}');
    writeFileSync(join(reports, name, 'report.md'), '# r\n');
  };
  beforeEach(() => {
    reports = mkdtempSync(join(tmpdir(), 'verify-prune-'));
    outside = mkdtempSync(join(tmpdir(), 'verify-prune-outside-'));
  });
  afterEach(() => {
    rmSync(reports, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('keeps the N newest (by timestamp, -N suffixes as numbers) and the latest target, deletes the rest', async () => {
    const names = [
      '2026-11-01T00-00-00Z',
      '2026-11-02T00-00-00Z',
      '2026-11-03T00-00-00Z',
      '2026-11-03T00-00-00Z-2',
      '2026-11-03T00-00-00Z-10',
    ];
    for (const n of names) report(n);
    await updateLatest(reports, join(reports, '2026-11-01T00-00-00Z'));
    expect(latestTarget(reports)).toBe('2026-11-01T00-00-00Z');
    expect(listReports(reports)).toEqual([
      '2026-11-03T00-00-00Z-10',
      '2026-11-03T00-00-00Z-2',
      '2026-11-03T00-00-00Z',
      '2026-11-02T00-00-00Z',
      '2026-11-01T00-00-00Z',
    ]);
    const dry = pruneReports(reports, { keep: 2, dryRun: true });
    expect(dry.removed).toEqual(['2026-11-03T00-00-00Z', '2026-11-02T00-00-00Z']);
    expect(listReports(reports)).toHaveLength(5);
    const r = pruneReports(reports, { keep: 2 });
    expect(r).toEqual(dry);
    expect(readdirSync(reports).sort()).toEqual([
      '2026-11-01T00-00-00Z',
      '2026-11-03T00-00-00Z-10',
      '2026-11-03T00-00-00Z-2',
      'latest',
    ]);
  });

  it('protects named reports, keeps everything with keep 0, and never touches other folders or symlinks', () => {
    report('2026-11-01T00-00-00Z');
    report('2026-11-02T00-00-00Z');
    report('2026-11-03T00-00-00Z', false); // still being written: no summary.json
    report('nightly-merged');
    // a symlinked "report" pointing outside: neither it nor its target may be deleted
    writeFileSync(join(outside, 'summary.json'), '{}');
    symlinkSync(outside, join(reports, '2026-10-01T00-00-00Z'));
    // a file inside a report linking outside: removing the report removes the link, not the target
    symlinkSync(join(outside, 'summary.json'), join(reports, '2026-11-01T00-00-00Z', 'link.json'));
    expect(pruneReports(reports, { keep: 0 }).removed).toEqual([]);
    const r = pruneReports(reports, { keep: 1, protect: ['2026-11-02T00-00-00Z'] });
    expect(r).toEqual({ kept: ['2026-11-02T00-00-00Z'], removed: ['2026-11-01T00-00-00Z'] });
    expect(readdirSync(reports).sort()).toEqual([
      '2026-10-01T00-00-00Z',
      '2026-11-02T00-00-00Z',
      '2026-11-03T00-00-00Z',
      'nightly-merged',
    ]);
    expect(existsSync(join(outside, 'summary.json'))).toBe(true);
  });

  it('finds the latest target when latest is a plain file naming it', () => {
    report('2026-11-01T00-00-00Z');
    report('2026-11-02T00-00-00Z');
    writeFileSync(join(reports, 'latest'), '2026-11-01T00-00-00Z\n');
    expect(pruneReports(reports, { keep: 1 }).removed).toEqual([]);
  });

  it('sweeps what a killed run left (its process gone, or a day old), never a live run’s or anything else', async () => {
    // a pid that surely is gone: a child that has exited
    const dead = spawnSync(process.execPath, ['-e', '0']).pid ?? 999_999;
    const left = `.2026-11-03T00-00-00Z.${dead}.tmp`;
    const live = `.2026-11-04T00-00-00Z.${process.ppid}.tmp`;
    const old = `.2026-11-05T00-00-00Z-2.${process.ppid}.tmp`;
    for (const name of [left, live, old]) report(name);
    symlinkSync('2026-11-01T00-00-00Z', join(reports, `latest.${dead}.tmp`));
    report('.hidden-notes');
    report('2026-11-01T00-00-00Z');
    const day = (Date.now() - 25 * 3600_000) / 1000;
    utimesSync(join(reports, old), day, day);
    expect(sweepReportTemps(reports).sort()).toEqual([left, old, `latest.${dead}.tmp`].sort());
    expect(readdirSync(reports).sort()).toEqual(['.hidden-notes', live, '2026-11-01T00-00-00Z'].sort());
    // the next report written, and any prune, sweeps too
    report(left);
    await publishReport(testSummary([]), { outDir: null, reportsDir: reports });
    expect(existsSync(join(reports, left))).toBe(false);
    report(left);
    pruneReports(reports, { keep: 10, dryRun: true });
    expect(existsSync(join(reports, left))).toBe(true);
    pruneReports(reports, { keep: 10 });
    expect(existsSync(join(reports, left))).toBe(false);
  });
});
