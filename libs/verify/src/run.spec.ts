import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, toArray } from 'rxjs';
import { createPool, type LevelbenchPool } from '@levelbench/pool';
import type { VerifyTaskMap } from './handlers';
import { VerifyInputError } from './inputs';
import { mergeReports } from './merge';
import { VerifyOptionsError } from './options';
import { type VerifyEvent, runVerify } from './run';
import { publishReport } from './write';
import { parseSummary, type Summary } from './summary';

const root = join(__dirname, '..', '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'verify-run-'));
const levels = join(tmp, 'levels');

/** A small levels folder: the authored Pigment levels plus one broken file, and a 4-level curve. */
function makeLevels(): void {
  mkdirSync(join(levels, 'pigment'), { recursive: true });
  mkdirSync(join(levels, 'watersort'), { recursive: true });
  for (const f of readdirSync(join(root, 'levels/pigment')))
    copyFileSync(join(root, 'levels/pigment', f), join(levels, 'pigment', f));
  const white = JSON.parse(readFileSync(join(root, 'levels/pigment/white.json'), 'utf8'));
  writeFileSync(
    join(levels, 'pigment', 'zz-slack.json'),
    JSON.stringify({ ...white, id: 'zz-slack', limit: white.limit + 2 }),
  );
  writeFileSync(
    join(levels, 'watersort', 'curve.json'),
    JSON.stringify({
      levels: 4,
      candidates: 12,
      tiers: [
        { colors: 3, levels: 2 },
        { colors: 4, levels: 2 },
      ],
    }),
  );
}

/** Everything but clock readings (item ms, ms per cube), which differ from run to run. */
const verdicts = (s: Summary) => ({
  passed: s.passed,
  complete: s.complete,
  run: s.run,
  checks: s.checks,
  items: s.items.map(({ ms, metrics, ...rest }) => ({
    ...rest,
    metrics: { ...metrics, ms: Array.isArray(metrics['ms']) ? 'timed' : undefined },
    timed: ms >= 0,
  })),
});

let pool: LevelbenchPool<VerifyTaskMap>;
beforeAll(() => {
  execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root });
  makeLevels();
  pool = createPool<VerifyTaskMap>({ workers: 2 });
});
afterAll(async () => {
  await pool.destroy();
  rmSync(tmp, { recursive: true, force: true });
});

const base = { levelsDir: levels, worlds: 2, pairs: 6, date: '2026-03-01' } as const;

/** One run, published as the CLI publishes it (runVerify itself writes nothing). */
async function run(extra: {
  outDir?: string;
  reportsDir?: string;
  [k: string]: unknown;
}): Promise<{ events: VerifyEvent[]; summary: Summary; reportDir: string }> {
  const events = await lastValueFrom(runVerify({ ...base, ...extra }, { pool }).pipe(toArray()));
  const done = events[events.length - 1];
  if (done.type !== 'done') throw new Error('no done event');
  const target = { outDir: extra.outDir ?? null, reportsDir: extra.reportsDir ?? join(tmp, 'reports') };
  return { events, summary: done.summary, reportDir: await publishReport(done.summary, target) };
}

describe('runVerify', () => {
  let whole: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    whole = await run({ outDir: join(tmp, 'whole') });
  }, 120_000);

  it('checks every item, records the failing level and writes a schema-valid report', () => {
    const s = whole.summary;
    expect(s.checks.pigment).toMatchObject({ passed: false, total: 6, failed: 1 });
    expect(s.checks.pigment?.failures[0]).toEqual({
      id: 'pigment/zz-slack',
      messages: ['limit 8 is more than the shortest line 6 (slack)', 'replay SSSNNN expected lost but ended play'],
    });
    expect(s.checks.watersort).toMatchObject({ passed: true, total: 4 + 30, failed: 0 });
    expect(s.checks.worlds).toMatchObject({ passed: true, total: 2 });
    expect(s.checks.faces).toMatchObject({ passed: true, total: 6 });
    // the bots are information: every board played, none failed, not even the slack level
    expect(s.checks.bots).toMatchObject({ passed: true, total: 4 + 30 + 6, failed: 0 });
    expect(s.passed).toBe(false);
    const text = readFileSync(join(whole.reportDir, 'summary.json'), 'utf8');
    const parsed = parseSummary(text, 'summary.json');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value).toEqual(s);
    const cubes = s.items.filter((i) => i.check === 'worlds').flatMap((i) => i.metrics['ms'] as number[]);
    expect(cubes.length).toBeGreaterThan(100);
    expect(cubes.every((ms) => ms >= 0)).toBe(true);
    // item times are the workers' own: a worker runs one item at a time, so they cannot add up to
    // more than workers × wall time (the batch's clock, which counts the queue, overshoots ~2×)
    const itemMs = s.items.reduce((sum, i) => sum + i.ms, 0);
    expect(s.items.every((i) => i.ms > 0)).toBe(true);
    expect(itemMs).toBeLessThanOrEqual(s.timings.workers * s.timings.wallMs);
  });

  it('reports progress up to done == total, per check too', () => {
    const progress = whole.events.filter((e) => e.type === 'progress');
    const last = progress[progress.length - 1];
    expect(last).toMatchObject({ done: 88, total: 88, failures: 1 });
    if (last.type === 'progress') expect(last.checks.pigment).toEqual({ done: 6, total: 6, failures: 1 });
    expect(progress[0]).toMatchObject({ done: 0, total: 88 });
  });

  it('writes a self-contained HTML page with the plots and drawings, and report.md', () => {
    const html = readFileSync(join(whole.reportDir, 'report.html'), 'utf8');
    expect(html).not.toMatch(/<script|<link|src="http|href="http/);
    expect(html).toContain('Curve: colours, mixedness and optimal pours per level');
    expect(html).toContain('Tries per cube');
    expect(html).toContain('Build time per cube');
    expect((html.match(/<figure>/g) ?? []).length).toBe(3);
    expect(html).toContain('Water Sort curve: solve rate per level (%)');
    const md = readFileSync(join(whole.reportDir, 'report.md'), 'utf8');
    expect(md).toContain('# levelbench verify: FAIL');
    expect(md).toMatch(/^\| level 1 \| \d+ \| \d+ \| \d+% \/ [\d.]+ \|/m);
    expect(md).toContain(
      '**pigment/zz-slack**: limit 8 is more than the shortest line 6 (slack); replay SSSNNN expected lost but ended play',
    );
  });

  it('merges 3 shards into the same verdicts, counts and items as the unsharded run', async () => {
    const dirs: string[] = [];
    for (const k of [1, 2, 3]) {
      const r = await run({ shard: `${k}/3`, outDir: join(tmp, `shard-${k}`) });
      expect(r.summary.complete).toBe(false);
      expect(r.summary.shards).toEqual([{ k, n: 3 }]);
      dirs.push(r.reportDir);
    }
    const merged = await mergeReports([dirs[2], dirs[0], dirs[1]], join(tmp, 'merged'));
    expect(verdicts(merged)).toEqual(verdicts(whole.summary));
    const again = parseSummary(readFileSync(join(tmp, 'merged', 'summary.json'), 'utf8'), 'merged');
    expect(again.ok && verdicts(again.value)).toEqual(verdicts(whole.summary));
    await expect(mergeReports(dirs.slice(0, 2), join(tmp, 'partial'))).rejects.toThrow('missing shard 3/3');
    await expect(mergeReports([dirs[0], dirs[0], dirs[1], dirs[2]], join(tmp, 'dup'))).rejects.toThrow(
      'shard 1/3 appears twice',
    );
    await expect(mergeReports([dirs[0], whole.reportDir], join(tmp, 'mixed'))).rejects.toThrow(/shard 1\/1|one of 3/);
  }, 120_000);

  it('names the report folder by time and points latest at it', async () => {
    const reports = join(tmp, 'reports');
    const events = await lastValueFrom(
      runVerify(
        { ...base, only: ['pigment'], reportsDir: reports },
        { pool, now: () => new Date('2026-03-01T10:20:30.456Z') },
      ).pipe(toArray()),
    );
    const done = events[events.length - 1] as Extract<VerifyEvent, { type: 'done' }>;
    // runVerify wrote nothing; the edge publishes the folder whole, then swaps latest
    expect(existsSync(reports)).toBe(false);
    mkdirSync(reports);
    const r = { reportDir: await publishReport(done.summary, { outDir: null, reportsDir: reports }) };
    expect(r.reportDir).toBe(join(reports, '2026-03-01T10-20-30Z'));
    expect(readdirSync(reports).sort()).toEqual(['2026-03-01T10-20-30Z', 'latest']);
    expect(readlinkSync(join(reports, 'latest'))).toBe('2026-03-01T10-20-30Z');
    // the header names world and pair counts only for checks that ran
    expect(readFileSync(join(r.reportDir, 'report.md'), 'utf8')).toMatch(/^- date 2026-03-01, levels from `[^`]+`$/m);
    expect(readFileSync(join(r.reportDir, 'report.html'), 'utf8')).not.toMatch(/ worlds · | pairs · /);
    expect(readFileSync(join(whole.reportDir, 'report.md'), 'utf8')).toMatch(
      /^- date 2026-03-01, levels from `[^`]+`, 2 worlds, 6 face pairs$/m,
    );
    expect(readFileSync(join(whole.reportDir, 'report.html'), 'utf8')).toMatch(
      /<\/code> · 2 worlds · 6 face pairs · wall /,
    );
  });

  it('errors before any work on bad options or unreadable inputs', async () => {
    await expect(lastValueFrom(runVerify({ ...base, shard: { k: 4, n: 3 } }, { pool }))).rejects.toBeInstanceOf(
      VerifyOptionsError,
    );
    await expect(lastValueFrom(runVerify({ ...base, levelsDir: join(tmp, 'nope') }, { pool }))).rejects.toBeInstanceOf(
      VerifyInputError,
    );
    const bad = join(tmp, 'bad-levels');
    mkdirSync(join(bad, 'watersort'), { recursive: true });
    writeFileSync(
      join(bad, 'watersort', 'curve.json'),
      '{"levels": 3, "candidates": 12, "tiers": [{"colors": 3, "levels": 2}]}',
    );
    await expect(lastValueFrom(runVerify({ ...base, levelsDir: bad, only: ['watersort'] }, { pool }))).rejects.toThrow(
      '/levels: declares 3 levels but the tiers add up to 2',
    );
  });

  it('stops with an AbortError when cancelled, cancelling its tasks and writing no report', async () => {
    const ac = new AbortController();
    const out = join(tmp, 'cancelled');
    const seen: VerifyEvent[] = [];
    const t0 = Date.now();
    const p = new Promise((resolve, reject) =>
      runVerify({ ...base, worlds: 40, only: ['worlds'], outDir: out, workers: 1 }, { signal: ac.signal }).subscribe({
        next: (e) => {
          seen.push(e);
          if (e.type === 'progress' && e.done >= 1) ac.abort();
        },
        error: reject,
        complete: () => resolve(null),
      }),
    );
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - t0).toBeLessThan(60_000);
    expect(existsSync(out)).toBe(false);
    expect(seen.some((e) => e.type === 'done')).toBe(false);
  }, 90_000);
});
