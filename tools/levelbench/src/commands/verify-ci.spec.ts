import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../run-cli.testing';
import { STEP_SUMMARY_BYTES, appendStepSummary } from './verify-ci';
import { writePigmentLevels } from './verify-levels.testing';

const root = join(__dirname, '..', '..', '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'levelbench-verify-ci-'));

/** levels/ with the authored Pigment levels and one whose limit is slack (fails verify). */
function failingLevels(): string {
  const dir = join(tmp, 'levels');
  writePigmentLevels(dir, true);
  return dir;
}

let levels: string;
beforeAll(() => {
  execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root });
  levels = failingLevels();
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
afterEach(() => delete process.env['GITHUB_STEP_SUMMARY']);

describe('verify for CI systems', () => {
  it('writes JUnit XML with the failing level as a failed testcase and fills the GitHub job summary', async () => {
    const junit = join(tmp, 'ci', 'junit.xml');
    const stepSummary = join(tmp, 'step-summary.md');
    writeFileSync(stepSummary, '# earlier step\n');
    process.env['GITHUB_STEP_SUMMARY'] = stepSummary;
    const r = await runCli(
      'verify',
      '--only',
      'pigment',
      '--levels',
      levels,
      '--out',
      join(tmp, 'report'),
      '--workers',
      '1',
      '--junit',
      junit,
    );
    expect(r.code).toBe(1);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="levelbench verify" tests="6" failures="1"/,
    );
    expect(xml).toMatch(
      /<testcase classname="pigment" name="pigment\/slack" time="[\d.]+">\n {6}<failure message="[^"]*limit[^"]*" type="pigment">in [^<]*levels\/pigment\/slack.json\n/,
    );
    expect(xml).toMatch(/<testcase classname="pigment" name="pigment\/return" time="[\d.]+"\/>/);
    expect(readdirSync(join(tmp, 'ci'))).toEqual(['junit.xml']); // no temp file left beside it
    const summary = readFileSync(stepSummary, 'utf8');
    expect(summary.startsWith('# earlier step\n')).toBe(true);
    expect(summary).toContain(readFileSync(join(tmp, 'report', 'report.md'), 'utf8').trim());
    expect(r.stderr).toContain('report.md added to the GitHub job summary');
  }, 120_000);

  it('prints a GitHub annotation at the line and column of the broken field, relative to the working directory', async () => {
    const text = readFileSync(join(levels, 'pigment', 'slack.json'), 'utf8');
    writeFileSync(join(levels, 'pigment', 'slack.json'), JSON.stringify(JSON.parse(text), null, 2));
    const lines = JSON.stringify(JSON.parse(text), null, 2).split('\n');
    const line = lines.findIndex((l) => l.includes('"limit"')) + 1;
    const col = lines[line - 1].indexOf('9') + 1;
    /** Verifies the Pigment levels (relative to `tmp`) into `out`, with annotations in `format`. */
    const annotate = (out: string, format: string, ...more: string[]) =>
      runCli('verify', '--only', 'pigment', '--levels', 'levels', '--out', out, '--annotations', format, ...more);
    const cwd = process.cwd();
    process.chdir(tmp);
    try {
      const r = await annotate('ann', 'github');
      expect(r.code).toBe(1);
      expect(r.stdout.split('\n').filter((l) => l.startsWith('::'))).toEqual([
        `::error file=levels/pigment/slack.json,line=${line},col=${col},title=pigment pigment/slack::limit 9 is more than the shortest line 5 (slack)`,
      ]);
      const json = await annotate('ann2', 'github', '--json');
      expect(json.stdout.trim().split('\n')).toHaveLength(1); // the verdict line alone; annotations went to stderr
      expect(json.stderr).toContain(`::error file=levels/pigment/slack.json,line=${line},col=${col}`);
      const bad = await annotate('ann3', 'gitlab');
      expect([bad.code, bad.stderr.trim()]).toEqual([
        2,
        'levelbench: --annotations must be one of github, got "gitlab"',
      ]);
      expect(existsSync(join(tmp, 'ann3', 'summary.json'))).toBe(false);
    } finally {
      process.chdir(cwd);
    }
  }, 120_000);

  it('reuses unchanged items from an earlier report or a cache folder, and refuses a missing one before any work', async () => {
    const args = ['verify', '--only', 'pigment', '--levels', levels, '--workers', '1'];
    const cacheDir = join(tmp, 'cache');
    expect(await runCli(...args, '--out', join(tmp, 'r1'), '--cache', cacheDir).then((r) => r.code)).toBe(1);
    const again = await runCli(...args, '--out', join(tmp, 'r2'), '--reuse', join(tmp, 'r1'));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('verify: 6 of 6 items reused from earlier results');
    const cached = await runCli(...args, '--out', join(tmp, 'r3'), '--cache', cacheDir);
    expect(cached.stderr).toContain('verify: 6 of 6 items reused');
    const r1 = JSON.parse(readFileSync(join(tmp, 'r1', 'summary.json'), 'utf8'));
    const r3 = JSON.parse(readFileSync(join(tmp, 'r3', 'summary.json'), 'utf8'));
    expect(r3.items.map((i: { key: string }) => i.key)).toEqual(r1.items.map((i: { key: string }) => i.key));
    const missing = await runCli(...args, '--out', join(tmp, 'r4'), '--reuse', join(tmp, 'no-such-report'));
    expect(missing.code).toBe(2);
    expect(existsSync(join(tmp, 'r4', 'summary.json'))).toBe(false);
  }, 120_000);

  it('a verdict flipped to passed in a --reuse summary or a --cache entry still fails the run (exit 1)', async () => {
    const args = ['verify', '--only', 'pigment', '--levels', levels, '--workers', '1'];
    const cacheDir = join(tmp, 'flip-cache');
    expect(await runCli(...args, '--out', join(tmp, 'f1'), '--cache', cacheDir).then((r) => r.code)).toBe(1);
    const summaryFile = join(tmp, 'f1', 'summary.json');
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
    const failing = summary.items.find((i: { passed: boolean }) => !i.passed);
    Object.assign(failing, { passed: true, failures: [] });
    Object.assign(summary, { passed: true, checks: { pigment: { passed: true, total: 6, failed: 0, failures: [] } } });
    writeFileSync(summaryFile, JSON.stringify(summary));
    const reused = await runCli(...args, '--out', join(tmp, 'f2'), '--reuse', join(tmp, 'f1'));
    expect(reused.code).toBe(1);
    expect(reused.stderr).toContain('verify: 5 of 6 items reused from earlier results (1 broken or refuted');
    const entryFile = join(cacheDir, 'items', `${failing.key}.json`);
    const entry = JSON.parse(readFileSync(entryFile, 'utf8'));
    Object.assign(entry.value, { passed: true, failures: [] });
    writeFileSync(entryFile, JSON.stringify(entry));
    const cached = await runCli(...args, '--out', join(tmp, 'f3'), '--cache', cacheDir);
    expect(cached.code).toBe(1);
    expect(cached.stderr).toContain('verify: 5 of 6 items reused from earlier results (1 broken or refuted');
    expect(readFileSync(join(tmp, 'f3', 'report.md'), 'utf8')).toContain(
      '5 of 6 items reused (0 from the report, 5 from the cache); 1 broken or refuted earlier results ran again',
    );
  }, 120_000);

  it('refuses a --junit path it cannot or must not write before running any check (exit 2)', async () => {
    const outside = join(tmp, 'outside.xml');
    writeFileSync(outside, 'keep me\n');
    symlinkSync(outside, join(tmp, 'link.xml'));
    mkdirSync(join(tmp, 'a-folder.xml'));
    for (const [target, why] of [
      [join(tmp, 'link.xml'), 'is a symbolic link'],
      [join(tmp, 'a-folder.xml'), 'is not a regular file'],
      [join(tmp, 'ci') + '/', 'name a file'],
    ] as const) {
      const out = join(tmp, `never-${why.replace(/\W/g, '')}`);
      const r = await runCli('verify', '--only', 'pigment', '--levels', levels, '--out', out, '--junit', target);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(why);
      expect(existsSync(join(out, 'summary.json'))).toBe(false);
    }
    expect(readFileSync(outside, 'utf8')).toBe('keep me\n');
  }, 120_000);

  it('adds changes.md before report.md, and nothing outside GitHub Actions', () => {
    const dir = join(tmp, 'fake-report');
    mkdirSync(dir);
    writeFileSync(join(dir, 'report.md'), '# report\n');
    writeFileSync(join(dir, 'changes.md'), '# changes\n');
    expect(appendStepSummary(dir, {})).toEqual([]);
    const target = join(tmp, 'summary-order.md');
    expect(appendStepSummary(dir, { GITHUB_STEP_SUMMARY: target })).toEqual(['changes.md', 'report.md']);
    expect(readFileSync(target, 'utf8')).toBe('# changes\n\n# report\n\n');
  });

  it('keeps the job summary under GitHub’s 1 MiB limit and says where it was cut', () => {
    const dir = join(tmp, 'huge-report');
    mkdirSync(dir);
    writeFileSync(join(dir, 'report.md'), '| row |\n'.repeat(200_000));
    const target = join(tmp, 'summary-huge.md');
    appendStepSummary(dir, { GITHUB_STEP_SUMMARY: target });
    const text = readFileSync(target, 'utf8');
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(STEP_SUMMARY_BYTES);
    expect(text).toContain('report.md cut here');
  });
});
