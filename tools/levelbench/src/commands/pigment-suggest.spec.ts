import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePigmentLevel, solvePigment } from '@levelbench/pigment';
import { jsonLines, runCli } from '../run-cli.testing';

describe('levelbench pigment suggest', () => {
  let tmp: string;
  beforeAll(() => (tmp = mkdtempSync(join(tmpdir(), 'pigment-suggest-'))));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const args = ['pigment', 'suggest', '--size', '5x5', '--marks', '2', '--length', '8', '--unique', '--count', '3'];

  it('writes proven files with readable ids, one JSON line each, byte-identical for the same seed (exit 0)', async () => {
    const a = join(tmp, 'a');
    const b = join(tmp, 'b');
    const r = await runCli(...args, '--seed', '7', '--out', a, '--json');
    expect(r.code).toBe(0);
    const rows = jsonLines(r.stdout);
    expect(rows.map((x) => x.file)).toEqual([1, 2, 3].map((n) => join(a, `s-5x5-l8-7-0${n}.json`)));
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['file', 'shortest', 'optimalCount', 'metrics', 'ms']);
      expect(row).toMatchObject({ shortest: 8, optimalCount: 1, metrics: { shortest: 8, optimalCount: 1 } });
      const parsed = parsePigmentLevel(readFileSync(row.file, 'utf8'), row.file);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const solve = solvePigment(parsed.value);
      expect([solve.shortest, solve.optimalCount, parsed.value.limit]).toEqual([8, 1, 8]);
    }
    expect((await runCli(...args, '--seed', '7', '--out', b)).code).toBe(0);
    for (const f of readdirSync(a)) expect(readFileSync(join(b, f), 'utf8')).toBe(readFileSync(join(a, f), 'utf8'));
    // rerunning into the same folder rewrites the same bytes
    expect((await runCli(...args, '--seed', '7', '--out', a)).code).toBe(0);
  });

  it.each([
    [['--size', '2x2', '--marks', '4', '--length', '5'], 'more marks than cells', '4 marks do not fit'],
    [['--size', '5x5', '--marks', '2', '--length', '0'], 'L < 1', 'at least 1'],
    [
      ['--size', '5x5', '--marks', '2', '--length', '6', '--colors', 'red,teal'],
      'unknown colour',
      'unknown colour "teal"',
    ],
    [['--size', 'big', '--marks', '2', '--length', '6'], 'bad size', '--size must look like 6x6'],
  ])('exits 2 with a plain sentence on impossible options (%s)', async (opts, _, sentence) => {
    const r = await runCli('pigment', 'suggest', ...opts, '--out', join(tmp, 'never'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(sentence);
    expect(() => readdirSync(join(tmp, 'never'))).toThrow();
  });

  it('exits 1 when the budget ends first, writing what it found and saying how many', async () => {
    const dir = join(tmp, 'short');
    const r = await runCli(...args.slice(0, -1), '40', '--seed', '3', '--max-states', '1', '--out', dir, '--json');
    expect(r.code).toBe(1);
    const n = jsonLines(r.stdout || '').length;
    expect(n).toBeLessThan(40);
    expect(readdirSync(dir)).toHaveLength(n);
    expect(r.stderr).toContain(`the budget ran out after ${n} of 40 boards`);
  });

  it('refuses to replace a different file (exit 2, nothing lost)', async () => {
    const dir = join(tmp, 'clash');
    expect((await runCli(...args, '--seed', '5', '--out', dir)).code).toBe(0);
    const victim = join(dir, 's-5x5-l8-5-01.json');
    writeFileSync(victim, 'mine');
    const r = await runCli(...args, '--seed', '5', '--out', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('already exists with other content');
    expect(readFileSync(victim, 'utf8')).toBe('mine');
  });
});

describe('levelbench pigment: metrics and pack.json', () => {
  const LEVELS = join(__dirname, '../../../../levels/pigment');
  let tmp: string;
  beforeAll(() => (tmp = mkdtempSync(join(tmpdir(), 'pigment-pack-'))));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('solve --json lines carry metrics', async () => {
    const rows = jsonLines((await runCli('pigment', 'solve', join(LEVELS, 'return.json'), '--json')).stdout);
    expect(rows[0].metrics).toMatchObject({ shortest: 5, optimalCount: 2, liveStates: 9, interactingMarks: 1 });
  });

  it('verify reads pack.json as the pack, not as a level, and fails on a bad one', async () => {
    for (const f of ['return.json', 'white.json']) writeFileSync(join(tmp, f), readFileSync(join(LEVELS, f)));
    writeFileSync(join(tmp, 'pack.json'), JSON.stringify({ order: ['white', 'return'] }));
    const ok = await runCli('pigment', 'verify', tmp);
    expect(ok.code).toBe(0);
    expect(ok.stderr).toContain('2/2 levels passed');
    writeFileSync(join(tmp, 'pack.json'), JSON.stringify({ order: ['white', 'gone'] }));
    const bad = await runCli('pigment', 'verify', tmp);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('/order/1: no level "gone" in the folder');
  });
});
