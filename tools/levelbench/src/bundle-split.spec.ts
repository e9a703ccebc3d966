/**
 * The built CLI in parts (#23, CLI_DOMAINS in tools/scripts/cli-parts.mjs): a command reads and compiles only the
 * entry, the shared part and its own domain's bundle, the validators of the formats it reads, and neither Ajv
 * nor the built-ins that load on first use. Run as real processes against dist/node.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { CHECKS } from '@levelbench/verify';

const root = join(__dirname, '..', '..', '..');
const dist = join(root, 'dist/node');

interface Loaded {
  code: number;
  /** Files loaded from dist/node, relative to it, sorted. */
  files: string[];
  builtins: string[];
}

/** Runs `js` (a promise) in a fresh node in `cwd` and returns what it loaded; `js` sets `globalThis.code`. */
function probe(js: string, cwd = root): Loaded {
  // read before anything is written: process.stderr, once touched, would load the stream modules itself
  const script = `${js}.then(() => { const seen = JSON.stringify({
    code: globalThis.code,
    files: Object.keys(require.cache),
    builtins: process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13)),
  }); require('node:fs').writeSync(2, '\\n@@' + seen); });`;
  const r = spawnSync(process.execPath, ['-e', script], { cwd, encoding: 'utf8', timeout: 60_000 });
  const at = r.stderr.lastIndexOf('\n@@');
  if (at < 0) throw new Error(`probe failed (${r.status}): ${r.stderr}`);
  const got = JSON.parse(r.stderr.slice(at + 3)) as Loaded;
  const files = got.files.filter((f) => f.startsWith(dist)).map((f) => relative(dist, f));
  return { ...got, files: files.sort() };
}

/** The CLI run in-process through the entry's `main`, as tools/scripts/levelbench.mjs does. */
function cliIn(cwd: string, ...args: string[]): Loaded {
  const argv = JSON.stringify(['node', 'levelbench', ...args]);
  const entry = JSON.stringify(join(dist, 'levelbench.cjs'));
  return probe(`require(${entry}).main(${argv}).then((c) => (globalThis.code = c))`, cwd);
}
const cli = (...args: string[]) => cliIn(root, ...args);

beforeAll(() => {
  execFileSync(process.execPath, ['tools/scripts/build-node.mjs'], { cwd: root });
}, 120_000);

const ENTRY = ['levelbench-shared.cjs', 'levelbench.cjs', 'validators.cjs'];

describe('a command loads only its own part of the CLI', () => {
  it('one-board `pigment solve`: the pigment bundle and the level validator, no Ajv, child_process or crypto', () => {
    const r = cli('pigment', 'solve', 'levels/pigment/return.json', '--json');
    expect(r.code).toBe(0);
    expect(r.files).toEqual([...ENTRY, 'levelbench-pigment.cjs', 'validators/schemas-pigment-level.cjs'].sort());
    expect(r.builtins).not.toContain('child_process');
    expect(r.builtins).not.toContain('crypto');
    // results go to fd 1 directly (cli-io): no stdout stream, whose set-up behind a pipe costs ~10 ms
    expect(r.builtins).not.toContain('net');
    expect(r.builtins).not.toContain('tty');
  });

  it('`--version`: the entry and the shared part only', () => {
    const r = cli('--version');
    expect(r.code).toBe(0);
    expect(r.files).toEqual(ENTRY);
  });

  it('`faces` loads the worlds bundle, `report` the verify bundle', () => {
    expect(cli('faces', '--help').files).toEqual([...ENTRY, 'levelbench-worlds.cjs'].sort());
    expect(cli('report', '--help').files).toEqual([...ENTRY, 'levelbench-verify.cjs'].sort());
  });

  it('help and typos load every domain', () => {
    const domains = ['pigment', 'verify', 'watersort', 'worlds'].map((d) => `levelbench-${d}.cjs`);
    expect(cli('--help').files).toEqual([...ENTRY, ...domains].sort());
    const typo = cli('pigmnet');
    expect(typo.code).toBe(2);
    expect(typo.files).toEqual([...ENTRY, ...domains].sort());
  });
});

describe('the parts share one cli-io', () => {
  it("a domain's CliError exits 2 with one line, not 1 with a stack (`instanceof` across the parts)", () => {
    const r = spawnSync(
      process.execPath,
      [join(dist, 'levelbench.cjs'), 'pigment', 'play', 'levels/pigment/return.json', 'Q'],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('levelbench: moves must be letters N, S, E, W (got "Q")\n');
  });
});

describe('freshness covers every part', () => {
  it('every CLI part and validator file starts with the build id of the sources, and the build counts as fresh', () => {
    const id = readFileSync(join(dist, 'inputs.stat'), 'utf8').split('\n', 1)[0];
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    const parts = readdirSync(dist).filter((f) => /^(levelbench|validators|worker|server).*\.cjs$/.test(f));
    const validators = readdirSync(join(dist, 'validators')).map((f) => `validators/${f}`);
    expect(parts.length).toBeGreaterThanOrEqual(10); // entry, shared, ajv, four domains, validators index, worker, server
    expect(validators.length).toBeGreaterThanOrEqual(6);
    for (const f of [...parts, ...validators])
      expect(readFileSync(join(dist, f), 'utf8').split('\n', 1)[0]).toBe(`// levelbench build ${id}`);
    expect(isFresh()).toBe('true');
  });

  it('every check has a code id of its own built chunk (CODE_CHUNKS in build-node.mjs)', () => {
    const chunks = fromBuildNode('Object.keys(m.CODE_CHUNKS).join()');
    expect(chunks.split(',')).toEqual(expect.arrayContaining([...CHECKS, 'pigment.analyse']));
  });

  it('a bundle of another build (or none) makes the build stale', () => {
    const file = join(dist, 'validators.cjs');
    const text = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, text.replace(/^\/\/ levelbench build [0-9a-f]{8}/, '// levelbench build 00000000'));
      expect(isFresh()).toBe('false');
    } finally {
      writeFileSync(file, text);
    }
    expect(isFresh()).toBe('true');
  });

  it('a touched input is proved unchanged by its hash once; then the memo (inputs.stat) holds its new time', () => {
    const input = join(root, 'tools/levelbench/src/cli-io.ts');
    const before = statSync(input);
    const stats = () => readFileSync(join(dist, 'inputs.stat'), 'utf8');
    const line = () => `${statSync(input).size} ${statSync(input).mtimeMs} tools/levelbench/src/cli-io.ts`;
    try {
      utimesSync(input, before.atime, (before.mtimeMs + 1000) / 1000);
      expect(stats()).not.toContain(line());
      expect(isFresh()).toBe('true');
      expect(stats()).toContain(line());
    } finally {
      utimesSync(input, before.atime, before.mtime);
    }
    expect(isFresh()).toBe('true');
    expect(stats()).toContain(line());
  });
});

/** What `text` (an expression of build-node.mjs's module `m`) writes to stdout, evaluated in a fresh node. */
function fromBuildNode(text: string): string {
  const js = `import('./tools/scripts/build-node.mjs').then((m) => process.stdout.write(${text}))`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', js], { cwd: root, encoding: 'utf8' }).stdout;
}

/**
 * build-node's isFresh() in a fresh node, as the text it prints (plain text: console.log colours a boolean when
 * FORCE_COLOR is set, as Nx sets it under CI).
 */
function isFresh(): string {
  return fromBuildNode('String(m.isFresh())').trim();
}

describe('what loads on first use still works', () => {
  it('a schema without a precompiled validator is compiled with Ajv from levelbench-ajv.cjs', () => {
    const shared = JSON.stringify(join(dist, 'levelbench-shared.cjs'));
    const r = probe(
      `Promise.resolve().then(() => { const { formats } = require(${shared});` +
        `const bad = formats.validateSchema({ type: 'object', required: ['id'] }, {}, 'f.json');` +
        `globalThis.code = bad.ok ? 1 : bad.errors[0].message === 'is missing (required field "id")' ? 0 : 3; })`,
    );
    expect(r.code).toBe(0);
    expect(r.files).toContain('levelbench-ajv.cjs');
  });

  it('crypto, once used, is the real module: `pigment suggest --out` names its temp files with it', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'levelbench-split-'));
    try {
      const suggest = ['pigment', 'suggest', '--size', '3x3', '--marks', '1', '--length', '2', '--count', '1'];
      const r = cliIn(tmp, ...suggest, '--json', '--out', 'out');
      expect(r.code).toBe(0);
      expect(readdirSync(join(tmp, 'out')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
      expect(r.builtins).toContain('crypto');
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
