import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { jsonLines, runCli } from '../run-cli.testing';

const LEVELS = resolve(__dirname, '../../../../levels/pigment');
const level = (id: string) => join(LEVELS, `${id}.json`);

const run = runCli;

describe('levelbench pigment', () => {
  let tmp: string;
  beforeAll(() => (tmp = mkdtempSync(join(tmpdir(), 'pigment-cli-'))));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('solve --json prints one object per file, in order, and exits 0', async () => {
    const ids = ['first-face', 'return', 'what-you-leave', 'the-other-pair', 'white'];
    const r = await run('pigment', 'solve', ...ids.map(level), '--json');
    expect(r.code).toBe(0);
    const rows = jsonLines(r.stdout);
    expect(rows.map((x) => [x.id, x.shortest, x.optimalCount, x.exhaustive])).toEqual([
      ['first-face', 1, 1, true],
      ['return', 5, 2, true],
      ['what-you-leave', 5, 1, true],
      ['the-other-pair', 6, 2, true],
      ['white', 6, 1, true],
    ]);
    for (const x of rows)
      expect(Object.keys(x)).toEqual(expect.arrayContaining(['file', 'solvable', 'solution', 'states', 'ms']));
    expect(rows[4].metrics).toMatchObject({ shortest: 6, exhaustive: true });
    // Return's two lines: 1/144 + 1/288 for a player tipping at random
    expect(rows[1].metrics).toMatchObject({
      randomWin: { budget: 5, log10: -1.9823, exhaustive: true, bound: 'exact' },
    });
  });

  it('solve prints the random player\'s chance in the table as "1 in N" (none with --no-metrics)', async () => {
    const r = await run('pigment', 'solve', level('return'), level('first-face'));
    expect(r.stdout).toMatch(/random win/);
    expect(r.stdout).toMatch(/return\.json .* 1 in 96 /);
    expect(r.stdout).toMatch(/first-face\.json .* 1 in 2 /);
    expect((await run('pigment', 'solve', level('return'), '--no-metrics')).stdout).not.toMatch(/1 in 96/);
  });

  it('solve --json --no-metrics leaves the difficulty metrics out and nothing else', async () => {
    const [withMetrics] = jsonLines((await run('pigment', 'solve', level('white'), '--json')).stdout);
    const r = await run('pigment', 'solve', level('white'), '--json', '--no-metrics');
    expect(r.code).toBe(0);
    const [row] = jsonLines(r.stdout);
    expect(row).not.toHaveProperty('metrics');
    const { metrics, ms, solveMs, metricsMs, ...rest } = withMetrics;
    expect(metrics).toBeDefined();
    expect({ ...row, ms, solveMs, metricsMs }).toEqual({ ...rest, ms, solveMs, metricsMs });
    expect(row.metricsMs).toBe(0);
  });

  it('solve --json times the solve and the metrics apart (solveMs, metricsMs), and an unsolvable level costs no metrics search', async () => {
    const [row] = jsonLines((await run('pigment', 'solve', level('white'), '--json')).stdout);
    const keys = Object.keys(row);
    expect(keys.slice(keys.indexOf('ms'), keys.indexOf('ms') + 3)).toEqual(['ms', 'solveMs', 'metricsMs']);
    expect(row.ms).toBeCloseTo((row.solveMs as number) + (row.metricsMs as number), 1);
    const white = join(tmp, 'white-mark.json');
    const text = JSON.parse(readFileSync(level('return'), 'utf8'));
    writeFileSync(white, JSON.stringify({ ...text, id: 'white-mark', marks: [{ at: [1, 0], color: 'white' }] }));
    const [none] = jsonLines((await run('pigment', 'solve', white, '--json')).stdout);
    expect(none).toMatchObject({ solvable: false, exhaustive: true, states: 0 });
    // proven unsolvable: no line fields, every state a dead end, no chance at all
    expect(none.metrics).toMatchObject({ shortest: null, line: null, liveStates: 0, deadEnds: 1 });
    expect(none.metrics).toMatchObject({ randomWin: { probability: 0, log10: null, exhaustive: true } });
  });

  it('solve exits 2 on a bad file, names it, and still prints the good ones', async () => {
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, readFileSync(level('return'), 'utf8').replace('"limit": 5', '"limit": 0'));
    const r = await run('pigment', 'solve', level('return'), bad, join(tmp, 'missing.json'), '--json');
    expect(r.code).toBe(2);
    const rows = jsonLines(r.stdout);
    expect(rows[0]).toMatchObject({ id: 'return', shortest: 5 });
    expect(rows[1]).toEqual({ file: bad, errors: [{ path: '/limit', message: 'must be at least 1' }] });
    expect(r.stderr).toContain(`${bad}: /limit: must be at least 1`);
    expect(r.stderr).toContain('missing.json: /: no such file');
  });

  it('solve lists at most 50 schema problems of a 255 KiB level of empty marks and counts the rest (issue #39)', async () => {
    const huge = join(tmp, 'huge.json');
    const marks = `[${Array(87_000).fill('{}').join(',')}]`;
    const text = JSON.stringify({ ...JSON.parse(readFileSync(level('return'), 'utf8')), marks: '__M__' });
    writeFileSync(huge, text.replace('"__M__"', marks));
    expect(readFileSync(huge, 'utf8').length).toBeGreaterThan(250 * 1024);
    const r = await run('pigment', 'solve', huge, '--json');
    expect(r.code).toBe(2);
    const [row] = jsonLines(r.stdout);
    expect(row.errors).toHaveLength(50);
    expect(row.moreErrors).toBe(2 * 87_000 + 1 - 50);
    const lines = r.stderr.trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(52);
    expect(r.stderr).toContain(`… and ${2 * 87_000 + 1 - 50} more problems not listed`);
  });

  it('solve honours --max-states (aborted: true, exit 3) and --max-moves, and prints a table without --json', async () => {
    const stopped = await run('pigment', 'solve', level('white'), level('return'), '--json', '--max-states', '20');
    expect(stopped.code).toBe(3);
    const [aborted, answered] = jsonLines(stopped.stdout);
    expect(aborted).toMatchObject({ solvable: false, aborted: true, exhaustive: false, states: 20 });
    expect(aborted.reason).toMatch(/budget of 20 states/);
    expect(answered).toMatchObject({ id: 'return', solvable: true, aborted: false });
    expect(stopped.stderr).toContain('aborted: true');
    expect((await run('pigment', 'solve', level('white'), '--max-states', '20')).stdout).toMatch(
      /white\.json\s+aborted/,
    );
    const cut = jsonLines((await run('pigment', 'solve', level('return'), '--json', '--max-moves', '4')).stdout)[0];
    expect(cut).toMatchObject({ solvable: false, aborted: false, exhaustive: false });
    const text = await run('pigment', 'solve', level('return'), '--lines', '5');
    expect(text.stdout).toMatch(/return\.json\s+solved\s+5\s+2\s+5\s+ok .*ESENW ESWNE/);
    expect((await run('pigment', 'solve', level('return'), '--max-states', 'x')).code).toBe(2);
  });

  it('solve says why a level is unsolvable and still exits 0 (an answer)', async () => {
    const dir = mkdtempSync(join(tmp, 'walled-'));
    const walled = JSON.parse(readFileSync(level('return'), 'utf8'));
    const file = join(dir, 'walled.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...walled,
        id: 'walled',
        holes: [
          [0, 0],
          [2, 0],
          [1, 1],
        ],
        start: [3, 3],
      }),
    );
    const r = await run('pigment', 'solve', file, '--json');
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({
      solvable: false,
      exhaustive: true,
      reason: 'the mark at 1,0 cannot be reached',
    });
  });

  it('verify passes the authored levels (exit 0)', async () => {
    const r = await run('pigment', 'verify', LEVELS);
    expect(r.code).toBe(0);
    expect(r.stdout.match(/pass$/gm)).toHaveLength(5);
    const rows = jsonLines((await run('pigment', 'verify', LEVELS, '--json')).stdout);
    expect(rows.map((x) => [x.id, x.passed, x.limitVerdict])).toContainEqual(['what-you-leave', true, 'ok']);
  });

  it('verify exits 1 with a table of what failed', async () => {
    const dir = mkdtempSync(join(tmp, 'levels-'));
    const slack = JSON.parse(readFileSync(level('return'), 'utf8'));
    writeFileSync(join(dir, 'return.json'), JSON.stringify({ ...slack, limit: 6 }));
    const wrong = JSON.parse(readFileSync(level('what-you-leave'), 'utf8'));
    writeFileSync(
      join(dir, 'what-you-leave.json'),
      JSON.stringify({ ...wrong, replays: [{ moves: 'ESENW', expect: 'won' }] }),
    );
    writeFileSync(join(dir, 'broken.json'), '{"id": ');
    writeFileSync(join(dir, 'renamed.json'), readFileSync(level('white'), 'utf8'));
    const r = await run('pigment', 'verify', dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/broken\.json\s+invalid.*FAIL/);
    expect(r.stdout).toMatch(/return\.json\s+ok\s+5\s+6\s+slack.*FAIL/);
    expect(r.stdout).toContain('limit 6 is more than the shortest line 5 (slack)');
    expect(r.stdout).toContain('replay ESENW expected won but ended lost');
    expect(r.stdout).toContain('renamed.json: id "white" does not match the file name renamed.json');
    const json = jsonLines((await run('pigment', 'verify', dir, '--json')).stdout);
    expect(json.filter((x) => !x.passed)).toHaveLength(4);
    expect((await run('pigment', 'verify', join(tmp, 'nowhere'))).code).toBe(2);
  });

  it('play prints the board and says when the level stopped being winnable', async () => {
    const r = await run('pigment', 'play', level('what-you-leave'), 'esenw');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('phase lost, spent 5/5');
    expect(r.stdout).toContain('no longer winnable after tip 3');
    const json = jsonLines((await run('pigment', 'play', level('return'), 'ESWNE', '--json')).stdout)[0];
    expect(json).toMatchObject({ phase: 'won', spent: 5, pos: [1, 0], firstUnwinnableTip: null });
    expect((await run('pigment', 'play', level('return'), 'EXW')).code).toBe(2);
  });

  it('has --help on every command', async () => {
    for (const cmd of [['pigment'], ['pigment', 'solve'], ['pigment', 'verify'], ['pigment', 'play']]) {
      const r = await run(...cmd, '--help');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Usage: levelbench pigment');
    }
  });
});
