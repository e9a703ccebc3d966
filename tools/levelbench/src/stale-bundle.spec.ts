/**
 * A stale bundle must not poison `verify --cache` for the rebuilt one (#39): a check is changed in the sources
 * after a build; the old bundle fills the cache; the rebuilt one must rerun the changed check (and only it).
 * Runs real builds of a copy of the workspace's sources in a temp folder, as real processes.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCurve, writePigmentLevels } from './commands/verify-levels.testing';

const root = join(__dirname, '..', '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'levelbench-stale-'));
const ws = join(tmp, 'ws');
const levels = join(tmp, 'levels');
const cache = join(tmp, 'cache');

const CHECK = 'libs/verify/src/checks/pigment.ts';
const VERDICT = 'passed: v.passed, failures: [...v.failures], ...located, metrics };';
const NEW_RULE = "passed: false, failures: ['a rule added after the build'], ...located, metrics };";
const TASK = 'libs/tasks/src/games/pigment.ts';
const ANALYSIS = 'return analysePigment(p.level, p.options);';
const NEW_ANALYSIS =
  "return { ...analysePigment(p.level, p.options), failures: ['an analysis rule added after the build'] };";

/** Replaces `from` (which must be there) by `to` in the copy's `file`. */
function edit(file: string, from: string, to: string): void {
  const text = readFileSync(join(ws, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(ws, file), text.replace(from, to));
}

/** The first line of a bundle: its build id. */
const banner = (file: string): string => readFileSync(file, 'utf8').split('\n', 1)[0];

/** `verify` of the pigment and watersort checks with `--cache`, run by `cli` (a script or a bundle) in the copy. */
function verify(cli: string[], out: string): { code: number | null; stderr: string } {
  const args = ['verify', '--only', 'pigment,watersort', '--levels', levels, '--out', join(tmp, out)];
  const r = spawnSync(process.execPath, [...cli, ...args, '--cache', cache, '--workers', '1'], {
    cwd: ws,
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { code: r.status, stderr: r.stderr };
}

beforeAll(() => {
  for (const dir of ['libs', 'tools/levelbench', 'tools/scripts', 'apps/server/src', 'levels/pigment'])
    cpSync(join(root, dir), join(ws, dir), { recursive: true, filter: (f) => !/\.(spec|bench)\.ts$/.test(f) });
  for (const f of ['package.json', 'tsconfig.base.json']) cpSync(join(root, f), join(ws, f));
  symlinkSync(realpathSync(join(root, 'node_modules')), join(ws, 'node_modules'));
  writePigmentLevels(levels, false);
  writeCurve(levels);
  execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: ws });
  // the old build, kept aside as a copy: it runs as a stale bundle beside the edited sources
  cpSync(join(ws, 'dist/node'), join(ws, 'dist/old'), { recursive: true });
}, 180_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a check changed in the sources after a build', () => {
  beforeAll(() => {
    edit(CHECK, VERDICT, NEW_RULE);
    edit(TASK, ANALYSIS, NEW_ANALYSIS);
  });

  it('is rebuilt before it verifies, and the rebuilt bundle reruns that check instead of reusing the old verdicts', () => {
    // the stale bundle still runs the old check: it passes, and fills the cache
    const old = verify([join(ws, 'dist/old/levelbench.cjs')], 'old');
    expect(old.stderr).toContain('verify: 0 of 39 items reused');
    expect(old.code).toBe(0);

    // `npx levelbench` sees the sources differ from the build id in the bundles and rebuilds first
    const before = banner(join(ws, 'dist/node/levelbench.cjs'));
    const rebuilt = verify([join(ws, 'tools/scripts/levelbench.mjs')], 'new');
    expect(banner(join(ws, 'dist/node/levelbench.cjs'))).not.toBe(before);
    // the pigment check's code changed: its 5 items run again and fail; the 34 Water Sort items are reused
    expect(rebuilt.stderr).toContain('verify: 34 of 39 items reused');
    expect(readFileSync(join(tmp, 'new', 'report.md'), 'utf8')).toContain('a rule added after the build');
    expect(rebuilt.code).toBe(1);
  }, 400_000);

  it("the server's analyses on disk from the stale bundle are not answered by the rebuilt one", async () => {
    const level = readFileSync(join(levels, 'pigment', 'return.json'), 'utf8');
    const solve = async (bundle: string): Promise<{ cache: string | null; passed: unknown; failures: unknown }> => {
      const { child, url } = await startServer(join(ws, bundle));
      try {
        const r = await fetch(`${url}/api/pigment/solve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ level: JSON.parse(level) }),
        });
        const body = (await r.json()) as { passed?: unknown; failures?: unknown };
        return { cache: r.headers.get('x-levelbench-cache'), passed: body.passed, failures: body.failures };
      } finally {
        await stopServer(child);
      }
    };
    expect(await solve('dist/old/server.cjs')).toEqual({ cache: 'miss', passed: true, failures: [] });
    expect(await solve('dist/old/server.cjs')).toMatchObject({ cache: 'hit', passed: true });
    execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: ws }); // a no-op once rebuilt
    const rebuilt = await solve('dist/node/server.cjs');
    expect(rebuilt).toMatchObject({ cache: 'miss', passed: false });
    expect(rebuilt.failures).toContain('an analysis rule added after the build');
  }, 400_000);
});

/** Starts a server bundle of the copy on the levels folder; resolves once it listens. */
function startServer(bundle: string): Promise<{ child: ChildProcess; url: string }> {
  const args = ['--port', '0', '--log-level', 'warn', '--levels', levels, '--reports', join(tmp, 'reports')];
  const child = spawn(process.execPath, [bundle, ...args, '--workers', '1'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((ok, fail) => {
    let err = '';
    child.stderr?.on('data', (c: Buffer) => {
      err += c.toString();
      const m = /listening on (http:\/\/\S+?)\/?\n/.exec(err);
      if (m) ok({ child, url: m[1] });
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${err}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
