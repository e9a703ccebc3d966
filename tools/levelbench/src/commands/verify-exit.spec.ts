/** The exit-code table of `levelbench verify`, run as a real process (the bundle), plus the SIGINT guard. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from '../cli-io';
import { EXIT_INTERRUPTED, InterruptGuard } from './verify-exit';
import { buildWithLevels, writePigmentLevels } from './verify-levels.testing';

const root = join(__dirname, '..', '..', '..', '..');
const bundle = join(root, 'dist/node/levelbench.cjs');
const tmp = mkdtempSync(join(tmpdir(), 'levelbench-exit-'));

function levels(name: string, failing: boolean): string {
  const dir = join(tmp, name);
  writePigmentLevels(dir, failing);
  return dir;
}

function verify(...args: string[]): { code: number | null; stderr: string; ms: number } {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [bundle, 'verify', '--workers', '1', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stderr: r.stderr, ms: Date.now() - t0 };
}

let good: string;
let failing: string;
beforeAll(() => {
  ({ good, failing } = buildWithLevels(levels));
  writeFileSync(join(tmp, 'a-file'), 'not a folder\n');
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('verify exit codes', () => {
  const only = ['--only', 'pigment'];
  it.each<[string, number, () => string[], RegExp]>([
    ['every check passed', 0, () => [...only, '--levels', good, '--out', join(tmp, 'out-pass')], /^$/],
    ['a check failed', 1, () => [...only, '--levels', failing, '--out', join(tmp, 'out-fail')], /^$/],
    ['a bad argument', 2, () => ['--only', 'nope'], /only/],
    [
      '--out under a file',
      2,
      () => [...only, '--levels', good, '--out', join(tmp, 'a-file', 'sub')],
      /^levelbench: --out .*a-file\/sub: .*a-file is not a folder$/,
    ],
    [
      '--out /proc/x',
      2,
      () => [...only, '--levels', good, '--out', '/proc/x'],
      /^levelbench: --out \/proc\/x: cannot create/,
    ],
  ])('%s → exit %i', (_name, code, args, line) => {
    const r = verify(...args());
    expect(r.code).toBe(code);
    // failures are one line naming the path, never a stack
    const lines = r.stderr.split('\n').filter((l) => l.startsWith('levelbench:'));
    if (code === 2) expect(lines).toEqual([expect.stringMatching(line)]);
    else expect(lines).toEqual([]);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('SIGINT before the report: exit 130, no report, latest unchanged', async () => {
    const reports = join(tmp, 'reports-int');
    mkdirSync(join(reports, 'old'), { recursive: true });
    symlinkSync('old', join(reports, 'latest'), 'dir');
    const child = spawn(
      process.execPath,
      [bundle, 'verify', '--only', 'worlds', '--worlds', '200', '--workers', '1', '--reports', reports],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    const code = await new Promise<number | null>((resolve) => {
      child.stderr.on('data', (c: Buffer) => {
        stderr += c.toString();
        // interrupt once the checks are running
        if (/verify: \d+\/\d+/.test(stderr) && !child.killed) child.kill('SIGINT');
      });
      child.on('exit', (c) => resolve(c));
    });
    expect(code).toBe(EXIT_INTERRUPTED);
    expect(stderr).toMatch(/interrupted: stopping the checks/);
    expect(readlinkSync(join(reports, 'latest'))).toBe('old');
    expect(readdirSync(reports).sort()).toEqual(['latest', 'old']);
  }, 60_000);
});

describe('InterruptGuard', () => {
  it('aborts the checks on the first SIGINT and exits at once on a second', () => {
    const exits: number[] = [];
    const guard = new InterruptGuard((c) => exits.push(c));
    const log = jest.spyOn(io, 'write').mockImplementation(() => undefined);
    try {
      expect(guard.interrupted).toBe(false);
      guard.signal();
      expect(guard.interrupted).toBe(true);
      expect(guard.controller.signal.aborted).toBe(true);
      expect(exits).toEqual([]);
      guard.signal();
      expect(exits).toEqual([EXIT_INTERRUPTED]);
    } finally {
      log.mockRestore();
    }
  });
});
