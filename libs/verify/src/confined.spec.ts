/**
 * Issue #22 items 2, 3, 8 and 9 for verify: inputs come through the confined store (a symlink, FIFO,
 * folder or huge file is an input error naming the file relative to the store, at once), reports never
 * hold an absolute path or an outside file's bytes, and report files are never written through a symlink.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastValueFrom, toArray } from 'rxjs';
import { createPool, type LevelbenchPool } from '@levelbench/pool';
import type { VerifyTaskMap } from './handlers';
import { VerifyInputError, readInputs } from './inputs';
import { readSummary } from './merge';
import { resolveOptions } from './options';
import { runVerify } from './run';
import { publishReport, refuseOutInsideLevels, writeReportFile } from './write';

const repo = join(__dirname, '..', '..', '..');
const SECRET = 'TOP-SECRET-bytes-outside-the-store';
let tmp: string;
let levels: string;
let secret: string;

const level = (id: string, extra: object = {}): string =>
  JSON.stringify({
    id,
    name: id,
    width: 2,
    height: 1,
    start: [0, 0],
    marks: [{ at: [1, 0], color: 'yellow' }],
    limit: 1,
    ...extra,
  });

beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'verify-confined-'));
  levels = join(tmp, 'levels');
  secret = join(tmp, 'secret.json');
  writeFileSync(secret, JSON.stringify({ id: SECRET }));
  mkdirSync(join(levels, 'pigment'), { recursive: true });
  writeFileSync(join(levels, 'pigment', 'good.json'), level('good'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const read =
  (only: 'pigment' | 'watersort' = 'pigment') =>
  (): Promise<unknown> =>
    readInputs(resolveOptions({ levelsDir: levels, only: [only] }));

async function expectInputError(fn: () => Promise<unknown>, message: string): Promise<void> {
  const t0 = Date.now();
  let err: unknown;
  try {
    await fn();
  } catch (e) {
    err = e;
  }
  expect(Date.now() - t0).toBeLessThan(2000);
  expect(err).toBeInstanceOf(VerifyInputError);
  expect((err as Error).message).toContain(message);
  expect((err as Error).message).not.toContain(tmp);
  expect((err as Error).message).not.toContain(SECRET);
}

describe('verify inputs through the confined store', () => {
  it.each([
    ['a symlink to a file outside', (p: string) => symlinkSync(secret, p), 'levels/pigment/x.json is a symlink'],
    ['a symlink loop', (p: string) => symlinkSync(p, p), 'levels/pigment/x.json is a symlink'],
    ['a folder named x.json', (p: string) => mkdirSync(p), 'levels/pigment/x.json is not a regular file'],
    ['a FIFO', (p: string) => execFileSync('mkfifo', [p]), 'levels/pigment/x.json is not a regular file'],
    [
      'a sparse 200 MB file',
      (p: string) => (writeFileSync(p, ''), truncateSync(p, 200 * 1024 * 1024)),
      'levels/pigment/x.json is too large',
    ],
  ])('%s among the levels is an input error naming it, at once', async (_what, plant, message) => {
    plant(join(levels, 'pigment', 'x.json'));
    await expectInputError(read(), message);
  });

  it('a symlinked game folder is refused, not followed', async () => {
    mkdirSync(join(tmp, 'elsewhere'));
    writeFileSync(join(tmp, 'elsewhere', 'curve.json'), SECRET);
    symlinkSync(join(tmp, 'elsewhere'), join(levels, 'watersort'));
    await expectInputError(read('watersort'), 'levels/watersort is a symlink');
    rmSync(join(levels, 'pigment'), { recursive: true });
    symlinkSync(join(tmp, 'elsewhere'), join(levels, 'pigment'));
    await expectInputError(read(), 'levels/pigment is a symlink');
  });

  it('a FIFO planted as pack.json fails at once instead of hanging', async () => {
    execFileSync('mkfifo', [join(levels, 'pigment', 'pack.json')]);
    await expectInputError(read(), 'levels/pigment/pack.json is not a regular file');
  });

  it('names level files relative to the store, never by their absolute path', async () => {
    const inputs = await readInputs(resolveOptions({ levelsDir: levels, only: ['pigment'] }));
    expect(inputs.pigment.map((f) => f.file)).toEqual(['levels/pigment/good.json']);
  });
});

describe('report files', () => {
  it('are never written through a symlink planted in the report folder', async () => {
    const out = join(tmp, 'out');
    mkdirSync(out);
    symlinkSync(secret, join(out, 'report.md'));
    await expect(writeReportFile(out, 'report.md', 'pwned')).rejects.toThrow(/report\.md is a symlink/);
    expect(readFileSync(secret, 'utf8')).toContain(SECRET);
  });

  it('a FIFO as summary.json fails report merge at once', async () => {
    mkdirSync(join(tmp, 'shard'));
    execFileSync('mkfifo', [join(tmp, 'shard', 'summary.json')]);
    const t0 = Date.now();
    await expect(readSummary(join(tmp, 'shard'))).rejects.toThrow(/summary\.json is not a regular file/);
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('an output folder inside the levels store is refused', () => {
    expect(() => refuseOutInsideLevels(join(levels, 'pigment'), levels)).toThrow(
      /--out .* is inside the levels folder levels/,
    );
    expect(() => refuseOutInsideLevels(levels, levels)).toThrow(VerifyInputError);
    symlinkSync(join(levels, 'pigment'), join(tmp, 'sneaky'));
    expect(() => refuseOutInsideLevels(join(tmp, 'sneaky', 'new'), levels)).toThrow(VerifyInputError);
    expect(() => refuseOutInsideLevels(join(tmp, 'reports'), levels)).not.toThrow();
  });
});

describe('a verify run over an absolute levels folder (the server passes one)', () => {
  let pool: LevelbenchPool<VerifyTaskMap>;
  beforeAll(() => {
    execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: repo });
    pool = createPool<VerifyTaskMap>({ workers: 1 });
  }, 120_000);
  afterAll(() => pool.destroy());

  it('writes reports whose schema errors name levels/pigment/…, with no absolute path anywhere', async () => {
    writeFileSync(join(levels, 'pigment', 'bad.json'), level('bad', { limit: 0 }));
    const outDir = join(tmp, 'report');
    const events = await lastValueFrom(
      runVerify({ levelsDir: levels, only: ['pigment'], outDir }, { pool }).pipe(toArray()),
    );
    const done = events[events.length - 1];
    if (done.type !== 'done') throw new Error('no done event');
    await publishReport(done.summary, { outDir, reportsDir: tmp });
    for (const f of ['summary.json', 'report.md', 'report.html']) {
      const text = readFileSync(join(outDir, f), 'utf8');
      expect(text).not.toContain(tmp);
      expect(text).toContain('levels/pigment/bad.json');
    }
  }, 120_000);

  it('refuses an --out inside the store before any work, writing nothing there', async () => {
    const outDir = join(levels, 'pigment', 'report');
    await expect(lastValueFrom(runVerify({ levelsDir: levels, only: ['pigment'], outDir }, { pool }))).rejects.toThrow(
      VerifyInputError,
    );
    expect(() => readFileSync(join(outDir, 'summary.json'))).toThrow(/ENOENT/);
  }, 60_000);
});
