import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../run-cli.testing';
import { buildWithLevels, writeCurve, writePigmentLevels } from './verify-levels.testing';

const root = join(__dirname, '..', '..', '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'levelbench-verify-'));

/** levels/ with the authored Pigment levels (plus a slack one when `failing`) and a 4-level curve. */
function levelsDir(name: string, failing: boolean): string {
  const dir = join(tmp, name);
  writePigmentLevels(dir, failing);
  writeCurve(dir);
  return dir;
}

// the last run's output, read by the assertions below
let stdout: string[] = [];
let stderr: string[] = [];
async function cli(...args: string[]): Promise<number> {
  const r = await runCli(...args);
  stdout = [r.stdout];
  stderr = [r.stderr];
  return r.code;
}

let good: string;
let failing: string;
beforeAll(() => {
  ({ good, failing } = buildWithLevels(levelsDir));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('levelbench verify', () => {
  it('exits 0 and prints PASS lines when every check passes', async () => {
    expect(await cli('verify', '--only', 'pigment', '--levels', good, '--out', join(tmp, 'ok'), '--workers', '2')).toBe(
      0,
    );
    expect(stdout.join('')).toContain('PASS pigment   5/5');
    expect(stdout.join('')).toContain(`PASS report ${join(tmp, 'ok')}`);
    expect(readdirSync(join(tmp, 'ok')).sort()).toEqual(['report.html', 'report.md', 'summary.json']);
  }, 60_000);

  it('exits 1 on a failed check and says which item failed in the report', async () => {
    expect(
      await cli(
        'verify',
        '--only',
        'pigment',
        '--levels',
        failing,
        '--out',
        join(tmp, 'bad'),
        '--workers',
        '2',
        '--json',
      ),
    ).toBe(1);
    const line = JSON.parse(stdout.join(''));
    expect(line).toEqual({
      passed: false,
      complete: true,
      reportDir: join(tmp, 'bad'),
      checks: { pigment: { passed: false, total: 6, failed: 1 } },
    });
    expect(readFileSync(join(tmp, 'bad', 'report.md'), 'utf8')).toContain(
      '**pigment/slack**: limit 9 is more than the shortest line 5 (slack)',
    );
  }, 60_000);

  it.each([
    [['--shard', '3/2'], 'shard K must be an integer from 1 to 2'],
    [['--only', 'pigment,dice'], 'only: unknown check "dice"'],
    [['--worlds', 'lots'], 'worlds must be an integer'],
    [['--date', '2026-02-30'], 'is not a calendar date'],
    [['--levels', '/nonexistent/levels'], 'levels folder /nonexistent/levels does not exist'],
    [['--bogus'], "unknown option '--bogus'"],
  ])('exits 2 on bad arguments or inputs: %j', async (args, message) => {
    expect(await cli('verify', ...args)).toBe(2);
    expect(stderr.join('')).toContain(message);
    expect(stdout.join('')).toBe('');
  });

  it('exits 2 on an invalid curve file, naming the file and the JSON path', async () => {
    const dir = levelsDir('bad-curve', false);
    writeFileSync(join(dir, 'watersort', 'curve.json'), '{"levels": 4, "candidates": 0, "tiers": []}');
    expect(await cli('verify', '--only', 'watersort', '--levels', dir)).toBe(2);
    // named relative to the levels folder (its name when given absolute), as in reports: never a server path
    expect(stderr.join('')).toContain('bad-curve/watersort/curve.json: /candidates: must be at least 1');
    expect(stderr.join('')).not.toContain(dir);
  });
});

describe('levelbench report merge', () => {
  it('merges shard reports into the verdicts and counts of an unsharded run', async () => {
    const common = [
      '--only',
      'pigment,watersort',
      '--levels',
      failing,
      '--date',
      '2026-03-01',
      '--workers',
      '2',
      '--json',
    ];
    expect(await cli('verify', ...common, '--out', join(tmp, 'whole'))).toBe(1);
    const whole = JSON.parse(stdout.join(''));
    const shards: string[] = [];
    for (const k of [1, 2]) {
      const dir = join(tmp, `shard-${k}`);
      expect(await cli('verify', ...common, '--shard', `${k}/2`, '--out', dir)).toBe(k === 1 ? 1 : 0);
      expect(JSON.parse(stdout.join('')).complete).toBe(false);
      shards.push(dir);
    }
    expect(await cli('report', 'merge', ...shards, '--out', join(tmp, 'merged'), '--json')).toBe(1);
    const merged = JSON.parse(stdout.join(''));
    expect({ ...merged, reportDir: null }).toEqual({ ...whole, reportDir: null });
    expect(merged.checks).toEqual({
      pigment: { passed: false, total: 6, failed: 1 },
      watersort: { passed: true, total: 34, failed: 0 },
    });
  }, 120_000);

  it('exits 2 when a folder holds no summary or a shard is missing', async () => {
    expect(await cli('report', 'merge', join(tmp, 'nothing-here'))).toBe(2);
    expect(stderr.join('')).toContain('cannot read');
    expect(await cli('report', 'merge', join(tmp, 'shard-1'), '--out', join(tmp, 'm2'))).toBe(2);
    expect(stderr.join('')).toContain('missing shard 2/2');
  });
});

describe('levelbench report diff and verify --compare', () => {
  it('shows what a level edit changed: a regression, moved metrics, exit codes 0/1/2', async () => {
    const dir = levelsDir('diff', false);
    const common = ['--only', 'pigment,watersort', '--levels', dir, '--date', '2026-03-01', '--workers', '2'];
    expect(await cli('verify', ...common, '--out', join(tmp, 'd-before'))).toBe(0);
    expect(await cli('verify', ...common, '--out', join(tmp, 'd-same'))).toBe(0);
    expect(await cli('report', 'diff', join(tmp, 'd-before'), join(tmp, 'd-same'))).toBe(0);
    expect(stdout.join('')).toContain('No item changed.');
    expect(stderr.join('')).toContain(
      '0 regressions, 0 fixed, 0 added, 0 removed, 0 with changed metrics, 39 unchanged',
    );

    // a tighter Pigment limit (a regression) and one more colour in the second tier (metrics move)
    const level = JSON.parse(readFileSync(join(dir, 'pigment', 'return.json'), 'utf8'));
    writeFileSync(join(dir, 'pigment', 'return.json'), JSON.stringify({ ...level, limit: 4 }));
    writeCurve(dir, 5);
    expect(await cli('verify', ...common, '--out', join(tmp, 'd-after'), '--compare', join(tmp, 'd-before'))).toBe(1);
    expect(stderr.join('')).toContain(`against ${join(tmp, 'd-before')}: 1 regression, 0 fixed, 0 added, 0 removed,`);
    expect(stderr.join('')).toContain('regression pigment/return: limit 4 is less than the shortest line 5');
    const changes = readFileSync(join(tmp, 'd-after', 'changes.md'), 'utf8');
    expect(changes).toContain('| `pigment/return` | limit 5 → 4;');
    expect(changes).toMatch(/\| `watersort\/level-3` \| colors 4 → 5;/);

    expect(await cli('report', 'diff', join(tmp, 'd-before'), join(tmp, 'd-after'), '--json')).toBe(1);
    const diff = JSON.parse(stdout.join(''));
    expect(diff.regressions.map((r: { id: string }) => r.id)).toEqual(['pigment/return']);
    expect(diff.changed.map((c: { id: string }) => c.id)).toEqual([
      'pigment/return',
      'watersort/level-3',
      'watersort/level-4',
    ]);
    // a fix is no regression; --fail-on-change still trips on the moved metrics
    expect(await cli('report', 'diff', join(tmp, 'd-after'), join(tmp, 'd-before'))).toBe(0);
    expect(stdout.join('')).toContain('## Fixed (1)');
    expect(await cli('report', 'diff', join(tmp, 'd-after'), join(tmp, 'd-before'), '--fail-on-change')).toBe(1);
    expect(await cli('report', 'diff', join(tmp, 'd-before'), join(tmp, 'd-same'), '--fail-on-change')).toBe(0);
  }, 120_000);

  it('resolves latest, and exits 2 on a missing report before any work', async () => {
    const reports = join(tmp, 'diff-reports');
    expect(
      await cli('verify', '--only', 'pigment', '--levels', good, '--reports', reports, '--compare', 'latest'),
    ).toBe(2);
    expect(stderr.join('')).toContain(`cannot read ${join(reports, 'latest', 'summary.json')}`);
    expect(stdout.join('')).toBe('');
    expect(await cli('verify', '--only', 'pigment', '--levels', good, '--reports', reports)).toBe(0);
    expect(
      await cli('verify', '--only', 'pigment', '--levels', good, '--reports', reports, '--compare', 'latest', '--json'),
    ).toBe(0);
    expect(stderr.join('')).toContain('against latest: 0 regressions');
    expect(JSON.parse(stdout.join('')).changes).toEqual({
      against: 'latest',
      regressions: 0,
      fixes: 0,
      added: 0,
      removed: 0,
      changed: 0,
      unchanged: 5,
    });
    expect(await cli('report', 'diff', 'latest', 'latest', '--reports', reports)).toBe(0);
    expect(await cli('report', 'diff', 'latest', join(tmp, 'nothing-here'), '--reports', reports)).toBe(2);
    expect(stderr.join('')).toContain('cannot read');
  }, 120_000);
});

describe('the bundled CLI', () => {
  it('exits 0, 1 and 2 as a process', () => {
    const bin = join(root, 'dist/node/levelbench.cjs');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [bin, ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, CI: '1' },
        timeout: 60_000,
      });
    expect(run('verify', '--only', 'pigment', '--levels', good, '--out', join(tmp, 'p0')).status).toBe(0);
    const failed = run('verify', '--only', 'pigment', '--levels', failing, '--out', join(tmp, 'p1'));
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('FAIL pigment   5/6');
    expect(failed.stderr).toMatch(/verify: 6\/6 \(100%\), 1 failed/);
    expect(run('verify', '--shard', '0/0').status).toBe(2);
  }, 120_000);
});
