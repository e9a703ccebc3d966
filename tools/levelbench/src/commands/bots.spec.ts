import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePigmentLevel, pigmentBots } from '@levelbench/pigment';
import { defaultCurve, generateDaily, generateLevel, watersortBots } from '@levelbench/watersort';
import { jsonLines, runCli } from '../run-cli.testing';

const dir = mkdtempSync(join(tmpdir(), 'levelbench-bots-'));
function file(name: string, value: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
  return p;
}
const RETURN = join(__dirname, '../../../../levels/pigment/return.json');

describe('levelbench watersort bots', () => {
  it('--json: one line per level, daily and board file, as the lib reports it', async () => {
    const board = { capacity: 2, tubes: [['a'], ['a'], ['b', 'b']] };
    const f = file('one-pour.json', board);
    const r = await runCli('watersort', 'bots', '3', '--daily', '2026-12-01', '--board', f, '--runs', '5', '--json');
    expect(r.code).toBe(0);
    const [level, daily, fromFile] = jsonLines(r.stdout);
    expect(level).toEqual({ level: 3, ...watersortBots(generateLevel(defaultCurve, 3).board, { runs: 5 }) });
    expect(daily).toEqual({ date: '2026-12-01', ...watersortBots(generateDaily('2026-12-01').board, { runs: 5 }) });
    expect(fromFile).toMatchObject({ file: f, optimal: 1, budget: 3, runs: 5 });
    expect(fromFile.bots.map((b: { solveRate: number }) => b.solveRate)).toEqual([1, 1, 1]);
  });

  it('prints a table without --json, and takes --seed and --budget', async () => {
    const r = await runCli('watersort', 'bots', '1', '2', '--runs', '4', '--seed', '9', '--budget', '7');
    expect(r.code).toBe(0);
    const [header, , one, two] = r.stdout.trim().split('\n');
    expect(header.split(/\s+/)).toEqual(['board', 'optimal', 'budget', 'random', 'greedy', 'lookahead']);
    expect(one).toMatch(/^level 1\s+5\s+7\s+\d+% \/ /);
    expect(two).toMatch(/^level 2\s+\d+\s+7\s/);
  });

  it('exits 2 naming the argument for a level off the curve, a bad run count, date or board', async () => {
    const off = await runCli('watersort', 'bots', '0');
    expect([off.code, off.stderr]).toEqual([2, expect.stringContaining('level must be an integer between 1 and 100')]);
    const runs = await runCli('watersort', 'bots', '1', '--runs', '0');
    expect([runs.code, runs.stderr]).toEqual([2, expect.stringContaining('--runs must be an integer between 1')]);
    expect((await runCli('watersort', 'bots', '--daily', '2026-02-30')).code).toBe(2);
    const bad = await runCli('watersort', 'bots', '--board', file('bad.json', { capacity: 2, tubes: [['a']] }));
    expect([bad.code, bad.stdout]).toEqual([2, '']);
  });
});

describe('levelbench pigment bots', () => {
  it('--json: one line per file; a bad file is named on stderr, exits 2 and the good ones still print', async () => {
    const bad = file('bad-level.json', '{"id": 1}');
    const r = await runCli('pigment', 'bots', RETURN, bad, '--runs', '6', '--seed', '4', '--json');
    expect(r.code).toBe(2);
    const [good, failed] = jsonLines(r.stdout);
    const parsed = parsePigmentLevel(JSON.stringify(require(RETURN)), RETURN);
    if (!parsed.ok) throw new Error('return.json does not parse');
    expect(good).toEqual({ file: RETURN, id: 'return', ...pigmentBots(parsed.value, { runs: 6, seed: 4 }) });
    expect(good).toMatchObject({ optimal: 5, budget: 15 });
    expect(failed.file).toBe(bad);
    expect(r.stderr).toContain('bad-level.json');
  });

  it('prints a table without --json', async () => {
    const r = await runCli('pigment', 'bots', RETURN, '--runs', '3');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/return\.json\s+5\s+15\s+\d+% \/ /);
  });
});
