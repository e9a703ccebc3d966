import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const bundle = join(root, 'dist/node/levelbench.cjs');

beforeAll(() => {
  execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root });
}, 120_000);

describe('the bundled CLI behind a pipe that closes early (levelbench … | head -1)', () => {
  it('stops quietly with exit 0 instead of an EPIPE stack', async () => {
    const levels = Array.from({ length: 100 }, (_, i) => String(i + 1));
    const child = spawn(process.execPath, [bundle, 'watersort', 'level', ...levels], { cwd: root });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const first = await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(String(d))));
    child.stdout.destroy(); // the reader goes away, as `head` does
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(first).toMatch(/^level 1 /);
    expect(stderr).not.toMatch(/EPIPE|at .*\(/);
    expect(code).toBe(0);
  }, 60_000);
});

describe('the bundled CLI version', () => {
  it("prints package.json's version (written in at build time), or LEVELBENCH_VERSION", () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const env = { ...process.env };
    delete env['LEVELBENCH_VERSION'];
    expect(execFileSync(process.execPath, [bundle, '--version'], { cwd: root, env }).toString().trim()).toBe(version);
    const told = { ...env, LEVELBENCH_VERSION: '9.9.9-test' };
    expect(execFileSync(process.execPath, [bundle, '--version'], { cwd: root, env: told }).toString().trim()).toBe(
      '9.9.9-test',
    );
  });
});
