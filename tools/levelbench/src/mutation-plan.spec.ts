/**
 * What `npm run test:mutation` runs (#24, tools/scripts/mutation-plan.mjs), asked of a fresh node because the
 * scripts are ES modules: the per-file plan covers exactly the files each library's config mutates, a
 * hand-written per-file config must mutate exactly its file and keep the library's break, and the scores
 * are Stryker's (errors left out).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const plan = JSON.stringify(join(root, 'tools/scripts/mutation-plan.mjs'));

/** Runs `expr` (over the module as `m`) in a fresh node and returns its JSON value, or the error's message. */
function ask(expr: string): { value?: unknown; error?: string } {
  const js = `import(${plan}).then((m) => { let out; try { out = { value: ${expr} }; } catch (e) { out = { error: e.message }; }
    process.stdout.write(JSON.stringify(out)); });`;
  const r = spawnSync(process.execPath, ['-e', js], { cwd: root, encoding: 'utf8', timeout: 30_000 });
  if (r.status !== 0) throw new Error(`node failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

interface Entry {
  file: string;
  config: string;
  report: string;
  derived: { mutate: string[]; jest: { config: { testMatch: string[] } }; thresholds: { break: number } } | null;
}

const libConfig = (lib: string) =>
  JSON.parse(readFileSync(join(root, `libs/${lib}/stryker.config.json`), 'utf8')) as { mutate: string[] };

describe('the per-file plan of this repository', () => {
  it.each(['formats', 'verify', 'watersort', 'worldgen', 'pigment'])(
    '%s: one run per mutated file, each to its own report',
    (lib) => {
      const entries = ask(`m.perFilePlan(${JSON.stringify(lib)})`).value as Entry[];
      expect(entries.map((e) => e.file)).toEqual(libConfig(lib).mutate);
      expect(new Set(entries.map((e) => e.report)).size).toBe(entries.length);
      for (const e of entries) {
        if (!e.derived) {
          expect(e.config).toMatch(new RegExp(`^libs/${lib}/stryker\\.[a-z-]+\\.config\\.json$`));
          continue;
        }
        expect(e.derived.mutate).toEqual([e.file]);
        expect(e.derived.thresholds.break).toBe(80);
        // the file's own spec, as a jest glob
        expect(e.derived.jest.config.testMatch).toEqual([
          `**/${e.file.replace(/^libs\/[^/]+\//, '').replace(/\.ts$/, '.spec.ts')}`,
        ]);
      }
    },
  );

  it('uses a hand-written config where there is one (pigment rules.ts: stryker.rules.config.json)', () => {
    const entries = ask(`m.perFilePlan('pigment')`).value as Entry[];
    const rules = entries.find((e) => e.file === 'libs/pigment/src/rules.ts');
    expect(rules).toMatchObject({ config: 'libs/pigment/stryker.rules.config.json', derived: null });
  });
});

describe('the per-file plan refuses what would not measure the file', () => {
  let repo: string;
  const lib = (files: Record<string, unknown>) => {
    for (const [rel, body] of Object.entries(files)) {
      mkdirSync(join(repo, rel, '..'), { recursive: true });
      writeFileSync(join(repo, rel), typeof body === 'string' ? body : JSON.stringify(body));
    }
  };
  const base = {
    mutate: ['libs/x/src/a.ts'],
    thresholds: { break: 80 },
    jest: {},
    jsonReporter: { fileName: 'r.json' },
  };
  beforeEach(() => (repo = mkdtempSync(join(tmpdir(), 'mutation-plan-'))));
  afterEach(() => rmSync(repo, { recursive: true, force: true }));
  const planOf = () => ask(`m.perFilePlan('x', ${JSON.stringify(repo)})`);

  it('a file with neither its own config nor its own spec', () => {
    lib({ 'libs/x/stryker.config.json': base, 'libs/x/src/a.ts': '' });
    expect(planOf().error).toBe(
      'libs/x/src/a.ts: no libs/x/stryker.a.config.json and no libs/x/src/a.spec.ts: write one of them for a per-file score',
    );
  });

  it('a hand-written config that mutates other files too', () => {
    lib({
      'libs/x/stryker.config.json': base,
      'libs/x/stryker.a.config.json': { ...base, mutate: ['libs/x/src/a.ts', 'libs/x/src/b.ts'] },
    });
    expect(planOf().error).toMatch(
      /^libs\/x\/stryker\.a\.config\.json: "mutate" must be exactly \["libs\/x\/src\/a\.ts"\]/,
    );
  });

  it('a hand-written config with a lower break than the library', () => {
    lib({ 'libs/x/stryker.config.json': base, 'libs/x/stryker.a.config.json': { ...base, thresholds: { break: 60 } } });
    expect(planOf().error).toBe('libs/x/stryker.a.config.json: "thresholds.break" must be at least the library\'s 80');
  });

  it('derives the narrowed config from the library one, keeping its jest options', () => {
    lib({
      'libs/x/stryker.config.json': {
        ...base,
        jest: { configFile: 'libs/x/jest.config.cts', config: { testPathIgnorePatterns: ['/slow/'] } },
      },
      'libs/x/src/a.spec.ts': '',
    });
    const [e] = planOf().value as Entry[];
    expect(e.config).toBe('reports/mutation/.configs/x-a.json');
    expect(e.report).toBe('reports/mutation/x-a/mutation.json');
    expect(e.derived?.jest).toEqual({
      configFile: 'libs/x/jest.config.cts',
      config: { testPathIgnorePatterns: ['/slow/'], testMatch: ['**/src/a.spec.ts'] },
    });
  });
});

describe('scores', () => {
  const mutants = (...statuses: string[]) => ({ mutants: statuses.map((status) => ({ status })) });

  it('a file: killed and timed out over every valid mutant; errors and ignored ones left out', () => {
    const report = {
      files: {
        'a.ts': mutants(
          'Killed',
          'Killed',
          'Timeout',
          'Survived',
          'NoCoverage',
          'CompileError',
          'RuntimeError',
          'Ignored',
        ),
      },
    };
    expect(ask(`m.fileScores(${JSON.stringify(report)})`).value).toEqual([
      { file: 'a.ts', killed: 2, timeout: 1, survived: 1, noCoverage: 1, score: 60 },
    ]);
  });

  it('a library: weighted by mutants, not the mean of the files', () => {
    const rows = [
      { killed: 9, timeout: 0, survived: 1, noCoverage: 0 },
      { killed: 0, timeout: 1, survived: 0, noCoverage: 1 },
    ];
    // (9 + 1) / 12, where the mean of 90 % and 50 % would be 70 %
    expect(ask(`m.libraryScore(${JSON.stringify(rows)})`).value).toBeCloseTo(83.33, 2);
  });
});
