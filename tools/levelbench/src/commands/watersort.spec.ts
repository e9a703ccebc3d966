import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  defaultCurve,
  difficultyProfile,
  isWon,
  parseCurve,
  replay,
  type Board,
  type Move,
} from '@levelbench/watersort';
import { jsonLines, runCli } from '../run-cli.testing';

const dir = mkdtempSync(join(tmpdir(), 'levelbench-ws-'));
function file(name: string, value: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
  return p;
}

const run = (...args: string[]) => runCli('watersort', ...args);
const lines = jsonLines;

const board: Board = { capacity: 4, tubes: [['teal', 'x1', 'teal', 'x1'], ['x1', 'teal', 'x1', 'teal'], [], []] };

describe('levelbench watersort', () => {
  it('the shipped curve.json is valid and equals the built-in default', () => {
    const path = join(__dirname, '../../../../levels/watersort/curve.json');
    expect(parseCurve(readFileSync(path, 'utf8'), path)).toEqual({ ok: true, value: defaultCurve });
  });

  it('level --json: one line per level with a board and a winning solution', async () => {
    const r = await run('level', '1', '33', '--json');
    expect(r.code).toBe(0);
    const [a, b] = lines(r.stdout);
    expect(a).toMatchObject({ level: 1, colors: 3, t: 0, mixedness: 4 });
    expect(b).toMatchObject({ level: 33, colors: 6, t: 0 });
    expect(a.difficulty).toEqual(difficultyProfile(a.board));
    expect(a.difficulty).toMatchObject({ exhaustive: true, optimalPours: 5, randomWin: { budget: 10 } });
    for (const l of [a, b]) {
      expect(l.board.capacity).toBe(4);
      expect(l.board.tubes.filter((t: string[]) => t.length === 0)).toHaveLength(2);
      expect(isWon(replay(l.board, l.solution as Move[]) as Board)).toBe(true);
    }
  });

  it('level says what each level was asked for: a mixedness target, or a band on the rankBy axis', async () => {
    const tiers = [{ colors: 3, levels: 3 }];
    const mixed = file('mixed.json', { levels: 3, candidates: 4, tiers });
    const [plain] = lines((await run('level', '3', '--json', '--curve', mixed)).stdout);
    expect(plain).toMatchObject({ axis: null, target: plain.mixedness });
    expect((await run('level', '3', '--curve', mixed)).stdout).toContain(
      `mixedness ${plain.mixedness} (target ${plain.target})`,
    );
    const ranked = file('ranked.json', { levels: 3, candidates: 4, rankBy: 'randomWin', tiers });
    const [axis] = lines((await run('level', '3', '--json', '--curve', ranked)).stdout);
    expect(axis.target).toBeNull();
    expect(axis.axis).toMatchObject({ axis: 'randomWin', value: axis.difficulty.randomWin.probability });
    expect(axis.axis.value).toBeGreaterThanOrEqual(axis.axis.min);
    expect(axis.axis.value).toBeLessThanOrEqual(axis.axis.max);
    expect((await run('level', '3', '--curve', ranked)).stdout).toMatch(
      / · randomWin [\d.e-]+, its tier asks [\d.e-]+–[\d.e-]+ · /,
    );
  });

  it('level prints text without --json and exits 2 for levels outside the curve', async () => {
    const r = await run('level', '2');
    expect(r.stdout).toMatch(/^level 2 · 3 colours/);
    expect(r.stdout).toContain('4: (empty)');
    expect(r.stdout).toMatch(/difficulty: random win \d+\.?\d* % in \d+ pours · dead ends/);
    expect((await run('level', '101', '--json')).code).toBe(2);
    const small = file('curve.json', { levels: 2, candidates: 3, tiers: [{ colors: 4, levels: 2 }] });
    expect(lines((await run('level', '2', '--json', '--curve', small)).stdout)[0]).toMatchObject({ colors: 4, t: 1 });
    const bad = await run(
      'level',
      '1',
      '--curve',
      file('bad-curve.json', { levels: 5, candidates: 0, tiers: [{ colors: 12, levels: 2 }] }),
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('/candidates: must be at least 1');
    expect(bad.stderr).toContain('/levels: declares 5 levels but the tiers add up to 2');
  });

  it('daily --json carries the date; a bad date exits 2', async () => {
    const r = await run('daily', '2026-01-01', '--json');
    expect(r.code).toBe(0);
    const daily = lines(r.stdout)[0];
    expect(daily).toMatchObject({ date: '2026-01-01', colors: 6, t: 0.5, mixedness: 16 });
    expect(daily.difficulty).toEqual(difficultyProfile(daily.board));
    const bad = await run('daily', '2026-02-30');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('not a calendar date');
  });

  it('solve: fast and optimal on free colour names; invalid boards exit 2', async () => {
    const good = file('good.json', board);
    const stuck = file('stuck.json', {
      capacity: 2,
      tubes: [
        ['a', 'b'],
        ['b', 'a'],
      ],
    });
    const r = await run('solve', good, stuck, '--json');
    expect(r.code).toBe(0);
    const [a, b] = lines(r.stdout);
    expect(a).toMatchObject({ status: 'solved' });
    expect(isWon(replay(board, a.moves) as Board)).toBe(true);
    expect(typeof a.nodes).toBe('number');
    expect(typeof a.ms).toBe('number');
    expect(b).toMatchObject({ status: 'exhaustive-unsolvable', moves: [] });
    const opt = lines((await run('solve', good, '--json', '--optimal')).stdout)[0];
    expect(opt.moves.length).toBeLessThanOrEqual(a.moves.length);
    expect((await run('solve', good, '--json', '--max-nodes', '1')).stdout).toContain('"aborted"');
    expect(a.difficulty).toBeUndefined();
    const [da, db] = lines((await run('solve', good, stuck, '--json', '--difficulty')).stdout);
    expect(da.difficulty).toEqual(difficultyProfile(board));
    expect(db.difficulty).toMatchObject({ optimalPours: null, deadStates: 1, randomWin: { probability: 0 } });
    const text = await run('solve', good, '--difficulty');
    expect(text.stdout).toContain('\n  difficulty: random win ');
    const over = await run('solve', file('over.json', { capacity: 2, tubes: [['a', 'a', 'b'], ['b']] }), '--json');
    expect(over.code).toBe(2);
    expect(over.stdout).toBe('');
    expect(over.stderr).toContain('/tubes/0: holds 3 units, more than the capacity 2');
    const count = await run('solve', file('count.json', { capacity: 4, tubes: [['a', 'a', 'a'], []] }));
    expect(count.code).toBe(2);
    expect(count.stderr).toContain('colour "a" has 3 units, expected exactly 4');
    expect((await run('solve', join(dir, 'missing.json'))).code).toBe(2);
    expect((await run('solve', file('syntax.json', '{"capacity": 4,'))).code).toBe(2);
  });

  it('hint: a pour when solvable, stuck only with proof', async () => {
    const h = lines((await run('hint', file('h.json', board), '--json')).stdout)[0];
    expect(h.status).toBe('solved');
    expect(h.pour).toHaveLength(2);
    const s = lines(
      (
        await run(
          'hint',
          file('s.json', {
            capacity: 2,
            tubes: [
              ['a', 'b'],
              ['b', 'a'],
            ],
          }),
          '--json',
        )
      ).stdout,
    )[0];
    expect(s).toMatchObject({ status: 'exhaustive-unsolvable' });
    expect(s.pour).toBeUndefined();
  });

  it('verify: exit 0 when all pass, 1 on a failure, 2 on bad arguments', async () => {
    const curve = file('verify-curve.json', {
      levels: 2,
      candidates: 4,
      tiers: [
        { colors: 3, levels: 1 },
        { colors: 5, levels: 1 },
      ],
    });
    const ok = await run('verify', '--json', '--curve', curve, '--date', '2026-03-01');
    expect(ok.code).toBe(0);
    const out = lines(ok.stdout);
    expect(out).toHaveLength(2 + 30 + 1);
    expect(out[0]).toMatchObject({ id: 'watersort/level-1', passed: true });
    expect(out[0].metrics.optimalPours).toBeGreaterThanOrEqual(out[0].metrics.mixedness);
    expect(out[31]).toMatchObject({ id: 'watersort/daily-2026-03-01' });
    expect(out[32].summary).toMatchObject({ failed: 0, passed: true });
    const table = await run('verify', '--curve', curve, '--date', '2026-03-01');
    expect(table.stdout).toMatch(/32\/32 passed/);
    const failing = await run('verify', '--curve', curve, '--date', '2026-03-01', '--optimal-nodes', '1');
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('FAIL optimal solver did not finish');
    expect((await run('verify', '--date', '2026-3-1')).code).toBe(2);
  }, 60_000);

  it('--help works on every sub-command', async () => {
    for (const sub of ['level', 'daily', 'solve', 'hint', 'verify']) {
      const r = await run(sub, '--help');
      expect(r.code).toBe(0);
    }
  });
});
