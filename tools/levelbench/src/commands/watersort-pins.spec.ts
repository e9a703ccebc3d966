/** Pinned Water Sort boards through the CLI: `watersort level` serves them, `verify` checks them. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Board, generateLevel, isWon, replay, type Move } from '@levelbench/watersort';
import { jsonLines, runCli } from '../run-cli.testing';
import { HAND_BOARD, UNSOLVABLE_BOARD } from '@levelbench/watersort/testing';

const root = join(__dirname, '..', '..', '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'levelbench-pins-'));

const hand = HAND_BOARD;
const unsolvable = UNSOLVABLE_BOARD;
const base = {
  levels: 4,
  candidates: 12,
  tiers: [
    { colors: 3, levels: 2 },
    { colors: 4, levels: 2 },
  ],
};

/** A levels folder whose watersort/curve.json is `curve`; returns the folder. */
function levels(name: string, curve: unknown): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'watersort'), { recursive: true });
  writeFileSync(join(dir, 'watersort', 'curve.json'), JSON.stringify(curve));
  return dir;
}
const curveFile = (dir: string) => join(dir, 'watersort', 'curve.json');

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('pinned boards in the CLI', () => {
  const pinned = levels('pinned', { ...base, pinned: [{ level: 2, board: hand, note: 'tutorial' }] });

  it('watersort level --json serves the pinned board with pinned: true and the note; other levels are unchanged', async () => {
    const r = await runCli('watersort', 'level', '1', '2', '3', '--json', '--curve', curveFile(pinned));
    expect(r.code).toBe(0);
    const [one, two, three] = jsonLines(r.stdout);
    expect(two).toMatchObject({ level: 2, pinned: true, note: 'tutorial', board: hand, colors: 3, mixedness: 9 });
    expect(isWon(replay(hand, two.solution as Move[]) as Board)).toBe(true);
    expect(one).toMatchObject({ level: 1, pinned: false, board: generateLevel(base, 1).board });
    expect(one).not.toHaveProperty('note');
    expect(three.board).toEqual(generateLevel(base, 3).board);
    const text = await runCli('watersort', 'level', '2', '--curve', curveFile(pinned));
    expect(text.stdout).toMatch(/^level 2 · pinned: tutorial · 3 colours/);
  });

  it('watersort verify passes a pin off its tier promise and warns on stderr naming level and file', async () => {
    const dir = levels('ws-verify', {
      levels: 2,
      candidates: 4,
      tiers: [{ colors: 4, levels: 2 }],
      pinned: [{ level: 2, board: hand }],
    });
    const r = await runCli('watersort', 'verify', '--curve', curveFile(dir), '--date', '2026-01-30', '--json');
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      `watersort verify: warning watersort/level-2: pinned level 2 (${curveFile(dir)}): has 3 colours, its tier has 4`,
    );
    const rows = jsonLines(r.stdout);
    expect(rows[1]).toMatchObject({ id: 'watersort/level-2', passed: true });
    expect(rows[0].warnings).toEqual([]);
  }, 120_000);

  it('a bad pin exits 2 naming the file, the field and the level', async () => {
    const twice = levels('twice', {
      ...base,
      pinned: [
        { level: 2, board: hand },
        { level: 2, board: hand },
      ],
    });
    const r = await runCli('watersort', 'level', '1', '--curve', curveFile(twice));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('/pinned/1/level: level 2 is pinned twice (also at /pinned/0)');
    const short = { ...hand, tubes: [['red', 'orange', 'yellow'], ...hand.tubes.slice(1)] };
    const bad = levels('bad', { ...base, pinned: [{ level: 3, board: short }] });
    const v = await runCli('verify', '--only', 'watersort', '--levels', bad, '--out', join(tmp, 'out-bad'));
    expect(v.code).toBe(2);
    expect(v.stderr).toMatch(/bad\/watersort\/curve.json is not valid/);
    expect(v.stderr).toContain('/pinned/0/board/tubes: pinned level 3: colour "red" has 3 units, expected exactly 4');
  }, 60_000);

  it('verify fails an unsolvable pinned board naming level and file, and warns on a pin off its tier promise', async () => {
    execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root }); // the workers run the bundle
    const dir = levels('verify', {
      ...base,
      pinned: [
        { level: 2, board: unsolvable },
        { level: 4, board: hand, note: 'a 3-colour board in the 4-colour tier' },
      ],
    });
    const out = join(tmp, 'out-verify');
    const r = await runCli('verify', '--only', 'watersort', '--levels', dir, '--out', out, '--workers', '2', '--json');
    expect(r.code).toBe(1);
    const file = 'verify/watersort/curve.json'; // summary.json names the folder, never its absolute path
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    const ws = summary.checks.watersort;
    expect(ws.failures).toEqual([
      {
        id: 'watersort/level-2',
        messages: [
          `pinned level 2 (${file}): not proven solvable: no solver found a solution`,
          expect.stringMatching(/unsolvable: every one of its \d+ reachable positions is a dead end$/),
        ],
      },
    ]);
    const warned = ws.warnings.map((w: { id: string }) => w.id);
    expect(warned).toContain('watersort/level-4');
    expect(ws.warnings.find((w: { id: string }) => w.id === 'watersort/level-4').messages).toContain(
      `pinned level 4 (${file}): has 3 colours, its tier has 4`,
    );
    expect(r.stderr).toContain(`verify: warning watersort/level-4: pinned level 4 (${file})`);
    expect(jsonLines(r.stdout)[0].checks.watersort).toMatchObject({ passed: false, failed: 1, warned: warned.length });
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('## Warnings');
  }, 240_000);
});
