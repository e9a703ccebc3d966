/**
 * Issue #22 item 9, run as real processes (the bundle) with a timeout, so a hang fails instead of
 * freezing the suite: FIFOs and non-regular files exit 2 with one line naming the path, suggest never
 * writes through a planted symlink, and verify / report merge refuse an --out inside the levels store.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = join(__dirname, '..', '..', '..');
const bundle = join(repo, 'dist/node/levelbench.cjs');
const SECRET = 'TOP-SECRET-outside-the-store\n';
let tmp: string;

/** Runs the CLI in `tmp` (so `levels/` is the temp store); 20 s is a hang, not a slow machine. */
function cli(...args: string[]): { code: number | null; stdout: string; stderr: string; ms: number } {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [bundle, ...args], { cwd: tmp, encoding: 'utf8', timeout: 20_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - t0 };
}

beforeAll(() => {
  execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: repo });
  tmp = mkdtempSync(join(tmpdir(), 'levelbench-guards-'));
  mkdirSync(join(tmp, 'levels', 'pigment'), { recursive: true });
  copyFileSync(join(repo, 'levels/pigment/return.json'), join(tmp, 'levels/pigment/return.json'));
  execFileSync('mkfifo', [join(tmp, 'fifo.json')]);
  writeFileSync(join(tmp, 'secret.txt'), SECRET);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('FIFOs and other non-regular files exit 2 at once, naming the path', () => {
  it.each([
    [['pigment', 'solve', 'fifo.json'], 'fifo.json'],
    [['pigment', 'solve', 'levels'], 'levels'],
    [['watersort', 'solve', 'fifo.json'], 'fifo.json is not a regular file'],
    [['watersort', 'hint', 'fifo.json'], 'fifo.json is not a regular file'],
    [['pigment', 'play', 'fifo.json'], 'fifo.json'],
  ])('levelbench %j', (args, named) => {
    const r = cli(...args);
    expect(r.code).toBe(2);
    expect(r.ms).toBeLessThan(15_000);
    expect(r.stderr).toContain(named);
    expect(r.stderr).toMatch(/not a regular file/);
  });

  describe('with a FIFO inside levels/pigment', () => {
    beforeAll(() => execFileSync('mkfifo', [join(tmp, 'levels/pigment/pipe.json')]));
    afterAll(() => rmSync(join(tmp, 'levels/pigment/pipe.json')));

    it.each([[['pigment', 'verify']], [['verify', '--only', 'pigment', '--workers', '1', '--out', 'out-fifo']]])(
      'levelbench %j',
      (args) => {
        const r = cli(...args);
        expect(r.code).toBe(2);
        expect(r.stderr.trim().split('\n')).toContainEqual(
          expect.stringContaining('levels/pigment/pipe.json is not a regular file'),
        );
        expect(existsSync(join(tmp, 'out-fifo', 'summary.json'))).toBe(false);
      },
    );
  });

  it('a symlinked levels/pigment is refused by pigment verify, not followed', () => {
    mkdirSync(join(tmp, 'elsewhere'));
    symlinkSync(join(tmp, 'elsewhere'), join(tmp, 'linked'));
    const r = cli('pigment', 'verify', 'linked');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('linked is a symlink');
  });
});

describe('writes', () => {
  const suggest = ['pigment', 'suggest', '--size', '3x3', '--marks', '1', '--length', '2', '--json'];

  it('pigment suggest --out never writes through a planted symlink, and writes nothing when one target is bad', () => {
    const first = cli(...suggest, '--count', '2', '--out', 'scratch');
    expect(first.code).toBe(0);
    const names = first.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { file: string }).file.split('/').pop() as string);
    expect(names).toHaveLength(2);
    mkdirSync(join(tmp, 'planted'));
    symlinkSync(join(tmp, 'secret.txt'), join(tmp, 'planted', names[1]));
    const r = cli(...suggest, '--count', '2', '--out', 'planted');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`planted/${names[1]} is a symlink`);
    expect(readFileSync(join(tmp, 'secret.txt'), 'utf8')).toBe(SECRET);
    // every target is checked before the first write
    expect(existsSync(join(tmp, 'planted', names[0]))).toBe(false);
  });

  it('verify --out and report merge --out inside the levels store exit 2 and write nothing there', () => {
    const v = cli('verify', '--only', 'pigment', '--workers', '1', '--out', 'levels/pigment/report');
    expect(v.code).toBe(2);
    expect(v.stderr).toMatch(/--out levels\/pigment\/report is inside the levels folder levels/);
    expect(existsSync(join(tmp, 'levels/pigment/report'))).toBe(false);
    const m = cli('report', 'merge', 'scratch', '--out', 'levels/pigment/merged');
    expect(m.code).toBe(2);
    expect(m.stderr).toMatch(/inside the levels folder/);
    expect(existsSync(join(tmp, 'levels/pigment/merged'))).toBe(false);
  });
});
