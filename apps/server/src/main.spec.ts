/**
 * The server's team-mode options end to end: `--host 0.0.0.0` prints a sign-in link with a generated
 * token that the API then requires (the bundled server, spawned); a bad `--tokens-file` or `--token`
 * exits 2 naming what is wrong, before anything listens.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, repoRoot } from './main';

const root = repoRoot();

/** Runs `main` in-process and returns its exit code and what it wrote to stderr. */
async function runMain(args: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    err += String(chunk);
    return true;
  });
  try {
    return { code: await main(['node', 'levelbench-server', ...args]), err };
  } finally {
    spy.mockRestore();
  }
}

describe('levelbench-server team options', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(join(tmpdir(), 'levelbench-main-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('exits 2 naming the tokens file when it is missing, not JSON or has a bad entry', async () => {
    const bad = join(dir, 'bad.json');
    await fs.writeFile(bad, JSON.stringify({ tokens: [{ name: 'Ana', token: 'short' }] }));
    const broken = join(dir, 'broken.json');
    await fs.writeFile(broken, '{"tokens": [');
    const missing = join(dir, 'missing.json');
    for (const [file, why] of [
      [bad, /\/tokens\/0\/token: a token must be 16 to 256 characters/],
      [broken, /is not valid JSON/],
      [missing, /cannot be read \(ENOENT\)/],
    ] as const) {
      const r = await runMain(['--port', '0', '--tokens-file', file]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`levelbench-server: --tokens-file ${file}: `);
      expect(r.err).toMatch(why);
    }
    expect((await runMain(['--port', '0', '--token', 'short'])).code).toBe(2);
    for (const n of ['-1', 'many', '1.5', '100001']) {
      const r = await runMain(['--port', '0', '--keep-deleted', n]);
      expect(r.code).toBe(2);
      expect(r.err).toContain(
        `option '--keep-deleted <n>' argument '${n}' is invalid. must be an integer from 0 to 100000`,
      );
    }
    const good = join(dir, 'good.json');
    await fs.writeFile(good, JSON.stringify({ tokens: [{ name: 'Ana', token: 'ana-token-0123456789abcdef' }] }));
    const both = await runMain(['--token', 'ana-token-0123456789abcdef', '--tokens-file', good]);
    expect([both.code, both.err]).toEqual([
      2,
      'levelbench-server: --token and --tokens-file cannot be given together\n',
    ]);
  });

  it('listening on 0.0.0.0 prints a link with a generated token, and the API needs it', async () => {
    execFileSync(process.execPath, [join(root, 'tools/scripts/build-node.mjs')], { cwd: root, stdio: 'inherit' });
    await fs.cp(join(root, 'levels'), join(dir, 'levels'), { recursive: true });
    const child: ChildProcess = spawn(
      process.execPath,
      [
        join(root, 'dist/node/server.cjs'),
        '--host',
        '0.0.0.0',
        '--port',
        '0',
        '--workers',
        '1',
        '--log-level',
        'warn',
      ].concat(['--levels', join(dir, 'levels'), '--reports', join(dir, 'reports'), '--ui', join(dir, 'ui')]),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    try {
      const link = await new Promise<string>((resolve, reject) => {
        let err = '';
        child.stderr?.on('data', (c: Buffer) => {
          err += c.toString();
          const m = /levelbench-server: open (http:\/\/\S+)\n/.exec(err);
          if (m) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
      });
      const m = /^http:\/\/localhost:(\d+)\/\?token=([A-Za-z0-9_-]{32})$/.exec(link);
      expect(m).not.toBeNull();
      const [, port, token] = m as RegExpExecArray;
      const api = `http://127.0.0.1:${port}/api/levels/pigment`;
      expect((await fetch(api)).status).toBe(401);
      expect((await fetch(api, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      const signIn = await fetch(link, { redirect: 'manual' });
      expect([signIn.status, signIn.headers.get('location')]).toEqual([303, '/']);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    }
  }, 90_000);
});
